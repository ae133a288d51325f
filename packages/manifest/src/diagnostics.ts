// How a diagnostic reads on a terminal: `agent.yaml:12:5: services.backend.type: message`,
// the form compilers use, so editors and CI logs link it to the place in the file.
import type { Diagnostic } from './contracts.js';

/** `agent.yaml:12:5: services.backend.type: …`; a warning says so after the path. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const where = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`;
  const path = diagnostic.path === '' ? '' : `${diagnostic.path}: `;
  const severity = diagnostic.severity === 'warning' ? 'warning: ' : '';
  return `${where}: ${path}${severity}${diagnostic.message}`;
}

/** File, then line, then column; at the same place errors before warnings, then by path. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
    a.path.localeCompare(b.path)
  );
}

/** A sorted copy. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(compareDiagnostics);
}

/** One line per diagnostic, in file order, without a trailing newline. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  return sortDiagnostics(diagnostics).map(formatDiagnostic).join('\n');
}

/** `2 errors, 1 warning`; `no problems` when there are none. */
export function summarizeDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  if (diagnostics.length === 0) return 'no problems';
  const parts: string[] = [];
  if (errors > 0) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings > 0) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return parts.join(', ');
}

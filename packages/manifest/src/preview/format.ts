/** The deploy preview as text for people and as JSON for machines. */
import type { DeployPreview, TriggeredFile } from '../contracts.js';

/** Long paths are not padded past this; the glob then follows after two spaces. */
const MAX_FILE_COLUMN = 48;

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function fileLines(files: readonly TriggeredFile[], indent: string): string[] {
  const width = Math.min(MAX_FILE_COLUMN, Math.max(...files.map((file) => file.file.length)));
  return files.map((file) =>
    file.triggerPath === undefined
      ? `${indent}${file.file}`
      : `${indent}${file.file.padEnd(width)}  ← ${file.triggerPath}`,
  );
}

/**
 * For example:
 *
 *     Branch:   deploy/x → staging (deploy pattern "deploy/*")
 *     Base:     1a2b3c4
 *     Changes:  3 files; CI runs
 *
 *     ✓ frontend  1 file
 *         frontend/app.ts  ← frontend/**
 *     ✗ backend   not triggered
 *
 *     Trigger nothing (no trigger path matches):
 *         docs/guide.md
 */
export function formatPreview(preview: DeployPreview): string {
  const { environment, triggers } = preview;
  const lines = [
    environment
      ? `Branch:   ${preview.branch} → ${environment.environment} (deploy pattern "${environment.pattern}")`
      : `Branch:   ${preview.branch}: no deploy pattern matches; nothing would be deployed`,
    `Base:     ${preview.base.slice(0, 7)}`,
    preview.changedFiles.length === 0
      ? 'Changes:  none; CI does not run'
      : `Changes:  ${count(preview.changedFiles.length, 'file')}; ${triggers.ci ? 'CI runs' : 'CI does not run (no trigger path matches)'}`,
  ];
  const byName = new Map(triggers.files.map((file) => [file.file, file]));
  const nameWidth = Math.max(0, ...triggers.services.map((service) => service.name.length));
  if (triggers.services.length > 0) lines.push('');
  for (const service of triggers.services) {
    const triggering = service.files.flatMap((file) => byName.get(file) ?? []);
    if (triggering.length === 0) {
      lines.push(`✗ ${service.name.padEnd(nameWidth)}  not triggered`);
      continue;
    }
    lines.push(`✓ ${service.name.padEnd(nameWidth)}  ${count(triggering.length, 'file')}`);
    lines.push(...fileLines(triggering, '    '));
  }
  const inert = triggers.files.filter((file) => file.triggerPath === undefined);
  if (inert.length > 0)
    lines.push('', 'Trigger nothing (no trigger path matches):', ...fileLines(inert, '    '));
  return `${lines.join('\n')}\n`;
}

/**
 * The preview as JSON: the DeployPreview shape, keys always in the same order, absent values
 * as `null` (`environment` when no pattern matches, `triggerPath` when nothing matched), two
 * spaces of indentation and no trailing newline.
 */
export function previewJson(preview: DeployPreview): string {
  const { environment, triggers } = preview;
  return JSON.stringify(
    {
      branch: preview.branch,
      environment: environment
        ? { pattern: environment.pattern, environment: environment.environment }
        : null,
      base: preview.base,
      changedFiles: preview.changedFiles,
      triggers: {
        ci: triggers.ci,
        services: triggers.services.map((service) => ({
          name: service.name,
          files: service.files,
        })),
        files: triggers.files.map((file) => ({
          file: file.file,
          triggerPath: file.triggerPath ?? null,
          services: file.services,
        })),
      },
    },
    null,
    2,
  );
}

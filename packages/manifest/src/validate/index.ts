// The manifest validator: every finding in one run, each at the line and column of the
// offending key or value. `validateManifestText` is pure when given `fileExists`;
// `validateManifestFile` is its thin shell over the file system.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Diagnostic, ValidationResult } from '../contracts.js';
import { sortDiagnostics } from '../diagnostics.js';
import { type AgentManifest, AgentManifestSchema } from '../schema.js';
import type { Finding } from './findings.js';
import { findPlatformResolved } from './platform-resolved.js';
import { globFindings, pathFindings, runtimeRangeFindings, triggerPathFindings } from './rules.js';
import { type SchemaNode, walkSchema } from './schema-walk.js';
import { parseManifestText, toPlainValue } from './yaml-tree.js';

export type { Finding, RuleId } from './findings.js';

export interface ValidateTextOptions {
  /** The file as the diagnostics name it: `agent.yaml`, `examples/agent.yaml`. */
  file: string;
  /** Where `path` and `dockerfile` are looked up; the folder of `file` when absent. */
  repoRoot?: string;
  /** Replaces the file system for `path` and `dockerfile` (paths relative to the repo root). */
  fileExists?: (relativePath: string) => boolean;
  /**
   * The manifest's path relative to the repository root, which `ci.triggerPaths` must cover.
   * Defaults to `file` relative to `repoRoot`, or its base name.
   */
  manifestPath?: string;
}

export interface ValidateFileOptions {
  /** The repository root; the manifest's folder when absent. */
  repoRoot?: string;
  /** How diagnostics name the file; the path as given when absent. */
  displayName?: string;
}

// TypeBox schemas are plain JSON Schema objects; the walker reads the keywords it knows.
const SCHEMA: SchemaNode = AgentManifestSchema;

export interface CollectedFindings {
  /** In no particular order; each names the rule that made it. */
  findings: Finding[];
  /** The document as plain data, when the text parsed into one. */
  value?: unknown;
  /** 1-based line and column of an offset into the text. */
  position: (offset: number) => { line: number; column: number };
}

/** Every finding about a manifest's text: the core of `validateManifestText`. */
export function collectFindings(
  text: string,
  options: Omit<ValidateTextOptions, 'file'> & { manifestPath: string },
): CollectedFindings {
  const parsed = parseManifestText(text);
  const findings: Finding[] = [
    ...parsed.syntaxErrors.map((finding) => ({ ...finding, rule: 'syntax' as const })),
    ...parsed.findings.map((finding) => ({
      ...finding,
      rule: finding.severity === 'error' ? ('duplicate-key' as const) : ('yaml-warning' as const),
    })),
  ];
  if (parsed.syntaxErrors.length > 0) return { findings, position: parsed.position };

  const root = parsed.root;
  if (root === undefined) {
    findings.push({
      rule: 'schema',
      offset: 0,
      path: '',
      message:
        'the manifest is empty; it needs apiVersion, kind, metadata, services, ci and deploy',
      severity: 'error',
    });
    return { findings, position: parsed.position };
  }

  const platformResolved = findPlatformResolved(root);
  findings.push(...platformResolved.findings);
  walkSchema(SCHEMA, root, '', root.offset, {
    isReported: (entry) => platformResolved.reported.has(entry),
    findings,
  });
  const fileExists = options.fileExists ?? fileSystemExists(options.repoRoot ?? '.');
  findings.push(
    ...runtimeRangeFindings(root),
    ...pathFindings(root, fileExists),
    ...globFindings(root),
    ...triggerPathFindings(root, options.manifestPath),
  );
  return { findings, value: toPlainValue(root), position: parsed.position };
}

function fileSystemExists(repoRoot: string): (relativePath: string) => boolean {
  return (relativePath) => existsSync(resolve(repoRoot, relativePath));
}

/** `ci.triggerPaths` names files with `/`, whatever the operating system. */
function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function defaultManifestPath(file: string, repoRoot: string | undefined): string {
  if (repoRoot === undefined) return basename(file);
  const inRepo = relative(resolve(repoRoot), resolve(file));
  return inRepo === '' || inRepo.startsWith('..') || isAbsolute(inRepo)
    ? basename(file)
    : toPosix(inRepo);
}

/**
 * Validates a manifest's text. Diagnostics come sorted by position; `ok` is false when any of
 * them is an error, and `manifest` is the parsed manifest when `ok`.
 */
export function validateManifestText(text: string, options: ValidateTextOptions): ValidationResult {
  const repoRoot = options.repoRoot ?? dirname(resolve(options.file));
  const { findings, value, position } = collectFindings(text, {
    ...options,
    repoRoot,
    manifestPath: options.manifestPath ?? defaultManifestPath(options.file, repoRoot),
  });
  const diagnostics = sortDiagnostics(
    findings.map((finding): Diagnostic => ({
      file: options.file,
      ...position(finding.offset),
      path: finding.path,
      message: finding.message,
      severity: finding.severity,
    })),
  );
  const ok = diagnostics.every((diagnostic) => diagnostic.severity !== 'error');
  return ok && value !== undefined
    ? { ok, manifest: value as AgentManifest, diagnostics }
    : { ok, diagnostics };
}

/** Reads and validates a manifest file; the repository root defaults to the file's folder. */
export function validateManifestFile(
  file: string,
  options: ValidateFileOptions = {},
): ValidationResult {
  const displayName = options.displayName ?? file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    return {
      ok: false,
      diagnostics: [
        {
          file: displayName,
          line: 1,
          column: 1,
          path: '',
          message: `cannot read the manifest (${reason === 'ENOENT' ? 'no such file' : reason})`,
          severity: 'error',
        },
      ],
    };
  }
  const repoRoot = options.repoRoot ?? dirname(resolve(file));
  return validateManifestText(text, {
    file: displayName,
    repoRoot,
    manifestPath: defaultManifestPath(file, repoRoot),
  });
}

// The rules that look at more than one field or outside the file: minInstances ≤ maxInstances,
// `path` and `dockerfile` that must exist, globs that must compile, and `ci.triggerPaths` that
// must cover every service and the manifest. Each reads only values the schema accepts, so a
// wrong type is reported once, by the schema walker. Globs are read by the deploy preview's own
// matcher, so that "covered" here means "triggers CI" there.
import { compileGlob, InvalidGlobError } from '../preview/glob.js';
import { compileTriggerPaths } from '../preview/triggers.js';
import {
  isServiceType,
  RELATIVE_PATH_PATTERN,
  RUNTIME_BOUNDS,
  RUNTIME_DEFAULTS,
  SERVICE_KIND_BY_TYPE,
  type ServiceType,
} from '../schema.js';
import type { Finding } from './findings.js';
import { childPath } from './paths.js';
import { entryOf, type TreeEntry, type TreeNode } from './yaml-tree.js';

const RELATIVE_PATH = new RegExp(RELATIVE_PATH_PATTERN, 'u');

interface ServiceEntry {
  name: string;
  entry: TreeEntry;
  /** Undefined when the type is missing or unknown. */
  type?: ServiceType;
}

function servicesOf(root: TreeNode): ServiceEntry[] {
  const services = entryOf(root, 'services')?.value;
  if (services?.kind !== 'map') return [];
  return services.entries
    .filter((entry) => entry.value.kind === 'map')
    .map((entry) => {
      const type = entryOf(entry.value, 'type')?.value;
      const value = type?.kind === 'scalar' ? type.value : undefined;
      return { name: entry.key, entry, ...(isServiceType(value) ? { type: value } : {}) };
    });
}

function stringAt(
  node: TreeNode | undefined,
  key: string,
): { text: string; offset: number } | undefined {
  const value = entryOf(node, key)?.value;
  if (value?.kind !== 'scalar' || typeof value.value !== 'string') return undefined;
  return { text: value.value, offset: value.offset };
}

/** A `runtime` integer the schema accepts, or undefined. */
function instancesAt(
  runtime: TreeNode,
  key: keyof typeof RUNTIME_BOUNDS,
): { value: number; offset: number } | undefined {
  const node = entryOf(runtime, key)?.value;
  if (node?.kind !== 'scalar' || typeof node.value !== 'number') return undefined;
  const { minimum, maximum } = RUNTIME_BOUNDS[key];
  if (!Number.isInteger(node.value) || node.value < minimum || node.value > maximum) {
    return undefined;
  }
  return { value: node.value, offset: node.offset };
}

/** minInstances ≤ maxInstances, with the defaults (0 and 1) for an absent one. */
export function runtimeRangeFindings(root: TreeNode): Finding[] {
  const findings: Finding[] = [];
  for (const service of servicesOf(root)) {
    if (service.type === undefined || SERVICE_KIND_BY_TYPE[service.type] === 'database') continue;
    const runtime = entryOf(service.entry.value, 'runtime')?.value;
    if (runtime?.kind !== 'map') continue;
    const min = instancesAt(runtime, 'minInstances');
    const max = instancesAt(runtime, 'maxInstances');
    const hasMax = entryOf(runtime, 'maxInstances') !== undefined;
    if (min === undefined || (hasMax && max === undefined)) continue;
    const maxValue = max?.value ?? RUNTIME_DEFAULTS.maxInstances;
    if (min.value <= maxValue) continue;
    const path = childPath(
      childPath(childPath('services', service.name), 'runtime'),
      'minInstances',
    );
    findings.push({
      rule: 'runtime-range',
      offset: min.offset,
      path,
      message:
        max === undefined
          ? `must not exceed maxInstances, which defaults to ${RUNTIME_DEFAULTS.maxInstances} (got ${min.value}); set maxInstances`
          : `must not exceed maxInstances (got ${min.value} > ${max.value})`,
      severity: 'error',
    });
  }
  return findings;
}

/** `path` and `dockerfile` must exist, relative to the repository root. */
export function pathFindings(
  root: TreeNode,
  fileExists: (relativePath: string) => boolean,
): Finding[] {
  const findings: Finding[] = [];
  for (const service of servicesOf(root)) {
    const fields: string[] = ['path'];
    // A dockerfile on a database service is already wrong; whether it exists does not matter.
    if (service.type === undefined || SERVICE_KIND_BY_TYPE[service.type] !== 'database') {
      fields.push('dockerfile');
    }
    for (const field of fields) {
      const value = stringAt(service.entry.value, field);
      if (value === undefined || !RELATIVE_PATH.test(value.text)) continue;
      if (fileExists(value.text)) continue;
      findings.push({
        rule: 'path-exists',
        offset: value.offset,
        path: childPath(childPath('services', service.name), field),
        message: `${value.text} does not exist`,
        severity: 'error',
      });
    }
  }
  return findings;
}

/** `frontend/` → `frontend`; `./` or `.` → `` (the repository root). */
export function normalizeDirectory(path: string): string {
  const trimmed = path.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');
  return trimmed === '.' ? '' : trimmed;
}

/** The glob the manifest suggests for a service directory. */
export function directoryGlob(path: string): string {
  const directory = normalizeDirectory(path);
  return directory === '' ? '**' : `${directory}/**`;
}

/** The compile error of a glob (`!` in front allowed when `exclusion`), or undefined. */
function globError(glob: string, exclusion: boolean): string | undefined {
  const pattern = exclusion && glob.startsWith('!') ? glob.slice(1) : glob;
  if (pattern === '')
    return exclusion ? 'a "!" must be followed by the pattern it excludes' : undefined;
  try {
    compileGlob(pattern);
    return undefined;
  } catch (error) {
    if (error instanceof InvalidGlobError) return error.message;
    throw error;
  }
}

/** Trigger globs and deploy branch patterns that the matcher cannot compile. */
export function globFindings(root: TreeNode): Finding[] {
  const findings: Finding[] = [];
  const report = (offset: number, path: string, message: string) =>
    findings.push({ rule: 'glob', offset, path, message, severity: 'error' });
  const triggerPaths = entryOf(entryOf(root, 'ci')?.value, 'triggerPaths')?.value;
  if (triggerPaths?.kind === 'list') {
    for (const [index, item] of triggerPaths.items.entries()) {
      if (item.kind !== 'scalar' || typeof item.value !== 'string') continue;
      const message = globError(item.value, true);
      if (message !== undefined) report(item.offset, childPath('ci.triggerPaths', index), message);
    }
  }
  const deploy = entryOf(root, 'deploy')?.value;
  if (deploy?.kind === 'map') {
    for (const entry of deploy.entries) {
      const message = entry.key === '' ? undefined : globError(entry.key, false);
      if (message !== undefined) report(entry.keyOffset, childPath('deploy', entry.key), message);
    }
  }
  return findings;
}

// The globs cover a directory when they take in a file at its top and one deep inside; these
// names stand for "any file" and are unlikely to be matched by accident of a narrower glob.
const PROBE_FILES = ['manifest-probe.txt', 'manifest-probe/nested/manifest-probe.txt'];

/** Warnings for each service directory and for the manifest that no trigger glob covers. */
export function triggerPathFindings(root: TreeNode, manifestPath: string): Finding[] {
  const ci = entryOf(root, 'ci')?.value;
  const triggerPaths = entryOf(ci, 'triggerPaths');
  if (triggerPaths?.value.kind !== 'list') return [];
  const globs = triggerPaths.value.items.flatMap((item) =>
    item.kind === 'scalar' &&
    typeof item.value === 'string' &&
    item.value !== '' &&
    globError(item.value, true) === undefined
      ? [item.value]
      : [],
  );
  // An empty list is an error of its own; warning about every service too would bury it.
  if (globs.length === 0) return [];
  const triggerPathOf = compileTriggerPaths(globs);
  const matches = (file: string) => triggerPathOf(file) !== undefined;
  const findings: Finding[] = [];
  const warn = (message: string) =>
    findings.push({
      rule: 'trigger-paths',
      offset: triggerPaths.keyOffset,
      path: 'ci.triggerPaths',
      message,
      severity: 'warning',
    });

  for (const service of servicesOf(root)) {
    const path = stringAt(service.entry.value, 'path');
    if (path === undefined || !RELATIVE_PATH.test(path.text)) continue;
    const directory = normalizeDirectory(path.text);
    const covered = PROBE_FILES.every((probe) =>
      matches(directory === '' ? probe : `${directory}/${probe}`),
    );
    if (!covered) {
      warn(
        `no glob covers the ${service.name} service's directory; add "${directoryGlob(path.text)}"`,
      );
    }
  }
  if (!matches(manifestPath)) {
    warn(`no glob covers the manifest itself; add "${manifestPath}"`);
  }
  return findings;
}

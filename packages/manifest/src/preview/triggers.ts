/**
 * Which services a set of changed files triggers. Pure: the files come from git (git.ts), the
 * manifest from the validator.
 *
 * 1. A file triggers CI when `ci.triggerPaths` includes it, with the semantics of GitHub
 *    Actions' `paths` filter: the patterns are evaluated in order; a positive pattern includes
 *    the files it matches, a `!pattern` removes the files it matches from those included so far,
 *    and a later positive pattern can include them again. The pattern reported for a file is the
 *    last one that included it. Pattern syntax: glob.ts (`**` crosses `/`, `*` does not,
 *    dot-files match).
 * 2. A file that triggers CI triggers:
 *    - every service when it is the manifest file itself (its path from the repository root,
 *      `agent.yaml` by default): the manifest describes how every service is built and run;
 *    - otherwise the service whose `path` directory contains it — the deepest one when service
 *      directories nest (two services with the same directory are both triggered);
 *    - otherwise every service: a file that CI watches but no service owns is shared code
 *      (`packages/**`), which any service may build from.
 * 3. A file that no trigger path includes triggers nothing, the manifest file included: the
 *    manifest's own `ci.triggerPaths` decides whether a change to it runs CI, as it does for any
 *    file.
 */
import type { TriggeredFile, TriggerPreview } from '../contracts.js';
import { compileGlob, InvalidGlobError } from './glob.js';

/** The parts of the manifest (schema.ts' AgentManifest) the preview reads. */
export interface PreviewManifest {
  services: Readonly<Record<string, { readonly path: string }>>;
  ci: { readonly triggerPaths: readonly string[] };
  deploy: Readonly<Record<string, string>>;
}

/** The `ci.triggerPaths` pattern that includes `file` in the end, or undefined. */
export type TriggerPathMatcher = (file: string) => string | undefined;

export function compileTriggerPaths(triggerPaths: readonly string[]): TriggerPathMatcher {
  const rules = triggerPaths.map((pattern) => {
    const isExclusion = pattern.startsWith('!');
    const glob = isExclusion ? pattern.slice(1) : pattern;
    if (isExclusion && glob === '')
      throw new InvalidGlobError(pattern, 'a "!" must be followed by the pattern it excludes');
    return { pattern, isExclusion, matches: compileGlob(glob) };
  });
  return (file) => {
    let includedBy: string | undefined;
    for (const rule of rules)
      if (rule.matches(file)) includedBy = rule.isExclusion ? undefined : rule.pattern;
    return includedBy;
  };
}

/** A repository path as git prints it: no `./` in front, no `/` at the end; the root is ``. */
function normalizePath(path: string): string {
  let normalized = path.trim();
  while (normalized.startsWith('./')) normalized = normalized.slice(2);
  normalized = normalized.replace(/\/+$/, '');
  return normalized === '.' ? '' : normalized;
}

function isInside(directory: string, file: string): boolean {
  return directory === '' || file.startsWith(`${directory}/`);
}

export function previewTriggers(
  manifest: PreviewManifest,
  changedFiles: readonly string[],
  manifestFile = 'agent.yaml',
): TriggerPreview {
  const triggerPathOf = compileTriggerPaths(manifest.ci.triggerPaths);
  const services = Object.entries(manifest.services).map(([name, service]) => ({
    name,
    directory: normalizePath(service.path),
  }));
  const allServices = services.map((service) => service.name);
  const manifestPath = normalizePath(manifestFile);

  function servicesOf(file: string): string[] {
    if (file === manifestPath) return allServices;
    const owners = services.filter((service) => isInside(service.directory, file));
    if (owners.length === 0) return allServices;
    const deepest = Math.max(...owners.map((service) => service.directory.length));
    return owners
      .filter((service) => service.directory.length === deepest)
      .map((service) => service.name);
  }

  const files: TriggeredFile[] = [...new Set(changedFiles)].map((file) => {
    const triggerPath = triggerPathOf(file);
    return triggerPath === undefined
      ? { file, services: [] }
      : { file, triggerPath, services: servicesOf(file) };
  });
  return {
    ci: files.some((file) => file.triggerPath !== undefined),
    services: allServices.map((name) => ({
      name,
      files: files.filter((file) => file.services.includes(name)).map((file) => file.file),
    })),
    files,
  };
}

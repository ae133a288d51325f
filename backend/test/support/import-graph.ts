/**
 * A static import graph of TypeScript sources, read with the TypeScript compiler's own
 * pre-processor (static, type-only, dynamic imports and re-exports all count), for checks
 * of which module may depend on which.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Keys are repository-relative paths (`backend/src/db/database.ts`) or package names. */
export type ImportGraph = Map<string, string[]>;

/** Package name of a bare specifier: `@scope/name/sub` → `@scope/name`, `node:fs` → `node:fs`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Builds the graph from file contents keyed by repository-relative path. */
export function buildImportGraph(files: ReadonlyMap<string, string>): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const [path, text] of files) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map(({ fileName }) => {
      if (!fileName.startsWith('.')) return packageOf(fileName);
      const joined = join(dirname(path), fileName).split(sep).join('/');
      const candidates = [
        joined.replace(/\.js$/, '.ts'),
        joined,
        `${joined}.ts`,
        `${joined}/index.ts`,
      ];
      return candidates.find((candidate) => files.has(candidate)) ?? joined;
    });
    graph.set(path, targets);
  }
  return graph;
}

/** Every path from `start` to a module matching `isForbidden`, as module chains. */
export function forbiddenPaths(
  graph: ImportGraph,
  start: string,
  isForbidden: (module: string) => boolean,
): string[][] {
  const found: string[][] = [];
  const visited = new Set<string>();
  const walk = (module: string, chain: string[]): void => {
    if (isForbidden(module)) {
      found.push([...chain, module]);
      return;
    }
    if (visited.has(module)) return;
    visited.add(module);
    for (const next of graph.get(module) ?? []) walk(next, [...chain, module]);
  };
  walk(start, []);
  return found;
}

/** Reads every .ts file under `directories` (repository-relative), skipping tests. */
export async function readSources(
  repositoryRoot: string,
  directories: readonly string[],
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const directory of directories) {
    const entries = await readdir(resolve(repositoryRoot, directory), {
      recursive: true,
      withFileTypes: true,
    });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts'))
        continue;
      const absolute = join(entry.parentPath, entry.name);
      const path = relative(repositoryRoot, absolute).split(sep).join('/');
      files.set(path, await readFile(absolute, 'utf8'));
    }
  }
  return files;
}

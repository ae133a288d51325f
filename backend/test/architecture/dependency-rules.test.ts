/**
 * decisions.md: the adapter is one-way. Nothing in the database layer — the data-access code
 * and hasura/ — depends on the host-facing case contract, directly or through another module.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/paths.js';
import {
  buildImportGraph,
  forbiddenPaths,
  type ImportGraph,
  readSources,
} from '../support/import-graph.js';

const CONTRACT = '@resume-agent/case-contract';

/** The database layer: connections, migrations, Hasura tooling and every repository. */
function isDataAccess(path: string): boolean {
  return (
    /^backend\/src\/(db|migrations|hasura)\//.test(path) ||
    /^backend\/src\/.+-repository\.ts$/.test(path)
  );
}

/** The contract, its source, or the adapter that speaks it. */
function isContractSide(module: string): boolean {
  return (
    module === CONTRACT ||
    module.startsWith('packages/case-contract/') ||
    module.startsWith('backend/src/cases/')
  );
}

describe('the dependency rule of the case adapter', () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = buildImportGraph(
      await readSources(repositoryRoot, ['backend/src', 'packages/case-contract/src']),
    );
  });

  it('finds the data-access modules and the adapter (so the check is not vacuous)', () => {
    const modules = [...graph.keys()];
    expect(modules.filter(isDataAccess)).toEqual(
      expect.arrayContaining([
        'backend/src/applications/applications-repository.ts',
        'backend/src/applications/idempotency-repository.ts',
        'backend/src/db/database.ts',
        'backend/src/migrations/runner.ts',
      ]),
    );
    expect(
      forbiddenPaths(graph, 'backend/src/routes/cases.ts', (module) => module === CONTRACT),
    ).not.toEqual([]);
  });

  it('no data-access module reaches the contract or the adapter through any chain of imports', () => {
    const violations = [...graph.keys()]
      .filter(isDataAccess)
      .flatMap((module) => forbiddenPaths(graph, module, isContractSide))
      .map((chain) => chain.join(' → '));
    expect(violations).toEqual([]);
  });

  it('nothing in hasura/ names the contract', async () => {
    const hasuraDirectory = join(repositoryRoot, 'hasura');
    const entries = await readdir(hasuraDirectory, { recursive: true, withFileTypes: true });
    const offenders: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
      const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
      if (/case-contract|AgentCase/.test(text)) offenders.push(join(entry.parentPath, entry.name));
    }
    expect(offenders).toEqual([]);
  });
});

describe('the import graph check itself', () => {
  const files = new Map([
    ['backend/src/things/things-repository.ts', "import { helper } from '../util/helper.js';"],
    [
      'backend/src/util/helper.ts',
      "export type { AgentCase } from '@resume-agent/case-contract/sub';",
    ],
    [
      'backend/src/util/clean.ts',
      "import { readFile } from 'node:fs/promises'; const x = await import('./dyn.js');",
    ],
    ['backend/src/util/dyn.ts', ''],
  ]);

  it('follows re-exports and type-only imports through other modules', () => {
    const graph = buildImportGraph(files);
    expect(
      forbiddenPaths(
        graph,
        'backend/src/things/things-repository.ts',
        (module) => module === CONTRACT,
      ),
    ).toEqual([
      ['backend/src/things/things-repository.ts', 'backend/src/util/helper.ts', CONTRACT],
    ]);
  });

  it('resolves dynamic imports and leaves clean modules clean', () => {
    const graph = buildImportGraph(files);
    expect(graph.get('backend/src/util/clean.ts')).toEqual(['node:fs', 'backend/src/util/dyn.ts']);
    expect(
      forbiddenPaths(graph, 'backend/src/util/clean.ts', (module) => module === CONTRACT),
    ).toEqual([]);
  });
});

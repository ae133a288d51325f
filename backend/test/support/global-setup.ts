/**
 * Made once per test run, before any test file: the embedded-database images the test files
 * start from. PGlite's initdb (~2 s, WASM) would otherwise run in every file — test files are
 * isolated, so a cache in a module lives only as long as one file.
 *
 * - `pgliteEmptyCluster`: a `dumpDataDir()` image of a new cluster, for in-process databases.
 * - `pgliteMigratedDataDirectory`: a closed embedded-database directory, migrated and seeded
 *   as the backend does at start, for backend processes whose test is not about a first start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the empty-cluster image. */
    pgliteEmptyCluster: string;
    /** A directory to copy as DATA_DIR/pglite. */
    pgliteMigratedDataDirectory: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'resume-agent-test-images-'));
  const emptyCluster = join(directory, 'empty-cluster.tar');
  const migratedDataDirectory = join(directory, 'migrated');
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const seed = await PGlite.create();
    let image: Blob;
    try {
      image = await seed.dumpDataDir('none');
    } finally {
      await seed.close();
    }
    await writeFile(emptyCluster, Buffer.from(await image.arrayBuffer()));

    const migrated = await createPgliteDatabase(migratedDataDirectory, { template: image });
    try {
      await migrate(migrated, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
    } finally {
      await migrated.close();
    }
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }

  project.provide('pgliteEmptyCluster', emptyCluster);
  project.provide('pgliteMigratedDataDirectory', migratedDataDirectory);
  return () => rm(directory, { recursive: true, force: true });
}

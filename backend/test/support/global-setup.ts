/**
 * Made once per test run, before any test file: the databases the test files start from.
 * PGlite's initdb (~2 s, WASM) would otherwise run in every file, and the migrations (~0.3 s
 * on PGlite, ~0.4 s on PostgreSQL) in every file that needs the schema.
 *
 * - `pgliteEmptyCluster`: a `dumpDataDir()` image of a new cluster, for in-process databases.
 * - `pgliteMigratedCluster`: the same with every migration applied and no seeds, as
 *   `migrate()` leaves a new database.
 * - `postgresMigratedTemplate`: that database on the PostgreSQL server of DATABASE_URL (when it
 *   is set), for `CREATE DATABASE … TEMPLATE`.
 * - `pgliteMigratedDataDirectory`: a closed embedded-database directory, migrated and seeded
 *   as the backend does at start, for backend processes whose test is not about a first start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { createScratchPostgresDatabase } from './scratch-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the empty-cluster image. */
    pgliteEmptyCluster: string;
    /** A file holding the migrated cluster's image. */
    pgliteMigratedCluster: string;
    /** The name of the migrated template database, or '' without DATABASE_URL. */
    postgresMigratedTemplate: string;
    /** A directory to copy as DATA_DIR/pglite. */
    pgliteMigratedDataDirectory: string;
  }
}

async function writeImage(file: string, image: Blob): Promise<void> {
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
}

/**
 * A `dumpDataDir()` image of the closed data directory `dataDirectory`, or without one of a new
 * in-memory cluster.
 */
async function imageOf(dataDirectory?: string): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = await PGlite.create({ dataDir: dataDirectory });
  try {
    return await cluster.dumpDataDir('none');
  } finally {
    await cluster.close();
  }
}

async function makePgliteImages(directory: string) {
  const emptyCluster = join(directory, 'empty-cluster.tar');
  const migratedCluster = join(directory, 'migrated-cluster.tar');
  const migratedDataDirectory = join(directory, 'migrated');
  const image = await imageOf();
  await writeImage(emptyCluster, image);

  // Migrated first, imaged, then seeded in place for the backend processes.
  const migrated = await createPgliteDatabase(migratedDataDirectory, { template: image });
  try {
    await migrate(migrated, { hasuraDirectory: defaultHasuraDirectory });
  } finally {
    await migrated.close();
  }
  await writeImage(migratedCluster, await imageOf(migratedDataDirectory));
  const seeded = await createPgliteDatabase(migratedDataDirectory);
  try {
    await migrate(seeded, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
  } finally {
    await seeded.close();
  }
  return { emptyCluster, migratedCluster, migratedDataDirectory };
}

/** A migrated database on the server, closed, to copy; and how to drop it after the run. */
async function makePostgresTemplate(adminUrl: string) {
  const scratch = await createScratchPostgresDatabase(adminUrl);
  try {
    const db = createPostgresDatabase({ connectionString: scratch.url });
    try {
      await migrate(db, { hasuraDirectory: defaultHasuraDirectory });
    } finally {
      await db.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return scratch;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'resume-agent-test-images-'));
  let images: Awaited<ReturnType<typeof makePgliteImages>>;
  let template: Awaited<ReturnType<typeof makePostgresTemplate>> | undefined;
  try {
    images = await makePgliteImages(directory);
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) template = await makePostgresTemplate(adminUrl);
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }

  project.provide('pgliteEmptyCluster', images.emptyCluster);
  project.provide('pgliteMigratedCluster', images.migratedCluster);
  project.provide('postgresMigratedTemplate', template?.name ?? '');
  project.provide('pgliteMigratedDataDirectory', images.migratedDataDirectory);
  return async () => {
    await template?.drop();
    await rm(directory, { recursive: true, force: true });
  };
}

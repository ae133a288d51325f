/**
 * The engines every integration test runs against: PGlite always, and a real PostgreSQL
 * server when DATABASE_URL is set — each test file in a fresh database that it creates
 * and drops, so runs never see each other's rows.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database, DatabaseEngine } from '../../src/db/database.js';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { createScratchPostgresDatabase } from './scratch-postgres.js';

export interface TestEngine {
  name: DatabaseEngine;
  /** Opens a new, empty database. */
  create(): Promise<TestDatabase>;
  /**
   * Opens a new database with every migration applied and no seeds, as `migrate()` leaves an
   * empty one: a copy of the one global-setup.ts migrated for this run.
   */
  createMigrated(): Promise<TestDatabase>;
}

export interface TestDatabase {
  db: Database;
  /** Connection string for a second client or a child process (PostgreSQL only). */
  url?: string;
  /** Closes `db` and drops the database. */
  destroy(): Promise<void>;
}

const serverUrl = process.env.DATABASE_URL;

/** The images global-setup.ts made for this run, each read once per worker. */
type ClusterImage = 'pgliteEmptyCluster' | 'pgliteMigratedCluster';
const clusterImages = new Map<ClusterImage, Promise<Blob>>();
function clusterImage(key: ClusterImage): Promise<Blob> {
  let image = clusterImages.get(key);
  if (!image) {
    image = readFile(inject(key)).then((bytes) => new Blob([bytes]));
    clusterImages.set(key, image);
  }
  return image;
}

async function pgliteFrom(key: ClusterImage): Promise<TestDatabase> {
  const db = await createPgliteDatabase(undefined, { template: await clusterImage(key) });
  return { db, destroy: () => db.close() };
}

/** A new in-memory PGlite database, started from the run's empty cluster. */
export async function emptyPgliteDatabase(): Promise<Database> {
  return (await pgliteFrom('pgliteEmptyCluster')).db;
}

const pgliteEngine: TestEngine = {
  name: 'pglite',
  create: () => pgliteFrom('pgliteEmptyCluster'),
  createMigrated: () => pgliteFrom('pgliteMigratedCluster'),
};

const postgresEngine = (adminUrl: string): TestEngine => {
  async function open(template?: string): Promise<TestDatabase> {
    const scratch = await createScratchPostgresDatabase(adminUrl, { template });
    const db = createPostgresDatabase({ connectionString: scratch.url });
    return {
      db,
      url: scratch.url,
      async destroy() {
        await db.close();
        await scratch.drop();
      },
    };
  }
  return {
    name: 'postgres',
    create: () => open(),
    createMigrated: () => open(inject('postgresMigratedTemplate')),
  };
};

export const testEngines: TestEngine[] = serverUrl
  ? [pgliteEngine, postgresEngine(serverUrl)]
  : [pgliteEngine];

export const postgresServerUrl: string | undefined = serverUrl;

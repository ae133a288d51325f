/**
 * The engines every integration test runs against: PGlite always, and a real PostgreSQL
 * server when DATABASE_URL is set — each test file in a fresh database that it creates
 * and drops, so runs never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DatabaseEngine } from '../../src/db/database.js';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';

export interface TestEngine {
  name: DatabaseEngine;
  /** Opens a new, empty database. */
  create(): Promise<TestDatabase>;
}

export interface TestDatabase {
  db: Database;
  /** Connection string for a second client or a child process (PostgreSQL only). */
  url?: string;
  /** Closes `db` and drops the database. */
  destroy(): Promise<void>;
}

const serverUrl = process.env.DATABASE_URL;

/** The empty cluster global-setup.ts made for this run, read once per test file. */
let emptyClusterImage: Promise<Blob> | undefined;
function emptyCluster(): Promise<Blob> {
  emptyClusterImage ??= readFile(inject('pgliteEmptyCluster')).then((bytes) => new Blob([bytes]));
  return emptyClusterImage;
}

/** A new in-memory PGlite database, started from the run's empty cluster. */
export async function emptyPgliteDatabase(): Promise<Database> {
  return createPgliteDatabase(undefined, { template: await emptyCluster() });
}

const pgliteEngine: TestEngine = {
  name: 'pglite',
  async create() {
    const db = await emptyPgliteDatabase();
    return { db, destroy: () => db.close() };
  },
};

export async function createScratchPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `resume_agent_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

const postgresEngine = (adminUrl: string): TestEngine => ({
  name: 'postgres',
  async create() {
    const scratch = await createScratchPostgresDatabase(adminUrl);
    const db = createPostgresDatabase({ connectionString: scratch.url });
    return {
      db,
      url: scratch.url,
      async destroy() {
        await db.close();
        await scratch.drop();
      },
    };
  },
});

export const testEngines: TestEngine[] = serverUrl
  ? [pgliteEngine, postgresEngine(serverUrl)]
  : [pgliteEngine];

export const postgresServerUrl: string | undefined = serverUrl;

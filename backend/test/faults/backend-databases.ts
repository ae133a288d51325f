/**
 * The databases a backend process can be restarted on, one per engine: an embedded PGlite
 * database, already migrated, in a temp DATA_DIR, and a scratch database on the PostgreSQL
 * server when DATABASE_URL is set.
 */
import { rm } from 'node:fs/promises';
import type { DatabaseEngine } from '../../src/db/database.js';
import { postgresServerUrl } from '../support/databases.js';
import { createScratchPostgresDatabase } from '../support/scratch-postgres.js';
import { migratedDataDirectory } from '../support/processes.js';

export interface BackendDatabase {
  /** The backend's environment for this database. */
  environment: Record<string, string>;
  destroy(): Promise<void>;
}

export interface BackendEngine {
  name: DatabaseEngine;
  create(): Promise<BackendDatabase>;
}

const pglite: BackendEngine = {
  name: 'pglite',
  async create() {
    // Not a test of a first start: skip initdb and the migrations.
    const dataDir = await migratedDataDirectory('resume-agent-faults-');
    return {
      environment: { DATA_DIR: dataDir },
      destroy: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

const postgres = (serverUrl: string): BackendEngine => ({
  name: 'postgres',
  async create() {
    const scratch = await createScratchPostgresDatabase(serverUrl);
    return { environment: { DATABASE_URL: scratch.url }, destroy: () => scratch.drop() };
  },
});

export const backendEngines: BackendEngine[] = postgresServerUrl
  ? [pglite, postgres(postgresServerUrl)]
  : [pglite];

/**
 * The databases a backend process can be restarted on, one per engine: an embedded PGlite
 * database in a temp DATA_DIR, and a scratch database on the PostgreSQL server when
 * DATABASE_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseEngine } from '../../src/db/database.js';
import { createScratchPostgresDatabase, postgresServerUrl } from '../support/databases.js';

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
    const dataDir = await mkdtemp(join(tmpdir(), 'resume-agent-faults-'));
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

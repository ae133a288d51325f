import { join } from 'node:path';
import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite-database.js';
import { createPostgresDatabase } from './postgres-database.js';

export interface DatabaseSettings {
  /** PostgreSQL server; when absent the embedded database under `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  maxConnections?: number;
}

/** The embedded database lives in its own folder so DATA_DIR can hold secrets beside it. */
export function embeddedDatabaseDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl) {
    return createPostgresDatabase({
      connectionString: settings.databaseUrl,
      ...(settings.maxConnections ? { maxConnections: settings.maxConnections } : {}),
    });
  }
  return createPgliteDatabase(embeddedDatabaseDirectory(settings.dataDir));
}

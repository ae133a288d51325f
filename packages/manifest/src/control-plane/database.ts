/**
 * One SQL code path over two engines: the store depends on this interface only, and both a
 * PostgreSQL server (`pg`) and embedded PGlite satisfy it.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One parameterised statement (`WHERE name = $1`). */
  query: <R extends Row = Row>(sql: string, params?: readonly unknown[]) => Promise<R[]>;
  /** A script of several statements without parameters (migrations). */
  exec: (sql: string) => Promise<void>;
}

export type DatabaseEngine = 'pglite' | 'postgresql';

export interface Database extends Queryable {
  readonly engine: DatabaseEngine;
  /** COMMIT when `work` resolves, ROLLBACK when it throws; statements go through `tx`. */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

export interface DatabaseSettings {
  /** A PostgreSQL server; when absent, PGlite persisted under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  // Imported on demand: a PostgreSQL control plane never loads PGlite's WebAssembly, and
  // the other way round.
  if (settings.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database.js');
    return openPostgresDatabase(settings.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database.js');
  return openPgliteDatabase(settings.dataDir);
}

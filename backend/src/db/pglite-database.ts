import { mkdir } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './database.js';
import { lockDirectory } from './directory-lock.js';
import { isoFromTimestamptzText, TIMESTAMPTZ_OID } from './timestamptz.js';

function wrap(client: PGlite | Transaction): Queryable {
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(sql, params as unknown[]);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
      } satisfies QueryResult<R>;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL persisted under `dataDirectory`, or in memory when it is omitted
 * (tests). `template` starts it from a `dumpDataDir()` image instead of running initdb,
 * which is several times faster. PGlite serves one connection: it queues queries itself and holds other callers
 * while a transaction is open, so transactions stay isolated.
 */
export async function createPgliteDatabase(
  dataDirectory?: string,
  options: { template?: Blob } = {},
): Promise<Database> {
  // Loaded only when the embedded engine is chosen: a server on PostgreSQL never carries it.
  const { PGlite: EmbeddedPostgres } = await import('@electric-sql/pglite');
  let unlock: (() => Promise<void>) | undefined;
  if (dataDirectory) {
    await mkdir(dataDirectory, { recursive: true });
    unlock = await lockDirectory(dataDirectory);
  }
  let client: PGlite;
  try {
    client = await EmbeddedPostgres.create({
      // timestamptz as the API's ISO string (timestamptz.ts); PGlite's sessions are in UTC.
      parsers: { [TIMESTAMPTZ_OID]: isoFromTimestamptzText },
      ...(dataDirectory ? { dataDir: dataDirectory } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
  } catch (error) {
    await unlock?.();
    throw error;
  }
  const outer = wrap(client);

  return {
    engine: 'pglite',
    query: outer.query,
    exec: outer.exec,
    transaction: (work) => client.transaction((tx) => work(wrap(tx))),
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      if (!client.closed) await client.close();
      await unlock?.();
    },
  };
}

import { mkdir } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './database.js';
import { lockDirectory } from './directory-lock.js';
import { createPreparedQueries } from './pglite-prepared.js';
import { createStatementNames, PLAN_CACHE_MODE } from './statement-names.js';
import { isoFromTimestamptzText, TIMESTAMPTZ_OID } from './timestamptz.js';

type PreparedQueries = ReturnType<typeof createPreparedQueries>;

/**
 * Statements run as named prepared statements (pglite-prepared.ts), parsed and planned once;
 * beyond statement-names.ts's cap they go through PGlite's own `query()`. With `transaction`
 * the caller already holds PGlite's transaction lock, and takes only the query lock, as
 * PGlite's `tx.query` does.
 */
function wrap(
  client: PGlite,
  prepared: PreparedQueries,
  statementName: (sql: string) => string | undefined,
  transaction?: Transaction,
): Queryable {
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const name = statementName(sql);
      if (name === undefined) {
        const result = await (transaction ?? client).query<R>(sql, params as unknown[]);
        // PGlite counts only the rows a change touched (0 for a SELECT); database.ts promises
        // the rows returned as well.
        return {
          rows: result.rows,
          rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
        } satisfies QueryResult<R>;
      }
      // Refused as PGlite's own query() refuses: closing or closed, or a finished transaction.
      await client._checkReady();
      if (transaction?.closed) throw new Error('Transaction is closed');
      const run = () => client._runExclusiveQuery(() => prepared.run<R>(name, sql, params));
      if (transaction) return run();
      const result = await client._runExclusiveTransaction(run);
      // What query() does after a statement outside a transaction (a no-op on Node's file system).
      await client.syncToFs();
      return result;
    },
    async exec(sql: string) {
      await (transaction ?? client).exec(sql);
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
  const { PGlite: EmbeddedPostgres, protocol } = await import('@electric-sql/pglite');
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
  try {
    await client.exec(`SET plan_cache_mode = ${PLAN_CACHE_MODE}`);
  } catch (error) {
    await client.close();
    await unlock?.();
    throw error;
  }
  const prepared = createPreparedQueries(client, protocol);
  const statementName = createStatementNames();
  const outer = wrap(client, prepared, statementName);

  return {
    engine: 'pglite',
    query: outer.query,
    exec: outer.exec,
    transaction: (work) =>
      client.transaction((tx) => work(wrap(client, prepared, statementName, tx))),
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      if (!client.closed) await client.close();
      await unlock?.();
    },
  };
}

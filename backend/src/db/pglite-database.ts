import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import {
  abortedTransaction,
  type Database,
  type Queryable,
  type QueryResult,
  type Row,
} from './database.js';
import { lockDirectory } from './directory-lock.js';
import { createExclusiveLock, type Exclusively } from './exclusive-lock.js';
import { createPreparedQueries } from './pglite-prepared.js';
import { createStatementNames, PLAN_CACHE_MODE } from './statement-names.js';
import { isoFromTimestamptzText, TIMESTAMPTZ_OID } from './timestamptz.js';

type PreparedQueries = ReturnType<typeof createPreparedQueries>;

/**
 * Every statement holds the session (exclusive-lock.ts) for its run, a transaction for all
 * of its statements; PGlite's own mutexes are not taken on the hot path (see the lock for
 * why). Named statements run as prepared statements (pglite-prepared.ts), parsed and planned
 * once; beyond statement-names.ts's cap, and for scripts, PGlite's own `query()` and
 * `exec()` run under the session, their mutexes then uncontended. PGlite's `syncToFs()` is
 * not called: for the file systems opened here (NodeFS for a data directory, MemoryFS in
 * memory) it does nothing but take a mutex of its own, as both inherit the empty one of
 * PGlite's EmscriptenBuiltinFilesystem; PostgreSQL writes the data directory itself.
 */
function wrap(
  client: PGlite,
  prepared: PreparedQueries,
  statementName: (sql: string) => string | undefined,
  exclusively: Exclusively,
  transaction?: { closed: boolean },
): Queryable {
  /**
   * Runs `work` holding the session (inside a transaction it is held already), refused as
   * PGlite refuses its own statements: PGlite closing or closed, or the transaction ended.
   * The session is asked for before anything is awaited, so statements keep their order.
   */
  const inSession = <T>(work: () => Promise<T>): Promise<T> => {
    const checkedWork = async () => {
      await client._checkReady();
      return work();
    };
    if (!transaction) return exclusively(checkedWork);
    if (transaction.closed) return Promise.reject(new Error('Transaction is closed'));
    return checkedWork();
  };
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const name = statementName(sql);
      if (name !== undefined) {
        const { rows, rowCount } = await inSession(() => prepared.run<R>(name, sql, params));
        return { rows, rowCount };
      }
      const result = await inSession(() => client.query<R>(sql, params as unknown[]));
      // PGlite counts only the rows a change touched (0 for a SELECT); database.ts promises
      // the rows returned as well.
      return {
        rows: result.rows,
        rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
      } satisfies QueryResult<R>;
    },
    async exec(sql: string) {
      await inSession(() => client.exec(sql));
    },
  };
}

/** BEGIN, `work`, then COMMIT; ROLLBACK if anything throws. The caller holds the session. */
async function inTransaction<T>(
  prepared: PreparedQueries,
  statementName: (sql: string) => string | undefined,
  work: (state: { closed: boolean }) => Promise<T>,
): Promise<T> {
  const run = (sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK') =>
    prepared.run(statementName(sql) ?? sql.toLowerCase(), sql, []);
  await run('BEGIN');
  // Once closed, a statement through the transaction's Queryable is refused, as in PGlite.
  const state = { closed: false };
  try {
    const result = await work(state);
    state.closed = true;
    const { commandTag } = await run('COMMIT');
    if (commandTag === 'ROLLBACK') throw abortedTransaction();
    return result;
  } catch (error) {
    if (!state.closed) {
      state.closed = true;
      await run('ROLLBACK');
    }
    throw error;
  }
}

/**
 * Embedded PostgreSQL persisted under `dataDirectory`, or in memory when it is omitted
 * (tests). `template` starts it from a `dumpDataDir()` image instead of running initdb,
 * which is several times faster. PGlite serves one session: statements and transactions take
 * turns in arrival order (wrap), so a transaction sees no statement of another.
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
  const exclusively = createExclusiveLock();
  const outer = wrap(client, prepared, statementName, exclusively);

  return {
    engine: 'pglite',
    query: outer.query,
    exec: outer.exec,
    transaction: (work) =>
      exclusively(async () => {
        await client._checkReady();
        return inTransaction(prepared, statementName, (state) =>
          work(wrap(client, prepared, statementName, exclusively, state)),
        );
      }),
    async ping() {
      await outer.query('SELECT 1');
    },
    async close() {
      // After the statements already waiting for the session.
      await exclusively(async () => {
        if (!client.closed) await client.close();
      });
      await unlock?.();
    },
  };
}

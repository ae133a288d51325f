import { createRequire } from 'node:module';
import type pg from 'pg';
import {
  abortedTransaction,
  type Database,
  type Queryable,
  type QueryResult,
  type Row,
} from './database.js';
import { createStatementNames, PLAN_CACHE_MODE } from './statement-names.js';
import { isoFromTimestamptzText, TIMESTAMPTZ_OID } from './timestamptz.js';

export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
  /**
   * How long a query waits for a connection (a new one, or a free one of a busy pool) before
   * failing with "timeout exceeded when trying to connect". Default DEFAULT_CONNECTION_TIMEOUT_MS.
   */
  connectionTimeoutMillis?: number;
  statementTimeoutMillis?: number;
}

/**
 * A healthy server accepts a connection in milliseconds, even over TLS across a region. When
 * it is gone without refusing (a host that is down, a dropped route), requests fail after
 * this long with 503 instead of piling up: an outage costs a client about two seconds per
 * attempt, not a hung request.
 */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 2_000;

/**
 * Statements run as named prepared statements (statement-names.ts): PostgreSQL parses and
 * plans each once per connection instead of on every call. Planning was most of the
 * database's time per request (a case-list page: ~0.6 ms to plan, ~0.2 ms to run; see
 * docs/contributing/performance.md).
 */
function wrap(
  client: pg.Pool | pg.PoolClient,
  statementName: (sql: string) => string | undefined,
): Queryable {
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const name = statementName(sql);
      const values = params as unknown[];
      const result = await client.query<R>(
        name === undefined ? { text: sql, values } : { name, text: sql, values },
      );
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? result.rows.length,
      } satisfies QueryResult<R>;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/**
 * pg is loaded when a PostgreSQL database is opened, not when this module is: a server on the
 * embedded database never carries it (~1.3 MB of heap it would keep for its whole life, and
 * every major GC marks it). Synchronous, so opening stays synchronous; pg is CommonJS.
 */
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

/** timestamptz arrives as the API's ISO string (timestamptz.ts); every other type as pg reads it. */
function apiTypes(driver: typeof pg): pg.CustomTypesConfig {
  const types = new driver.TypeOverrides();
  types.setTypeParser(TIMESTAMPTZ_OID, 'text', isoFromTimestamptzText);
  return types;
}

export function createPostgresDatabase(options: PostgresOptions): Database {
  const driver = loadPg();
  const pool = new driver.Pool({
    connectionString: options.connectionString,
    types: apiTypes(driver),
    // Timestamps in UTC text take the fast path of isoFromTimestamptzText. No statement
    // depends on the session's zone (calendar days are passed in as text).
    options: `-c TimeZone=UTC -c plan_cache_mode=${PLAN_CACHE_MODE}`,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    ...(options.statementTimeoutMillis
      ? { statement_timeout: options.statementTimeoutMillis }
      : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  // pg-pool listens for errors of idle clients only. A checked-out client that loses its
  // connection with no statement running — between two statements of a transaction, or when
  // the server's "terminating connection" (57P01) arrives in the same packet as the end of a
  // query and the client is handed to the next waiter at once — would emit an unhandled
  // 'error' and end the process (the fault suite caught exactly that). The statement in
  // flight fails anyway, and the pool drops the client on release: it is no longer queryable.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const statementName = createStatementNames();
  const outer = wrap(pool, statementName);

  return {
    engine: 'postgres',
    query: outer.query,
    exec: outer.exec,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let brokenConnection: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client, statementName));
        const { command } = await client.query('COMMIT');
        if (command === 'ROLLBACK') throw abortedTransaction();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          brokenConnection = rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK');
        });
        throw error;
      } finally {
        // With an error the pool discards the client instead of handing a broken one out again.
        client.release(brokenConnection);
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}

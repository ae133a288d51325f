import pg from 'pg';
import type { Database, Queryable, QueryResult, Row } from './database.js';

export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
  /** Fail fast instead of queueing forever when the server is unreachable. */
  connectionTimeoutMillis?: number;
  statementTimeoutMillis?: number;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(sql, params as unknown[]);
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

export function createPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    ...(options.statementTimeoutMillis
      ? { statement_timeout: options.statementTimeoutMillis }
      : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const outer = wrap(pool);

  return {
    engine: 'postgres',
    query: outer.query,
    exec: outer.exec,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
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

import pg from 'pg';
import type { Database, Queryable, Row } from './database.js';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Connects and checks the server answers, so that a wrong URL fails at start, not on a request. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 5, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const outer = wrap(pool);
  return {
    engine: 'postgresql',
    ...outer,
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
    close: () => pool.end(),
  };
}

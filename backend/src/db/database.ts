/**
 * One SQL code path over two engines. Repositories depend on these interfaces only;
 * `pg` (PostgreSQL server) and PGlite (embedded PostgreSQL) both satisfy them.
 *
 * Both return timestamptz values as the API's ISO strings (`2026-11-25T19:52:30.123Z`, see
 * timestamptz.ts), so repositories pass them through; calendar days are selected as text.
 */

export type Row = Record<string, unknown>;

export interface QueryResult<R extends Row = Row> {
  rows: R[];
  /** Rows returned, or rows changed by INSERT/UPDATE/DELETE. */
  rowCount: number;
}

export interface Queryable {
  /** One parameterised statement (`WHERE id = $1`). */
  query: <R extends Row = Row>(sql: string, params?: readonly unknown[]) => Promise<QueryResult<R>>;
  /** A script of several statements without parameters (migrations, seeds). */
  exec: (sql: string) => Promise<void>;
}

export type DatabaseEngine = 'postgres' | 'pglite';

/**
 * PostgreSQL answers COMMIT with ROLLBACK when a statement of the transaction had failed and
 * the work carried on: nothing was kept, so `transaction` throws this instead of returning.
 */
export const abortedTransaction = (): Error =>
  new Error('The transaction was aborted and rolled back');

export interface Database extends Queryable {
  readonly engine: DatabaseEngine;
  /**
   * Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws
   * (the error is re-thrown). Statements must go through `tx`, not the outer database.
   */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
  /** Cheap round trip used by /health. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

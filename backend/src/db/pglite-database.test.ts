/**
 * What the embedded engine adds to database.ts's contract (test/db/queries.test.ts covers
 * the rest on both engines): PGlite is one session, so transactions run one after another
 * and a finished transaction's handle refuses further statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database.js';
import { emptyPgliteDatabase } from '../../test/support/databases.js';
import { createPgliteDatabase } from './pglite-database.js';

describe('the embedded database (PGlite)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await emptyPgliteDatabase();
    await db.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
    await db.query('INSERT INTO counter (id, n) VALUES (1, 0)');
  });

  afterAll(async () => {
    await db.close();
  });

  it('runs concurrent transactions one after another, so no update is lost', async () => {
    const increment = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>('SELECT n FROM counter WHERE id = 1');
        // Another transaction would read the same value here if they overlapped.
        await new Promise((resolve) => setImmediate(resolve));
        await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [(rows[0]?.n ?? 0) + 1]);
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    const { rows } = await db.query<{ n: number }>('SELECT n FROM counter WHERE id = 1');
    expect(rows).toEqual([{ n: 20 }]);
  });

  it("refuses statements through a transaction's handle once it has ended", async () => {
    let handle: Queryable | undefined;
    await db.transaction(async (tx) => {
      handle = tx;
      await tx.query('SELECT 1');
    });
    await expect(handle?.query('SELECT 1')).rejects.toThrow('Transaction is closed');
    await expect(handle?.exec('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('answers the statements already waiting before it closes', async () => {
    const closing = await createPgliteDatabase();
    const waiting = [1, 2, 3].map((n) => closing.query<{ n: number }>('SELECT $1::int AS n', [n]));
    await closing.close();
    expect((await Promise.all(waiting)).map(({ rows }) => rows[0]?.n)).toEqual([1, 2, 3]);
    await expect(closing.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  });
});

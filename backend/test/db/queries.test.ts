/**
 * What `Database.query` promises, on every engine: values in and out as the repositories
 * expect them, the counts of database.ts, PostgreSQL's errors, and a connection that stays
 * usable after them. Both engines run statements as named prepared statements, so each case
 * runs a statement more than once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { MAX_NAMED_STATEMENTS } from '../../src/db/statement-names.js';
import { type TestDatabase, testEngines } from '../support/databases.js';

async function rejectionOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection with an Error');
}

describe.each(testEngines)('queries on $name', (engine) => {
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    handle = await engine.create();
    db = handle.db;
    await db.exec(`
      CREATE TABLE notes (
        id int PRIMARY KEY,
        body text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        extra jsonb,
        done boolean NOT NULL DEFAULT false,
        at timestamptz NOT NULL DEFAULT '2026-11-26T21:42:57.123456Z'
      )`);
  });

  afterAll(async () => {
    await handle.destroy();
  });

  it('writes and reads back text, arrays, JSON, booleans, numbers and NULL, twice', async () => {
    const body = 'Zoë 👩🏽‍💻 \u00a0tab\there "quotes" \\ back\nslash';
    for (const id of [1, 2]) {
      const inserted = await db.query(
        'INSERT INTO notes (id, body, tags, extra, done) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [id, body, ['a', 'b c', 'd"e'], { nested: [1, null, 'x'], id }, id === 2],
      );
      expect(inserted.rowCount).toBe(1);
      expect(inserted.rows).toEqual([
        {
          id,
          body,
          tags: ['a', 'b c', 'd"e'],
          extra: { nested: [1, null, 'x'], id },
          done: id === 2,
          at: '2026-11-26T21:42:57.123Z',
        },
      ]);
    }
    const nulls = await db.query('SELECT $1::text AS a, extra FROM notes WHERE id = $2', [
      null,
      99,
    ]);
    expect(nulls.rows).toEqual([]);
    const read = await db.query<{ a: string | null; extra: unknown }>(
      'SELECT $1::text AS a, extra FROM notes WHERE id = $2',
      [null, 1],
    );
    expect(read.rows).toEqual([{ a: null, extra: { nested: [1, null, 'x'], id: 1 } }]);
  });

  it('counts the rows a SELECT returns and the rows a change touched', async () => {
    await db.query('INSERT INTO notes (id, body) SELECT g, $1 FROM generate_series(10, 14) g', [
      'counted',
    ]);
    const selected = await db.query('SELECT id FROM notes WHERE body = $1 ORDER BY id', [
      'counted',
    ]);
    expect(selected.rowCount).toBe(5);
    expect(selected.rows.map((row) => row.id)).toEqual([10, 11, 12, 13, 14]);
    expect(
      (await db.query('UPDATE notes SET done = true WHERE body = $1', ['counted'])).rowCount,
    ).toBe(5);
    expect((await db.query('UPDATE notes SET done = true WHERE id = $1', [-1])).rowCount).toBe(0);
    expect((await db.query('DELETE FROM notes WHERE body = $1', ['counted'])).rowCount).toBe(5);
  });

  it('returns an answer larger than the engine hands over in one piece', async () => {
    const long = 'é'.repeat(100_000);
    const { rows } = await db.query<{ n: number; body: string }>(
      'SELECT g AS n, $1::text AS body FROM generate_series(1, 40) g',
      [long],
    );
    expect(rows).toHaveLength(40);
    expect(rows.every((row, index) => row.n === index + 1 && row.body === long)).toBe(true);
  });

  it("raises PostgreSQL's errors with their codes, and carries on after them", async () => {
    await db.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [20, 'first']);
    const duplicate = await rejectionOf(
      db.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [20, 'again']),
    );
    expect(duplicate.code).toBe('23505');
    expect(duplicate.constraint).toBe('notes_pkey');
    const badType = await rejectionOf(db.query('SELECT $1::int AS n', ['not a number']));
    expect(badType.code).toBe('22P02');
    const syntax = await rejectionOf(db.query('SELEC 1', []));
    expect(syntax.code).toBe('42601');
    // The same statements again: a failed Parse leaves no statement behind, a failed
    // Execute leaves the prepared one usable.
    expect((await rejectionOf(db.query('SELEC 1', []))).code).toBe('42601');
    expect((await db.query('SELECT $1::int AS n', ['7'])).rows).toEqual([{ n: 7 }]);
    expect(
      (await db.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [21, 'fine'])).rowCount,
    ).toBe(1);
  });

  it('rolls a transaction back on an error and keeps statements prepared inside it', async () => {
    const failure = await rejectionOf(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [30, 'in a transaction']);
        await tx.query('SELECT id FROM notes WHERE body = $1 AND id > $2', ['only here', 0]);
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [30, 'twice']);
      }),
    );
    expect(failure.code).toBe('23505');
    expect((await db.query('SELECT id FROM notes WHERE id = $1', [30])).rowCount).toBe(0);
    // Prepared inside the rolled-back transaction: statements outlive transactions.
    expect(
      (await db.query('SELECT id FROM notes WHERE body = $1 AND id > $2', ['only here', 0])).rows,
    ).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [31, 'committed']);
    });
    expect((await db.query('SELECT body FROM notes WHERE id = $1', [31])).rows).toEqual([
      { body: 'committed' },
    ]);
  });

  it('refuses to commit a transaction in which a statement failed', async () => {
    const commit = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [35, 'before the failure']);
      // The failure is swallowed; PostgreSQL has aborted the transaction all the same.
      await tx.query('SELECT $1::int AS n', ['not a number']).catch(() => undefined);
      return 'looked fine';
    });
    await expect(commit).rejects.toThrow('The transaction was aborted and rolled back');
    expect((await db.query('SELECT id FROM notes WHERE id = $1', [35])).rowCount).toBe(0);
    // The session is usable again.
    expect((await db.query('SELECT $1::int AS n', ['8'])).rows).toEqual([{ n: 8 }]);
  });

  it('keeps queries outside a transaction out of it until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [40, 'pending']);
      await held;
      throw new Error('rolled back on purpose');
    });
    const outside = db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notes WHERE id = $1',
      [40],
    );
    release();
    await expect(transaction).rejects.toThrow('rolled back on purpose');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('plans a repeated statement once, generically, whatever its parameters', async () => {
    const sql = 'SELECT id FROM notes WHERE id > $1 ORDER BY id LIMIT $2';
    const plans = await db.transaction(async (tx) => {
      // One connection for the runs and the look at its statements: they are per session.
      for (let run = 0; run < 8; run += 1) await tx.query(sql, [run, run + 1]);
      return tx.query<{ generic_plans: string | number; custom_plans: string | number }>(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
    });
    expect(plans.rows).toHaveLength(1);
    expect(Number(plans.rows[0]?.custom_plans)).toBe(0);
    expect(Number(plans.rows[0]?.generic_plans)).toBeGreaterThanOrEqual(1);
  });

  it('still answers statements beyond the prepared-statement cap', async () => {
    const distinct = MAX_NAMED_STATEMENTS + 5;
    for (let index = 0; index < distinct; index += 1) {
      const { rows } = await db.query<{ n: number }>(`SELECT $1::int + ${index} AS n`, [1]);
      expect(rows).toEqual([{ n: index + 1 }]);
    }
    const counted = await db.query(
      'SELECT id FROM notes WHERE id = ANY($1::int[]) /* past cap */',
      [[1, 2]],
    );
    expect(counted.rowCount).toBe(2);
  });
});

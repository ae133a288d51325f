/**
 * Stored readings by an older engine are read again (posting-rereader.ts), and only the reading
 * changes; a writer that changes a posting without reading it leaves the reading marked stale
 * (the jobs_touch trigger). On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTING_READER_VERSION } from '@resume-agent/tailor';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { rereadStalePostings } from '../../src/jobs/posting-rereader.js';
import { testEngines, type TestDatabase } from '../support/databases.js';

const PAID_POSTING = `Backend Engineer at Northwind
Requirements
- Go
- PostgreSQL
Compensation
- $140K – $165K a year, plus equity
`;

/** What an engine from before pay was read kept: skills, no pay. */
const OLD_READING = {
  title: 'Backend Engineer',
  company: null,
  location: null,
  seniority: null,
  yearsExperience: null,
  degree: null,
  mustHave: [],
  niceToHave: [],
  responsibilities: [],
};

const LONG_AGO = '2026-01-02T03:04:05.000Z';

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined || rows.length !== 1)
    throw new Error(`expected one row, got ${rows.length}`);
  return row;
}

interface JobRow extends Record<string, unknown> {
  title: string;
  parsed: { title: string; pay: unknown; mustHave: { name: string }[] } | null;
  pay: unknown;
  reading_version: string | null;
  updated_at: string;
}

describe.each(testEngines)('reading stored postings again, on $name', (engine) => {
  let database: TestDatabase;
  let userId: string;

  const insertJob = async (
    fields: { title?: string; description?: string | null; parsed?: object | null } = {},
    version: string | null = null,
  ): Promise<string> => {
    const { rows } = await database.db.query<{ id: string }>(
      `INSERT INTO jobs (user_id, title, description, parsed, reading_version, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        userId,
        fields.title ?? 'Backend Engineer',
        fields.description === undefined ? PAID_POSTING : fields.description,
        fields.parsed === null ? null : JSON.stringify(fields.parsed ?? OLD_READING),
        version,
        LONG_AGO,
      ],
    );
    return only(rows).id;
  };
  const jobRow = async (id: string): Promise<JobRow> => {
    const { rows } = await database.db.query<JobRow>(
      'SELECT title, parsed, pay, reading_version, updated_at FROM jobs WHERE id = $1',
      [id],
    );
    return only(rows);
  };
  const staleCount = async (): Promise<number> => {
    const { rows } = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM jobs
        WHERE user_id = $1 AND description IS NOT NULL AND reading_version IS DISTINCT FROM $2`,
      [userId, POSTING_READER_VERSION],
    );
    return only(rows).count;
  };

  beforeAll(async () => {
    database = await engine.createMigrated();
  });
  afterAll(() => database.destroy());

  // Every test starts with a user of its own and no stale readings left by another test.
  const freshUser = async () => {
    await rereadStalePostings(database.db);
    const { rows } = await database.db.query<{ id: string }>(
      'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
      [`reread-${crypto.randomUUID()}@example.com`, 'not-a-hash'],
    );
    userId = only(rows).id;
  };

  it('reads an old reading again, keeping the job and its updated_at as they were', async () => {
    await freshUser();
    const old = await insertJob({ title: 'Platform Engineer (Go)' });
    const current = await insertJob({ parsed: { marker: 'kept' } }, POSTING_READER_VERSION);
    const unposted = await insertJob({ description: null, parsed: null });

    const report = await rereadStalePostings(database.db);
    expect(report).toEqual({ reread: 1, failed: [] });

    const reread = await jobRow(old);
    expect(reread.pay).toEqual({ currency: 'USD', min: 140_000, max: 165_000, period: 'year' });
    expect(reread.parsed?.mustHave.map((term) => term.name)).toEqual(['Go', 'PostgreSQL']);
    // The user's own title wins over the posting's, as when the job was saved.
    expect(reread.parsed?.title).toBe('Platform Engineer (Go)');
    expect(reread).toMatchObject({
      title: 'Platform Engineer (Go)',
      reading_version: POSTING_READER_VERSION,
      updated_at: LONG_AGO,
    });
    expect(await jobRow(current)).toMatchObject({
      parsed: { marker: 'kept' },
      updated_at: LONG_AGO,
    });
    expect(await jobRow(unposted)).toMatchObject({ parsed: null, reading_version: null });

    expect(await rereadStalePostings(database.db)).toEqual({ reread: 0, failed: [] });
  });

  it('reads, between starts, only the postings changed without a reading', async () => {
    await freshUser();
    const unread = await insertJob({ parsed: null }, null);
    const older = await insertJob({}, 'posting/0');
    const report = await rereadStalePostings(database.db, { which: 'unread' });
    expect(report).toEqual({ reread: 1, failed: [] });
    expect(await jobRow(unread)).toMatchObject({
      reading_version: POSTING_READER_VERSION,
      pay: { currency: 'USD', min: 140_000, max: 165_000, period: 'year' },
    });
    // An older engine's reading waits for the next start's pass, which reads every posting.
    expect(await jobRow(older)).toMatchObject({ reading_version: 'posting/0' });
    // The pass between starts can find the rows it reads through their own index (the planner
    // told to avoid a scan, which on a table this small it might otherwise prefer).
    const plan = await database.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<Record<string, string>>(
        `EXPLAIN SELECT id FROM jobs WHERE id > '00000000-0000-0000-0000-000000000000'::uuid
           AND description IS NOT NULL AND reading_version IS NULL ORDER BY id LIMIT 25`,
      );
    });
    expect(JSON.stringify(plan.rows)).toContain('jobs_unread_idx');
  });

  it('goes through more jobs than one batch, and stops between batches when told', async () => {
    await freshUser();
    for (let index = 0; index < 7; index += 1) await insertJob();
    const stopping = new AbortController();
    stopping.abort();
    expect(await rereadStalePostings(database.db, { signal: stopping.signal })).toEqual({
      reread: 0,
      failed: [],
    });
    expect(await staleCount()).toBe(7);

    expect(await rereadStalePostings(database.db, { batchSize: 3 })).toEqual({
      reread: 7,
      failed: [],
    });
    expect(await staleCount()).toBe(0);
  });

  it('keeps the old reading of a posting it cannot read, and does not try it again', async () => {
    await freshUser();
    const broken = await insertJob({ description: 'the posting that breaks the reader' });
    const fine = await insertJob();
    const report = await rereadStalePostings(database.db, {
      read: (job) => {
        if (job.description?.includes('breaks')) throw new Error('unreadable');
        return null;
      },
    });
    expect(report.reread).toBe(1);
    expect(report.failed).toEqual([{ id: broken, error: new Error('unreadable') }]);
    expect(await jobRow(broken)).toMatchObject({
      parsed: OLD_READING,
      reading_version: POSTING_READER_VERSION,
    });
    expect((await jobRow(fine)).reading_version).toBe(POSTING_READER_VERSION);
    expect(await rereadStalePostings(database.db)).toEqual({ reread: 0, failed: [] });
  });

  it('marks the reading stale when a writer changes the posting without reading it', async () => {
    await freshUser();
    const id = await insertJob({}, POSTING_READER_VERSION);
    await database.db.query('UPDATE jobs SET url = $2 WHERE id = $1', [
      id,
      'https://example.com/job',
    ]);
    const linked = await jobRow(id);
    expect(linked.reading_version).toBe(POSTING_READER_VERSION);
    expect(linked.updated_at).not.toBe(LONG_AGO);

    await database.db.query('UPDATE jobs SET description = $2 WHERE id = $1', [
      id,
      'Data Engineer\nRequirements\n- Python',
    ]);
    expect((await jobRow(id)).reading_version).toBeNull();
    await rereadStalePostings(database.db);
    expect((await jobRow(id)).parsed?.mustHave.map((term) => term.name)).toEqual(['Python']);

    await database.db.query('UPDATE jobs SET description = NULL WHERE id = $1', [id]);
    expect(await jobRow(id)).toMatchObject({ parsed: null, pay: null, reading_version: null });
  });

  it.runIf(engine.name === 'postgres')(
    'leaves the jobs another writer holds to that writer',
    async () => {
      await freshUser();
      const held = await insertJob();
      const free = await insertJob();
      const other = createPostgresDatabase({ connectionString: database.url ?? '' });
      try {
        await other.transaction(async (tx) => {
          await tx.query('SELECT id FROM jobs WHERE id = $1 FOR UPDATE', [held]);
          expect(await rereadStalePostings(database.db)).toEqual({ reread: 1, failed: [] });
        });
        expect((await jobRow(free)).reading_version).toBe(POSTING_READER_VERSION);
        expect((await jobRow(held)).reading_version).toBeNull();
      } finally {
        await other.close();
      }
    },
  );
});

/**
 * Keyset pagination under churn: 10,000 cases listed page by page while another client keeps
 * creating cases and changing existing ones. Every case that existed before the walk is seen
 * exactly once and no case is seen twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { type AgentCaseJson, type CaseClient, type CasesApp, startCasesApp } from './cases-app.js';

const SEEDED = 10_000;

interface Page {
  items: AgentCaseJson[];
  nextCursor: string | null;
}
const PAGE = 200;

describe.each(testEngines)('paging through 10,000 cases on $name', (engine) => {
  let cases: CasesApp;
  let client: CaseClient;
  let seededIds: Set<string>;

  beforeAll(async () => {
    cases = await startCasesApp(engine);
    client = await cases.newClient();
    // Groups of three share a created_at, so the id tiebreak is exercised too.
    await cases.db.query(
      `WITH jobs_in AS (
         INSERT INTO jobs (user_id, title, company)
         SELECT $1, 'Seeded role ' || n, 'Company ' || (n % 97) FROM generate_series(1, $2) AS n
         RETURNING id, title
       )
       INSERT INTO applications (user_id, job_id, status, created_at, updated_at)
       SELECT $1, id, 'draft',
              timestamptz '2026-01-01' + (split_part(title, ' ', 3)::int / 3) * interval '1 second',
              timestamptz '2026-01-01'
         FROM jobs_in`,
      [client.userId, SEEDED],
    );
    const { rows } = await cases.db.query<{ id: string }>(
      'SELECT id FROM applications WHERE user_id = $1',
      [client.userId],
    );
    seededIds = new Set(rows.map((row) => row.id));
    expect(seededIds.size).toBe(SEEDED);
  });
  afterAll(() => cases.close());

  it('yields each case exactly once while another client inserts and updates', async () => {
    const seen = new Map<string, number>();
    const walk = { isRunning: true };
    let inserted = 0;
    let updated = 0;
    const seededList = [...seededIds];

    // The other client: creates cases and edits and moves seeded ones until the walk ends.
    const churn = (async () => {
      for (let round = 0; walk.isRunning; round += 1) {
        await client.create({ title: `Inserted during the walk ${round}` });
        inserted += 1;
        const target = seededList[(round * 7919) % seededList.length] ?? '';
        const edit = await client.call('PATCH', `/api/cases/${target}`, {
          title: `Edited ${round}`,
          notes: `round ${round}`,
        });
        const move = await client.call('POST', `/api/cases/${target}/status`, { status: 'ready' });
        expect(edit.statusCode).toBe(200);
        expect([200, 409]).toContain(move.statusCode);
        updated += 1;
      }
    })();

    let cursor: string | null = null;
    let pages = 0;
    try {
      do {
        const query: string =
          cursor === null ? `?limit=${PAGE}` : `?limit=${PAGE}&cursor=${cursor}`;
        const response = await client.call('GET', `/api/cases${query}`);
        expect(response.statusCode).toBe(200);
        const page = response.json<{ items: AgentCaseJson[]; nextCursor: string | null }>();
        for (const item of page.items) seen.set(item.id, (seen.get(item.id) ?? 0) + 1);
        cursor = page.nextCursor;
        pages += 1;
        // Give the churning client room between pages on the single-connection engine.
        await new Promise((resolve) => setImmediate(resolve));
      } while (cursor !== null);
    } finally {
      walk.isRunning = false;
      await churn;
    }

    expect(inserted).toBeGreaterThan(0);
    expect(updated).toBeGreaterThan(0);
    expect(pages).toBeGreaterThanOrEqual(SEEDED / PAGE);
    const duplicates = [...seen].filter(([, count]) => count > 1);
    expect(duplicates).toEqual([]);
    const missing = [...seededIds].filter((id) => !seen.has(id));
    expect(missing).toEqual([]);
  });

  it('walks a filtered list the same way', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const after = cursor === null ? '' : `&cursor=${cursor}`;
      const response = await client.call(
        'GET',
        `/api/cases?status=draft&q=Company%201&limit=${PAGE}${after}`,
      );
      const page: Page = response.json();
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    const { rows } = await cases.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.user_id = $1 AND a.status = 'draft'
          -- Every word of q, in the title or the company.
          AND (j.title ILIKE '%Company%' OR j.company ILIKE '%Company%')
          AND (j.title ILIKE '%1%' OR j.company ILIKE '%1%')`,
      [client.userId],
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Number(rows[0]?.count));
    expect(ids.length).toBeGreaterThan(PAGE);
  });

  it('keeps cases a microsecond apart in order across page boundaries', async () => {
    // Milliseconds, the API's precision, would put all of these at one instant: the cursor
    // must carry the database's microseconds or a page boundary skips or repeats them.
    const other = await cases.newClient();
    await cases.db.query(
      `WITH jobs_in AS (
         INSERT INTO jobs (user_id, title) SELECT $1, 'Tick ' || n FROM generate_series(1, 7) n
         RETURNING id, title
       )
       INSERT INTO applications (user_id, job_id, status, created_at)
       SELECT $1, id, 'draft',
              timestamptz '2026-02-01 00:00:00.000100+00'
                + split_part(title, ' ', 2)::int * interval '1 microsecond'
                -- Two cases on the last tick: the id breaks that tie.
                - (split_part(title, ' ', 2)::int = 7)::int * interval '1 microsecond'
         FROM jobs_in`,
      [other.userId],
    );
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const after = cursor === null ? '' : `&cursor=${cursor}`;
      const response = await other.call('GET', `/api/cases?limit=2${after}`);
      expect(response.statusCode).toBe(200);
      const page: Page = response.json();
      titles.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(titles).toHaveLength(7);
    expect(new Set(titles).size).toBe(7);
    // Newest first: ticks 6 and 7 share the newest instant, then 5, 4, 3, 2, 1.
    expect(titles.slice(2)).toEqual(['Tick 5', 'Tick 4', 'Tick 3', 'Tick 2', 'Tick 1']);
    expect(new Set(titles.slice(0, 2))).toEqual(new Set(['Tick 6', 'Tick 7']));
  });
});

/**
 * The match score behind a case: when the user has a base resume and the case has a posting,
 * the tailoring engine scores it on create and again when the posting changes, and the case
 * shows it (fields.matchScore, summary) while the row keeps the details and algorithm version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { type CaseClient, type CasesApp, startCasesApp } from './cases-app.js';

const BASE_RESUME = {
  basics: { name: 'Ada Example', label: 'Backend Engineer' },
  work: [
    {
      name: 'Acme',
      position: 'Senior Backend Engineer',
      startDate: '2018-01',
      endDate: '2024-06',
      highlights: [
        'Built a payments API in Go on PostgreSQL serving 2,000 requests a second',
        'Moved 40 services to Kubernetes with Terraform',
      ],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['Go', 'SQL'] }],
};

const GO_POSTING = `Backend Engineer

Requirements
- Go in production
- PostgreSQL
- Kubernetes`;

const RUST_POSTING = `Backend Engineer

Requirements
- Rust
- Erlang
- Elixir`;

interface StoredRow extends Record<string, unknown> {
  match_score: number | null;
  algorithm_version: string | null;
  match_details: { components: { key: string }[]; matched: { name: string }[] } | null;
  parsed: { mustHave: { name: string }[] } | null;
}

describe.each(testEngines)('match scores of cases on $name', (engine) => {
  let cases: CasesApp;
  let withResume: CaseClient;
  let withoutResume: CaseClient;

  const stored = async (id: string) => {
    const { rows } = await cases.db.query<StoredRow>(
      `SELECT a.match_score, a.algorithm_version, a.match_details, j.parsed
         FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = $1`,
      [id],
    );
    return rows[0];
  };

  beforeAll(async () => {
    cases = await startCasesApp(engine);
    withResume = await cases.newClient();
    withoutResume = await cases.newClient();
    await cases.db.query(
      `INSERT INTO resumes (user_id, title, content, is_base) VALUES ($1, 'Base', $2, true)`,
      [withResume.userId, JSON.stringify(BASE_RESUME)],
    );
  });
  afterAll(() => cases.close());

  it('scores a new case against the base resume and stores how', async () => {
    const created = await withResume.create({ title: 'Backend Engineer', description: GO_POSTING });
    expect(created.fields.matchScore).toEqual(expect.any(Number));
    expect(created.fields.matchScore).toBeGreaterThanOrEqual(80);
    expect(created.summary).toMatch(/^Match \d+%/);
    const row = await stored(created.id);
    expect(row?.match_score).toBe(created.fields.matchScore);
    expect(row?.algorithm_version).toBe('match/1');
    expect(row?.match_details?.matched.map((term) => term.name)).toEqual(
      expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']),
    );
    expect(row?.parsed?.mustHave.map((term) => term.name)).toEqual([
      'Go',
      'PostgreSQL',
      'Kubernetes',
    ]);
  });

  it('scores again when the posting changes, not when only notes change', async () => {
    const created = await withResume.create({ title: 'Backend Engineer', description: GO_POSTING });
    const notes = await withResume.call('PATCH', `/api/cases/${created.id}`, {
      notes: 'call Friday',
    });
    expect(notes.json<{ fields: { matchScore: number } }>().fields.matchScore).toBe(
      created.fields.matchScore,
    );

    const changed = await withResume.call('PATCH', `/api/cases/${created.id}`, {
      description: RUST_POSTING,
    });
    expect(changed.statusCode).toBe(200);
    const lower = changed.json<{ fields: { matchScore: number } }>().fields.matchScore;
    expect(lower).toBeLessThan(created.fields.matchScore as number);
    expect((await stored(created.id))?.parsed?.mustHave.map((term) => term.name)).toEqual([
      'Rust',
      'Erlang',
      'Elixir',
    ]);

    const cleared = await withResume.call('PATCH', `/api/cases/${created.id}`, {
      description: null,
    });
    expect(cleared.json<{ fields: { matchScore: unknown } }>().fields.matchScore).toBeNull();
    expect(await stored(created.id)).toMatchObject({
      match_score: null,
      algorithm_version: null,
      parsed: null,
    });
  });

  it('leaves the score empty without a base resume or without a posting', async () => {
    const noResume = await withoutResume.create({
      title: 'Backend Engineer',
      description: GO_POSTING,
    });
    expect(noResume.fields.matchScore).toBeNull();
    // The posting is read all the same: the job's skills and pay do not wait for a resume.
    expect((await stored(noResume.id))?.parsed?.mustHave.map((term) => term.name)).toEqual([
      'Go',
      'PostgreSQL',
      'Kubernetes',
    ]);
    const changed = await withoutResume.call('PATCH', `/api/cases/${noResume.id}`, {
      description: RUST_POSTING,
    });
    expect(changed.statusCode).toBe(200);
    expect(await stored(noResume.id)).toMatchObject({
      match_score: null,
      parsed: { mustHave: [{ name: 'Rust' }, { name: 'Erlang' }, { name: 'Elixir' }] },
    });
    const noPosting = await withResume.create({ title: 'Backend Engineer' });
    expect(noPosting.fields.matchScore).toBeNull();
    expect((await stored(noPosting.id))?.algorithm_version).toBeNull();
  });
});

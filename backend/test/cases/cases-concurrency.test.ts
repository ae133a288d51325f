/**
 * Optimistic concurrency and idempotency under real contention: 20 requests in flight at once
 * through the full stack, on each engine (PostgreSQL with a connection pool, PGlite serialised).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApplicationEvents } from '../../src/applications/applications-repository.js';
import { testEngines } from '../support/databases.js';
import { type AgentCaseJson, type CaseClient, type CasesApp, startCasesApp } from './cases-app.js';

const CONCURRENCY = 20;

describe.each(testEngines)('concurrent case writes on $name', (engine) => {
  let cases: CasesApp;
  let client: CaseClient;

  beforeAll(async () => {
    cases = await startCasesApp(engine);
    client = await cases.newClient();
  });
  afterAll(() => cases.close());

  it(`${CONCURRENCY} PATCHes with the same If-Match: exactly one 200, the rest 412, nothing lost`, async () => {
    const created = await client.create({ title: 'Contended', notes: 'original' });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, writer) =>
        client.call(
          'PATCH',
          `/api/cases/${created.id}`,
          { notes: `writer ${writer}`, fields: { salary: `${writer}k` } },
          { 'if-match': '"1"' },
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(CONCURRENCY - 1);
    const winner = responses.find((response) => response.statusCode === 200)?.json<AgentCaseJson>();
    const stored = (await client.call('GET', `/api/cases/${created.id}`)).json<AgentCaseJson>();
    // The winner's whole change is stored — notes and fields together — and nothing else.
    expect(stored).toEqual(winner);
    expect(stored.version).toBe(2);
    const { rows } = await cases.db.query<{ notes: string }>(
      'SELECT notes FROM applications WHERE id = $1',
      [created.id],
    );
    expect(`${rows[0]?.notes ?? ''} ${String(stored.fields.salary)}`).toMatch(/^writer (\d+) \1k$/);
  });

  it(`${CONCURRENCY} status changes racing from one version: one move, one event`, async () => {
    const created = await client.create({ title: 'Racing statuses' });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, writer) =>
        client.call(
          'POST',
          `/api/cases/${created.id}/status`,
          { status: writer % 2 === 0 ? 'applied' : 'ready' },
          { 'if-match': '"1"' },
        ),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 412)).toHaveLength(
      CONCURRENCY - 1,
    );
    const events = await listApplicationEvents(cases.db, client.userId, created.id);
    expect(events.filter((event) => event.kind === 'status_changed')).toHaveLength(1);
  });

  it(`${CONCURRENCY} unconditional PATCHes all apply, one after another`, async () => {
    const created = await client.create({ title: 'Serial' });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, writer) =>
        client.call('PATCH', `/api/cases/${created.id}`, { notes: `n${writer}` }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const versions = responses
      .map((response) => response.json<AgentCaseJson>().version)
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: CONCURRENCY }, (_, index) => index + 2));
  });

  it(`${CONCURRENCY} POSTs with the same Idempotency-Key create one case`, async () => {
    const key = { 'idempotency-key': `burst-${Date.now()}` };
    const body = { title: 'Created once', company: 'Burst Ltd' };
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, () => client.call('POST', '/api/cases', body, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(CONCURRENCY).fill(201));
    const ids = new Set(responses.map((response) => response.json<AgentCaseJson>().id));
    expect(ids.size).toBe(1);
    expect(
      responses.filter((response) => response.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(CONCURRENCY - 1);
    const { rows } = await cases.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.user_id = $1 AND j.company = 'Burst Ltd'`,
      [client.userId],
    );
    expect(rows[0]?.count).toBe('1');
  });

  it(`${CONCURRENCY} POSTs with distinct keys create ${CONCURRENCY} cases`, async () => {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, index) =>
        client.call(
          'POST',
          '/api/cases',
          { title: `Distinct ${index}`, company: 'Many Co' },
          { 'idempotency-key': `distinct-${Date.now()}-${index}` },
        ),
      ),
    );
    expect(new Set(responses.map((response) => response.json<AgentCaseJson>().id)).size).toBe(
      CONCURRENCY,
    );
  });
});

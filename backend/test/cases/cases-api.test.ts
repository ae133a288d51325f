/**
 * Every row of decisions.md's case endpoint table, on each engine. Every response is checked
 * against the served /api/openapi.json (openapi-response-validator) by the client helper.
 */
import { CASE_STATUSES, CASE_TRANSITIONS } from '@resume-agent/case-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApplicationEvents } from '../../src/applications/applications-repository.js';
import { testEngines } from '../support/databases.js';
import {
  type AgentCaseJson,
  APP_ORIGIN,
  type CaseClient,
  type CasesApp,
  startCasesApp,
} from './cases-app.js';

interface ErrorJson {
  error: number;
  message: string;
  code?: string;
  details?: { from?: string; to?: string; allowed?: string[] };
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines)('the case API on $name', (engine) => {
  let cases: CasesApp;
  let alice: CaseClient;
  let bob: CaseClient;
  let readOnly: CaseClient;

  beforeAll(async () => {
    cases = await startCasesApp(engine);
    alice = await cases.newClient();
    bob = await cases.newClient();
    readOnly = await cases.newClient(['cases:read']);
  });
  afterAll(() => cases.close());

  describe('authentication and scopes', () => {
    it.each([
      ['GET', '/api/cases'],
      ['POST', '/api/cases'],
      ['GET', `/api/cases/${MISSING_ID}`],
      ['PATCH', `/api/cases/${MISSING_ID}`],
      ['GET', '/api/cases/schema'],
      ['POST', `/api/cases/${MISSING_ID}/status`],
    ] as const)('%s %s without credentials → 401', async (method, url) => {
      const response = await cases.app.inject({ method, url, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorJson>()).toMatchObject({ error: 401 });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('a token without cases:write can read but not write (403)', async () => {
      expect((await readOnly.call('GET', '/api/cases')).statusCode).toBe(200);
      const created = await readOnly.call('POST', '/api/cases', { title: 'Nope' });
      expect(created.statusCode).toBe(403);
      expect(created.json<ErrorJson>().message).toContain('cases:write');
    });

    it('a token with plants:read only cannot list cases (403)', async () => {
      const plantsOnly = await cases.newClient(['plants:read']);
      expect((await plantsOnly.call('GET', '/api/cases')).statusCode).toBe(403);
    });

    it('the agent’s own UI uses its session cookie', async () => {
      const response = await cases.app.inject({
        method: 'POST',
        url: '/api/cases',
        cookies: { ra_session: alice.session },
        headers: { origin: APP_ORIGIN },
        payload: { title: 'From the app' },
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('POST /api/cases', () => {
    it('creates a draft case with its job, returns it with Location and ETag', async () => {
      const response = await alice.call('POST', '/api/cases', {
        title: '  Staff engineer ',
        company: 'Acme',
        location: 'Berlin',
        jobUrl: 'https://jobs.example/42',
        description: 'Build things.',
        notes: 'Referred by Sam',
        fields: { priority: 'high', remote: true, salary: ' 120k ' },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<AgentCaseJson>();
      expect(response.headers.location).toBe(`/api/cases/${created.id}`);
      expect(response.headers.etag).toBe('"1"');
      expect(created).toMatchObject({
        title: 'Staff engineer',
        subtitle: 'Acme · Berlin',
        status: 'draft',
        summary: 'Next: tailor the resume',
        fields: { priority: 'high', remote: true, salary: '120k', matchScore: null },
        url: `${APP_ORIGIN}/applications/${created.id}`,
        version: 1,
      });
      expect(created.createdAt).toBe(created.updatedAt);
      const fetched = await alice.call('GET', `/api/cases/${created.id}`);
      expect(fetched.json()).toEqual(created);
    });

    it('accepts another initial status and records the creation in the history', async () => {
      const created = await alice.create({ title: 'Old application', status: 'applied' });
      expect(created.status).toBe('applied');
      const events = await listApplicationEvents(cases.db, alice.userId, created.id);
      expect(events).toEqual([
        expect.objectContaining({
          kind: 'created',
          fromStatus: null,
          toStatus: 'applied',
          actorType: 'token',
          actorId: alice.tokenId,
        }),
      ]);
    });

    it('dates a case created already sent as sent when it was created', async () => {
      const sentAt = async (id: string) =>
        (
          await cases.db.query<{ applied_at: string | null }>(
            'SELECT applied_at FROM applications WHERE id = $1',
            [id],
          )
        ).rows[0]?.applied_at ?? null;
      const before = Date.now();
      for (const status of ['applied', 'interviewing', 'rejected']) {
        const created = await alice.create({ title: `Sent ${status}`, status });
        const at = await sentAt(created.id);
        expect(at, status).not.toBeNull();
        expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(before - 1000);
      }
      for (const status of ['draft', 'ready']) {
        const created = await alice.create({ title: `Not sent ${status}`, status });
        expect(await sentAt(created.id), status).toBeNull();
      }
      expect(await sentAt((await alice.create({ title: 'Default' })).id)).toBeNull();
    });

    it.each([
      ['no title', {}],
      ['a blank title', { title: '   ' }],
      ['a title too long', { title: 'x'.repeat(301) }],
      ['an unknown status', { title: 'x', status: 'archived' }],
      ['a non-http job URL', { title: 'x', jobUrl: 'javascript:alert(1)' }],
      ['an unknown field', { title: 'x', owner: 'me' }],
      ['an unknown extra field', { title: 'x', fields: { color: 'red' } }],
      ['a read-only extra field', { title: 'x', fields: { matchScore: 99 } }],
      ['a wrong type', { title: 'x', fields: { remote: 'yes' } }],
    ])('refuses %s with 400 and creates nothing', async (_label, body) => {
      const before = (await alice.call('GET', '/api/cases?limit=200')).json<{ items: unknown[] }>();
      const response = await alice.call('POST', '/api/cases', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorJson>().error).toBe(400);
      const after = (await alice.call('GET', '/api/cases?limit=200')).json<{ items: unknown[] }>();
      expect(after.items).toHaveLength(before.items.length);
    });

    it('refuses malformed JSON with 400 and another media type with 415, never 500', async () => {
      const notJson = await cases.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(notJson.statusCode).toBe(400);
      const xml = await cases.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/xml' },
        payload: '<case><title>x</title></case>',
      });
      expect(xml.statusCode).toBe(415);
    });

    it('replays the first response for a retried Idempotency-Key and creates nothing new', async () => {
      const body = { title: 'Idempotent', company: 'Retry Inc' };
      const key = { 'idempotency-key': `key-${Date.now()}` };
      const first = await alice.call('POST', '/api/cases', body, key);
      const retry = await alice.call(
        'POST',
        '/api/cases',
        { company: 'Retry Inc', title: 'Idempotent' },
        key,
      );
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      const listed = (await alice.call('GET', '/api/cases?q=Retry%20Inc')).json<{
        items: unknown[];
      }>();
      expect(listed.items).toHaveLength(1);
    });

    it('answers 422 to the same Idempotency-Key with another body', async () => {
      const key = { 'idempotency-key': `reused-${Date.now()}` };
      expect((await alice.call('POST', '/api/cases', { title: 'One' }, key)).statusCode).toBe(201);
      const reused = await alice.call('POST', '/api/cases', { title: 'Two' }, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json<ErrorJson>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('keeps Idempotency-Keys per user', async () => {
      const key = { 'idempotency-key': `shared-${Date.now()}` };
      const mine = (
        await alice.call('POST', '/api/cases', { title: 'Mine' }, key)
      ).json<AgentCaseJson>();
      const theirs = await bob.call('POST', '/api/cases', { title: 'Mine' }, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json<AgentCaseJson>().id).not.toBe(mine.id);
    });

    it('refuses a malformed Idempotency-Key with 400', async () => {
      const response = await alice.call(
        'POST',
        '/api/cases',
        { title: 'x' },
        { 'idempotency-key': 'k'.repeat(256) },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorJson>().code).toBe('INVALID_IDEMPOTENCY_KEY');
    });
  });

  describe('GET /api/cases/{id}', () => {
    it('answers 404 for another user’s case, a missing case and a malformed id', async () => {
      const mine = await alice.create({ title: 'Private' });
      for (const url of [
        `/api/cases/${mine.id}`,
        `/api/cases/${MISSING_ID}`,
        '/api/cases/not-a-uuid',
      ]) {
        const response = await bob.call('GET', url);
        expect(response.statusCode).toBe(404);
        expect(response.json<ErrorJson>()).toEqual({
          error: 404,
          message: 'No such case',
          code: 'CASE_NOT_FOUND',
        });
      }
    });
  });

  describe('PATCH /api/cases/{id}', () => {
    it('changes the given fields only, raises the version and returns the new ETag', async () => {
      const created = await alice.create({
        title: 'Engineer',
        company: 'Acme',
        fields: { priority: 'low', remote: true },
      });
      const response = await alice.call(
        'PATCH',
        `/api/cases/${created.id}`,
        {
          company: null,
          location: 'Remote',
          notes: 'Call Tuesday',
          fields: { priority: 'medium' },
        },
        { 'if-match': '"1"' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe('"2"');
      expect(response.json()).toMatchObject({
        title: 'Engineer',
        subtitle: 'Remote',
        version: 2,
        fields: { priority: 'medium', remote: true },
      });
    });

    it('answers 412 with the current ETag when If-Match is stale, and changes nothing', async () => {
      const created = await alice.create({ title: 'Stale' });
      await alice.call('PATCH', `/api/cases/${created.id}`, { notes: 'first' });
      const stale = await alice.call(
        'PATCH',
        `/api/cases/${created.id}`,
        { title: 'Lost' },
        { 'if-match': '"1"' },
      );
      expect(stale.statusCode).toBe(412);
      expect(stale.headers.etag).toBe('"2"');
      const current = (await alice.call('GET', `/api/cases/${created.id}`)).json<AgentCaseJson>();
      expect(current).toMatchObject({ title: 'Stale', version: 2 });
    });

    it('accepts If-Match * and lists of tags, refuses weak tags and malformed headers', async () => {
      const created = await alice.create({ title: 'Tags' });
      const url = `/api/cases/${created.id}`;
      expect((await alice.call('PATCH', url, { notes: 'a' }, { 'if-match': '*' })).statusCode).toBe(
        200,
      );
      expect(
        (await alice.call('PATCH', url, { notes: 'b' }, { 'if-match': '"9", "2"' })).statusCode,
      ).toBe(200);
      expect(
        (await alice.call('PATCH', url, { notes: 'c' }, { 'if-match': 'W/"3"' })).statusCode,
      ).toBe(412);
      expect((await alice.call('PATCH', url, { notes: 'd' }, { 'if-match': '3' })).statusCode).toBe(
        400,
      );
    });

    it('moves the status only along allowed transitions (409 otherwise) and records it', async () => {
      const created = await alice.create({ title: 'Moves' });
      const bad = await alice.call('PATCH', `/api/cases/${created.id}`, { status: 'offer' });
      expect(bad.statusCode).toBe(409);
      expect(bad.json<ErrorJson>().details?.allowed).toEqual(['ready', 'applied', 'withdrawn']);
      const good = await alice.call('PATCH', `/api/cases/${created.id}`, { status: 'ready' });
      expect(good.json<AgentCaseJson>().status).toBe('ready');
      const same = await alice.call('PATCH', `/api/cases/${created.id}`, {
        status: 'ready',
        notes: 'x',
      });
      expect(same.statusCode).toBe(200);
      const events = await listApplicationEvents(cases.db, alice.userId, created.id);
      expect(events.map((event) => [event.kind, event.fromStatus, event.toStatus])).toEqual([
        ['created', null, 'draft'],
        ['status_changed', 'draft', 'ready'],
      ]);
    });

    it.each([
      ['an empty body', {}],
      ['a blank title', { title: ' ' }],
      ['an unknown key', { version: 7 }],
      ['a null title', { title: null }],
    ])('refuses %s with 400', async (_label, body) => {
      const created = await alice.create({ title: 'Validated' });
      const response = await alice.call('PATCH', `/api/cases/${created.id}`, body);
      expect(response.statusCode).toBe(400);
      const after = (await alice.call('GET', `/api/cases/${created.id}`)).json<AgentCaseJson>();
      expect(after.version).toBe(1);
    });

    it('answers 404 for another user’s case and leaves it alone', async () => {
      const mine = await alice.create({ title: 'Hands off' });
      const response = await bob.call('PATCH', `/api/cases/${mine.id}`, { title: 'Taken' });
      expect(response.statusCode).toBe(404);
      expect((await alice.call('GET', `/api/cases/${mine.id}`)).json<AgentCaseJson>().title).toBe(
        'Hands off',
      );
    });
  });

  describe('GET /api/cases/schema', () => {
    it('describes fields, statuses, transitions and the body schemas', async () => {
      const response = await readOnly.call('GET', '/api/cases/schema');
      expect(response.statusCode).toBe(200);
      const schema = response.json<{
        fields: { key: string; editable: boolean }[];
        statuses: { key: string; terminal: boolean }[];
        transitions: { from: string; to: string[] }[];
        createBody: { required: string[] };
      }>();
      expect(schema.statuses.map((status) => status.key)).toEqual(CASE_STATUSES);
      expect(
        schema.statuses.filter((status) => status.terminal).map((status) => status.key),
      ).toEqual(['accepted', 'rejected', 'withdrawn']);
      expect(schema.transitions).toContainEqual({
        from: 'applied',
        to: ['interviewing', 'rejected', 'withdrawn'],
      });
      expect(schema.fields.find((field) => field.key === 'matchScore')?.editable).toBe(false);
      expect(schema.createBody.required).toEqual(['title']);
    });
  });

  describe('POST /api/cases/{id}/status', () => {
    it('moves a case draft → applied → interviewing, recording actor and note', async () => {
      const created = await alice.create({ title: 'Pipeline' });
      const applied = await alice.call('POST', `/api/cases/${created.id}/status`, {
        status: 'applied',
        note: 'Sent via portal',
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({
        status: 'applied',
        version: 2,
        summary: 'Next: follow up',
      });
      expect(applied.headers.etag).toBe('"2"');
      // The UI's session is the other kind of actor.
      const interviewing = await cases.app.inject({
        method: 'POST',
        url: `/api/cases/${created.id}/status`,
        cookies: { ra_session: alice.session },
        headers: { origin: APP_ORIGIN },
        payload: { status: 'interviewing' },
      });
      expect(interviewing.statusCode).toBe(200);
      const events = await listApplicationEvents(cases.db, alice.userId, created.id);
      expect(events.slice(1)).toEqual([
        expect.objectContaining({
          fromStatus: 'draft',
          toStatus: 'applied',
          note: 'Sent via portal',
          actorType: 'token',
          actorId: alice.tokenId,
        }),
        expect.objectContaining({
          fromStatus: 'applied',
          toStatus: 'interviewing',
          note: null,
          actorType: 'user',
          actorId: alice.userId,
        }),
      ]);
    });

    it('answers every invalid transition with 409 listing the allowed statuses', async () => {
      let checked = 0;
      for (const from of CASE_STATUSES) {
        const created = await alice.create({ title: `From ${from}`, status: from });
        for (const to of CASE_STATUSES.filter(
          (candidate) => !CASE_TRANSITIONS[from].includes(candidate),
        )) {
          const response = await alice.call('POST', `/api/cases/${created.id}/status`, {
            status: to,
          });
          expect(response.statusCode).toBe(409);
          const body = response.json<ErrorJson>();
          expect(body.code).toBe('INVALID_TRANSITION');
          expect(body.details).toEqual({ from, to, allowed: [...CASE_TRANSITIONS[from]] });
          expect(body.message).toContain(`from ${from} to ${to}`);
          checked += 1;
        }
        const unchanged = (
          await alice.call('GET', `/api/cases/${created.id}`)
        ).json<AgentCaseJson>();
        expect(unchanged).toMatchObject({ status: from, version: 1 });
      }
      // 8 statuses × 8 targets minus the 15 allowed moves.
      expect(checked).toBe(64 - 15);
    });

    it('takes every allowed transition', async () => {
      for (const from of CASE_STATUSES)
        for (const to of CASE_TRANSITIONS[from]) {
          const created = await alice.create({ title: `${from} to ${to}`, status: from });
          const response = await alice.call('POST', `/api/cases/${created.id}/status`, {
            status: to,
          });
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
        }
    });

    it('answers 404 for another user’s case, and 400 for a bad body', async () => {
      const mine = await alice.create({ title: 'Mine only' });
      expect(
        (await bob.call('POST', `/api/cases/${mine.id}/status`, { status: 'ready' })).statusCode,
      ).toBe(404);
      expect(
        (await alice.call('POST', `/api/cases/${mine.id}/status`, { status: 'done' })).statusCode,
      ).toBe(400);
      expect(
        (await alice.call('POST', `/api/cases/${mine.id}/status`, { status: 'ready', note: '' }))
          .statusCode,
      ).toBe(400);
      const stale = await alice.call(
        'POST',
        `/api/cases/${mine.id}/status`,
        { status: 'ready' },
        { 'if-match': '"5"' },
      );
      expect(stale.statusCode).toBe(412);
    });
  });

  describe('GET /api/cases', () => {
    let carol: CaseClient;
    beforeAll(async () => {
      carol = await cases.newClient();
      for (const [title, company, status] of [
        ['Backend engineer', 'Acme', 'draft'],
        ['Frontend engineer', 'Globex', 'applied'],
        ['Data engineer', 'Acme Analytics', 'interviewing'],
        ['Designer', '100% Design', 'applied'],
        ['Engineering manager', null, 'rejected'],
      ] as const) {
        await carol.create({ title, status, ...(company ? { company } : {}) });
      }
    });

    const titles = async (query: string): Promise<string[]> => {
      const response = await carol.call('GET', `/api/cases${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ items: AgentCaseJson[] }>().items.map((item) => item.title);
    };

    it('lists the user’s own cases, newest first', async () => {
      expect(await titles('')).toEqual([
        'Engineering manager',
        'Designer',
        'Data engineer',
        'Frontend engineer',
        'Backend engineer',
      ]);
      expect(await titles('?q=Backend')).toEqual(['Backend engineer']);
      const bobs = (await bob.call('GET', '/api/cases?limit=200')).json<{
        items: AgentCaseJson[];
      }>();
      expect(bobs.items.map((item) => item.title)).not.toContain('Backend engineer');
    });

    it('lists each case as GET /api/cases/{id} shows it, whatever its text holds', async () => {
      const dave = await cases.newClient();
      await dave.create({
        title: 'Engineer "lead"\n<script>alert(1)</script> \u{1F4BC}',
        company: 'Zürich \\ Söhne',
        location: 'Tab\there',
        fields: { priority: 'high', remote: true, salary: '€90k' },
      });
      await dave.create({ title: 'Plain' });
      const response = await dave.call('GET', '/api/cases');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const { items, nextCursor } = response.json<{
        items: AgentCaseJson[];
        nextCursor: string | null;
      }>();
      expect(nextCursor).toBeNull();
      expect(items.map((item) => item.title)).toEqual([
        'Plain',
        'Engineer "lead"\n<script>alert(1)</script> \u{1F4BC}',
      ]);
      for (const item of items)
        expect(item).toEqual((await dave.call('GET', `/api/cases/${item.id}`)).json());
    });

    it('filters by one or several statuses', async () => {
      expect(await titles('?status=applied')).toEqual(['Designer', 'Frontend engineer']);
      expect(await titles('?status=interviewing,rejected')).toEqual([
        'Engineering manager',
        'Data engineer',
      ]);
    });

    it('searches title and company, every word, case-insensitively, wildcards taken literally', async () => {
      expect(await titles('?q=acme')).toEqual(['Data engineer', 'Backend engineer']);
      expect(await titles('?q=acme%20data')).toEqual(['Data engineer']);
      expect(await titles('?q=100%25')).toEqual(['Designer']);
      expect(await titles('?q=_')).toEqual([]);
      expect(await titles('?q=engineer&status=draft')).toEqual(['Backend engineer']);
    });

    it('pages with a cursor bound to its filters', async () => {
      const first = (await carol.call('GET', '/api/cases?limit=2')).json<{
        items: AgentCaseJson[];
        nextCursor: string;
      }>();
      expect(first.items).toHaveLength(2);
      const second = (
        await carol.call('GET', `/api/cases?limit=2&cursor=${first.nextCursor}`)
      ).json<{ items: AgentCaseJson[]; nextCursor: string | null }>();
      expect(second.items.map((item) => item.title)).toEqual([
        'Data engineer',
        'Frontend engineer',
      ]);
      const other = await carol.call(
        'GET',
        `/api/cases?limit=2&status=applied&cursor=${first.nextCursor}`,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json<ErrorJson>().code).toBe('INVALID_CURSOR');
    });

    it.each([
      ['limit=0'],
      ['limit=201'],
      ['limit=1.5'],
      ['limit=ten'],
      ['status=archived'],
      ['status=applied&status=draft'],
      ['cursor=garbage'],
      [`q=${'x'.repeat(201)}`],
    ])('answers 400 to %s', async (query) => {
      const response = await carol.call('GET', `/api/cases?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorJson>().message).toMatch(/'(limit|status|cursor|q)'/);
    });
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { registerAuthentication } from '../../src/http/authentication.js';
import { registerErrorHandling } from '../../src/http/errors.js';
import { testEngines } from '../support/databases.js';
import {
  TEST_AUTH_SECRET,
  createToken,
  signUpNew,
  startAccountsApp,
  type AccountsApp,
} from './accounts-app.js';

/** A stand-in for the plant and case routes: the same guards, on the same database. */
async function buildGuardedApp(accounts: AccountsApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  const guards = registerAuthentication(app, {
    db: accounts.db,
    config: loadConfig({ NODE_ENV: 'test', TOKEN_RATE_LIMIT_PER_MINUTE: '3' }),
    authSecret: TEST_AUTH_SECRET,
  });
  app.post('/cases', { onRequest: [guards.requireScopes('cases:write')] }, (request) => ({
    via: request.caller?.via,
  }));
  app.get('/cases', { onRequest: [guards.requireScopes('cases:read')] }, (request) => ({
    via: request.caller?.via,
  }));
  await app.ready();
  return app;
}

describe.each(testEngines)('personal access tokens on $name', (engine) => {
  let accounts: AccountsApp;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine);
    guarded = await buildGuardedApp(accounts);
  });
  afterAll(async () => {
    await guarded.close();
    await accounts.close();
  });

  const withSession = (session: string) => ({ cookie: `ra_session=${session}` });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = async (session: string) =>
    (
      await accounts.app.inject({
        method: 'GET',
        url: '/api/tokens',
        headers: withSession(session),
      })
    ).json<{ items: { id: string; name: string; prefix: string; lastUsedAt: string | null }[] }>();

  it('creates a token shown once, lists it without the secret, and authenticates with it', async () => {
    const { session, userId } = await signUpNew(accounts.app);
    const created = await accounts.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: ' CI script ', scopes: ['cases:read', 'plants:read'] },
      headers: { ...withSession(session), origin: 'http://localhost:3000' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: string; token: string }>();
    expect(body).toEqual({
      id: expect.any(String) as unknown,
      name: 'CI script',
      scopes: ['cases:read', 'plants:read'],
      token: expect.stringMatching(/^ra_pat_[A-Za-z0-9_-]{43}$/) as unknown,
      createdAt: expect.any(String) as unknown,
    });

    const listed = await accounts.app.inject({
      method: 'GET',
      url: '/api/tokens',
      headers: withSession(session),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      items: [
        {
          id: body.id,
          name: 'CI script',
          scopes: ['cases:read', 'plants:read'],
          prefix: body.token.slice(0, 13),
          createdAt: expect.any(String) as unknown,
          lastUsedAt: null,
        },
      ],
    });
    expect(listed.body).not.toContain(body.token);

    const { rows } = await accounts.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM api_tokens WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const me = await accounts.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ via: 'token', scopes: ['cases:read', 'plants:read'] });
    const [afterUse] = (await list(session)).items;
    expect(afterUse?.lastUsedAt).not.toBeNull();
  });

  it('validates the name and scopes', async () => {
    const { session } = await signUpNew(accounts.app);
    for (const payload of [
      { name: '', scopes: ['cases:read'] },
      { name: '   ', scopes: ['cases:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['cases:read', 'cases:read'] },
    ]) {
      const response = await accounts.app.inject({
        method: 'POST',
        url: '/api/tokens',
        payload,
        headers: { ...withSession(session), origin: 'http://localhost:3000' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('stops a revoked token at once and drops it from the list', async () => {
    const { session } = await signUpNew(accounts.app);
    const { id, token } = await createToken(accounts.app, session, ['cases:read']);
    expect(
      (await guarded.inject({ method: 'GET', url: '/cases', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const revoked = await accounts.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${id}`,
      headers: { ...withSession(session), origin: 'http://localhost:3000' },
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await guarded.inject({ method: 'GET', url: '/cases', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refused.json()).toMatchObject({ error: 401, code: 'INVALID_TOKEN' });
    expect((await list(session)).items).toEqual([]);
  });

  it('refuses a token without the needed scope with 403 naming it', async () => {
    const { session } = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, session, ['cases:read']);
    const response = await guarded.inject({
      method: 'POST',
      url: '/cases',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 403,
      code: 'INSUFFICIENT_SCOPE',
      message: expect.stringContaining('cases:write') as unknown,
    });
    // A session holds every scope (with a trusted Origin for the mutation).
    const bySession = await guarded.inject({
      method: 'POST',
      url: '/cases',
      headers: { ...withSession(session), origin: 'http://localhost:3000' },
    });
    expect(bySession.json()).toEqual({ via: 'session' });
  });

  it('answers a missing, unknown or malformed token with 401 and WWW-Authenticate: Bearer', async () => {
    const missing = await guarded.inject({ method: 'GET', url: '/cases' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toEqual({
      error: 401,
      message: 'Authentication required',
      code: 'AUTH_REQUIRED',
    });
    for (const authorization of [
      `Bearer ra_pat_${'A'.repeat(43)}`,
      'Bearer nonsense',
      'Basic dXNlcjpwYXNz',
    ]) {
      const response = await guarded.inject({
        method: 'GET',
        url: '/cases',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ error: 401, code: 'INVALID_TOKEN' });
    }
  });

  it('exempts bearer requests from the Origin check', async () => {
    const { session } = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, session, ['cases:write']);
    const response = await guarded.inject({
      method: 'POST',
      url: '/cases',
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session for the token routes: a bearer token cannot mint or list tokens', async () => {
    const { session } = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, session, [
      'plants:read',
      'cases:read',
      'cases:write',
    ]);
    const mint = await accounts.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'more', scopes: ['cases:read'] },
      headers: bearer(token),
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
    const listing = await accounts.app.inject({
      method: 'GET',
      url: '/api/tokens',
      headers: bearer(token),
    });
    expect(listing.statusCode).toBe(403);
    const anonymous = await accounts.app.inject({ method: 'GET', url: '/api/tokens' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows or revokes another user's tokens", async () => {
    const alice = await signUpNew(accounts.app);
    const bob = await signUpNew(accounts.app);
    const alicesToken = await createToken(accounts.app, alice.session, ['cases:read'], 'alice');
    await createToken(accounts.app, bob.session, ['cases:read'], 'bob');

    expect((await list(bob.session)).items.map((item) => item.name)).toEqual(['bob']);
    const stolen = await accounts.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${alicesToken.id}`,
      headers: { ...withSession(bob.session), origin: 'http://localhost:3000' },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: 404, code: 'TOKEN_NOT_FOUND' });
    const unknown = await accounts.app.inject({
      method: 'DELETE',
      url: '/api/tokens/00000000-0000-4000-8000-000000000000',
      headers: { ...withSession(bob.session), origin: 'http://localhost:3000' },
    });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await accounts.app.inject({
      method: 'DELETE',
      url: '/api/tokens/42',
      headers: { ...withSession(bob.session), origin: 'http://localhost:3000' },
    });
    expect(notAnId.statusCode).toBe(404);
    const stillWorks = await guarded.inject({
      method: 'GET',
      url: '/cases',
      headers: bearer(alicesToken.token),
    });
    expect(stillWorks.statusCode).toBe(200);
  });

  it('limits requests per token with 429 and Retry-After', async () => {
    const { session } = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, session, ['cases:read']);
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await guarded.inject({ method: 'GET', url: '/cases', headers: bearer(token) });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ error: 429, code: 'RATE_LIMITED' });
  });
});

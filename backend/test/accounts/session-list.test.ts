/** Listing the signed-in devices and signing them out, on both engines. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  APP_ORIGIN,
  createToken,
  post,
  sessionCookieOf,
  signUpNew,
  startAccountsApp,
  type AccountsApp,
} from './accounts-app.js';

interface ListedSession {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

describe.each(testEngines)('session management on $name', (engine) => {
  let accounts: AccountsApp;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine);
  });
  afterAll(async () => {
    await accounts.close();
  });

  const withSession = (session: string) => ({
    cookie: `ra_session=${session}`,
    origin: APP_ORIGIN,
  });
  const listSessions = (session: string) =>
    accounts.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: withSession(session),
    });
  const itemsOf = (response: LightMyRequestResponse) =>
    response.json<{ items: ListedSession[] }>().items;
  const signOut = (session: string, id: string) =>
    accounts.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${id}`,
      headers: withSession(session),
    });
  const me = (session: string) =>
    accounts.app.inject({ method: 'GET', url: '/api/auth/me', headers: withSession(session) });
  const signInFrom = async (email: string, password: string, userAgent: string) =>
    sessionCookieOf(
      await post(
        accounts.app,
        '/api/auth/sign-in',
        { email, password },
        { 'user-agent': userAgent },
      ),
    );
  /** The id of the session holding this cookie, as the list shows it to that session. */
  const idOf = async (session: string) => {
    const current = itemsOf(await listSessions(session)).find((item) => item.current);
    if (!current) throw new Error('the list has no current session');
    return current.id;
  };

  it("lists the user's live sessions, this one marked, the most recently active first", async () => {
    const account = await signUpNew(accounts.app);
    const laptop = await signInFrom(account.email, account.password, FIREFOX);
    const phone = await signInFrom(account.email, account.password, IPHONE);
    // Another user's sessions are never listed.
    await signUpNew(accounts.app);
    // Written at most once a minute per session: set, so the order has something to follow.
    await accounts.db.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(mins => CASE user_agent
         WHEN $2 THEN 5 WHEN $3 THEN 10 ELSE 20 END)
       WHERE user_id = $1`,
      [account.userId, FIREFOX, IPHONE],
    );

    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const items = itemsOf(response);
    expect(items.map((item) => [item.userAgent, item.current])).toEqual([
      [FIREFOX, true],
      [IPHONE, false],
      // light-my-request's own User-Agent, which signUpNew sent.
      [expect.stringContaining('lightMyRequest'), false],
    ]);
    for (const item of items) {
      expect(item.ip).toBe('127.0.0.1');
      expect(Date.parse(item.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(item.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    }
    // This request was the laptop's first in over a minute, so it counts as activity now.
    const [laptopSeen, phoneSeen, firstSeen] = items.map((item) => Date.parse(item.lastSeenAt));
    expect(laptopSeen).toBeGreaterThan(Date.now() - 60_000);
    expect(phoneSeen).toBeLessThan(Date.now() - 9 * 60_000);
    expect(firstSeen).toBeLessThan(Date.now() - 19 * 60_000);
    expect(itemsOf(await listSessions(phone)).find((item) => item.current)?.userAgent).toBe(IPHONE);
    expect(JSON.stringify(items)).not.toMatch(/token/i);
  });

  it('leaves out sessions that were signed out or have expired', async () => {
    const account = await signUpNew(accounts.app);
    const signedOut = await signInFrom(account.email, account.password, FIREFOX);
    await post(accounts.app, '/api/auth/sign-out', undefined, withSession(signedOut));
    const expiring = await signInFrom(account.email, account.password, IPHONE);
    const expiringId = await idOf(expiring);
    await accounts.db.query(
      `UPDATE sessions SET created_at = now() - interval '8 days',
         expires_at = now() - interval '1 day' WHERE id = $1`,
      [expiringId],
    );
    const items = itemsOf(await listSessions(account.session));
    expect(items).toHaveLength(1);
    expect(items[0]?.current).toBe(true);
  });

  it('signs out one other session at once, and only one of this user', async () => {
    const account = await signUpNew(accounts.app);
    const phone = await signInFrom(account.email, account.password, IPHONE);
    const phoneId = await idOf(phone);
    const stranger = await signUpNew(accounts.app);
    const strangerId = await idOf(stranger.session);

    // Another user's session, an unknown id and a malformed one: all "not found".
    for (const id of [strangerId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await signOut(account.session, id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toEqual({
        error: 404,
        message: 'No such session',
        code: 'SESSION_NOT_FOUND',
      });
    }
    expect((await me(stranger.session)).statusCode).toBe(200);

    const response = await signOut(account.session, phoneId);
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([]);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(account.session)).statusCode).toBe(200);
    expect(itemsOf(await listSessions(account.session)).map((item) => item.id)).not.toContain(
      phoneId,
    );
    // Signed out already: there is nothing left to sign out.
    expect((await signOut(account.session, phoneId)).statusCode).toBe(404);
  });

  it('signs out the current session as sign-out does, clearing the cookie', async () => {
    const account = await signUpNew(accounts.app);
    const response = await signOut(account.session, await idOf(account.session));
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'ra_session')?.value).toBe('');
    expect((await me(account.session)).statusCode).toBe(401);
  });

  it('signs out every other session and keeps this one', async () => {
    const account = await signUpNew(accounts.app);
    const laptop = await signInFrom(account.email, account.password, FIREFOX);
    const phone = await signInFrom(account.email, account.password, IPHONE);
    const stranger = await signUpNew(accounts.app);

    const response = await post(
      accounts.app,
      '/api/auth/sign-out-others',
      undefined,
      withSession(laptop),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(account.session)).statusCode).toBe(401);
    expect((await me(stranger.session)).statusCode).toBe(200);
    expect(itemsOf(await listSessions(laptop))).toHaveLength(1);

    const again = await post(
      accounts.app,
      '/api/auth/sign-out-others',
      undefined,
      withSession(laptop),
    );
    expect(again.json()).toEqual({ signedOut: 0 });
  });

  it('answers a token 403 SESSION_REQUIRED and no credentials 401', async () => {
    const account = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, account.session, ['cases:read']);
    const id = await idOf(account.session);
    const requests = [
      { method: 'GET', url: '/api/auth/sessions' },
      { method: 'DELETE', url: `/api/auth/sessions/${id}` },
      { method: 'POST', url: '/api/auth/sign-out-others' },
    ] as const;
    for (const request of requests) {
      const withToken = await accounts.app.inject({
        ...request,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(withToken.statusCode, request.url).toBe(403);
      expect(withToken.json<{ code: string }>().code).toBe('SESSION_REQUIRED');
      const anonymous = await accounts.app.inject(request);
      expect(anonymous.statusCode, request.url).toBe(401);
    }
    expect((await me(account.session)).statusCode).toBe(200);
  });

  it('refuses a sign-out sent from a foreign site', async () => {
    const account = await signUpNew(accounts.app);
    const phone = await signInFrom(account.email, account.password, IPHONE);
    const foreign = { cookie: `ra_session=${account.session}`, origin: 'https://evil.example' };
    const one = await accounts.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${await idOf(phone)}`,
      headers: foreign,
    });
    const others = await accounts.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-others',
      headers: foreign,
    });
    expect([one.statusCode, others.statusCode]).toEqual([403, 403]);
    expect(others.json<{ code: string }>().code).toBe('ORIGIN_REJECTED');
    expect((await me(phone)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  APP_ORIGIN,
  post,
  sessionCookieOf,
  signUpNew,
  startAccountsApp,
  uniqueEmail,
  type AccountsApp,
} from './accounts-app.js';

describe.each(testEngines)('accounts and sessions on $name', (engine) => {
  let accounts: AccountsApp;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine);
  });
  afterAll(async () => {
    await accounts.close();
  });

  const me = (session: string) =>
    accounts.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `ra_session=${session}` },
    });

  it('signs up, answers /me with the session, signs out and in again', async () => {
    const email = uniqueEmail();
    const signUp = await post(accounts.app, '/api/auth/sign-up', {
      email: `  ${email.toUpperCase()} `,
      password: 'a long enough passphrase',
      displayName: 'Ada',
    });
    expect(signUp.statusCode).toBe(201);
    const { user } = signUp.json<{ user: Record<string, unknown> }>();
    expect(user).toEqual({
      id: expect.any(String) as unknown,
      email,
      displayName: 'Ada',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      // Until the link e-mailed at sign-up is opened.
      emailConfirmedAt: null,
    });

    const session = sessionCookieOf(signUp);
    const whoAmI = await me(session);
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json()).toEqual({
      user,
      via: 'session',
      scopes: ['plants:read', 'cases:read', 'cases:write'],
    });

    const signOut = await post(accounts.app, '/api/auth/sign-out', undefined, {
      cookie: `ra_session=${session}`,
    });
    expect(signOut.statusCode).toBe(204);
    const cleared = signOut.cookies.find((cookie) => cookie.name === 'ra_session');
    expect(cleared?.value).toBe('');

    const signIn = await post(accounts.app, '/api/auth/sign-in', {
      email,
      password: 'a long enough passphrase',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ user });
    // Sign-in starts a new session: a fresh token, never the old one.
    expect(sessionCookieOf(signIn)).not.toBe(session);
    expect((await me(sessionCookieOf(signIn))).statusCode).toBe(200);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure outside production', async () => {
    const response = await post(accounts.app, '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: 'a long enough passphrase',
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^ra_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=604800');
    expect(header).not.toContain('Secure');
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const { email } = await signUpNew(accounts.app);
    const wrongPassword = await post(accounts.app, '/api/auth/sign-in', {
      email,
      password: 'not the password at all',
    });
    const unknownEmail = await post(accounts.app, '/api/auth/sign-in', {
      email: uniqueEmail(),
      password: 'not the password at all',
    });
    const expected = {
      error: 401,
      message: 'E-mail or password is incorrect',
      code: 'INVALID_CREDENTIALS',
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(expected);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
  });

  it('refuses sign-up of a taken address with a generic 400 that reveals nothing', async () => {
    const { email } = await signUpNew(accounts.app);
    const again = await post(accounts.app, '/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: 'some other passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 400,
      message: 'Could not create an account with these details',
      code: 'SIGN_UP_REJECTED',
    });
    expect(again.body).not.toContain(email);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['seven c', 'at least 8 characters'],
    ['x'.repeat(129), 'at most 128 characters'],
  ])('rejects the password %j', async (password, message) => {
    const response = await post(accounts.app, '/api/auth/sign-up', {
      email: uniqueEmail(),
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('counts code points, accepts any composition and refuses the e-mail as password', async () => {
    // Eight emoji are 16 UTF-16 units but 8 characters: accepted.
    const emoji = await post(accounts.app, '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: '🔑🔑🔑🔑🔑🔑🔑🔑',
    });
    expect(emoji.statusCode).toBe(201);
    const sevenEmoji = await post(accounts.app, '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: '🔑🔑🔑🔑🔑🔑🔑',
    });
    expect(sevenEmoji.statusCode).toBe(400);
    const email = uniqueEmail();
    const sameAsEmail = await post(accounts.app, '/api/auth/sign-up', {
      email,
      password: email.toUpperCase(),
    });
    expect(sameAsEmail.statusCode).toBe(400);
    expect(sameAsEmail.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
  });

  it('rejects a malformed or overlong e-mail', async () => {
    for (const email of ['not-an-email', 'a@b', `${'a'.repeat(250)}@example.com`]) {
      const response = await post(accounts.app, '/api/auth/sign-up', {
        email,
        password: 'a long enough passphrase',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 400 });
    }
  });

  it('answers /me without credentials with 401 and a Bearer challenge', async () => {
    const response = await accounts.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      error: 401,
      message: 'Authentication required',
      code: 'AUTH_REQUIRED',
    });
  });

  it('refuses an expired session', async () => {
    const { session, userId } = await signUpNew(accounts.app);
    expect((await me(session)).statusCode).toBe(200);
    await accounts.db.query(
      `UPDATE sessions SET created_at = now() - interval '2 days', expires_at = now() - interval '1 second'
       WHERE user_id = $1`,
      [userId],
    );
    expect((await me(session)).statusCode).toBe(401);
  });

  it('revokes the session server-side on sign-out: the old cookie no longer works', async () => {
    const { session, userId } = await signUpNew(accounts.app);
    await post(accounts.app, '/api/auth/sign-out', undefined, { cookie: `ra_session=${session}` });
    expect((await me(session)).statusCode).toBe(401);
    const { rows } = await accounts.db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ revoked: true }]);
  });

  it('stores an argon2id password hash', async () => {
    const { userId } = await signUpNew(accounts.app);
    const { rows } = await accounts.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('stores only a hash of the session token', async () => {
    const { session, userId } = await signUpNew(accounts.app);
    const { rows } = await accounts.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(session);
  });

  it('refuses a cross-site cookie POST (Origin, then Referer) with 403', async () => {
    const { session } = await signUpNew(accounts.app);
    const cookie = `ra_session=${session}`;
    const foreign = await accounts.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', scopes: ['cases:read'] },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 403, code: 'ORIGIN_REJECTED' });
    const foreignReferer = await accounts.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', scopes: ['cases:read'] },
      headers: { cookie, referer: 'https://evil.example/page' },
    });
    expect(foreignReferer.statusCode).toBe(403);
    const neither = await accounts.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', scopes: ['cases:read'] },
      headers: { cookie },
    });
    expect(neither.statusCode).toBe(403);
    const sameSiteReferer = await accounts.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', scopes: ['cases:read'] },
      headers: { cookie, referer: `${APP_ORIGIN}/settings/tokens` },
    });
    expect(sameSiteReferer.statusCode).toBe(201);
    const signOut = await accounts.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(signOut.statusCode).toBe(403);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from a foreign origin (login CSRF)', async () => {
    const { email, password } = await signUpNew(accounts.app);
    const response = await post(
      accounts.app,
      '/api/auth/sign-in',
      { email, password },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('sends security headers on every response, /health included', async () => {
    for (const url of ['/health', '/api/auth/me']) {
      const response = await accounts.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe.each(testEngines)('the session cookie in production on $name', (engine) => {
  it('is Secure', async () => {
    const accounts = await startAccountsApp(engine, {
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-secret-production-secret-0123',
      APP_ORIGIN: 'https://app.example.com',
    });
    try {
      const response = await accounts.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: uniqueEmail(), password: 'a long enough passphrase' },
        headers: { origin: 'https://app.example.com' },
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await accounts.close();
    }
  });
});

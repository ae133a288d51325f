/** Deleting an account from its session, on both engines: all of it goes, nothing else does. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { postGraphQL } from '../graphql/graphql-app.js';
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

/** Every table that holds a user's rows, and the column that names the user. */
const USER_TABLES = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['api_tokens', 'user_id'],
  ['resumes', 'user_id'],
  ['jobs', 'user_id'],
  ['applications', 'user_id'],
  ['application_events', 'user_id'],
  ['plants', 'owner_id'],
  ['idempotency_keys', 'user_id'],
  ['password_resets', 'user_id'],
  ['email_confirmations', 'user_id'],
] as const;

async function rowsOf(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of USER_TABLES) {
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${column} = $1`,
      [userId],
    );
    counts[table] = rows[0]?.count ?? -1;
  }
  return counts;
}

/** An account with a row in every table: a resume, a case with history, a token, a plant, two e-mailed links. */
async function accountWithEverything(app: FastifyInstance, db: Database) {
  const account = await signUpNew(app);
  const { token } = await createToken(app, account.session, ['cases:write', 'cases:read']);
  const created = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `key-${account.userId}` },
    payload: { title: 'Backend engineer', company: 'Northwind', description: 'TypeScript' },
  });
  expect(created.statusCode).toBe(201);
  const imported = await postGraphQL(
    app,
    {
      query: `mutation($input: ImportResumeInput!) { importResume(input: $input) { resume { id } } }`,
      variables: {
        input: { format: 'text', text: 'Ada Lovelace\nEngineer\n\nSkills: TypeScript' },
      },
    },
    { cookie: `ra_session=${account.session}` },
  );
  expect(imported.json<{ errors?: unknown }>().errors).toBeUndefined();
  // Plants have no API to create them; the store shows a user's own beside the shared ones.
  await db.query(`INSERT INTO plants (name, tag, owner_id) VALUES ('Fern', 'shade', $1)`, [
    account.userId,
  ]);
  // A password reset link asked for; its e-mail is another test's concern.
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + interval '1 hour')`,
    [account.userId, `reset-link-hash-of-${account.userId}`],
  );
  await db.query(
    `INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
     VALUES ($1, 'new-' || $2, $3, now() + interval '1 day')`,
    [account.userId, account.email, `confirm-link-hash-of-${account.userId}`],
  );
  return { ...account, token };
}

describe.each(testEngines)('account deletion on $name', (engine) => {
  let accounts: AccountsApp;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine, { AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
  });
  afterAll(async () => {
    await accounts.close();
  });

  const deleteAccount = (session: string, payload: unknown, origin = APP_ORIGIN) =>
    accounts.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { cookie: `ra_session=${session}`, origin },
      payload: payload as object,
    });
  const me = (headers: Record<string, string>) =>
    accounts.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('deletes every row of the account and signs out all of its sessions and tokens', async () => {
    const account = await accountWithEverything(accounts.app, accounts.db);
    const otherDevice = sessionCookieOf(
      await post(accounts.app, '/api/auth/sign-in', {
        email: account.email,
        password: account.password,
      }),
    );
    const bystander = await accountWithEverything(accounts.app, accounts.db);
    const bystanderRows = await rowsOf(accounts.db, bystander.userId);
    expect(Object.values(await rowsOf(accounts.db, account.userId))).not.toContain(0);

    const response = await deleteAccount(account.session, { password: account.password });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'ra_session')?.value).toBe('');

    expect(Object.values(await rowsOf(accounts.db, account.userId))).toEqual(
      USER_TABLES.map(() => 0),
    );
    expect(await rowsOf(accounts.db, bystander.userId)).toEqual(bystanderRows);
    expect((await me({ cookie: `ra_session=${otherDevice}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${account.token}` })).statusCode).toBe(401);
    const signIn = await post(accounts.app, '/api/auth/sign-in', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.json<{ code: string }>().code).toBe('INVALID_CREDENTIALS');
    // The address is free again, for a new and empty account.
    const again = await post(accounts.app, '/api/auth/sign-up', {
      email: account.email,
      password: 'another long passphrase',
    });
    expect(again.statusCode).toBe(201);
    const cases = await accounts.app.inject({
      method: 'GET',
      url: '/api/cases',
      headers: { cookie: `ra_session=${sessionCookieOf(again)}` },
    });
    expect(cases.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('refuses a wrong password, naming the field, and keeps everything', async () => {
    const account = await accountWithEverything(accounts.app, accounts.db);
    const before = await rowsOf(accounts.db, account.userId);
    const response = await deleteAccount(account.session, { password: 'not the password' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 403,
      message: 'Your current password is incorrect',
      code: 'WRONG_PASSWORD',
      details: { field: 'password' },
    });
    expect(response.cookies).toEqual([]);
    expect(await rowsOf(accounts.db, account.userId)).toEqual(before);
    expect((await me({ cookie: `ra_session=${account.session}` })).statusCode).toBe(200);
  });

  it('refuses bodies without a password, tokens, no credentials and foreign sites', async () => {
    const account = await signUpNew(accounts.app);
    for (const payload of [
      {},
      { password: '' },
      { password: 42 },
      { password: account.password, x: 1 },
    ]) {
      const response = await deleteAccount(account.session, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const { token } = await createToken(accounts.app, account.session, ['cases:write']);
    const withToken = await accounts.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: account.password },
    });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json<{ code: string }>().code).toBe('SESSION_REQUIRED');
    const anonymous = await post(accounts.app, '/api/auth/delete-account', {
      password: account.password,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await deleteAccount(
      account.session,
      { password: account.password },
      'https://evil.example',
    );
    expect(foreign.json<{ code: string }>().code).toBe('ORIGIN_REJECTED');
    expect((await me({ cookie: `ra_session=${account.session}` })).statusCode).toBe(200);
  });

  it('counts its password attempts with the password change, per account', async () => {
    const account = await signUpNew(accounts.app);
    await deleteAccount(account.session, { password: 'guess one' });
    await postGraphQL(
      accounts.app,
      {
        query: `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { otherSessionsSignedOut } }`,
        variables: {
          input: { currentPassword: 'guess two', newPassword: 'a brand new passphrase' },
        },
      },
      { cookie: `ra_session=${account.session}` },
    );
    await deleteAccount(account.session, { password: 'guess three' });
    // The limit (3) is spent: even the right password waits, and the account stays.
    const limited = await deleteAccount(account.session, { password: account.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me({ cookie: `ra_session=${account.session}` })).statusCode).toBe(200);
    // Another account has its own count.
    const other = await signUpNew(accounts.app);
    expect((await deleteAccount(other.session, { password: other.password })).statusCode).toBe(204);
  });
});

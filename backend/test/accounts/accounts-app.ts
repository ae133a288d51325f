/** A migrated fresh database and an app on it, for the accounts tests. */
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database, Queryable } from '../../src/db/database.js';
import type { TestDatabase, TestEngine } from '../support/databases.js';

export const TEST_AUTH_SECRET = 'accounts-test-secret-0123456789abcdef';
export const APP_ORIGIN = 'http://localhost:3000';
/** Cheap argon2id so the suite stays fast; production uses defaultPasswordHashOptions. */
export const FAST_HASHING = { memoryCost: 1024, timeCost: 1 };

export interface AccountsApp {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

export async function startAccountsApp(
  engine: TestEngine,
  environment: Record<string, string> = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<AccountsApp> {
  const database: TestDatabase = await engine.createMigrated();
  // The app closes the database it is given; the test keeps its own handle to drop it.
  const unclosable: Database = { ...database.db, close: () => Promise.resolve() };
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      ...environment,
    }),
    db: unclosable,
    logger,
    authSecret: TEST_AUTH_SECRET,
    passwordHashOptions: FAST_HASHING,
  });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `user${counter}.${Date.now()}@example.com`;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'ra_session');
  if (!cookie) throw new Error(`no ra_session cookie in ${JSON.stringify(response.headers)}`);
  return cookie.value;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: APP_ORIGIN, ...headers },
  });
}

/** Signs up a new account and returns its session cookie value. */
export async function signUpNew(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'correct horse battery staple',
): Promise<{ email: string; password: string; session: string; userId: string }> {
  const response = await post(app, '/api/auth/sign-up', { email, password });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  return { email, password, session: sessionCookieOf(response), userId: user.id };
}

const LINK_WAIT_MS = 10_000;

/**
 * Waits until a new account's confirmation link is stored, the last write of sign-up, which
 * mails the link after answering. Those writes (the rate-limit window, the link) must not land
 * among the statements of the test that follows: on a busy CI one did, and a test checking that
 * a query stores nothing failed. Only for apps that can send mail.
 */
export async function confirmationLinkStored(db: Queryable, userId: string): Promise<void> {
  const giveUpAt = Date.now() + LINK_WAIT_MS;
  for (;;) {
    const { rows } = await db.query('SELECT 1 FROM email_confirmations WHERE user_id = $1', [
      userId,
    ]);
    if (rows.length > 0) return;
    if (Date.now() > giveUpAt)
      throw new Error(`Sign-up stored no confirmation link within ${LINK_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function createToken(
  app: FastifyInstance,
  session: string,
  scopes: string[],
  name = 'script',
): Promise<{ id: string; token: string }> {
  const response = await post(
    app,
    '/api/tokens',
    { name, scopes },
    { cookie: `ra_session=${session}` },
  );
  if (response.statusCode !== 201) throw new Error(`token creation failed: ${response.body}`);
  return response.json<{ id: string; token: string }>();
}

/**
 * The real app on a fresh database, with a signed-in user holding a session and a token of
 * every scope, so that attacks get past the guards and reach validation and the handlers.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config.js';
import {
  APP_ORIGIN,
  createToken,
  signUpNew,
  startAccountsApp,
  type AccountsApp,
} from '../accounts/accounts-app.js';
import type { TestEngine } from '../support/databases.js';

/**
 * Limits high enough that hundreds of attacks per run are never answered 429 instead of
 * reaching the code under attack; the rate limits have their own tests.
 */
export const HOSTILE_ENVIRONMENT: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
};

export interface Principal {
  userId: string;
  email: string;
  password: string;
  session: string;
  /** A token holding every scope. */
  token: string;
  tokenId: string;
  /** A case of this user, and the ETag it had when made. */
  caseId: string;
  /** The path of this user's calendar feed (public: the address is the credential). */
  calendarFeedPath: string;
}

export interface HostileApp {
  app: FastifyInstance;
  principal: Principal;
  bodyLimitBytes: number;
  /** Credentials as headers: a session (with a trusted Origin), a token, or none. */
  credentials(kind: Credentials): Record<string, string>;
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type Credentials = 'session' | 'token' | 'none';

export async function startHostileApp(
  engine: TestEngine,
  environment: Record<string, string> = {},
): Promise<HostileApp> {
  const accounts: AccountsApp = await startAccountsApp(engine, {
    ...HOSTILE_ENVIRONMENT,
    ...environment,
  });
  const { app } = accounts;
  const account = await signUpNew(app);
  const { id: tokenId, token } = await createToken(app, account.session, [
    'plants:read',
    'cases:read',
    'cases:write',
  ]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { authorization: `Bearer ${token}` },
    payload: { title: 'Backend engineer', company: 'Northwind' },
  });
  if (created.statusCode !== 201) throw new Error(`case creation failed: ${created.body}`);
  const feed = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { cookie: `ra_session=${account.session}`, origin: APP_ORIGIN },
    payload: { query: 'mutation { createCalendarFeed { path } }' },
  });
  const calendarFeedPath = feed.json<{ data?: { createCalendarFeed?: { path: string } } }>().data
    ?.createCalendarFeed?.path;
  if (calendarFeedPath === undefined)
    throw new Error(`calendar feed creation failed: ${feed.body}`);
  const principal: Principal = {
    ...account,
    token,
    tokenId,
    caseId: created.json<{ id: string }>().id,
    calendarFeedPath,
  };
  const credentials = (kind: Credentials): Record<string, string> =>
    kind === 'session'
      ? { cookie: `ra_session=${principal.session}`, origin: APP_ORIGIN }
      : kind === 'token'
        ? { authorization: `Bearer ${principal.token}` }
        : {};
  return {
    app,
    principal,
    bodyLimitBytes: loadConfig({ NODE_ENV: 'test', ...environment }).bodyLimitBytes,
    credentials,
    send: (options) => app.inject(options),
    close: accounts.close,
  };
}

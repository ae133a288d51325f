/** A user made through the HTTP API, as a host would: sign up, then a personal access token. */
import { randomBytes } from 'node:crypto';

/** The default APP_ORIGIN: cookie-authenticated writes must come from it. */
const APP_ORIGIN = 'http://localhost:3000';

export interface ApiUser {
  /** Headers of a request with the user's bearer token. */
  bearer: Record<string, string>;
  /** Headers of a request with the user's browser session (the GraphQL API wants one). */
  browser: Record<string, string>;
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

export async function createApiUser(baseUrl: string): Promise<ApiUser> {
  const signUp = await postJson(
    `${baseUrl}/api/auth/sign-up`,
    {
      email: `fault-${randomBytes(6).toString('hex')}@example.com`,
      password: 'correct horse battery staple',
    },
    {},
  );
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const session = /ra_session=([^;]+)/.exec(signUp.headers.get('set-cookie') ?? '')?.[1];
  if (session === undefined) throw new Error('sign-up set no ra_session cookie');
  const cookie = { cookie: `ra_session=${session}` };

  const created = await postJson(
    `${baseUrl}/api/tokens`,
    { name: 'fault test', scopes: ['plants:read', 'cases:read', 'cases:write'] },
    cookie,
  );
  if (created.status !== 201)
    throw new Error(`token creation: ${created.status} ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  return {
    bearer: { authorization: `Bearer ${token}` },
    browser: { ...cookie, origin: APP_ORIGIN },
  };
}

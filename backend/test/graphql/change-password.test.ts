/** Changing the password from a signed-in session, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionCookieOf, signUpNew } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import { graphqlAs, postGraphQL, startGraphQLApp, type GraphQLApp } from './graphql-app.js';

const CHANGE = `mutation($input: ChangePasswordInput!) {
  changePassword(input: $input) { otherSessionsSignedOut }
}`;

describe.each(testEngines)('changePassword on $name', (engine) => {
  let app: GraphQLApp;
  beforeAll(async () => {
    app = await startGraphQLApp(engine, { AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
  });
  afterAll(() => app.close());

  const graphql = (session: string, query: string, variables?: Record<string, unknown>) =>
    graphqlAs(app.app, session, query, variables);
  const signIn = (email: string, password: string) =>
    post(app.app, '/api/auth/sign-in', { email, password });

  it('sets the new password and signs out every other session, not this one', async () => {
    const account = await signUpNew(app.app);
    const other = sessionCookieOf(await signIn(account.email, account.password));
    const body = await graphql(account.session, CHANGE, {
      input: { currentPassword: account.password, newPassword: 'a brand new passphrase' },
    });
    expect(body).toEqual({ data: { changePassword: { otherSessionsSignedOut: 1 } } });
    expect((await graphql(account.session, '{ me { id } }')).data).toEqual({
      me: { id: account.userId },
    });
    const signedOut = await graphql(other, '{ me { id } }');
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const account = await signUpNew(app.app);
    const body = await graphql(account.session, CHANGE, {
      input: { currentPassword: 'not the password', newPassword: 'a brand new passphrase' },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: { field: 'currentPassword' },
    });
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a new password the sign-up would refuse, naming the field', async () => {
    const account = await signUpNew(app.app);
    for (const newPassword of ['short', account.email.toUpperCase(), 'x'.repeat(129)]) {
      const body = await graphql(account.session, CHANGE, {
        input: { currentPassword: account.password, newPassword },
      });
      expect(body.errors?.[0]?.extensions, newPassword).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'newPassword' },
      });
    }
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it("counts attempts per account, right or wrong, with sign-in's limit", async () => {
    const account = await signUpNew(app.app);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await graphql(account.session, CHANGE, {
        input: { currentPassword: 'guess', newPassword: 'a brand new passphrase' },
      });
    const body = await graphql(account.session, CHANGE, {
      input: { currentPassword: account.password, newPassword: 'a brand new passphrase' },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.extensions?.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('is for signed-in sessions only', async () => {
    const response = await postGraphQL(
      app.app,
      { query: CHANGE, variables: { input: { currentPassword: 'a', newPassword: 'b'.repeat(8) } } },
      {},
    );
    expect(response.json<{ errors: any[] }>().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

/** Asking to change the sign-in address from a signed-in session, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpNew, uniqueEmail } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import { graphqlAs, startGraphQLApp, type GraphQLApp } from './graphql-app.js';

const CHANGE = `mutation($input: ChangeEmailInput!) {
  changeEmail(input: $input) { id email }
}`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) {
  changePassword(input: $input) { otherSessionsSignedOut }
}`;

describe.each(testEngines)('changeEmail on $name', (engine) => {
  let app: GraphQLApp;
  beforeAll(async () => {
    app = await startGraphQLApp(engine, { AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
  });
  afterAll(() => app.close());

  const graphql = (session: string, query: string, variables?: Record<string, unknown>) =>
    graphqlAs(app.app, session, query, variables);
  const signIn = (email: string, password: string) =>
    post(app.app, '/api/auth/sign-in', { email, password });

  it('keeps the address and lets the new one, normalised, wait for its link', async () => {
    const account = await signUpNew(app.app);
    const newEmail = uniqueEmail();
    const body = await graphql(
      account.session,
      `
        mutation ($input: ChangeEmailInput!) {
          changeEmail(input: $input) {
            id
            email
            pendingEmail {
              email
            }
          }
        }
      `,
      { input: { newEmail: `  ${newEmail.toUpperCase()} `, password: account.password } },
    );
    expect(body).toEqual({
      data: {
        changeEmail: {
          id: account.userId,
          email: account.email,
          pendingEmail: { email: newEmail },
        },
      },
    });
    // Until the link is opened (test/accounts/email-confirmation.test.ts), the old one signs in.
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, account.password)).statusCode).toBe(401);
  });

  it('keeps the address on a wrong password, a malformed address or one that is taken', async () => {
    const account = await signUpNew(app.app);
    const other = await signUpNew(app.app);
    const attempts = [
      [{ newEmail: uniqueEmail(), password: 'not the password' }, 'WRONG_PASSWORD', 'password'],
      [{ newEmail: 'no-at-sign', password: account.password }, 'VALIDATION_FAILED', 'newEmail'],
      [
        { newEmail: other.email.toUpperCase(), password: account.password },
        'EMAIL_REJECTED',
        'newEmail',
      ],
    ] as const;
    for (const [input, code, field] of attempts) {
      const body = await graphql(account.session, CHANGE, { input });
      expect(body.data, code).toBeNull();
      expect(body.errors?.[0]?.extensions, code).toMatchObject({ code, details: { field } });
    }
    // The taken address's answer says nothing of whose it is.
    const taken = await graphql(account.session, CHANGE, {
      input: { newEmail: other.email, password: account.password },
    });
    expect(taken.errors?.[0]?.message).toBe('This address cannot be used for your account');
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('refuses an address that is the password, and accepts the current one unchanged', async () => {
    const password = 'someone@example.com';
    const account = await signUpNew(app.app, uniqueEmail(), password);
    const same = await graphql(account.session, CHANGE, {
      input: { newEmail: password, password },
    });
    expect(same.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'newEmail' },
    });
    const unchanged = await graphql(account.session, CHANGE, {
      input: { newEmail: account.email.toUpperCase(), password },
    });
    expect(unchanged.data).toEqual({ changeEmail: { id: account.userId, email: account.email } });
  });

  it('counts its attempts with the password change, per account', async () => {
    const account = await signUpNew(app.app);
    await graphql(account.session, CHANGE, { input: { newEmail: uniqueEmail(), password: 'a' } });
    await graphql(account.session, CHANGE_PASSWORD, {
      input: { currentPassword: 'b', newPassword: 'a brand new passphrase' },
    });
    await graphql(account.session, CHANGE, { input: { newEmail: uniqueEmail(), password: 'c' } });
    const limited = await graphql(account.session, CHANGE, {
      input: { newEmail: uniqueEmail(), password: account.password },
    });
    expect(limited.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) as unknown },
    });
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });
});

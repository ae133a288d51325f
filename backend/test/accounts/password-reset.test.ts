/**
 * "Forgot your password?" on both engines, with the e-mail going through a real SMTP server:
 * the link works once, for an hour, and signs the account out everywhere; asking never tells
 * whether an account uses the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '../graphql/graphql-app.js';
import { testEngines } from '../support/databases.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import {
  APP_ORIGIN,
  post,
  signUpNew,
  startAccountsApp,
  uniqueEmail,
  type AccountsApp,
} from './accounts-app.js';

/** Sign-up sends its own mail (a link to confirm the address); these tests want the other. */
const SUBJECT = 'Choose a new password for Resume Agent';
const LINK = new RegExp(`${APP_ORIGIN}/reset-password#token=([A-Za-z0-9_-]+)`);

describe.each(testEngines)('password reset on $name', (engine) => {
  let sink: SmtpSink;
  let accounts: AccountsApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    accounts = await startAccountsApp(engine, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await accounts.close();
    await sink.close();
  });

  /** `typed` is the address as someone types it; the mail goes to the account's. */
  async function askForLink(email: string, skip = 0, typed = email): Promise<string> {
    const asked = await post(accounts.app, '/api/auth/forgot-password', { email: typed });
    expect(asked.statusCode).toBe(202);
    const mail = await sink.next(email, { skip, subject: SUBJECT });
    const token = LINK.exec(mail.text)?.[1];
    if (token === undefined) throw new Error(`no link in ${mail.text}`);
    return token;
  }

  const me = (session: string) =>
    accounts.app.inject({ url: '/api/auth/me', headers: { cookie: `ra_session=${session}` } });

  it('e-mails a link that sets the password once, signs in, and signs every other session out', async () => {
    const account = await signUpNew(accounts.app);
    const token = await askForLink(account.email);
    expect(sink.to(account.email, SUBJECT)).toHaveLength(1);

    const reset = await post(accounts.app, '/api/auth/reset-password', {
      token,
      password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user: { id: account.userId, email: account.email } });
    const newSession = reset.cookies.find((cookie) => cookie.name === 'ra_session')?.value;
    expect((await me(newSession ?? '')).statusCode).toBe(200);
    // Whoever had the old password (and a session with it) is out.
    expect((await me(account.session)).statusCode).toBe(401);

    const oldPassword = await post(accounts.app, '/api/auth/sign-in', {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(accounts.app, '/api/auth/sign-in', {
      email: account.email,
      password: 'a brand new passphrase',
    });
    expect(newPassword.statusCode).toBe(200);

    const again = await post(accounts.app, '/api/auth/reset-password', {
      token,
      password: 'yet another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 400, code: 'RESET_LINK_INVALID' });
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const stranger = uniqueEmail();
    const account = await signUpNew(accounts.app);
    const unknown = await post(accounts.app, '/api/auth/forgot-password', { email: stranger });
    const known = await post(accounts.app, '/api/auth/forgot-password', { email: account.email });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    // The known address's link arrives; by then the unknown one, asked first, was looked up.
    await sink.next(account.email, { subject: SUBJECT });
    expect(sink.received.some((mail) => mail.to.includes(stranger))).toBe(false);
  });

  it('keeps the link through a refused password, and ends every other link once used', async () => {
    const account = await signUpNew(accounts.app);
    const first = await askForLink(account.email);
    const second = await askForLink(account.email, 1, ` ${account.email.toUpperCase()} `);

    const short = await post(accounts.app, '/api/auth/reset-password', {
      token: second,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      details: { field: 'password' },
    });

    const used = await post(accounts.app, '/api/auth/reset-password', {
      token: second,
      password: 'long enough this time',
    });
    expect(used.statusCode).toBe(200);
    const older = await post(accounts.app, '/api/auth/reset-password', {
      token: first,
      password: 'and another one again',
    });
    expect(older.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  });

  it('sets one password when the same link is used twice at once', async () => {
    const account = await signUpNew(accounts.app);
    const token = await askForLink(account.email);
    const answers = await Promise.all(
      ['first passphrase here', 'second passphrase here'].map((password) =>
        post(accounts.app, '/api/auth/reset-password', { token, password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const signIn = await post(accounts.app, '/api/auth/sign-in', {
      email: account.email,
      password: winner === 0 ? 'first passphrase here' : 'second passphrase here',
    });
    expect(signIn.statusCode).toBe(200);
  });

  async function expectRefused(token: string): Promise<void> {
    const response = await post(accounts.app, '/api/auth/reset-password', {
      token,
      password: 'taken over, so it seemed',
    });
    expect(response.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  }

  it('ends the open links when the password or the address changes meanwhile', async () => {
    const account = await signUpNew(accounts.app);
    const cookie = { cookie: `ra_session=${account.session}` };
    const beforePasswordChange = await askForLink(account.email);
    const changedPassword = await postGraphQL(
      accounts.app,
      {
        query:
          'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { otherSessionsSignedOut } }',
        variables: {
          input: { currentPassword: account.password, newPassword: 'changed in settings' },
        },
      },
      cookie,
    );
    expect(changedPassword.json<{ errors?: unknown }>().errors).toBeUndefined();
    await expectRefused(beforePasswordChange);

    const beforeAddressChange = await askForLink(account.email, 1);
    const newEmail = uniqueEmail();
    const askedToChange = await postGraphQL(
      accounts.app,
      {
        query: 'mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { email } }',
        variables: { input: { newEmail, password: 'changed in settings' } },
      },
      cookie,
    );
    expect(askedToChange.json<{ errors?: unknown }>().errors).toBeUndefined();
    // The address changes when the link sent to the new one is opened.
    const confirmMail = await sink.next(newEmail);
    const confirmToken = /#token=([A-Za-z0-9_-]+)/.exec(confirmMail.text)?.[1];
    const confirmed = await post(accounts.app, '/api/auth/confirm-email', { token: confirmToken });
    expect(confirmed.json()).toMatchObject({ user: { email: newEmail } });

    await expectRefused(beforeAddressChange);
  });

  it('refuses an expired link and a made-up one', async () => {
    const account = await signUpNew(accounts.app);
    const token = await askForLink(account.email);
    await accounts.db.query(
      `UPDATE password_resets SET created_at = now() - interval '2 hours',
         expires_at = now() - interval '1 hour' WHERE user_id = $1`,
      [account.userId],
    );
    for (const candidate of [token, 'made-up', 'x'.repeat(200)]) {
      const response = await post(accounts.app, '/api/auth/reset-password', {
        token: candidate,
        password: 'a brand new passphrase',
      });
      expect(response.json()).toMatchObject({ error: 400, code: 'RESET_LINK_INVALID' });
    }
  });

  it('sends at most three links an hour to one address, answering every request the same', async () => {
    const account = await signUpNew(accounts.app);
    for (let request = 0; request < 5; request += 1) {
      const response = await post(accounts.app, '/api/auth/forgot-password', {
        email: account.email,
      });
      expect(response.statusCode).toBe(202);
    }
    await sink.next(account.email, { skip: 2, subject: SUBJECT });
    // Another address's mail, asked after the five, has come: the fourth and fifth were dropped.
    const other = await signUpNew(accounts.app);
    await askForLink(other.email);
    expect(sink.to(account.email, SUBJECT)).toHaveLength(3);
  });

  it('closing the server waits for a link still on its way', async () => {
    const closing = await startAccountsApp(engine, { SMTP_URL: sink.url });
    const account = await signUpNew(closing.app);
    const asked = await post(closing.app, '/api/auth/forgot-password', { email: account.email });
    expect(asked.statusCode).toBe(202);
    // At once: the lookup and the e-mail are still under way after the answer.
    await closing.close();
    expect(sink.to(account.email, SUBJECT)).toHaveLength(1);
  });

  it('refuses bad input in the Error shape, and requests from other origins', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/auth/forgot-password', { email: 'not an address' }, 'INVALID_EMAIL'],
      ['/api/auth/forgot-password', { email: '' }, 'VALIDATION_FAILED'],
      ['/api/auth/forgot-password', { email: 'a@b.c', extra: 1 }, 'VALIDATION_FAILED'],
      ['/api/auth/reset-password', { token: 'abc' }, 'VALIDATION_FAILED'],
      ['/api/auth/reset-password', { token: 42, password: 'long enough' }, 'VALIDATION_FAILED'],
    ];
    for (const [url, body, code] of cases) {
      const response = await post(accounts.app, url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 400, code });
    }
    const elsewhere = await post(
      accounts.app,
      '/api/auth/forgot-password',
      { email: 'a@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe.each(testEngines)('password reset without a mail server on $name', (engine) => {
  let accounts: AccountsApp;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine, {
      NODE_ENV: 'production',
      APP_ORIGIN,
      AUTH_SECRET: 'production-like-secret-0123456789abcdef',
    });
  });
  afterAll(async () => {
    await accounts.close();
  });

  it('says it cannot send a link (503), rather than pretending to', async () => {
    const response = await post(accounts.app, '/api/auth/forgot-password', {
      email: 'someone@example.com',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 503, code: 'MAIL_UNAVAILABLE' });
  });
});

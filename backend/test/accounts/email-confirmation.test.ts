/**
 * Confirming addresses by e-mail on both engines, the mail going through a real SMTP server:
 * the link sent at sign-up, a change of address that waits for its link, sending again,
 * cancelling, and every way a link can stop working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs } from '../graphql/graphql-app.js';
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

const SIGN_UP_SUBJECT = 'Confirm your address for Resume Agent';
const CHANGE_SUBJECT = 'Confirm your new address for Resume Agent';
const NOTICE_SUBJECT = 'Your Resume Agent address is about to change';
const LINK = new RegExp(`${APP_ORIGIN}/confirm-email#token=([A-Za-z0-9_-]{43})`);

const CHANGE = `mutation($input: ChangeEmailInput!) {
  changeEmail(input: $input) { email emailConfirmedAt pendingEmail { email sentAt expiresAt } }
}`;
const ME = '{ me { email emailConfirmedAt pendingEmail { email } } }';

/** The first error's extensions, which GraphQL answers carry untyped. */
function extensionsOf(body: { errors?: unknown[] }): unknown {
  return (body.errors?.[0] as { extensions?: unknown } | undefined)?.extensions;
}

describe.each(testEngines)('e-mail confirmation on $name', (engine) => {
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

  const graphql = (session: string, query: string, variables?: Record<string, unknown>) =>
    graphqlAs(accounts.app, session, query, variables);
  const confirm = (token: string | undefined) =>
    post(accounts.app, '/api/auth/confirm-email', { token });
  const signIn = (email: string, password: string) =>
    post(accounts.app, '/api/auth/sign-in', { email, password });

  async function linkIn(address: string, subject: string, skip = 0): Promise<string> {
    const mail = await sink.next(address, { subject, skip });
    const token = LINK.exec(mail.text)?.[1];
    if (token === undefined) throw new Error(`no link in ${mail.text}`);
    return token;
  }

  async function askToChange(account: { session: string; password: string }, newEmail: string) {
    const body = await graphql(account.session, CHANGE, {
      input: { newEmail, password: account.password },
    });
    expect(body.errors).toBeUndefined();
    return body;
  }

  it('sends a link at sign-up that confirms the address once, and signs nobody in', async () => {
    const account = await signUpNew(accounts.app);
    expect((await graphql(account.session, ME)).data).toEqual({
      me: { email: account.email, emailConfirmedAt: null, pendingEmail: null },
    });
    const token = await linkIn(account.email, SIGN_UP_SUBJECT);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const { user } = confirmed.json<{ user: { email: string; emailConfirmedAt: string } }>();
    expect(user).toMatchObject({ id: account.userId, email: account.email });
    expect(Date.now() - Date.parse(user.emailConfirmedAt)).toBeLessThan(60_000);
    expect(confirmed.cookies).toEqual([]);
    expect((await graphql(account.session, ME)).data).toEqual({
      me: { email: account.email, emailConfirmedAt: user.emailConfirmedAt, pendingEmail: null },
    });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 400, code: 'EMAIL_LINK_INVALID' });
  });

  it('changes the address only when the link sent to the new one is opened', async () => {
    const account = await signUpNew(accounts.app);
    const newEmail = uniqueEmail();
    const asked = await askToChange(account, ` ${newEmail.toUpperCase()} `);
    const pending = (asked.data as { changeEmail: Record<string, unknown> }).changeEmail;
    expect(pending).toMatchObject({ email: account.email, pendingEmail: { email: newEmail } });
    const { sentAt, expiresAt } = pending.pendingEmail as { sentAt: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.parse(sentAt)).toBe(24 * 3_600_000);

    // The old address is told, without a link; until the new one confirms, nothing changes.
    const notice = await sink.next(account.email, { subject: NOTICE_SUBJECT });
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/#token=/);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, account.password)).statusCode).toBe(401);

    const confirmed = await confirm(await linkIn(newEmail, CHANGE_SUBJECT));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ user: { email: newEmail } });
    expect((await graphql(account.session, ME)).data).toEqual({
      me: { email: newEmail, emailConfirmedAt: expect.any(String) as unknown, pendingEmail: null },
    });
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(newEmail, account.password)).statusCode).toBe(200);
    // The sign-up link to the old address ended when the change was asked for.
    const signUpLink = await linkIn(account.email, SIGN_UP_SUBJECT);
    expect((await confirm(signUpLink)).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
  });

  it('keeps only the newest link, and drops the change on cancel or on the current address', async () => {
    const account = await signUpNew(accounts.app);
    const [first, second, third] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await askToChange(account, first);
    await askToChange(account, second);
    const firstLink = await linkIn(first, CHANGE_SUBJECT);
    expect((await confirm(firstLink)).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });

    const cancelled = await graphql(
      account.session,
      'mutation { cancelEmailChange { email pendingEmail { email } } }',
    );
    expect(cancelled.data).toEqual({
      cancelEmailChange: { email: account.email, pendingEmail: null },
    });
    const secondLink = await linkIn(second, CHANGE_SUBJECT);
    expect((await confirm(secondLink)).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });

    await askToChange(account, third);
    const back = await askToChange(account, account.email.toUpperCase());
    expect(back.data).toMatchObject({
      changeEmail: { email: account.email, pendingEmail: null },
    });
    const thirdLink = await linkIn(third, CHANGE_SUBJECT);
    expect((await confirm(thirdLink)).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
    expect((await graphql(account.session, ME)).data).toMatchObject({
      me: { email: account.email },
    });
  });

  it('refuses the link when another account took the address meanwhile, and changes nothing', async () => {
    const account = await signUpNew(accounts.app);
    const wanted = uniqueEmail();
    await askToChange(account, wanted);
    const token = await linkIn(wanted, CHANGE_SUBJECT);
    // Not taken when asked for, so a sign-up may still have it.
    const other = await signUpNew(accounts.app, wanted);

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 400,
      code: 'EMAIL_REJECTED',
      message: 'This address cannot be used for your account',
    });
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect((await signIn(wanted, other.password)).statusCode).toBe(200);
  });

  it('sends the link again: for the change that waits, else for an unconfirmed address', async () => {
    const SEND_AGAIN = 'mutation { sendEmailConfirmation { email } }';
    const account = await signUpNew(accounts.app);
    const firstSignUpLink = await linkIn(account.email, SIGN_UP_SUBJECT);
    expect((await graphql(account.session, SEND_AGAIN)).errors).toBeUndefined();
    const secondSignUpLink = await linkIn(account.email, SIGN_UP_SUBJECT, 1);
    expect((await confirm(firstSignUpLink)).json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
    expect((await confirm(secondSignUpLink)).statusCode).toBe(200);

    const confirmedAlready = await graphql(account.session, SEND_AGAIN);
    expect(extensionsOf(confirmedAlready)).toMatchObject({ code: 'VALIDATION_FAILED' });

    const newEmail = uniqueEmail();
    await askToChange(account, newEmail);
    expect((await graphql(account.session, SEND_AGAIN)).errors).toBeUndefined();
    const resent = await linkIn(newEmail, CHANGE_SUBJECT, 1);
    expect((await confirm(resent)).json()).toMatchObject({ user: { email: newEmail } });
  });

  it('sends at most three links an hour to one address', async () => {
    const SEND_AGAIN = 'mutation { sendEmailConfirmation { email } }';
    const account = await signUpNew(accounts.app);
    await sink.next(account.email, { subject: SIGN_UP_SUBJECT });
    for (let again = 0; again < 2; again += 1)
      expect((await graphql(account.session, SEND_AGAIN)).errors).toBeUndefined();
    const limited = await graphql(account.session, SEND_AGAIN);
    expect(extensionsOf(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) as unknown },
    });
    expect(sink.to(account.email, SIGN_UP_SUBJECT)).toHaveLength(3);
  });

  it('refuses an expired link, a made-up one, and confirms a link opened twice at once once', async () => {
    const account = await signUpNew(accounts.app);
    const expired = await linkIn(account.email, SIGN_UP_SUBJECT);
    await accounts.db.query(
      `UPDATE email_confirmations SET created_at = now() - interval '2 days',
         expires_at = now() - interval '1 day' WHERE user_id = $1`,
      [account.userId],
    );
    for (const token of [expired, 'made-up', 'x'.repeat(200)]) {
      const refused = await confirm(token);
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json(), token).toMatchObject({ error: 400, code: 'EMAIL_LINK_INVALID' });
    }

    const newEmail = uniqueEmail();
    await askToChange(account, newEmail);
    const token = await linkIn(newEmail, CHANGE_SUBJECT);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses bad input in the Error shape, and a request from another origin', async () => {
    for (const payload of [{}, { token: '' }, { token: 7 }, { token: 'a', extra: 1 }]) {
      const refused = await post(accounts.app, '/api/auth/confirm-email', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 400, code: 'VALIDATION_FAILED' });
    }
    const foreign = await post(
      accounts.app,
      '/api/auth/confirm-email',
      { token: 'a' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 403, code: 'ORIGIN_REJECTED' });
  });
});

describe.each(testEngines.slice(0, 1))('e-mail confirmation without mail on $name', (engine) => {
  let accounts: AccountsApp;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine, {
      NODE_ENV: 'production',
      APP_ORIGIN,
      AUTH_SECRET: 'production-like-secret-0123456789abcdef',
    });
  });
  afterAll(() => accounts.close());

  it('still signs people up, and says it cannot send a link rather than pretend', async () => {
    const account = await signUpNew(accounts.app);
    for (const [query, variables] of [
      [CHANGE, { input: { newEmail: uniqueEmail(), password: account.password } }],
      ['mutation { sendEmailConfirmation { email } }', undefined],
    ] as const) {
      const body = await graphqlAs(accounts.app, account.session, query, variables);
      expect(extensionsOf(body), query).toMatchObject({ code: 'MAIL_UNAVAILABLE' });
    }
    const { rows } = await accounts.db.query(
      'SELECT 1 FROM email_confirmations WHERE user_id = $1',
      [account.userId],
    );
    expect(rows).toEqual([]);
  });
});

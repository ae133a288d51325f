/**
 * The reminder e-mail on both engines, through a real SMTP server: turned on, changed and off
 * through GraphQL (a confirmed address only, every input checked), one sent at once to try it,
 * the rounds that send the day's e-mails (once each, across instances; not on an empty day, not
 * hours late; given back when the mail server refuses), and the unsubscribe link, which works
 * without a session, from a page or a mail program (RFC 8058).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createSharedWindowLimiter } from '../../src/http/shared-window-limiter.js';
import { createMailer, type Mailer } from '../../src/mail/mailer.js';
import { addDays } from '../../src/pipeline/application-service.js';
import { createReminderEmails, LATE_AFTER_MS } from '../../src/reminders/reminder-emails.js';
import { instantAt, wallTimeOf } from '../../src/time/wall-clock.js';
import { APP_ORIGIN, TEST_AUTH_SECRET } from '../accounts/accounts-app.js';
import {
  newApplication,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from '../graphql/graphql-app.js';
import { testEngines } from '../support/databases.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

const API_ORIGIN = 'https://api.example.test';
const ZONE = 'Europe/Berlin';
const REMINDER = 'hour timeZone hour12 nextAt lastSentAt';
const GET = `{ reminderEmail { ${REMINDER} } }`;
const SET = `mutation($input: ReminderEmailInput!) { setReminderEmail(input: $input) { ${REMINDER} } }`;
const OFF = 'mutation { turnOffReminderEmail }';
const TRY = `mutation { sendReminderEmailNow { to items reminderEmail { ${REMINDER} } } }`;
const MOVE = `mutation($id: ID!, $status: ApplicationStatus!) {
  moveApplication(input: { id: $id, status: $status }) { status }
}`;
const SUBJECT = 'Your job search today';
const LINK = new RegExp(`${APP_ORIGIN}/unsubscribe#token=([0-9a-f-]{36}\\.[A-Za-z0-9_-]{43})`);

interface Reminder {
  hour: number;
  timeZone: string;
  hour12: boolean;
  nextAt: string;
  lastSentAt: string | null;
}

const silentLog = { error: () => undefined };

async function emailOf(client: GraphQLClient): Promise<string> {
  return (await client.ok<{ me: { email: string } }>('{ me { email } }')).me.email;
}

async function confirmAddress(db: Database, client: GraphQLClient): Promise<void> {
  await db.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [client.userId]);
}

async function turnOn(client: GraphQLClient, hour = 8, hour12 = true): Promise<Reminder> {
  return (
    await client.ok<{ setReminderEmail: Reminder }>(SET, {
      input: { hour, timeZone: ZONE, hour12 },
    })
  ).setReminderEmail;
}

async function reminderOf(client: GraphQLClient): Promise<Reminder | null> {
  return (await client.ok<{ reminderEmail: Reminder | null }>(GET)).reminderEmail;
}

/** The header fields of a raw message, folded lines unfolded (RFC 5322). */
function headersOf(raw: string): string {
  return (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n(?=[ \t])/g, '');
}

function errorOf(result: { errors?: { extensions: { code: string; details?: unknown } }[] }) {
  return result.errors?.[0]?.extensions;
}

describe.each(testEngines)('the reminder e-mail, on $name', (engine) => {
  let sink: SmtpSink;
  let app: GraphQLApp;
  let smtp: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startGraphQLApp(engine, {
      SMTP_URL: sink.url,
      PUBLIC_API_ORIGIN: API_ORIGIN,
      REMINDER_EMAIL_INTERVAL_SECONDS: '0',
    });
    smtp = await createMailer(
      { transport: 'smtp', smtpUrl: sink.url, from: 'Resume Agent <no-reply@localhost>' },
      { info: () => undefined },
    );
  });
  afterAll(async () => {
    smtp.close();
    await app.close();
    await sink.close();
  });

  /** The sender of the rounds, as the app makes it, on the test's clock and mail server. */
  function rounds(mailer: Mailer = smtp) {
    return createReminderEmails({
      db: app.db,
      mailer,
      authSecret: TEST_AUTH_SECRET,
      appOrigin: APP_ORIGIN,
      publicApiOrigin: API_ORIGIN,
      tries: createSharedWindowLimiter(app.db, {
        name: 'reminder-test',
        max: 3,
        windowMs: 60_000,
      }),
      log: silentLog,
    });
  }

  /** A confirmed account whose reminder e-mail is on, and its address. */
  async function confirmedClient(): Promise<{ client: GraphQLClient; email: string }> {
    const client = await app.newClient();
    await confirmAddress(app.db, client);
    return { client, email: await emailOf(client) };
  }

  it('is off at first, and turns on for a confirmed address only', async () => {
    const client = await app.newClient();
    expect(await reminderOf(client)).toBeNull();
    const refused = await client.run(SET, { input: { hour: 8, timeZone: ZONE } });
    expect(errorOf(refused)?.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await reminderOf(client)).toBeNull();

    await confirmAddress(app.db, client);
    const before = Date.now();
    const reminder = await turnOn(client);
    expect(reminder).toMatchObject({ hour: 8, timeZone: ZONE, hour12: true, lastSentAt: null });
    // The next 8:00 in Berlin, within a day.
    const nextAt = Date.parse(reminder.nextAt);
    expect(nextAt).toBeGreaterThan(before);
    expect(nextAt - before).toBeLessThanOrEqual(25 * 3_600_000);
    expect(wallTimeOf(new Date(nextAt), ZONE)).toMatchObject({ hour: 8 });
    expect(await reminderOf(client)).toEqual(reminder);
  });

  it('checks the hour and the zone, and stores the zone as Intl spells it', async () => {
    const { client } = await confirmedClient();
    for (const hour of [-1, 24, 100])
      expect(errorOf(await client.run(SET, { input: { hour, timeZone: ZONE } }))).toEqual({
        code: 'VALIDATION_FAILED',
        details: { field: 'hour' },
      });
    for (const timeZone of ['', ' ', 'Mars/Olympus', 'x'.repeat(101), '../UTC', 'UTC\u0000'])
      expect(errorOf(await client.run(SET, { input: { hour: 8, timeZone } }))).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'timeZone' },
      });
    expect(errorOf(await client.run(SET, { input: { hour: 7.5, timeZone: ZONE } }))?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await reminderOf(client)).toBeNull();

    const set = await client.ok<{ setReminderEmail: Reminder }>(SET, {
      input: { hour: 21, timeZone: 'america/new_york' },
    });
    expect(set.setReminderEmail).toMatchObject({
      hour: 21,
      timeZone: 'America/New_York',
      hour12: false,
    });
    expect(wallTimeOf(new Date(set.setReminderEmail.nextAt), 'America/New_York').hour).toBe(21);
  });

  it('turns off, and says when it was off already', async () => {
    const { client } = await confirmedClient();
    await turnOn(client);
    expect((await client.ok<{ turnOffReminderEmail: boolean }>(OFF)).turnOffReminderEmail).toBe(
      true,
    );
    expect(await reminderOf(client)).toBeNull();
    expect((await client.ok<{ turnOffReminderEmail: boolean }>(OFF)).turnOffReminderEmail).toBe(
      false,
    );
  });

  it('sends one at once to try it, with a one-click unsubscribe header, three an hour', async () => {
    const { client, email } = await confirmedClient();
    expect(errorOf(await client.run(TRY))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'reminderEmail' },
    });
    const reminder = await turnOn(client);
    const { sendReminderEmailNow: sent } = await client.ok<{
      sendReminderEmailNow: { to: string; items: number; reminderEmail: Reminder };
    }>(TRY);
    expect(sent).toMatchObject({ to: email, items: 0 });
    expect(sent.reminderEmail.lastSentAt).not.toBeNull();
    // Trying it leaves the usual one where it was.
    expect(sent.reminderEmail.nextAt).toBe(reminder.nextAt);

    const mail = await sink.next(email, { subject: SUBJECT });
    expect(headersOf(mail.raw)).toMatch(/^Subject: Your job search today: nothing due\r?$/m);
    expect(mail.text).toContain('as you asked');
    expect(mail.text).toContain('Nothing is due today');
    expect(mail.text).toContain('This e-mail comes at 8:00 AM (Europe/Berlin)');
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(headersOf(mail.raw)).toContain(
      `List-Unsubscribe: <${API_ORIGIN}/api/reminder-email/unsubscribe?token=${token ?? ''}>`,
    );
    expect(headersOf(mail.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    await client.ok(TRY);
    await client.ok(TRY);
    const limited = errorOf(await client.run(TRY));
    expect(limited?.code).toBe('RATE_LIMITED');
    expect(limited?.details).toMatchObject({ retryAfterSeconds: expect.any(Number) as unknown });
    expect(sink.to(email, SUBJECT)).toHaveLength(3);
  });

  describe('rounds', () => {
    let owner: { client: GraphQLClient; email: string };
    let reminder: Reminder;
    let day: string;
    let at: Date;
    const ids = { followUp: '', interview: '', offer: '', job: '' };

    beforeAll(async () => {
      owner = await confirmedClient();
      const { client } = owner;
      await client.ok(
        'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
        { input: { displayName: 'Dana Brooks' } },
      );
      reminder = await turnOn(client);
      day = wallTimeOf(new Date(reminder.nextAt), ZONE).day;
      at = new Date(Date.parse(reminder.nextAt) + 60_000);

      ids.followUp = await newApplication(client, 'Platform Engineer');
      await client.ok(MOVE, { id: ids.followUp, status: 'applied' });
      await client.ok(
        'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }',
        { id: ids.followUp, on: day },
      );
      const ADD_TASK = `mutation($input: AddApplicationTaskInput!) {
        addApplicationTask(input: $input) { id }
      }`;
      // Due today: in today's e-mail. Due tomorrow, or done: not.
      for (const [title, dueOn] of [
        ['Send the portfolio', day],
        ['Book the train', addDays(day, 1)],
        ['Done already', day],
      ] as const) {
        const { addApplicationTask } = await client.ok<{ addApplicationTask: { id: string } }>(
          ADD_TASK,
          { input: { applicationId: ids.followUp, title, dueOn } },
        );
        if (title === 'Done already')
          await client.ok(
            'mutation($id: ID!) { updateApplicationTask(input: {id: $id, done: true}) { id } }',
            { id: addApplicationTask.id },
          );
      }
      ids.job = (
        await client.ok<{ addJob: { id: string } }>(
          `mutation($by: Date) {
            addJob(input: {title: "Data Analyst", company: "Cobalt Games", description: "Requirements\\n- SQL", applyBy: $by}) { id }
          }`,
          { by: addDays(day, 1) },
        )
      ).addJob.id;
      ids.interview = await newApplication(client, 'Site Reliability Engineer');
      await client.ok(MOVE, { id: ids.interview, status: 'applied' });
      await client.ok(
        'mutation($input: ScheduleInterviewInput!) { scheduleInterview(input: $input) { id } }',
        {
          input: {
            applicationId: ids.interview,
            startsAt: instantAt(addDays(day, 1), 10, ZONE).toISOString(),
            durationMinutes: 45,
            title: 'Technical interview',
            location: 'Video call',
          },
        },
      );
      ids.offer = await newApplication(client, 'Staff Engineer');
      for (const status of ['applied', 'interviewing', 'offer'])
        await client.ok(MOVE, { id: ids.offer, status });
      await client.ok(
        'mutation($id: ID!, $input: OfferInput!) { recordOffer(applicationId: $id, input: $input) { id } }',
        {
          id: ids.offer,
          input: {
            currency: 'EUR',
            baseAmount: 90_000,
            period: 'year',
            respondBy: addDays(day, 2),
          },
        },
      );
    });

    it("sends the day's e-mail once and moves on to the next morning", async () => {
      const report = await rounds().sendDue({ at });
      expect(report.sent).toBeGreaterThanOrEqual(1);
      expect(report.failed).toBe(0);
      const mail = await sink.next(owner.email, { subject: SUBJECT });
      expect(headersOf(mail.raw)).toMatch(
        /^Subject: Your job search today: 1 interview, 1 follow-up, 1 task, 1 last day to apply, 1 offer to answer\r?$/m,
      );
      const { text } = mail;
      expect(text).toMatch(/^Hello Dana Brooks,$/m);
      expect(text).toContain(
        '- Tomorrow at 10:00 AM (45 min): Technical interview for Site Reliability Engineer',
      );
      expect(text).toContain('  Where: Video call');
      expect(text).toContain(`  ${APP_ORIGIN}/applications/${ids.interview}`);
      expect(text).toContain('- Platform Engineer: due today');
      expect(text).toContain('- Send the portfolio (Platform Engineer): due today');
      expect(text).not.toContain('Book the train');
      expect(text).not.toContain('Done already');
      expect(text).toContain('- Data Analyst at Cobalt Games: tomorrow');
      expect(text).toContain(`  ${APP_ORIGIN}/jobs/${ids.job}`);
      expect(text).toMatch(
        /- Staff Engineer: by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /,
      );
      expect(text).toContain(`${APP_ORIGIN}/settings#reminder-email`);
      expect(text).not.toContain('as you asked');

      const after = await reminderOf(owner.client);
      expect(after?.nextAt).toBe(instantAt(addDays(day, 1), 8, ZONE).toISOString());
      expect(after?.lastSentAt).toBe(at.toISOString());

      // The same moment again: nothing is due any more.
      await rounds().sendDue({ at });
      expect(sink.to(owner.email, SUBJECT)).toHaveLength(1);
    });

    it('sends each e-mail once when two instances send at the same moment', async () => {
      const next = await reminderOf(owner.client);
      const later = new Date(Date.parse(next?.nextAt ?? '') + 60_000);
      const reports = await Promise.all([
        rounds().sendDue({ at: later }),
        rounds().sendDue({ at: later }),
      ]);
      expect(reports.map((report) => report.failed)).toEqual([0, 0]);
      // Tomorrow's has the interview of the day still to come, and the offer.
      await sink.next(owner.email, { subject: SUBJECT, skip: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.to(owner.email, SUBJECT)).toHaveLength(2);
    });

    it('sends nothing on a day with nothing due, and moves on', async () => {
      const { client, email } = await confirmedClient();
      const empty = await turnOn(client);
      await rounds().sendDue({ at: new Date(Date.parse(empty.nextAt) + 60_000) });
      expect((await reminderOf(client))?.nextAt).toBe(
        instantAt(addDays(wallTimeOf(new Date(empty.nextAt), ZONE).day, 1), 8, ZONE).toISOString(),
      );
      expect((await reminderOf(client))?.lastSentAt).toBeNull();
      expect(sink.to(email, SUBJECT)).toHaveLength(0);
    });

    it('does not send a morning e-mail hours late (the server was down)', async () => {
      const { client, email } = await confirmedClient();
      const late = await turnOn(client);
      await client.ok(
        'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }',
        { id: await newApplication(client, 'Late Engineer'), on: '2026-01-01' },
      );
      const report = await rounds().sendDue({
        at: new Date(Date.parse(late.nextAt) + LATE_AFTER_MS + 60_000),
      });
      expect(report.late).toBeGreaterThanOrEqual(1);
      expect(sink.to(email, SUBJECT)).toHaveLength(0);
      expect(Date.parse((await reminderOf(client))?.nextAt ?? '')).toBeGreaterThan(
        Date.parse(late.nextAt),
      );
    });

    it('gives an e-mail the mail server refused its time back, and sends it next round', async () => {
      const { client, email } = await confirmedClient();
      const due = await turnOn(client);
      await client.ok(
        'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }',
        { id: await newApplication(client, 'Retried Engineer'), on: '2026-01-01' },
      );
      const when = new Date(Date.parse(due.nextAt) + 60_000);
      const refusing: Mailer = {
        canSend: true,
        send: () => Promise.reject(new Error('421 Service not available')),
        close: () => undefined,
      };
      const failed = await rounds(refusing).sendDue({ at: when });
      expect(failed.failed).toBe(1);
      expect((await reminderOf(client))?.nextAt).toBe(due.nextAt);

      await rounds().sendDue({ at: when });
      const mail = await sink.next(email, { subject: SUBJECT });
      expect(mail.text).toMatch(/- Retried Engineer: \d+ days overdue \(due Jan 1\)/);
      expect((await reminderOf(client))?.nextAt).not.toBe(due.nextAt);
    });

    it('sends by UTC for a zone this server no longer knows, and the round goes on', async () => {
      const stale = await confirmedClient();
      const other = await confirmedClient();
      for (const { client } of [stale, other]) {
        await turnOn(client);
        await client.ok(
          'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }',
          { id: await newApplication(client, 'Zoned Engineer'), on: '2026-01-01' },
        );
      }
      // As if stored when the runtime's time-zone data still had it.
      await app.db.query(
        "UPDATE reminder_emails SET time_zone = 'Mars/Olympus' WHERE user_id = $1",
        [stale.client.userId],
      );
      const due = await reminderOf(other.client);
      const report = await rounds().sendDue({
        at: new Date(Date.parse(due?.nextAt ?? '') + 60_000),
      });
      expect(report.failed).toBe(0);
      for (const { email } of [stale, other])
        expect((await sink.next(email, { subject: SUBJECT })).text).toContain('- Zoned Engineer:');
      expect((await sink.next(stale.email, { subject: SUBJECT })).text).toContain('(UTC)');
      // Trying it answers too, rather than failing.
      expect((await stale.client.run(TRY)).errors).toBeUndefined();
    });

    it('leaves out an account whose address is not confirmed', async () => {
      const { client, email } = await confirmedClient();
      const waiting = await turnOn(client);
      await client.ok(
        'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }',
        { id: await newApplication(client, 'Unconfirmed Engineer'), on: '2026-01-01' },
      );
      await app.db.query('UPDATE users SET email_confirmed_at = NULL WHERE id = $1', [
        client.userId,
      ]);
      await rounds().sendDue({ at: new Date(Date.parse(waiting.nextAt) + 60_000) });
      expect(sink.to(email, SUBJECT)).toHaveLength(0);
      expect((await reminderOf(client))?.nextAt).toBe(waiting.nextAt);
    });
  });

  describe('the unsubscribe link', () => {
    const unsubscribe = (token: string, form = true) =>
      app.app.inject({
        method: 'POST',
        url: `/api/reminder-email/unsubscribe?token=${encodeURIComponent(token)}`,
        ...(form
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'List-Unsubscribe=One-Click',
            }
          : {}),
      });

    it('turns the e-mail off without a session, as often as it is used', async () => {
      const { client, email } = await confirmedClient();
      await turnOn(client);
      await client.ok(TRY);
      const token = LINK.exec((await sink.next(email, { subject: SUBJECT })).text)?.[1] ?? '';

      const first = await unsubscribe(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: expect.stringContaining('no more reminder e-mails') as unknown,
      });
      expect(await reminderOf(client)).toBeNull();
      // From the app's page: no body at all.
      expect((await unsubscribe(token, false)).statusCode).toBe(200);
      // Back on, and off again with the same link: it never expires.
      await turnOn(client);
      expect((await unsubscribe(token)).statusCode).toBe(200);
      expect(await reminderOf(client)).toBeNull();
    });

    it('refuses a link this server did not make, in the Error shape', async () => {
      const { client, email } = await confirmedClient();
      await turnOn(client);
      await client.ok(TRY);
      const token = LINK.exec((await sink.next(email, { subject: SUBJECT })).text)?.[1] ?? '';
      const other = await confirmedClient();
      const forged = `${other.client.userId}.${token.split('.')[1] ?? ''}`;
      for (const bad of [forged, `${token}x`, 'a-link-nobody-sent', '']) {
        const response = await unsubscribe(bad);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json(), bad).toEqual({
          error: 400,
          code: bad === '' ? 'VALIDATION_FAILED' : 'UNSUBSCRIBE_LINK_INVALID',
          message: expect.any(String) as unknown,
          ...(bad === '' ? { details: expect.anything() as unknown } : {}),
        });
      }
      expect(await reminderOf(client)).not.toBeNull();
      // A link scanner's GET changes nothing.
      const scanned = await app.app.inject({
        method: 'GET',
        url: `/api/reminder-email/unsubscribe?token=${token}`,
      });
      expect(scanned.statusCode).toBe(404);
      expect(await reminderOf(client)).not.toBeNull();
    });
  });

  it('is sent by the app itself, every REMINDER_EMAIL_INTERVAL_SECONDS', async () => {
    const running = await startGraphQLApp(engine, {
      SMTP_URL: sink.url,
      REMINDER_EMAIL_INTERVAL_SECONDS: '1',
    });
    try {
      const client = await running.newClient();
      await confirmAddress(running.db, client);
      const email = await emailOf(client);
      await turnOn(client);
      await client.ok(
        'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }',
        { id: await newApplication(client, 'Scheduled Engineer'), on: '2026-01-01' },
      );
      await running.db.query(
        "UPDATE reminder_emails SET next_send_at = now() - interval '1 minute' WHERE user_id = $1",
        [client.userId],
      );
      const mail = await sink.next(email, { subject: SUBJECT, timeoutMs: 10_000 });
      expect(mail.text).toContain('- Scheduled Engineer:');
      expect(Date.parse((await reminderOf(client))?.nextAt ?? '')).toBeGreaterThan(Date.now());
    } finally {
      await running.close();
    }
  });

  it('is in the account export, and goes with the account', async () => {
    const { client } = await confirmedClient();
    await turnOn(client, 7, false);
    const exported = await app.app.inject({
      method: 'GET',
      url: '/api/auth/export',
      headers: { cookie: `ra_session=${client.session}` },
    });
    expect(exported.json<{ reminderEmails: Record<string, unknown>[] }>().reminderEmails).toEqual([
      expect.objectContaining({ send_hour: 7, time_zone: ZONE, hour12: false }),
    ]);
    await app.db.query('DELETE FROM users WHERE id = $1', [client.userId]);
    const { rows } = await app.db.query('SELECT 1 FROM reminder_emails WHERE user_id = $1', [
      client.userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

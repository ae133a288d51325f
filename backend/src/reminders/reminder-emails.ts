/**
 * The reminder e-mail: turned on, changed and off by its owner (GraphQL), tried at once, sent
 * in rounds while the server runs (app.ts schedules them), and stopped from the link in any of
 * them without signing in.
 *
 * A round takes the e-mails whose time has come and, in the same transaction, moves each one's
 * time on to its next day: two instances of the backend never send the same one, and a crash
 * after that commit loses that morning's e-mail rather than sending it twice. One the mail
 * server refuses (or whose day could not be read) gets its time back with the rest of its
 * batch, to be tried again next round, and ends the round (the others would fail alike); one
 * more than LATE_AFTER_MS late (the server was down) is not sent: a morning e-mail in the
 * evening helps nobody, and the next morning's is on its way.
 */
import { AppError } from '../http/errors.js';
import { validationFailed } from '../http/domain-errors.js';
import type { RateLimiter } from '../http/shared-window-limiter.js';
import { isKnownTimeZone } from '../http/time-zone.js';
import type { Database } from '../db/database.js';
import { findUserById } from '../accounts/users-repository.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { gatherReminderDigest, itemCountOf } from './reminder-digest.js';
import { writeReminderEmail } from './reminder-email-text.js';
import {
  deleteReminderEmail,
  findReminderEmail,
  lockDueReminderEmails,
  markReminderEmailSent,
  moveReminderEmailOn,
  type ReminderEmailRecord,
  saveReminderEmail,
} from './reminder-emails-repository.js';
import { unsubscribeTokenOf, userOfUnsubscribeToken } from './unsubscribe-token.js';
import { nextInstantAtHour, wallTimeOf } from '../time/wall-clock.js';

/** Later than this, the morning's e-mail is not sent (see above). */
export const LATE_AFTER_MS = 6 * 3_600_000;
/** E-mails taken per transaction of a round. */
const ROUND_BATCH = 50;
/** E-mails one account may ask for to try it, per hour. */
export const TRIES_PER_HOUR = 3;

export interface ReminderEmailView {
  hour: number;
  timeZone: string;
  hour12: boolean;
  nextAt: string;
  lastSentAt: string | null;
}

export interface ReminderEmailInput {
  hour: number;
  timeZone: string;
  hour12: boolean;
}

export interface RoundReport {
  sent: number;
  /** Their day had nothing in it. */
  nothingDue: number;
  /** Past LATE_AFTER_MS: moved on unsent. */
  late: number;
  /** Refused by the mail server: their time was given back. */
  failed: number;
}

interface ErrorLog {
  error(object: Record<string, unknown>, message: string): void;
}

const signedOut = () => new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');

const emailNotConfirmed = () =>
  new AppError(
    'EMAIL_NOT_CONFIRMED',
    403,
    'Confirm your address first (open the link we e-mailed you): reminders go only to a confirmed address',
  );

const mailUnavailable = () =>
  new AppError(
    'MAIL_UNAVAILABLE',
    503,
    'This server cannot send e-mail, so it cannot send reminders; ask its operator',
  );

export const unsubscribeLinkInvalid = () =>
  new AppError(
    'UNSUBSCRIBE_LINK_INVALID',
    400,
    'This link is not one of ours: copy the whole link from the e-mail, or turn the e-mail off in Settings',
  );

/**
 * The record with a zone this server's Intl knows: one stored when it knew it may be gone from
 * a later runtime's data, and one such row must not stop every round; it goes by UTC, as
 * weeklyProgress does, until its owner picks a zone again.
 */
function withKnownZone<T extends ReminderEmailRecord>(record: T): T {
  return isKnownTimeZone(record.timeZone) ? record : { ...record, timeZone: 'UTC' };
}

function viewOf(record: ReminderEmailRecord): ReminderEmailView {
  return {
    hour: record.hour,
    timeZone: record.timeZone,
    hour12: record.hour12,
    nextAt: record.nextSendAt,
    lastSentAt: record.lastSentAt,
  };
}

function checkedInput(input: ReminderEmailInput): ReminderEmailInput {
  if (!Number.isInteger(input.hour) || input.hour < 0 || input.hour > 23)
    throw validationFailed('The hour is a whole number from 0 to 23', { field: 'hour' });
  const timeZone = input.timeZone.trim();
  if (!isKnownTimeZone(timeZone) || timeZone === '')
    throw validationFailed('The timeZone is an IANA time zone such as Europe/Berlin', {
      field: 'timeZone',
    });
  // Stored as Intl spells it ("europe/berlin" is Europe/Berlin), so that one zone is one name.
  const canonical = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  return { hour: input.hour, timeZone: canonical, hour12: input.hour12 };
}

export function createReminderEmails({
  db,
  mailer,
  authSecret,
  appOrigin,
  publicApiOrigin,
  tries,
  log,
  now = () => new Date(),
}: {
  db: Database;
  mailer: Mailer;
  authSecret: string;
  /** Where the app's pages are, for the e-mail's links. */
  appOrigin: string;
  /** The backend's public origin, for the List-Unsubscribe header; none when unknown. */
  publicApiOrigin: string | null;
  /** E-mails sent to try it, per account. */
  tries: RateLimiter;
  log: ErrorLog;
  now?: () => Date;
}) {
  /** The message for `record`'s owner on `day`, and how many things it lists. */
  async function compose(
    record: ReminderEmailRecord & { email: string; displayName: string | null },
    day: string,
    at: Date,
    asked: boolean,
  ): Promise<{ message: MailMessage; items: number }> {
    const digest = await gatherReminderDigest(db, {
      userId: record.userId,
      day,
      timeZone: record.timeZone,
      now: at,
    });
    const token = unsubscribeTokenOf(authSecret, record.userId);
    const { subject, text } = writeReminderEmail(
      digest,
      record,
      {
        appOrigin,
        // In the fragment, which browsers never send to a server nor put in a Referer.
        unsubscribe: `${appOrigin}/unsubscribe#token=${token}`,
      },
      { asked },
    );
    const headers: Record<string, string> =
      publicApiOrigin === null
        ? {}
        : {
            // RFC 8058: mail programs offer "Unsubscribe" and POST here, without a page.
            'List-Unsubscribe': `<${publicApiOrigin}/api/reminder-email/unsubscribe?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          };
    return {
      message: { to: record.email, subject, text, headers },
      items: itemCountOf(digest),
    };
  }

  return {
    async settingsOf(userId: string): Promise<ReminderEmailView | null> {
      const record = await findReminderEmail(db, userId);
      return record === undefined ? null : viewOf(record);
    },

    async turnOn(userId: string, input: ReminderEmailInput): Promise<ReminderEmailView> {
      const settings = checkedInput(input);
      const user = await findUserById(db, userId);
      if (!user) throw signedOut();
      if (user.emailConfirmedAt === null) throw emailNotConfirmed();
      if (!mailer.canSend) throw mailUnavailable();
      const record = await saveReminderEmail(db, {
        userId,
        ...settings,
        nextSendAt: nextInstantAtHour(now(), settings.hour, settings.timeZone),
      });
      if (!record) throw signedOut();
      return viewOf(record);
    },

    turnOff: (userId: string): Promise<boolean> => deleteReminderEmail(db, userId),

    /** Today's e-mail at once, even with nothing in it; the usual one still goes out. */
    async sendNow(
      userId: string,
    ): Promise<{ to: string; items: number; reminderEmail: ReminderEmailView }> {
      const [user, record] = await Promise.all([
        findUserById(db, userId),
        findReminderEmail(db, userId),
      ]);
      if (!user) throw signedOut();
      if (!record)
        throw validationFailed('Turn the reminder e-mail on first', { field: 'reminderEmail' });
      if (user.emailConfirmedAt === null) throw emailNotConfirmed();
      if (!mailer.canSend) throw mailUnavailable();
      const verdict = await tries.hit(userId);
      if (!verdict.allowed)
        throw new AppError(
          'RATE_LIMITED',
          429,
          `Enough tries for now; try again in ${String(Math.ceil(verdict.retryAfterSeconds / 60))} min`,
          { retryAfterSeconds: verdict.retryAfterSeconds },
          { 'retry-after': String(verdict.retryAfterSeconds) },
        );
      const at = now();
      const known = withKnownZone(record);
      const { message, items } = await compose(
        { ...known, email: user.email, displayName: user.displayName },
        wallTimeOf(at, known.timeZone).day,
        at,
        true,
      );
      try {
        await mailer.send(message);
      } catch (error) {
        log.error({ err: error }, 'Could not send a reminder e-mail asked for');
        throw new AppError(
          'MAIL_UNAVAILABLE',
          503,
          'The e-mail could not be sent just now; try again in a moment',
        );
      }
      const sent = await markReminderEmailSent(db, userId, at);
      return { to: user.email, items, reminderEmail: viewOf(sent ?? record) };
    },

    /** One round: every e-mail due at `at`, in batches; stops between them once `signal` aborts. */
    async sendDue({
      at = now(),
      signal,
    }: { at?: Date; signal?: AbortSignal } = {}): Promise<RoundReport> {
      const report: RoundReport = { sent: 0, nothingDue: 0, late: 0, failed: 0 };
      if (!mailer.canSend) return report;
      for (;;) {
        if (signal?.aborted) return report;
        const due = await db.transaction(async (tx) => {
          const locked = await lockDueReminderEmails(tx, { now: at, limit: ROUND_BATCH });
          const taken = [];
          for (const record of locked.map(withKnownZone)) {
            const next = nextInstantAtHour(at, record.hour, record.timeZone);
            await moveReminderEmailOn(tx, { userId: record.userId, to: next });
            taken.push({ record, next });
          }
          return taken;
        });
        for (const [index, { record }] of due.entries()) {
          const scheduled = new Date(record.nextSendAt);
          if (at.getTime() - scheduled.getTime() > LATE_AFTER_MS) {
            report.late += 1;
            continue;
          }
          // The day it was due on: a round a little after midnight still sends yesterday's.
          const day = wallTimeOf(scheduled, record.timeZone).day;
          try {
            const { message, items } = await compose(record, day, at, false);
            if (items === 0) {
              report.nothingDue += 1;
              continue;
            }
            await mailer.send(message);
          } catch (error) {
            // The mail server refused it, or the database failed reading its day.
            log.error({ err: error, userId: record.userId }, 'Could not send a reminder e-mail');
            // This one and the rest of the batch, taken but not sent, get their time back.
            for (const left of due.slice(index))
              await moveReminderEmailOn(db, {
                userId: left.record.userId,
                from: left.next,
                to: new Date(left.record.nextSendAt),
              });
            report.failed += 1;
            return report;
          }
          await markReminderEmailSent(db, record.userId, at);
          report.sent += 1;
        }
        if (due.length < ROUND_BATCH) return report;
      }
    },

    /** Turns it off for the account the token names; the same answer when it was off already. */
    async unsubscribe(token: string): Promise<void> {
      const userId = userOfUnsubscribeToken(authSecret, token);
      if (userId === undefined) throw unsubscribeLinkInvalid();
      await deleteReminderEmail(db, userId);
    },
  };
}

export type ReminderEmails = ReturnType<typeof createReminderEmails>;

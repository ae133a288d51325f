/**
 * The reminder e-mail (`Query.reminderEmail`): a morning e-mail of the day's job search, sent
 * at an hour of the person's choosing on the days something is due. The hours the settings
 * offer and how they are written, the time zones to choose from, and what the panel and the
 * unsubscribe page say when something fails. No React, no Apollo.
 */
import { ApiError, describeWait } from './api';
import type { OperationProblem } from './graphql-errors';
import { refusedFieldOf } from './refused-field';

/** Where the settings page shows it: the e-mail's footer links there. */
export const REMINDER_EMAIL_HREF = '/settings#reminder-email';

/** The hour offered while it is off: early enough to plan the day by. */
export const DEFAULT_REMINDER_HOUR = 8;

/** Every hour of the day, 0 to 23, as the server takes them. */
export const REMINDER_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * "8:00 AM" on a 12-hour clock, "08:00" on a 24-hour one: an hour as the browser's own clock
 * writes it. By hand, with a plain space before AM and PM (ICU's English puts a narrow one).
 */
export function hourLabel(hour: number, hour12: boolean): string {
  if (!hour12) return `${String(hour).padStart(2, '0')}:00`;
  return `${String(hour % 12 === 0 ? 12 : hour % 12)}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Whether an hour cycle (Intl's `resolvedOptions().hourCycle`) counts 12 hours: h11 or h12. */
export function isTwelveHourCycle(cycle: string | undefined): boolean {
  return cycle === 'h11' || cycle === 'h12';
}

let browserClock: { hour12: boolean } | undefined;

/**
 * Whether the browser writes times on a 12-hour clock: the e-mail then writes them so too
 * (`ReminderEmailInput.hour12`). Read once a page, like browserTimeZone.
 */
export function browserHour12(): boolean {
  if (browserClock === undefined) {
    let cycle: string | undefined;
    try {
      cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
    } catch {
      cycle = undefined;
    }
    browserClock = { hour12: isTwelveHourCycle(cycle) };
  }
  return browserClock.hour12;
}

let supportedZones: readonly string[] | undefined;

/** The time zones the browser knows, read once a page; none where it cannot list them. */
export function supportedTimeZones(): readonly string[] {
  if (supportedZones === undefined) {
    try {
      supportedZones = Intl.supportedValuesOf('timeZone');
    } catch {
      supportedZones = [];
    }
  }
  return supportedZones;
}

/**
 * The zones to choose from, sorted, with `current` among them: the list a browser gives
 * (`Intl.supportedValuesOf('timeZone')`) holds canonical names only, and may lack the one the
 * browser itself reports ("UTC", or an old name such as "Asia/Calcutta").
 */
export function timeZoneChoices(supported: readonly string[], current: string): string[] {
  // By code point: the names are ASCII, and the list is sorted as the chooser draws.
  return [...new Set([...supported, current])].sort();
}

/** "America/Argentina/Buenos Aires": a zone's name as people read it. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

/** What "Send one now" announces: where it went and what it held. */
export function sentAnnouncement({ to, items }: { to: string; items: number }): string {
  if (items === 0) return `Sent to ${to} — nothing was due today, so it says so.`;
  return `Sent to ${to} — it listed ${String(items)} ${items === 1 ? 'thing' : 'things'}.`;
}

export type ReminderAction = 'turn-on' | 'save' | 'send' | 'turn-off';

/** A field of the form the server can refuse (`details.field` of VALIDATION_FAILED). */
export type ReminderField = 'hour' | 'timeZone';
const REMINDER_FIELDS: readonly ReminderField[] = ['hour', 'timeZone'];

export type ReminderProblem =
  /** The account's address is not confirmed (the session's user may say otherwise). */
  | { kind: 'unconfirmed' }
  /** The server refused a field: its words, said by the field. */
  | { kind: 'field'; field: ReminderField; message: string }
  /** "Send one now" while it is off: it was turned off elsewhere (another tab, an e-mail). */
  | { kind: 'off'; message: string }
  | { kind: 'alert'; message: string };

const FAILED: Record<ReminderAction, string> = {
  'turn-on': 'Could not turn on the reminder e-mail.',
  save: 'Could not save the changes.',
  send: 'Could not send it.',
  'turn-off': 'Could not turn off the reminder e-mail.',
};

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What the panel does with a refusal of `action` (the documented errors of each mutation). */
export function reminderProblemOf(
  problem: OperationProblem,
  action: ReminderAction,
): ReminderProblem {
  if (problem.code === 'EMAIL_NOT_CONFIRMED') return { kind: 'unconfirmed' };
  if (problem.code === 'VALIDATION_FAILED') {
    const field = refusedFieldOf(problem, REMINDER_FIELDS);
    if (field !== undefined) return { kind: 'field', field, message: sentence(problem.message) };
    if (action === 'send')
      return {
        kind: 'off',
        message: 'The reminder e-mail was turned off meanwhile. Turn it on to send one.',
      };
  }
  if (problem.code === 'RATE_LIMITED' && problem.retryAfterSeconds !== undefined)
    return {
      kind: 'alert',
      message: `Only 3 can be sent an hour to try it. Try again in ${describeWait(problem.retryAfterSeconds)}.`,
    };
  // The server's words: they tell a server that sends no e-mail at all ("ask its operator")
  // from a mail server that failed just now (email-confirmation.ts does the same).
  if (problem.code === 'MAIL_UNAVAILABLE')
    return { kind: 'alert', message: sentence(problem.message) };
  return { kind: 'alert', message: `${FAILED[action]} ${sentence(problem.message)}` };
}

/**
 * The secret of an unsubscribe link (`/unsubscribe#token=…`): `<uuid>.<43 base64url characters>`.
 * One of another shape was cut short or mangled on the way (a mail app that wraps long lines):
 * the page says so before anything is asked of the server.
 */
export function isUnsubscribeToken(token: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{43}$/i.test(token);
}

export type UnsubscribeFailure =
  /** Forged or mangled: only the link of another e-mail, or the settings, help. */
  | { kind: 'link-invalid' }
  /** Anything else (no connection, too many tries, the server): trying again may help. */
  | { kind: 'failed'; message: string };

/** Why POST /api/reminder-email/unsubscribe did not turn the e-mails off. */
export function unsubscribeFailureOf(error: unknown): UnsubscribeFailure {
  if (!(error instanceof ApiError))
    return { kind: 'failed', message: 'Something went wrong. Please try again.' };
  if (error.code === 'UNSUBSCRIBE_LINK_INVALID') return { kind: 'link-invalid' };
  return { kind: 'failed', message: error.message };
}

/**
 * A job's last day to apply as people read it: "Apply by Dec 5", "Closes tomorrow", "Closed
 * Nov 28". The day (YYYY-MM-DD) has no time zone; it is compared with the person's own today,
 * which the caller passes in (the browser's local day), so the same job reads the same on every
 * screen of one person and tests can fix the day. Written without Intl: the first
 * Intl.DateTimeFormat of a page loads the ICU locale data, and the jobs list needs only
 * English month names.
 */
import type { ApplicationStatus } from '@/gql/graphql';
import { SHORT_MONTH_NAMES } from './month-names';
import { isNotSentYet } from './not-sent-yet';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** From this many days before the last day on, the deadline is shown as urgent. */
export const CLOSING_SOON_DAYS = 2;

/**
 * `open`: the last day is more than CLOSING_SOON_DAYS away; `closing`: it is today or within
 * them; `closed`: it has passed.
 */
export type ApplyByTone = 'open' | 'closing' | 'closed';

export interface ApplyByStatus {
  tone: ApplyByTone;
  /** Whole days from today to the last day: 0 today, negative once it has passed. */
  daysLeft: number;
  /** "Apply by Dec 5", "Closes today", "Closes tomorrow", "Closes in 2 days", "Closed Nov 28". */
  label: string;
  /** How far off, for a short list of upcoming days: "Today", "Tomorrow", "In 3 days", "Closed". */
  shortLabel: string;
  /** The day itself: "Dec 5", or "Dec 5, 2026" when asked `withYear`. */
  day: string;
}

function dayToUtc(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-31 over into March; such a day is not a day.
  return new Date(time).getUTCDate() === date ? time : null;
}

/** "Dec 5", or "Dec 5, 2026" `withYear`; null when `day` is not a YYYY-MM-DD day. */
export function formatApplyByDay(day: string, { withYear = false } = {}): string | null {
  const time = dayToUtc(day);
  if (time === null) return null;
  const date = new Date(time);
  const short = `${SHORT_MONTH_NAMES[date.getUTCMonth()] ?? ''} ${String(date.getUTCDate())}`;
  return withYear ? `${short}, ${String(date.getUTCFullYear())}` : short;
}

/**
 * How close the last day to apply is, as of `today` (YYYY-MM-DD, the person's local day); null
 * when either is not a day.
 */
export function applyByStatus(
  applyBy: string,
  today: string,
  { withYear = false }: { withYear?: boolean } = {},
): ApplyByStatus | null {
  const end = dayToUtc(applyBy);
  const start = dayToUtc(today);
  const day = formatApplyByDay(applyBy, { withYear });
  if (end === null || start === null || day === null) return null;
  const daysLeft = Math.round((end - start) / MS_PER_DAY);
  if (daysLeft < 0)
    return { tone: 'closed', daysLeft, label: `Closed ${day}`, shortLabel: 'Closed', day };
  const shortLabel =
    daysLeft === 0 ? 'Today' : daysLeft === 1 ? 'Tomorrow' : `In ${String(daysLeft)} days`;
  if (daysLeft > CLOSING_SOON_DAYS)
    return { tone: 'open', daysLeft, label: `Apply by ${day}`, shortLabel, day };
  return {
    tone: 'closing',
    daysLeft,
    label: `Closes ${shortLabel.toLowerCase()}`,
    shortLabel,
    day,
  };
}

/**
 * Whether the deadline still matters: the job has no application yet, or one not sent (a draft
 * or ready). Once applied, the last day to apply is history.
 */
export function isStillToApply(status: ApplicationStatus | null | undefined): boolean {
  return status === null || status === undefined || isNotSentYet(status);
}

/** The chip's colours for each tone, from the semantic palette so that both themes work. */
export const APPLY_BY_TONES: Readonly<Record<ApplyByTone, string>> = {
  open: 'bg-surface-muted text-ink-muted ring-line',
  closing: 'bg-warn-soft text-warn ring-warn-line',
  closed: 'bg-surface-muted text-ink-muted ring-line',
};

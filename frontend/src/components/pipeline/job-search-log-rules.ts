/**
 * The rules of the job search log's download (the Mutation exportApplications): the span it
 * starts with and the quick picks, the check the dialog makes before sending, the same as the
 * server's, what is sent, the server's refusals by field, and what is said once the file is
 * saved. Pure, so the dialog only draws and sends.
 */
import type { ExportApplicationsInput } from '@/gql/graphql';
import { addDays } from '@/lib/dates';
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';

/** Which applications go in the file: every one (drafts too), or those sent in a span. */
export type LogScope = 'every' | 'sent';

/** Two days of the browser's calendar (YYYY-MM-DD, as a date field holds them), both included. */
export interface LogSpan {
  from: string;
  to: string;
}

export type SpanField = keyof LogSpan;
export type SpanErrors = Partial<Record<SpanField, string>>;

/** Said by the "To" field when the span ends before it begins. */
export const SPAN_ENDS_BEFORE_IT_BEGINS =
  'The last day is before the first. Choose a “To” day on or after the “From” day.';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a day of the calendar as YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** What the span's fields hold when the dialog opens: this month so far. */
export function defaultSpan(today: string): LogSpan {
  return { from: firstOfMonth(today), to: today };
}

/** The quick picks under the span's fields, in their order. */
export const QUICK_SPANS = [
  { key: 'this-month', label: 'This month' },
  { key: 'last-month', label: 'Last month' },
  { key: 'last-7-days', label: 'Last 7 days' },
] as const;

export type QuickSpan = (typeof QUICK_SPANS)[number]['key'];

/** The span of a quick pick, counted from `today` (YYYY-MM-DD). */
export function quickSpan(key: QuickSpan, today: string): LogSpan {
  switch (key) {
    case 'this-month':
      return defaultSpan(today);
    case 'last-month': {
      const lastOfLastMonth = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastOfLastMonth), to: lastOfLastMonth };
    }
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
  }
}

/**
 * Why the span cannot be sent, by field; empty when it can. A date field holds '' while what
 * was typed in it is not a whole day.
 */
export function checkSpan({ from, to }: LogSpan): SpanErrors {
  const errors: SpanErrors = {};
  if (!isDay(from)) errors.from = 'Choose the first day, as a whole date.';
  if (!isDay(to)) errors.to = 'Choose the last day, as a whole date.';
  // YYYY-MM-DD compares as text in the order of the calendar.
  if (!errors.from && !errors.to && to < from) errors.to = SPAN_ENDS_BEFORE_IT_BEGINS;
  return errors;
}

/** The mutation's input: the span only when the scope asks for one; the zone when known. */
export function logInput(
  scope: LogScope,
  span: LogSpan,
  timeZone: string | undefined,
): ExportApplicationsInput {
  return {
    ...(scope === 'sent' ? { appliedFrom: span.from, appliedTo: span.to } : {}),
    ...(timeZone === undefined ? {} : { timeZone }),
  };
}

/**
 * The server's refusal of one of the span's days (VALIDATION_FAILED on appliedFrom or
 * appliedTo), for that field to say; undefined for anything else (the time zone included,
 * which no field of the dialog holds).
 */
export function refusedSpanField(
  problem: OperationProblem,
): { field: SpanField; message: string } | undefined {
  const refused = refusedFieldOf(problem, ['appliedFrom', 'appliedTo']);
  if (refused === undefined) return undefined;
  const field = refused === 'appliedFrom' ? 'from' : 'to';
  const text = problem.message.trim();
  return { field, message: /[.!?]$/.test(text) ? text : `${text}.` };
}

/**
 * How many rows a CSV file holds after its header: the records of RFC 4180 text (CRLF or LF
 * between them, line breaks inside quotes belong to their field), the header left out.
 */
export function csvRowCount(text: string): number {
  let records = 0;
  let isQuoted = false;
  let hasContent = false;
  for (const character of text) {
    // A doubled quote inside quotes leaves and enters again: the count stays right.
    if (character === '"') isQuoted = !isQuoted;
    if (character === '\n' && !isQuoted) {
      if (hasContent) records += 1;
      hasContent = false;
    } else if (character !== '\r' && character !== '\uFEFF') {
      hasContent = true;
    }
  }
  if (hasContent) records += 1;
  return Math.max(records - 1, 0);
}

/** How many bytes base64 text stands for. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(Math.floor((base64.length * 3) / 4) - padding, 0);
}

/** "820 bytes", "1.4 KB", "36 KB", "2.1 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024)
    return `${kilobytes < 10 ? kilobytes.toFixed(1) : String(Math.round(kilobytes))} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

/** What is said once the file is saved: its name, its size and how many applications it holds. */
export function savedAnnouncement({
  filename,
  bytes,
  rows,
  scope,
}: {
  filename: string;
  bytes: number;
  rows: number;
  scope: LogScope;
}): string {
  const saved = `Saved ${filename} (${formatFileSize(bytes)})`;
  if (rows === 0)
    return scope === 'sent'
      ? `${saved}: no application was sent between those days, so it holds only the column names.`
      : `${saved}: no applications yet, so it holds only the column names.`;
  return `${saved}: ${String(rows)} ${rows === 1 ? 'application' : 'applications'}.`;
}

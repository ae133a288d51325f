/**
 * The interview form's checks, and what it sends: pure, so they can be tested without a browser.
 * The form holds the person's own day and time; the API takes the instant (lib/interview-time).
 */
import type {
  ApplicationInterviewFragment,
  ScheduleInterviewInput,
  UpdateInterviewInput,
} from '@/gql/graphql';
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';
import { instantToLocalTime, localTimeToInstant, type ZoneOptions } from '@/lib/interview-time';

/** The server's limits (backend/src/interviews/interview-service.ts), checked here at once. */
export const INTERVIEW_LIMITS = { title: 200, location: 500, notes: 5000 } as const;

/** How long an interview lasts by default, and the lengths the form offers. */
export const DEFAULT_DURATION = 60;
export const DURATION_CHOICES = [15, 30, 45, 60, 90, 120, 180] as const;

/** Interviews are taken from 2000 to five years ahead; further out is a typo. */
const EARLIEST_START = Date.parse('2000-01-01T00:00:00Z');
const YEARS_AHEAD = 5;

/** The form's fields, as typed. */
export interface InterviewDraft {
  date: string;
  time: string;
  /** The duration select's value, in minutes. */
  durationMinutes: string;
  title: string;
  location: string;
  notes: string;
}

/** Where the form shows a message: `startsAt` under the day and time together. */
export type InterviewField = 'startsAt' | 'durationMinutes' | 'title' | 'location' | 'notes';

export type InterviewErrors = Partial<Record<InterviewField, string>>;

/** The fields in the order they are drawn: the first one wrong takes focus. */
export const INTERVIEW_FIELDS: readonly InterviewField[] = [
  'startsAt',
  'durationMinutes',
  'title',
  'location',
  'notes',
];

/** The form's fields for a new interview, or for one as it is stored. */
export function interviewDraft(
  interview: ApplicationInterviewFragment | null,
  zone: ZoneOptions = {},
): InterviewDraft {
  const wall = interview ? instantToLocalTime(interview.startsAt, zone) : null;
  return {
    date: wall?.date ?? '',
    time: wall?.time ?? '',
    durationMinutes: String(interview?.durationMinutes ?? DEFAULT_DURATION),
    title: interview?.title ?? '',
    location: interview?.location ?? '',
    notes: interview?.notes ?? '',
  };
}

/** The durations the select offers: the usual ones, and the interview's own when it is not. */
export function durationChoices(current: number): number[] {
  const choices: number[] = [...DURATION_CHOICES];
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}

function tooLong(value: string, limit: number, what: string): string | undefined {
  return value.trim().length > limit
    ? `${what} at most ${limit.toLocaleString('en-US')} characters.`
    : undefined;
}

function checkStart(draft: InterviewDraft, zone: ZoneOptions, now: Date): string | undefined {
  if (draft.date === '' && draft.time === '') return 'Enter the day and the time it starts.';
  if (draft.date === '') return 'Enter the day.';
  if (draft.time === '') return 'Enter the time it starts.';
  const startsAt = localTimeToInstant(draft.date, draft.time, zone);
  if (startsAt === null) return 'Enter a day as YYYY-MM-DD and a time as HH:MM.';
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + YEARS_AHEAD);
  const start = Date.parse(startsAt);
  return start < EARLIEST_START || start > latest.getTime()
    ? `Enter a day from 2000 to ${String(YEARS_AHEAD)} years from now.`
    : undefined;
}

/** What is wrong with each field; empty when the form can be sent. */
export function checkInterview(
  draft: InterviewDraft,
  { now = new Date(), ...zone }: ZoneOptions & { now?: Date } = {},
): InterviewErrors {
  const found: [InterviewField, string | undefined][] = [
    ['startsAt', checkStart(draft, zone, now)],
    ['title', tooLong(draft.title, INTERVIEW_LIMITS.title, 'A title has')],
    ['location', tooLong(draft.location, INTERVIEW_LIMITS.location, 'The place has')],
    ['notes', tooLong(draft.notes, INTERVIEW_LIMITS.notes, 'Notes have')],
  ];
  const errors: InterviewErrors = {};
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The fields as the API takes them; call after checkInterview found nothing. */
function interviewFields(draft: InterviewDraft, zone: ZoneOptions) {
  const startsAt = localTimeToInstant(draft.date, draft.time, zone);
  if (startsAt === null) throw new RangeError('interviewFields: the draft was not checked');
  return {
    startsAt,
    durationMinutes: Number(draft.durationMinutes),
    title: textOrNull(draft.title),
    location: textOrNull(draft.location),
    notes: textOrNull(draft.notes),
  };
}

/** What schedules the interview the form holds. */
export function scheduleInput(
  applicationId: string,
  draft: InterviewDraft,
  zone: ZoneOptions = {},
): ScheduleInterviewInput {
  return { applicationId, ...interviewFields(draft, zone) };
}

/**
 * The update that saves the form, with only the fields it changes (the API keeps the others;
 * an emptied text is null, which clears it), or null when it changes nothing. The time is
 * compared as the form shows it, to the minute, so an interview stored with seconds is not
 * moved by saving its notes.
 */
export function interviewUpdate(
  interview: ApplicationInterviewFragment,
  draft: InterviewDraft,
  zone: ZoneOptions = {},
): UpdateInterviewInput | null {
  const before = interviewDraft(interview, zone);
  const next = interviewFields(draft, zone);
  const input: UpdateInterviewInput = { id: interview.id };
  if (draft.date !== before.date || draft.time !== before.time) input.startsAt = next.startsAt;
  if (next.durationMinutes !== interview.durationMinutes)
    input.durationMinutes = next.durationMinutes;
  if (next.title !== interview.title) input.title = next.title;
  if (next.location !== interview.location) input.location = next.location;
  if (next.notes !== interview.notes) input.notes = next.notes;
  return Object.keys(input).length > 1 ? input : null;
}

/** Whether the form holds something other than what it opened with. */
export function isDraftChanged(initial: InterviewDraft, draft: InterviewDraft): boolean {
  return (Object.keys(initial) as (keyof InterviewDraft)[]).some(
    (key) => initial[key].trim() !== draft[key].trim(),
  );
}

/**
 * The field a VALIDATION_FAILED refusal names (`extensions.details.field`), when the form shows
 * it, so its message can sit by that field; undefined for any other problem (too many
 * interviews names the application: the whole form's).
 */
export function refusedInterviewField(problem: OperationProblem): InterviewField | undefined {
  return refusedFieldOf(problem, INTERVIEW_FIELDS);
}

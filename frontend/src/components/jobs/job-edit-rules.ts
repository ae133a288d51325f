/**
 * The job page's edit forms (details, posting): their checks, and the update each sends.
 * Pure, so they can be tested without a browser.
 */
import type { UpdateJobInput } from '@/gql/graphql';
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';
import { checkJobUrl } from './add-job-rules';

/** The server's limits (backend/src/jobs/job-service.ts), checked here to say so at once. */
export const JOB_LIMITS = {
  title: 300,
  company: 200,
  location: 200,
  url: 2048,
  description: 200_000,
} as const;

/** The job's details as stored. */
export interface JobDetails {
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
}

/** The details form's fields, as typed. */
export type JobDetailsDraft = Record<keyof JobDetails, string>;

export type JobDetailsErrors = Partial<Record<keyof JobDetails, string>>;

function tooLong(value: string, limit: number, what: string): string | undefined {
  return value.trim().length > limit
    ? `${what} has at most ${limit.toLocaleString('en-US')} characters.`
    : undefined;
}

/** What is wrong with each field of the details form; empty when it can be sent. */
export function checkJobDetails(draft: JobDetailsDraft): JobDetailsErrors {
  const found: [keyof JobDetails, string | undefined][] = [
    [
      'title',
      draft.title.trim() === ''
        ? 'Give the job a title.'
        : tooLong(draft.title, JOB_LIMITS.title, 'A job title'),
    ],
    ['company', tooLong(draft.company, JOB_LIMITS.company, 'A company name')],
    ['location', tooLong(draft.location, JOB_LIMITS.location, 'A location')],
    [
      'url',
      checkJobUrl(draft.url, { required: false }) ??
        // The server takes no whitespace in a link, and would only say it must start with https.
        (/\s/.test(draft.url.trim()) ? 'Enter the link without spaces.' : undefined) ??
        tooLong(draft.url, JOB_LIMITS.url, 'A link'),
    ],
  ];
  const errors: JobDetailsErrors = {};
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The update that saves the details form, or null when it changes nothing (so nothing is sent
 * and nothing scored again). All four fields go together, trimmed: an empty link (null) removes
 * it, and an empty company or location (null) is read from the posting again.
 */
export function jobDetailsUpdate(
  jobId: string,
  current: JobDetails,
  draft: JobDetailsDraft,
): UpdateJobInput | null {
  const next = {
    title: draft.title.trim(),
    company: textOrNull(draft.company),
    location: textOrNull(draft.location),
    url: textOrNull(draft.url),
  };
  const isSame =
    next.title === current.title &&
    next.company === current.company &&
    next.location === current.location &&
    next.url === current.url;
  return isSame ? null : { id: jobId, ...next };
}

/** What is wrong with the posting form's text, or undefined when it can be sent. */
export function checkPostingText(text: string): string | undefined {
  if (text.trim() === '') return 'Paste the job posting: its text.';
  return tooLong(text, JOB_LIMITS.description, 'A posting');
}

/**
 * The update that saves the posting form, or null when the text is the one shown. The form
 * edits the posting's plain text, so it is sent as text, even when the job was added from HTML;
 * unchanged, it is not sent at all: the HTML stays, and the tailored resume is not marked as
 * written for another posting.
 */
export function postingUpdate(
  jobId: string,
  currentText: string | null,
  draft: string,
): UpdateJobInput | null {
  const description = draft.trim();
  if (description === (currentText ?? '').trim()) return null;
  return { id: jobId, description, descriptionFormat: 'text' };
}

/** The fields updateJob names when it refuses one (`extensions.details.field`). */
export type JobField = keyof JobDetails | 'description';
const JOB_FIELDS: readonly JobField[] = ['title', 'company', 'location', 'url', 'description'];

/**
 * The field a VALIDATION_FAILED refusal of updateJob is about, when it names one the form
 * shows, so its message can sit by that field; undefined for any other problem.
 */
export function refusedJobField(problem: OperationProblem): JobField | undefined {
  return refusedFieldOf(problem, JOB_FIELDS);
}

/**
 * The match between a user's base resume and one job, computed by the tailoring engine when a
 * case is created or its posting changes. Pure: the caller loads the resume and stores the
 * result (score, details, algorithm version, the parsed posting) with the application, so the
 * score is reproducible with the version that produced it.
 */
import {
  indexResume,
  type JobPosting,
  type MatchResult,
  parsePosting,
  type PreparedResume,
  prepareResume,
  scoreMatch,
  validateResume,
} from '@resume-agent/tailor';
import type {
  ApplicationRecord,
  JobChanges,
  StoredMatch,
} from '../applications/applications-repository.js';
import type { PostingToRead } from '../jobs/jobs-repository.js';

export interface JobText {
  title: string;
  company: string | null;
  location: string | null;
  description: string | null;
}

export interface JobMatch {
  score: number;
  algorithmVersion: string;
  details: MatchResult;
  /** The posting as the engine read it; the user's own title, company and location win. */
  parsed: JobPosting;
}

/** The posting as the engine read it, with the user's own title, company and location. */
export function withJobFields(
  posting: JobPosting,
  job: Pick<JobText, 'title' | 'company' | 'location'>,
): JobPosting {
  return {
    ...posting,
    title: job.title,
    ...(job.company === null ? {} : { company: job.company }),
    ...(job.location === null ? {} : { location: job.location }),
  };
}

/** What the engine reads of a job: the posting, with the user's own title, company and location. */
export function postingOf(job: JobText): JobPosting | null {
  if (job.description === null) return null;
  return withJobFields(parsePosting(job.description), job);
}

/** A job as matched: its text, and the reading of its posting stored with it, if any. */
export type MatchableJob = JobText & { parsed?: object | null };

/**
 * The posting to score: the reading stored with the job when it has one — scoring never reads
 * the posting's text, and a page of jobs should not parse every posting again (nor load its
 * text: a job with a reading may come without it) — else its text read now.
 */
function postingToMatch(job: MatchableJob): JobPosting | null {
  const parsed = job.parsed ?? null;
  if (parsed !== null) return postingOfReading({ parsed }, job);
  return job.description === null
    ? null
    : postingOfReading({ parsed: null, description: job.description }, job);
}

/** The posting of a job that has one: its stored reading, else its text read now. */
export function postingOfReading(
  toRead: PostingToRead,
  job: Pick<JobText, 'title' | 'company' | 'location'>,
): JobPosting {
  if (toRead.parsed === null) return withJobFields(parsePosting(toRead.description), job);
  // Written by storedReadingOf (jobs/posting-reading.ts): a JobPosting without its text.
  const stored = toRead.parsed as Omit<JobPosting, 'text'>;
  return withJobFields({ ...stored, text: '' }, job);
}

/** The resume prepared for matching; null when it is missing, not valid or empty. */
function preparedResumeOf(resume: unknown, asOf: string): PreparedResume | null {
  if (resume === null || resume === undefined) return null;
  const validation = validateResume(resume);
  if (!validation.ok) return null;
  const index = indexResume(validation.resume);
  if (index.items.length === 0) return null;
  return prepareResume(index, { asOf });
}

/**
 * A matcher for one resume: the resume is validated and prepared once, then scored against
 * any number of jobs (a page of the job list costs one preparation, not one per job). Null
 * when there is nothing to match against: no resume, one that is not valid JSON Resume, or
 * an empty one (the default `{}`).
 */
export function matcherFor(
  resume: unknown,
  asOf: string,
): ((job: MatchableJob) => JobMatch | null) | null {
  const prepared = preparedResumeOf(resume, asOf);
  if (prepared === null) return null;
  return (job) => {
    const parsed = postingToMatch(job);
    if (parsed === null) return null;
    const details = scoreMatch(prepared, parsed);
    return { score: details.score, algorithmVersion: details.algorithmVersion, details, parsed };
  };
}

/**
 * The skills a resume shows (those the matcher finds evidence of), or null when there is
 * nothing to read: no resume, one that is not valid JSON Resume, or an empty one.
 */
export function skillsShownBy(resume: unknown, asOf: string): ReadonlySet<string> | null {
  const prepared = preparedResumeOf(resume, asOf);
  return prepared === null ? null : new Set(prepared.evidence.keys());
}

/**
 * The match, or null when there is nothing to match: no base resume, a resume that is not
 * valid JSON Resume, or a job without a description.
 */
export function matchJob(resume: unknown, job: MatchableJob, asOf: string): JobMatch | null {
  if (job.description === null) return null;
  return matcherFor(resume, asOf)?.(job) ?? null;
}

/** The match in the shape the applications repository stores. */
export function toStoredMatch(match: JobMatch | null): StoredMatch | null {
  if (match === null) return null;
  return { score: match.score, algorithmVersion: match.algorithmVersion, details: match.details };
}

/**
 * What the engine reads of a job after a change, or null when the change touches none of it
 * (only the URL, notes, fields or status) and the stored match still holds.
 */
export function postingAfterChange(current: ApplicationRecord, job: JobChanges): JobText | null {
  const { title, company, location, description } = job;
  if ([title, company, location, description].every((value) => value === undefined)) return null;
  return {
    title: title ?? current.title,
    company: company === undefined ? current.company : company,
    location: location === undefined ? current.location : location,
    description: description === undefined ? current.description : description,
  };
}

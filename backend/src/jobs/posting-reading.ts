/**
 * The engine's reading of a job's posting as the jobs table keeps it: the JobPosting without
 * its text (the text is the job's description), and the version of the reader that wrote it,
 * so that a reading by an older engine can be told apart and read again (posting-rereader.ts).
 */
import { type JobPosting, POSTING_READER_VERSION } from '@resume-agent/tailor';
import { type JobText, postingOf } from '../tailoring/job-match.js';

export interface StoredReading {
  parsed: Omit<JobPosting, 'text'>;
  /** POSTING_READER_VERSION of the engine that read it. */
  version: string;
}

/** A reading to store; the posting should carry the job's own fields (withJobFields). */
export function storedReadingOf(posting: JobPosting): StoredReading {
  const { text: _text, ...parsed } = posting;
  return { parsed, version: POSTING_READER_VERSION };
}

/** The job's posting read now, as stored; null without a description (nothing to read). */
export function readingOf(job: JobText): StoredReading | null {
  const posting = postingOf(job);
  return posting === null ? null : storedReadingOf(posting);
}

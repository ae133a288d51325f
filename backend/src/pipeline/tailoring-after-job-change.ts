/**
 * A tailored resume is written for the job as it was: its posting, title, company and location.
 * When the person (or a host, through the case API) changes any of those, the tailored resume
 * is kept — it may hold the person's own edits — but scored and compared against the job as it
 * is now, so the page never shows a score for a posting that is gone, and marked with when the
 * job changed, so the page can offer to tailor again.
 */
import { reviseTailoredResume, validateResume } from '@resume-agent/tailor';
import { findTailoringsOfJob } from '../applications/application-details-repository.js';
import type { Queryable } from '../db/database.js';
import { type JobText, postingOf } from '../tailoring/job-match.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The summary tailoring wrote, as stored with the tailored resume (absent in odd rows). */
export function generatedSummaryOf(
  stored: Record<string, unknown>,
): { text: string; sources: string[] } | null {
  const summary = stored.summary;
  if (!isRecord(summary) || typeof summary.text !== 'string') return null;
  const sources = Array.isArray(summary.sources)
    ? summary.sources.filter((source): source is string => typeof source === 'string')
    : [];
  return { text: summary.text, sources };
}

/** Whether the engine reads the job differently after a change (the URL or dates do not count). */
export function jobReadsDifferently(before: JobText, after: JobText): boolean {
  return (
    before.title !== after.title ||
    before.company !== after.company ||
    before.location !== after.location ||
    before.description !== after.description
  );
}

/**
 * The tailored resumes of the job's applications, keyed by application id, as they are to be
 * stored after the job changed to `job`: scored against it and marked `jobChangedAt`. Without a
 * posting or a valid base resume there is nothing to score against: they are only marked.
 */
export async function tailoringsAfterJobChange(
  tx: Queryable,
  input: {
    userId: string;
    jobId: string;
    job: JobText;
    /** The base resume's content (null without one), which the caller read for the job's match. */
    baseResume: unknown;
    asOf: string;
    changedAt: string;
  },
): Promise<Map<string, Record<string, unknown>>> {
  const tailorings = await findTailoringsOfJob(tx, input.userId, input.jobId);
  const changed = new Map<string, Record<string, unknown>>();
  if (tailorings.length === 0) return changed;
  const posting = postingOf(input.job);
  const master =
    posting === null || input.baseResume === null ? null : validateResume(input.baseResume);
  for (const { applicationId, tailoredResume: stored } of tailorings) {
    if (!isRecord(stored)) continue;
    const tailored = validateResume(stored.resume);
    const revised =
      posting !== null && master?.ok && tailored.ok
        ? reviseTailoredResume(
            master.resume,
            tailored.resume,
            posting,
            { summary: generatedSummaryOf(stored) },
            { asOf: input.asOf },
          )
        : {};
    changed.set(applicationId, { ...stored, ...revised, jobChangedAt: input.changedAt });
  }
  return changed;
}

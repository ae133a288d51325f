import { type CoverLetterReview, reviewCoverLetter } from '@resume-agent/tailor';
import { findApplicationSummariesByIds } from '../applications/application-details-repository.js';
import type { Queryable } from '../db/database.js';
import { idOrNotFound, notFound } from '../http/domain-errors.js';
import { findJobSummariesByIds, listCompaniesOfOtherJobs } from '../jobs/jobs-repository.js';
import { checkCoverLetterLength } from './application-service.js';

/**
 * The other companies a letter is checked against, the most recently added first: years of
 * applications' worth, and a bound on the work of one request (the engine checks no more).
 */
export const OTHER_COMPANIES_CHECKED = 2000;

/**
 * The engine's review of a cover letter draft for an application, saved or not: against the
 * company of its job, and against the companies of the person's other jobs, which a letter
 * copied from one application to the next still names. Nothing is stored.
 */
export async function reviewCoverLetterDraft(
  db: Queryable,
  userId: string,
  input: { applicationId: string; text: string },
): Promise<CoverLetterReview> {
  const applicationId = idOrNotFound(input.applicationId, 'application');
  checkCoverLetterLength(input.text);
  const [application] = await findApplicationSummariesByIds(db, userId, [applicationId]);
  if (application === undefined) throw notFound('application');
  const [[job], otherCompanies] = await Promise.all([
    findJobSummariesByIds(db, userId, [application.jobId]),
    listCompaniesOfOtherJobs(db, userId, application.jobId, OTHER_COMPANIES_CHECKED),
  ]);
  return reviewCoverLetter({ text: input.text, company: job?.company ?? null, otherCompanies });
}

import {
  type CoverLetterReview,
  MAX_OTHER_COMPANIES,
  reviewCoverLetter,
} from '@resume-agent/tailor';
import type { Queryable } from '../db/database.js';
import { idOrNotFound, notFound } from '../http/domain-errors.js';
import { findCompanyOfApplication, listCompaniesOfOtherJobs } from '../jobs/jobs-repository.js';
import { checkCoverLetterLength } from './application-service.js';

/**
 * The engine's review of a cover letter draft for an application, saved or not: against the
 * company of its job, and against the companies of the person's other jobs (the most recently
 * added first, as many as the engine checks), which a letter copied from one application to the
 * next still names. Nothing is stored.
 */
export async function reviewCoverLetterDraft(
  db: Queryable,
  userId: string,
  input: { applicationId: string; text: string },
): Promise<CoverLetterReview> {
  const applicationId = idOrNotFound(input.applicationId, 'application');
  checkCoverLetterLength(input.text);
  const [ownJob, otherCompanies] = await Promise.all([
    findCompanyOfApplication(db, userId, applicationId),
    listCompaniesOfOtherJobs(db, userId, applicationId, MAX_OTHER_COMPANIES),
  ]);
  if (ownJob === undefined) throw notFound('application');
  return reviewCoverLetter({ text: input.text, company: ownJob.company, otherCompanies });
}

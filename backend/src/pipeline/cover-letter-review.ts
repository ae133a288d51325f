import {
  type CoverLetterReview,
  MAX_OTHER_COMPANIES,
  reviewCoverLetter,
  signatureBasicsOf,
  skillIdsNamedIn,
  validateResume,
} from '@resume-agent/tailor';
import { findLetterRecipient } from '../contacts/contacts-repository.js';
import type { Queryable } from '../db/database.js';
import { idOrNotFound, notFound } from '../http/domain-errors.js';
import { findJobNamesOfApplication, listCompaniesOfOtherJobs } from '../jobs/jobs-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { checkCoverLetterLength } from './application-service.js';

/**
 * The engine's review of a cover letter draft for an application, saved or not: against the
 * company and title of its job, against the companies of the person's other jobs (the most
 * recently added first, as many as the engine checks), which a letter copied from one
 * application to the next still names, against the skills the base resume names, and against
 * the hiring manager the application's contacts name (whom new letters greet). What it knows —
 * the company, the title, the hiring manager, the base resume's name, e-mail and phone — fills
 * placeholders in at one press. Nothing is stored.
 */
export async function reviewCoverLetterDraft(
  db: Queryable,
  userId: string,
  input: { applicationId: string; text: string },
): Promise<CoverLetterReview> {
  const applicationId = idOrNotFound(input.applicationId, 'application');
  checkCoverLetterLength(input.text);
  const [job, otherCompanies, resume, hiringManager] = await Promise.all([
    findJobNamesOfApplication(db, userId, applicationId),
    listCompaniesOfOtherJobs(db, userId, applicationId, MAX_OTHER_COMPANIES),
    findBaseResumeContent(db, userId),
    findLetterRecipient(db, userId, applicationId),
  ]);
  if (job === undefined) throw notFound('application');
  const stored = validateResume(resume);
  return reviewCoverLetter({
    text: input.text,
    company: job.company,
    jobTitle: job.title,
    otherCompanies,
    // Without a base resume there is nothing to hold the letter's skills against.
    resumeSkillIds: resume === null ? null : skillIdsNamedIn(resume),
    hiringManager,
    sender: stored.ok ? signatureBasicsOf(stored.resume) : null,
  });
}

/**
 * Drafts of short e-mails to a contact (the application itself, a request for a referral, a
 * follow-up, a thank-you, a request for feedback, an answer to an offer), from what the
 * application holds: the job and its link, the day applied, the last interview, the stored
 * match's strengths, its offer, and the base resume's name and phone. Nothing is stored: the
 * person edits the draft and sends it from their own mail app.
 */
import {
  type ContactMessage,
  type ContactMessageKind,
  draftContactMessage,
  signatureBasicsOf,
  validateResume,
} from '@resume-agent/tailor';
import { findUserById } from '../accounts/users-repository.js';
import { findApplicationDetailsByIds } from '../applications/application-details-repository.js';
import type { Database } from '../db/database.js';
import { idOrNotFound, notFound } from '../http/domain-errors.js';
import { dayFormatOf } from '../http/time-zone.js';
import { listInterviewsOfApplications } from '../interviews/interviews-repository.js';
import { findJobSummariesByIds } from '../jobs/jobs-repository.js';
import { listOffersOfApplications } from '../offers/offers-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { findContact } from './contacts-repository.js';

/** The names of the matched terms in a stored match's details: must-haves first. */
export function strengthsOf(matchDetails: unknown): string[] {
  const matched = (matchDetails as { matched?: unknown } | null)?.matched;
  if (!Array.isArray(matched)) return [];
  const terms = matched.filter(
    (term): term is { name: string; requirement?: unknown } =>
      typeof (term as { name?: unknown } | null)?.name === 'string',
  );
  return [
    ...terms.filter((term) => term.requirement === 'must'),
    ...terms.filter((term) => term.requirement !== 'must'),
  ].map((term) => term.name);
}

export function createContactMessages({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  /** The base resume's name and phone; the account's display name without a resume. */
  async function senderOf(userId: string) {
    const resume = validateResume(await findBaseResumeContent(db, userId));
    if (resume.ok) {
      const { name, phone } = signatureBasicsOf(resume.resume);
      if (name !== null) return { name, phone };
    }
    const user = await findUserById(db, userId);
    return { name: user?.displayName ?? null, phone: null };
  }

  return {
    async draft(
      userId: string,
      input: { contactId: string; kind: ContactMessageKind; timeZone?: string | null },
    ): Promise<ContactMessage> {
      const dayOf = dayFormatOf(input.timeZone ?? 'UTC');
      const contact = await findContact(db, userId, idOrNotFound(input.contactId, 'contact'));
      if (!contact) throw notFound('contact');
      const [application] = await findApplicationDetailsByIds(db, userId, [contact.applicationId]);
      if (!application) throw notFound('contact');
      const [[job], interviews, [offer], sender] = await Promise.all([
        findJobSummariesByIds(db, userId, [application.jobId]),
        listInterviewsOfApplications(db, userId, [application.id]),
        listOffersOfApplications(db, userId, [application.id]),
        senderOf(userId),
      ]);
      const begun = interviews.filter(
        (interview) => Date.parse(interview.startsAt) <= now().getTime(),
      );
      const lastInterview = begun.at(-1);
      return draftContactMessage({
        kind: input.kind,
        recipient: contact.name,
        sender,
        jobTitle: job?.title ?? null,
        company: job?.company ?? null,
        postingUrl: job?.url ?? null,
        appliedOn:
          application.appliedAt === null ? null : dayOf.format(new Date(application.appliedAt)),
        lastInterview:
          lastInterview === undefined
            ? null
            : {
                title: lastInterview.title,
                day: dayOf.format(new Date(lastInterview.startsAt)),
              },
        strengths: strengthsOf(application.matchDetails),
        offer: offer ?? null,
      });
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;

/**
 * Batched field loaders against N+1 queries: a list of 100 applications asking for their jobs
 * and histories costs three queries, not 201. Mercurius collects the parents of one field in
 * one tick and calls each loader once with all of them.
 */
import type { MercuriusLoaders } from 'mercurius';
import {
  type ApplicationMaterial,
  type ApplicationSummary,
  findApplicationMaterials,
  findApplicationsOfJobs,
  findApplicationSummariesByIds,
  hasMaterial,
} from '../applications/application-details-repository.js';
import { listEventsOfApplications } from '../applications/applications-repository.js';
import {
  type ApplicationAnswerRecord,
  listAnswersOfApplications,
} from '../answers/application-answers-repository.js';
import { letterMotivationOf } from '../answers/letter-motivation.js';
import {
  type ApplicationTaskRecord,
  listTasksOfApplications,
  NO_TASKS,
  summarizeTasksOfApplications,
} from '../tasks/application-tasks-repository.js';
import { type ContactRecord, listContactsOfApplications } from '../contacts/contacts-repository.js';
import { offerView } from '../offers/offer-service.js';
import { listOffersOfApplications } from '../offers/offers-repository.js';
import type { Database } from '../db/database.js';
import {
  type InterviewRecord,
  listInterviewsOfApplications,
} from '../interviews/interviews-repository.js';
import {
  findJobSummariesByIds,
  findStoredPostings,
  hasStoredPosting,
  type JobSummary,
  type StoredPosting,
} from '../jobs/jobs-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { parsePosting } from '@resume-agent/tailor';
import { matcherFor } from '../tailoring/job-match.js';
import { callerOf, type GraphQLContext } from './context.js';
import { partsOf } from './lazy-parts.js';
import { toTailoredResume } from './tailored-resume.js';

type Query<T> = { obj: T; params: unknown };

/**
 * Each application's items from the batch's one list, in the list's order: grouped in one pass,
 * where filtering the list for every application would read it once per application.
 */
function itemsOfEach<Item extends { applicationId: string }>(
  queries: readonly Query<ApplicationSummary>[],
  items: readonly Item[],
): Item[][] {
  const byApplication = new Map<string, Item[]>();
  for (const item of items) {
    const group = byApplication.get(item.applicationId);
    if (group) group.push(item);
    else byApplication.set(item.applicationId, [item]);
  }
  return queries.map(({ obj }) => byApplication.get(obj.id) ?? []);
}

function applicationMaterials(
  db: Database,
  queries: Query<ApplicationSummary>[],
  context: GraphQLContext,
): Promise<(ApplicationMaterial | undefined)[]> {
  return partsOf(
    queries.map(({ obj }) => obj),
    {
      isWhole: hasMaterial,
      inFlight: (context.applicationMaterials ??= new Map<
        string,
        Promise<ApplicationMaterial | undefined>
      >()),
      read: (ids) => findApplicationMaterials(db, callerOf(context).userId, ids),
    },
  );
}

function storedPostings(
  db: Database,
  queries: Query<JobSummary>[],
  context: GraphQLContext,
): Promise<(StoredPosting | undefined)[]> {
  return partsOf(
    queries.map(({ obj }) => obj),
    {
      isWhole: hasStoredPosting,
      inFlight: (context.storedPostings ??= new Map<string, Promise<StoredPosting | undefined>>()),
      read: (ids) => findStoredPostings(db, callerOf(context).userId, ids),
    },
  );
}

/** The applications that interviews, contacts, answers or tasks belong to, which their foreign keys keep the caller's. */
async function owningApplications(
  db: Database,
  queries: Query<{ applicationId: string }>[],
  context: GraphQLContext,
): Promise<(ApplicationSummary | null)[]> {
  const applications = await findApplicationSummariesByIds(
    db,
    callerOf(context).userId,
    queries.map(({ obj }) => obj.applicationId),
  );
  const byId = new Map(applications.map((application) => [application.id, application]));
  return queries.map(({ obj }) => byId.get(obj.applicationId) ?? null);
}

export function createLoaders(db: Database, today: () => string): MercuriusLoaders {
  return {
    Application: {
      async match(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const materials = await applicationMaterials(db, queries, context);
        return materials.map((material) => material?.matchDetails ?? null);
      },
      async tailoredResume(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const materials = await applicationMaterials(db, queries, context);
        return materials.map((material) => toTailoredResume(material?.tailoredResume ?? null));
      },
      async coverLetter(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const materials = await applicationMaterials(db, queries, context);
        return materials.map((material) => material?.coverLetter ?? null);
      },
      async job(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const jobs = await findJobSummariesByIds(
          db,
          userId,
          queries.map(({ obj }) => obj.jobId),
        );
        const byId = new Map(jobs.map((job) => [job.id, job]));
        return queries.map(({ obj }) => byId.get(obj.jobId) ?? null);
      },
      async interviews(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const interviews = await listInterviewsOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        return itemsOfEach(queries, interviews);
      },
      async contacts(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const contacts = await listContactsOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        return itemsOfEach(queries, contacts);
      },
      async answers(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const answers = await listAnswersOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        return itemsOfEach(queries, answers);
      },
      async coverLetterMotivation(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const answers = await listAnswersOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        return itemsOfEach(queries, answers).map(letterMotivationOf);
      },
      async tasks(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const tasks = await listTasksOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        return itemsOfEach(queries, tasks);
      },
      async taskProgress(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const progress = await summarizeTasksOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        return queries.map(({ obj }) => progress.get(obj.id) ?? NO_TASKS);
      },
      async offer(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const offers = await listOffersOfApplications(
          db,
          callerOf(context).userId,
          queries.map(({ obj }) => obj.id),
        );
        const byApplication = new Map(offers.map((offer) => [offer.applicationId, offer]));
        return queries.map(({ obj }) => {
          const offer = byApplication.get(obj.id);
          return offer === undefined ? null : offerView(offer);
        });
      },
      async events(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const events = await listEventsOfApplications(
          db,
          userId,
          queries.map(({ obj }) => obj.id),
        );
        return itemsOfEach(queries, events);
      },
    },
    Interview: {
      application: (queries: Query<InterviewRecord>[], context: GraphQLContext) =>
        owningApplications(db, queries, context),
    },
    Contact: {
      application: (queries: Query<ContactRecord>[], context: GraphQLContext) =>
        owningApplications(db, queries, context),
    },
    ApplicationAnswer: {
      application: (queries: Query<ApplicationAnswerRecord>[], context: GraphQLContext) =>
        owningApplications(db, queries, context),
    },
    ApplicationTask: {
      application: (queries: Query<ApplicationTaskRecord>[], context: GraphQLContext) =>
        owningApplications(db, queries, context),
    },
    Job: {
      async description(queries: Query<JobSummary>[], context: GraphQLContext) {
        const texts = await storedPostings(db, queries, context);
        return texts.map((text) => text?.description ?? null);
      },
      async descriptionText(queries: Query<JobSummary>[], context: GraphQLContext) {
        const texts = await storedPostings(db, queries, context);
        return texts.map((text) =>
          text?.description == null ? null : parsePosting(text.description).text,
        );
      },
      async posting(queries: Query<JobSummary>[], context: GraphQLContext) {
        const texts = await storedPostings(db, queries, context);
        return texts.map((text) => text?.parsed ?? null);
      },
      async application(queries: Query<JobSummary>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const applications = await findApplicationsOfJobs(
          db,
          userId,
          queries.map(({ obj }) => obj.id),
        );
        const byJob = new Map(applications.map((application) => [application.jobId, application]));
        return queries.map(({ obj }) => byJob.get(obj.id) ?? null);
      },
      async match(queries: Query<JobSummary>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        context.baseMatcher ??= findBaseResumeContent(db, userId).then((content) =>
          matcherFor(content, today()),
        );
        const [match, texts] = await Promise.all([
          context.baseMatcher,
          storedPostings(db, queries, context),
        ]);
        return queries.map(({ obj }, index) => {
          const text = texts[index];
          if (match === null || text === undefined) return null;
          return match({ ...obj, ...text })?.details ?? null;
        });
      },
    },
  };
}

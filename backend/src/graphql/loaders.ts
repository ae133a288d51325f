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
  hasMaterial,
} from '../applications/application-details-repository.js';
import { listEventsOfApplications } from '../applications/applications-repository.js';
import type { Database } from '../db/database.js';
import { findJobsByIds, type JobRecord } from '../jobs/jobs-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { matcherFor } from '../tailoring/job-match.js';
import { callerOf, type GraphQLContext } from './context.js';
import { toTailoredResume } from './tailored-resume.js';

type Query<T> = { obj: T; params: unknown };

/**
 * Each application's material: its own when it was read with it (one application, or the
 * answer to a mutation), else read in one query for all of those in the batch that lack it.
 * A read in flight is shared with the other material fields of the same cards, which ask in
 * the same tick; once it has answered it is forgotten, so that a later mutation field of the
 * same request never reads what an earlier one changed from here.
 */
async function materialsOf(
  db: Database,
  queries: Query<ApplicationSummary>[],
  context: GraphQLContext,
): Promise<(ApplicationMaterial | undefined)[]> {
  const cache = (context.applicationMaterials ??= new Map<
    string,
    Promise<ApplicationMaterial | undefined>
  >());
  const missing = [
    ...new Set(
      queries
        .map(({ obj }) => obj)
        .filter((application) => !hasMaterial(application) && !cache.has(application.id))
        .map((application) => application.id),
    ),
  ];
  if (missing.length > 0) {
    const read = findApplicationMaterials(db, callerOf(context).userId, missing);
    for (const id of missing)
      cache.set(
        id,
        read.then((materials) => materials.get(id)),
      );
    const forget = () => {
      for (const id of missing) cache.delete(id);
    };
    // Both ways, so that a failed read is not also an unhandled rejection here: the fields
    // that await it answer the error.
    read.then(forget, forget);
  }
  return Promise.all(
    queries.map(({ obj }) =>
      hasMaterial(obj) ? Promise.resolve(obj) : (cache.get(obj.id) ?? Promise.resolve(undefined)),
    ),
  );
}

export function createLoaders(db: Database, today: () => string): MercuriusLoaders {
  return {
    Application: {
      async match(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const materials = await materialsOf(db, queries, context);
        return materials.map((material) => material?.matchDetails ?? null);
      },
      async tailoredResume(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const materials = await materialsOf(db, queries, context);
        return materials.map((material) => toTailoredResume(material?.tailoredResume ?? null));
      },
      async coverLetter(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const materials = await materialsOf(db, queries, context);
        return materials.map((material) => material?.coverLetter ?? null);
      },
      async job(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const jobs = await findJobsByIds(
          db,
          userId,
          queries.map(({ obj }) => obj.jobId),
        );
        const byId = new Map(jobs.map((job) => [job.id, job]));
        return queries.map(({ obj }) => byId.get(obj.jobId) ?? null);
      },
      async events(queries: Query<ApplicationSummary>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const events = await listEventsOfApplications(
          db,
          userId,
          queries.map(({ obj }) => obj.id),
        );
        return queries.map(({ obj }) => events.filter((event) => event.applicationId === obj.id));
      },
    },
    Job: {
      async application(queries: Query<JobRecord>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const applications = await findApplicationsOfJobs(
          db,
          userId,
          queries.map(({ obj }) => obj.id),
        );
        const byJob = new Map(applications.map((application) => [application.jobId, application]));
        return queries.map(({ obj }) => byJob.get(obj.id) ?? null);
      },
      async match(queries: Query<JobRecord>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        context.baseMatcher ??= findBaseResumeContent(db, userId).then((content) =>
          matcherFor(content, today()),
        );
        const match = await context.baseMatcher;
        return queries.map(({ obj }) => (match === null ? null : (match(obj)?.details ?? null)));
      },
    },
  };
}

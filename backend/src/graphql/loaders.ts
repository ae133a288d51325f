/**
 * Batched field loaders against N+1 queries: a list of 100 applications asking for their jobs
 * and histories costs three queries, not 201. Mercurius collects the parents of one field in
 * one tick and calls each loader once with all of them.
 */
import type { MercuriusLoaders } from 'mercurius';
import {
  type ApplicationDetails,
  findApplicationsOfJobs,
} from '../applications/application-details-repository.js';
import { listEventsOfApplications } from '../applications/applications-repository.js';
import type { Database } from '../db/database.js';
import { findJobsByIds, type JobRecord } from '../jobs/jobs-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { matcherFor } from '../tailoring/job-match.js';
import { callerOf, type GraphQLContext } from './context.js';

type Query<T> = { obj: T; params: unknown };

export function createLoaders(db: Database, today: () => string): MercuriusLoaders {
  return {
    Application: {
      async job(queries: Query<ApplicationDetails>[], context: GraphQLContext) {
        const { userId } = callerOf(context);
        const jobs = await findJobsByIds(
          db,
          userId,
          queries.map(({ obj }) => obj.jobId),
        );
        const byId = new Map(jobs.map((job) => [job.id, job]));
        return queries.map(({ obj }) => byId.get(obj.jobId) ?? null);
      },
      async events(queries: Query<ApplicationDetails>[], context: GraphQLContext) {
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

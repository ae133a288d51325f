/** What every resolver gets: the caller, and per-request caches. */
import type { MercuriusContext } from 'mercurius';
import type { ApplicationMaterial } from '../applications/application-details-repository.js';
import type { Caller } from '../http/authentication.js';
import type { StoredPosting } from '../jobs/jobs-repository.js';
import type { JobMatch, JobText } from '../tailoring/job-match.js';
import type { InFlight } from './lazy-parts.js';
import { unauthenticated } from './errors.js';
import { AppError } from '../http/errors.js';

declare module 'mercurius' {
  interface MercuriusContext {
    caller: Caller | null;
    callerUnavailable?: AppError;
    baseMatcher?: Promise<((job: JobText) => JobMatch | null) | null>;
    applicationMaterials?: InFlight<ApplicationMaterial>;
    storedPostings?: InFlight<StoredPosting>;
  }
}

export interface GraphQLContext extends MercuriusContext {
  caller: Caller | null;
  /**
   * Why the caller could not be identified, when the database was unreachable: the operation
   * is then refused before it runs (register-graphql.ts), in GraphQL's error shape.
   */
  callerUnavailable?: AppError;
  /**
   * The base resume's matcher for this request, prepared on first use: a page of jobs costs
   * one preparation of the resume, not one per job.
   */
  baseMatcher?: Promise<((job: JobText) => JobMatch | null) | null>;
  /**
   * Reads in flight of the material of applications listed without it
   * (application-details-repository.ts), by id: a board that wants the match, the tailored
   * resume and the letter of its cards costs one query for the three, not three.
   */
  applicationMaterials?: InFlight<ApplicationMaterial>;
  /** The same for the postings of jobs listed without them (jobs-repository.ts). */
  storedPostings?: InFlight<StoredPosting>;
}

/** The signed-in user: the app's API is for browser sessions (hosts use the case API). */
export function callerOf(context: GraphQLContext): Caller {
  const { caller } = context;
  if (caller === null) throw unauthenticated();
  if (caller.via !== 'session')
    throw new AppError(
      'SESSION_REQUIRED',
      403,
      'The GraphQL API is for signed-in browser sessions; scripts use the REST APIs with a token',
    );
  return caller;
}

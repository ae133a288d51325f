/**
 * The job seeker's jobs: added from pasted text or HTML, or imported from a careers page's
 * JSON-LD; the engine reads each posting once, when it is added or changed.
 */
import { findJobPostingInPage, jsonLdDocumentOf, parsePosting } from '@resume-agent/tailor';
import type { Database } from '../db/database.js';
import { dueWindow } from '../pipeline/application-service.js';
import { AppError } from '../http/errors.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import { matcherFor, matchJob, toStoredMatch, withJobFields } from '../tailoring/job-match.js';
import { storeMatchOfJobApplications } from '../applications/application-details-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import {
  jobReadsDifferently,
  tailoringsAfterJobChange,
} from '../pipeline/tailoring-after-job-change.js';
import { fetchJobPage } from './fetch-job-page.js';
import { type StoredReading, storedReadingOf } from './posting-reading.js';
import { applicationFilterOf, type JobStage } from './job-stage.js';
import { type JobSort, MAX_ORDERED_JOBS, orderJobs } from './job-order.js';
import { readSkillDemand, type SkillDemand } from './skill-demand.js';
import {
  deleteJob,
  type DescriptionFormat,
  findJob,
  findJobsLike,
  insertJob,
  type JobFields,
  type JobRecord,
  type JobSummary,
  listJobsClosing,
  listJobsToOrder,
  updateJob,
} from './jobs-repository.js';

const LIMITS = { title: 300, company: 200, location: 200, url: 2048, description: 200_000 };

export interface JobInput {
  title?: string | null;
  company?: string | null;
  location?: string | null;
  url?: string | null;
  description?: string | null;
  descriptionFormat?: DescriptionFormat | null;
  /** YYYY-MM-DD (the GraphQL Date scalar checked the shape). */
  applyBy?: string | null;
}

/** The days a job's last day to apply may be (the column's CHECK). */
const APPLY_BY_RANGE = { from: '2000-01-01', to: '2999-12-31' };

/** Trimmed, '' → null, and within its column's limit. */
function optionalText(value: string | null | undefined, field: keyof typeof LIMITS): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > LIMITS[field])
    throw validationFailed(`The ${field} has at most ${LIMITS[field]} characters`, { field });
  return text;
}

function checkUrl(url: string | null): string | null {
  if (url !== null && !/^https?:\/\/\S+$/i.test(url))
    throw validationFailed('The URL must start with http:// or https://', { field: 'url' });
  return url;
}

function checkApplyBy(day: string | null | undefined): string | null {
  if (day === null || day === undefined) return null;
  if (day < APPLY_BY_RANGE.from || day > APPLY_BY_RANGE.to)
    throw validationFailed('The last day to apply is a day from the year 2000 to 2999', {
      field: 'applyBy',
    });
  return day;
}

function detectFormat(description: string | null): DescriptionFormat {
  return description !== null && /^\s*</.test(description) ? 'html' : 'text';
}

/**
 * The job's fields, with what the user left blank read from the posting, and the reading of
 * the posting (stored with the job, so lists and matches need not parse it again).
 */
export function completeJob(input: JobInput): {
  fields: JobFields;
  reading: StoredReading | null;
} {
  const description = optionalText(input.description, 'description');
  const descriptionFormat = input.descriptionFormat ?? detectFormat(description);
  const read = description === null ? null : parsePosting(description);
  const fromPosting = (
    value: string | null | undefined,
    field: 'title' | 'company' | 'location',
  ) => (value ? optionalText(value.slice(0, LIMITS[field]), field) : null);
  const title = optionalText(input.title, 'title') ?? fromPosting(read?.title, 'title');
  if (title === null)
    throw validationFailed('Give the job a title: the posting does not say it', { field: 'title' });
  const fields: JobFields = {
    title,
    company: optionalText(input.company, 'company') ?? fromPosting(read?.company, 'company'),
    location: optionalText(input.location, 'location') ?? fromPosting(read?.location, 'location'),
    url: checkUrl(optionalText(input.url, 'url')),
    description,
    descriptionFormat,
    applyBy: checkApplyBy(input.applyBy),
  };
  if (read === null) return { fields, reading: null };
  return { fields, reading: storedReadingOf(withJobFields(read, fields)) };
}

/** What addJob and importJobFromUrl answer for a job like one saved already. */
function alreadySaved(newest: JobSummary, saved: JobSummary[]): AppError {
  const what = `"${newest.title}"${newest.company === null ? '' : ` at ${newest.company}`}`;
  return new AppError('JOB_ALREADY_SAVED', 409, `You saved this job already: ${what}`, {
    jobs: saved.map((job) => ({
      id: job.id,
      title: job.title,
      company: job.company,
      createdAt: new Date(job.createdAt).toISOString(),
    })),
  });
}

export function createJobService({
  db,
  allowPrivateHosts,
  today = () => new Date().toISOString().slice(0, 10),
}: {
  db: Database;
  allowPrivateHosts: boolean;
  today?: () => string;
}) {
  /** Throws JOB_ALREADY_SAVED when the user has a job like `job` (findJobsLike). */
  async function refuseIfSaved(
    userId: string,
    job: { title: string; company: string | null; urls: (string | null)[] },
  ): Promise<void> {
    const urls = [...new Set(job.urls.filter((url): url is string => url !== null))];
    const saved = await findJobsLike(db, userId, { ...job, urls });
    const [newest] = saved;
    if (newest) throw alreadySaved(newest, saved);
  }

  return {
    /** With `refuseDuplicate`, a job like one saved already is JOB_ALREADY_SAVED instead. */
    async add(
      userId: string,
      input: JobInput & { refuseDuplicate?: boolean | null },
    ): Promise<JobRecord> {
      if (!input.description?.trim())
        throw validationFailed('Paste the job posting', { field: 'description' });
      const { fields, reading } = completeJob(input);
      if (input.refuseDuplicate === true)
        await refuseIfSaved(userId, { ...fields, urls: [fields.url] });
      return insertJob(db, userId, fields, reading);
    },

    /** Reads the page's schema.org JobPosting; the posting is kept as its JSON-LD only. */
    async importFromUrl(
      userId: string,
      address: string,
      { refuseDuplicate = false }: { refuseDuplicate?: boolean | null } = {},
    ): Promise<JobRecord> {
      const page = await fetchJobPage(address, { allowPrivateHosts });
      const found = findJobPostingInPage(page.html);
      if (!found)
        throw new AppError(
          'NO_JOB_POSTING',
          422,
          "The page has no schema.org JobPosting data; paste the posting's text instead",
        );
      const { fields, reading } = completeJob({
        title: found.fields.title,
        company: found.fields.company,
        location: found.fields.location,
        url: page.url,
        description: jsonLdDocumentOf(found.node),
        descriptionFormat: 'html',
        applyBy: found.fields.validThrough,
      });
      // The address as asked for and as the page was found (after redirects) both count.
      if (refuseDuplicate === true)
        await refuseIfSaved(userId, { ...fields, urls: [address.trim(), fields.url] });
      return insertJob(db, userId, fields, reading);
    },

    async update(userId: string, input: JobInput & { id: string }): Promise<JobRecord> {
      const id = idOrNotFound(input.id, 'job');
      return db.transaction(async (tx) => {
        const current = await findJob(tx, userId, id);
        if (!current) throw notFound('job');
        const merged: JobInput = {
          title: input.title === undefined ? current.title : input.title,
          company: input.company === undefined ? current.company : input.company,
          location: input.location === undefined ? current.location : input.location,
          url: input.url === undefined ? current.url : input.url,
          description: input.description === undefined ? current.description : input.description,
          descriptionFormat:
            input.descriptionFormat ??
            (input.description === undefined ? current.descriptionFormat : null),
          applyBy: input.applyBy === undefined ? current.applyBy : input.applyBy,
        };
        const { fields, reading } = completeJob(merged);
        const updated = await updateJob(tx, current, fields, reading);
        // Its applications' stored match and tailored resumes follow the job, as in the case API.
        const resume = await findBaseResumeContent(tx, userId);
        const tailorings = jobReadsDifferently(current, updated)
          ? await tailoringsAfterJobChange(tx, {
              userId,
              jobId: updated.id,
              job: updated,
              baseResume: resume,
              asOf: today(),
              changedAt: new Date().toISOString(),
            })
          : undefined;
        await storeMatchOfJobApplications(
          tx,
          userId,
          updated.id,
          toStoredMatch(matchJob(resume, updated, today())),
          tailorings,
        );
        return updated;
      });
    },

    /**
     * A page of the user's jobs by match (against the base resume, today), by pay or by the
     * last day to apply (from `callersToday`, the caller's own day, else the server's),
     * ordered over the newest MAX_ORDERED_JOBS of them that the search and stage keep, not over
     * a page.
     * `after` is the last job of the page before; one that is not in the list (deleted since,
     * or another search's) is NOT_FOUND. The order is worked out again for every page, so a
     * resume saved between pages may move a job across the page boundary.
     */
    async listOrdered(
      userId: string,
      query: {
        search: string;
        stage?: JobStage;
        sort: Exclude<JobSort, 'newest'>;
        limit: number;
        after?: string;
        today?: string;
      },
    ): Promise<JobSummary[]> {
      // Only the last-day order reads the caller's day, so only it checks it: within a day of
      // the server's, as the due lists check it.
      const callersDay =
        query.sort === 'closing' ? dueWindow(0, query.today, today()).from : today();
      const [jobs, resume] = await Promise.all([
        listJobsToOrder(db, {
          userId,
          search: query.search,
          ...(query.stage === undefined ? {} : { applications: applicationFilterOf(query.stage) }),
          limit: MAX_ORDERED_JOBS,
          postings: query.sort === 'match',
        }),
        query.sort === 'match' ? findBaseResumeContent(db, userId) : null,
      ]);
      const match = resume === null ? null : matcherFor(resume, today());
      const order = orderJobs(
        jobs.map(({ summary, posting }) => ({
          id: summary.id,
          pay: summary.pay,
          applyBy: summary.applyBy,
          score:
            match === null || posting === null
              ? null
              : (match({ ...summary, ...posting })?.score ?? null),
        })),
        query.sort,
        callersDay,
      );
      let start = 0;
      if (query.after !== undefined) {
        const index = order.indexOf(query.after);
        if (index === -1) throw notFound('job');
        start = index + 1;
      }
      const byId = new Map(jobs.map(({ summary }) => [summary.id, summary]));
      return order.slice(start, start + query.limit).flatMap((id) => byId.get(id) ?? []);
    },

    /** Jobs not applied to yet whose last day to apply falls in dueWindow. */
    closingSoon(userId: string, withinDays: number, callersToday?: string): Promise<JobSummary[]> {
      return listJobsClosing(db, {
        userId,
        ...dueWindow(withinDays, callersToday, today()),
        // Only jobs still to apply to: once sent, their last day no longer matters.
        applications: applicationFilterOf('to_apply'),
      });
    },

    /** What the user's newest jobs of `stage` ask for, against a resume (the base one by default). */
    skillDemand(
      userId: string,
      query: { resumeId?: string; stage?: JobStage; limit: number },
    ): Promise<SkillDemand> {
      return readSkillDemand(db, {
        userId,
        stage: query.stage,
        limit: query.limit,
        ...(query.resumeId === undefined
          ? {}
          : { resumeId: idOrNotFound(query.resumeId, 'resume') }),
        asOf: today(),
      });
    },

    async delete(userId: string, id: string): Promise<string> {
      const jobId = idOrNotFound(id, 'job');
      const deleted = await db.transaction((tx) => deleteJob(tx, userId, jobId));
      if (!deleted) throw notFound('job');
      return jobId;
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;

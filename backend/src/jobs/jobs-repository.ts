/** Data access for job postings, which exist on their own and may have an application. */
import type { Queryable } from '../db/database.js';
import { likePattern } from '../db/like-pattern.js';
import type { StoredReading } from './posting-reading.js';
import { type Pay, storedPay } from './stored-pay.js';

export type DescriptionFormat = 'text' | 'html';

/** What a list shows of a job: everything but its posting. */
export interface JobSummary {
  id: string;
  userId: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  descriptionFormat: DescriptionFormat;
  /** The last day to apply, YYYY-MM-DD; null when unknown. */
  applyBy: string | null;
  /** The pay the posting states, as the engine read it when the posting was saved. */
  pay: Pay | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The posting and the engine's reading of it: a few KB each (the reading is often the larger),
 * which a board of 200 cards that show a title and a company should not read 200 times.
 */
export interface StoredPosting {
  description: string | null;
  /** What the engine read from the posting (without its text); null without a description. */
  parsed: Record<string, unknown> | null;
}

export type JobRecord = JobSummary & StoredPosting;

export interface JobFields {
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  description: string | null;
  descriptionFormat: DescriptionFormat;
  applyBy: string | null;
}

interface SummaryRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  description_format: DescriptionFormat;
  apply_by: string | null;
  pay: unknown;
  created_at: string;
  updated_at: string;
}

interface StoredPostingRow {
  description: string | null;
  parsed: Record<string, unknown> | null;
}

interface JobRow extends SummaryRow, StoredPostingRow {}

// apply_by as text: a DATE read through a JavaScript Date would shift with the time zone.
// `pay` is the stored reading's pay, copied by the database: a summary never reads `parsed`.
const SUMMARY_COLUMNS = `id, user_id, title, company, location, url, description_format,
  to_char(apply_by, 'YYYY-MM-DD') AS apply_by, pay, created_at, updated_at`;
const JOB_COLUMNS = `${SUMMARY_COLUMNS}, description, parsed`;

function toSummary(row: SummaryRow): JobSummary {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    company: row.company,
    location: row.location,
    url: row.url,
    descriptionFormat: row.description_format,
    applyBy: row.apply_by,
    pay: storedPay(row.pay),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Whether the job at hand was read with its posting. */
export function hasStoredPosting(job: JobSummary | JobRecord): job is JobRecord {
  return 'description' in job;
}

function toRecord(row: JobRow): JobRecord {
  return { ...toSummary(row), description: row.description, parsed: row.parsed };
}

/**
 * Which applications a listed job must have: one in `statuses` ('any'), or none outside them
 * ('none-outside': no application at all, or only ones in `statuses`). job-stage.ts says which
 * statuses make each stage; this layer knows statuses only as text.
 */
export interface ApplicationFilter {
  match: 'any' | 'none-outside';
  statuses: readonly string[];
}

/**
 * The condition on `jobs` that its applications pass `filter`, whose statuses are the text[]
 * parameter `statusesParam`; the user's id is $1.
 */
function applicationCondition(filter: ApplicationFilter, statusesParam: string): string {
  const applicationIn = (test: string) =>
    `EXISTS (SELECT 1 FROM applications WHERE applications.user_id = $1
      AND applications.job_id = jobs.id AND applications.status ${test})`;
  return filter.match === 'none-outside'
    ? `NOT ${applicationIn(`<> ALL(${statusesParam}::text[])`)}`
    : applicationIn(`= ANY(${statusesParam}::text[])`);
}

/**
 * The WHERE clause of a user's jobs whose title or company holds every word of `search`, and
 * whose applications pass `applications` when given.
 */
function jobsMatching(
  userId: string,
  search = '',
  applications?: ApplicationFilter,
): { where: string; params: unknown[] } {
  const conditions = ['user_id = $1'];
  const params: unknown[] = [userId];
  if (applications !== undefined) {
    params.push(applications.statuses);
    conditions.push(applicationCondition(applications, `$${params.length}`));
  }
  for (const word of search.trim().split(/\s+/).filter(Boolean)) {
    params.push(likePattern(word));
    conditions.push(
      `(title ILIKE $${params.length} OR COALESCE(company, '') ILIKE $${params.length})`,
    );
  }
  return { where: conditions.join(' AND '), params };
}

/**
 * Newest first; every word of `search` must appear in the title or the company. `after` is a
 * job's id: the page then starts at the next older job ((created_at, id) keyset, so pages stay
 * disjoint while jobs are added). An `after` that is not one of the user's jobs lists nothing.
 */
export async function listJobs(
  db: Queryable,
  query: {
    userId: string;
    search?: string;
    applications?: ApplicationFilter;
    after?: string;
    limit: number;
  },
): Promise<JobSummary[]> {
  const { where, params } = jobsMatching(query.userId, query.search, query.applications);
  let olderThan = '';
  if (query.after !== undefined) {
    params.push(query.after);
    olderThan = ` AND (created_at, id) < (SELECT created_at, id FROM jobs
      WHERE user_id = $1 AND id = $${params.length})`;
  }
  params.push(query.limit);
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE ${where}${olderThan}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map(toSummary);
}

/** A job as the list orders it by match or pay: its summary and, to score it, its posting. */
export interface JobToOrder {
  summary: JobSummary;
  /** Without `postings`, null; else the stored reading, the text only where none is stored. */
  posting: StoredPosting | null;
}

/**
 * The newest `limit` jobs listJobs would list, newest first, to order in memory (job-order.ts);
 * with `postings`, each with what the matcher scores: its stored reading, or its text where no
 * reading is stored (a job written around the backend).
 */
export async function listJobsToOrder(
  db: Queryable,
  query: {
    userId: string;
    search?: string;
    applications?: ApplicationFilter;
    limit: number;
    postings: boolean;
  },
): Promise<JobToOrder[]> {
  const { where, params } = jobsMatching(query.userId, query.search, query.applications);
  params.push(query.limit);
  const postingColumns = query.postings
    ? ', parsed, CASE WHEN parsed IS NULL THEN description END AS description'
    : '';
  const { rows } = await db.query<SummaryRow & Partial<StoredPostingRow>>(
    `SELECT ${SUMMARY_COLUMNS}${postingColumns} FROM jobs WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    summary: toSummary(row),
    posting: query.postings
      ? { description: row.description ?? null, parsed: row.parsed ?? null }
      : null,
  }));
}

/** How many jobs listJobs would give without a limit. */
export async function countJobs(
  db: Queryable,
  query: { userId: string; search?: string; applications?: ApplicationFilter },
): Promise<number> {
  const { where, params } = jobsMatching(query.userId, query.search, query.applications);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM jobs WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** The user's jobs among `ids` (others' and unknown ids are left out), in no order. */
export async function findJobSummariesByIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<JobSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, [...new Set(ids)]],
  );
  return rows.map(toSummary);
}

/** The postings of the user's jobs among `ids`, by id; others' are left out. */
export async function findStoredPostings(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, StoredPosting>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Pick<JobRow, 'id' | 'description' | 'parsed'>>(
    'SELECT id, description, parsed FROM jobs WHERE user_id = $1 AND id = ANY($2::uuid[])',
    [userId, [...new Set(ids)]],
  );
  return new Map(rows.map(({ id, description, parsed }) => [id, { description, parsed }]));
}

/**
 * What the engine reads of a job that has a posting: the reading stored with it, or, where none
 * is stored (a job written around the backend, not read yet), the posting's text to read now.
 */
export type PostingToRead =
  { parsed: object; description?: undefined } | { parsed: null; description: string };

/**
 * The postings to read of the user's jobs among `ids` that have one, by id: the text only where
 * no reading is stored, so that reading hundreds of jobs' skills does not read their postings.
 */
export async function findPostingsToRead(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, PostingToRead>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{
    id: string;
    parsed: Record<string, unknown> | null;
    description: string | null;
  }>(
    `SELECT id, parsed, CASE WHEN parsed IS NULL THEN description END AS description FROM jobs
      WHERE user_id = $1 AND id = ANY($2::uuid[]) AND description IS NOT NULL`,
    [userId, [...new Set(ids)]],
  );
  const postings = new Map<string, PostingToRead>();
  for (const { id, parsed, description } of rows)
    if (parsed !== null) postings.set(id, { parsed });
    else if (description !== null) postings.set(id, { parsed: null, description });
  return postings;
}

export async function findJob(
  db: Queryable,
  userId: string,
  id: string,
): Promise<JobRecord | undefined> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE user_id = $1 AND id = $2::uuid`,
    [userId, id],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

export async function insertJob(
  tx: Queryable,
  userId: string,
  fields: JobFields,
  reading: StoredReading | null,
  /** The spreadsheet import it comes from, which undoing the import deletes it with. */
  importId: string | null = null,
): Promise<JobRecord> {
  const { rows } = await tx.query<JobRow>(
    `INSERT INTO jobs (user_id, title, company, location, url, description, description_format,
                       parsed, reading_version, apply_by, import_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${JOB_COLUMNS}`,
    [
      userId,
      fields.title,
      fields.company,
      fields.location,
      fields.url,
      fields.description,
      fields.descriptionFormat,
      reading === null ? null : JSON.stringify(reading.parsed),
      reading?.version ?? null,
      fields.applyBy,
      importId,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO jobs returned no row');
  return toRecord(row);
}

export async function updateJob(
  tx: Queryable,
  current: JobRecord,
  fields: JobFields,
  reading: StoredReading | null,
): Promise<JobRecord> {
  const { rows } = await tx.query<JobRow>(
    `UPDATE jobs SET title = $3, company = $4, location = $5, url = $6, description = $7,
            description_format = $8, parsed = $9, reading_version = $10, apply_by = $11
      WHERE id = $1 AND user_id = $2 RETURNING ${JOB_COLUMNS}`,
    [
      current.id,
      current.userId,
      fields.title,
      fields.company,
      fields.location,
      fields.url,
      fields.description,
      fields.descriptionFormat,
      reading === null ? null : JSON.stringify(reading.parsed),
      reading?.version ?? null,
      fields.applyBy,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`job ${current.id} vanished during an update`);
  return toRecord(row);
}

/**
 * The user's jobs whose last day to apply falls from `from` to `until` (inclusive; null: with
 * no end), soonest first, whose applications pass `applications` (the job service and the
 * calendar feed leave out those already applied to); at most `limit`, 100 unless given.
 */
export async function listJobsClosing(
  db: Queryable,
  query: {
    userId: string;
    from: string;
    until: string | null;
    applications: ApplicationFilter;
    limit?: number;
  },
): Promise<JobSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM jobs
      WHERE user_id = $1 AND apply_by >= $2::date AND ($3::date IS NULL OR apply_by <= $3::date)
        AND ${applicationCondition(query.applications, '$4')}
      ORDER BY apply_by, created_at DESC, id DESC LIMIT $5`,
    [query.userId, query.from, query.until, query.applications.statuses, query.limit ?? 100],
  );
  return rows.map(toSummary);
}

/**
 * The user's jobs like the one about to be added, newest first: one of the same links (ignoring
 * case, a fragment and trailing slashes), or the same title at the same company (ignoring case;
 * only when the job names a company, since a bare "Software Engineer" says little).
 */
export async function findJobsLike(
  db: Queryable,
  userId: string,
  job: { title: string; company: string | null; urls: readonly string[] },
  limit = 3,
): Promise<JobSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM jobs
      WHERE user_id = $1
        AND (lower(rtrim(split_part(url, '#', 1), '/')) IN
              (SELECT lower(rtrim(split_part(link, '#', 1), '/')) FROM unnest($2::text[]) AS link)
          OR ($4::text IS NOT NULL AND lower(title) = lower($3) AND lower(company) = lower($4)))
      ORDER BY created_at DESC, id DESC LIMIT $5`,
    [userId, job.urls, job.title, job.company, limit],
  );
  return rows.map(toSummary);
}

/** Deletes the job; its applications go with it (ON DELETE CASCADE). */
export async function deleteJob(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM jobs WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rowCount === 1;
}

/**
 * The company and title of the job `applicationId` is for, or undefined when the application is
 * not the user's; either may be unknown (null).
 */
export async function findJobNamesOfApplication(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<{ company: string | null; title: string | null } | undefined> {
  const { rows } = await db.query<{ company: string | null; title: string | null }>(
    `SELECT jobs.company, jobs.title FROM applications
       JOIN jobs ON jobs.id = applications.job_id AND jobs.user_id = applications.user_id
      WHERE applications.user_id = $1 AND applications.id = $2`,
    [userId, applicationId],
  );
  return rows[0];
}

/**
 * The companies of the user's jobs other than the one `applicationId` is for, each once as
 * written, those of the most recently added jobs first, at most `limit`: what a cover letter
 * for that application should not name. Keyed by the application so it can run alongside
 * findJobNamesOfApplication rather than after it.
 */
export async function listCompaniesOfOtherJobs(
  db: Queryable,
  userId: string,
  applicationId: string,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ company: string }>(
    `SELECT company FROM jobs
      WHERE user_id = $1 AND company IS NOT NULL
        AND id NOT IN (SELECT job_id FROM applications WHERE user_id = $1 AND id = $2)
      GROUP BY company
      ORDER BY max(created_at) DESC, company
      LIMIT $3`,
    [userId, applicationId, limit],
  );
  return rows.map((row) => row.company);
}

/** Data access for job postings, which exist on their own and may have an application. */
import type { Queryable } from '../db/database.js';
import { likePattern } from '../db/like-pattern.js';

export type DescriptionFormat = 'text' | 'html';

export interface JobRecord {
  id: string;
  userId: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  description: string | null;
  descriptionFormat: DescriptionFormat;
  /** What the engine read from the posting (without its text); null without a description. */
  parsed: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export interface JobFields {
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  description: string | null;
  descriptionFormat: DescriptionFormat;
}

interface JobRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  description: string | null;
  description_format: DescriptionFormat;
  parsed: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

const JOB_COLUMNS =
  'id, user_id, title, company, location, url, description, description_format, parsed, created_at, updated_at';

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    company: row.company,
    location: row.location,
    url: row.url,
    description: row.description,
    descriptionFormat: row.description_format,
    parsed: row.parsed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The WHERE clause of a user's jobs whose title or company holds every word of `search`. */
function jobsMatching(userId: string, search = ''): { where: string; params: unknown[] } {
  const conditions = ['user_id = $1'];
  const params: unknown[] = [userId];
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
  query: { userId: string; search?: string; after?: string; limit: number },
): Promise<JobRecord[]> {
  const { where, params } = jobsMatching(query.userId, query.search);
  let olderThan = '';
  if (query.after !== undefined) {
    params.push(query.after);
    olderThan = ` AND (created_at, id) < (SELECT created_at, id FROM jobs
      WHERE user_id = $1 AND id = $${params.length})`;
  }
  params.push(query.limit);
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE ${where}${olderThan}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map(toRecord);
}

/** How many jobs listJobs would give without a limit. */
export async function countJobs(
  db: Queryable,
  query: { userId: string; search?: string },
): Promise<number> {
  const { where, params } = jobsMatching(query.userId, query.search);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM jobs WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** The user's jobs among `ids` (others' and unknown ids are left out), in no order. */
export async function findJobsByIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, [...new Set(ids)]],
  );
  return rows.map(toRecord);
}

export async function findJob(
  db: Queryable,
  userId: string,
  id: string,
): Promise<JobRecord | undefined> {
  return (await findJobsByIds(db, userId, [id]))[0];
}

export async function insertJob(
  tx: Queryable,
  userId: string,
  fields: JobFields,
  parsed: unknown,
): Promise<JobRecord> {
  const { rows } = await tx.query<JobRow>(
    `INSERT INTO jobs (user_id, title, company, location, url, description, description_format, parsed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${JOB_COLUMNS}`,
    [
      userId,
      fields.title,
      fields.company,
      fields.location,
      fields.url,
      fields.description,
      fields.descriptionFormat,
      parsed === null ? null : JSON.stringify(parsed),
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
  parsed: unknown,
): Promise<JobRecord> {
  const { rows } = await tx.query<JobRow>(
    `UPDATE jobs SET title = $3, company = $4, location = $5, url = $6, description = $7,
            description_format = $8, parsed = $9
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
      parsed === null ? null : JSON.stringify(parsed),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`job ${current.id} vanished during an update`);
  return toRecord(row);
}

/** Deletes the job; its applications go with it (ON DELETE CASCADE). */
export async function deleteJob(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM jobs WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rowCount === 1;
}

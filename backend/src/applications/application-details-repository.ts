/**
 * Reads and writes of applications for the job seeker's own app (the GraphQL API): everything
 * an application holds, including the tailored material, and the pipeline's aggregates. The
 * case API's reads are in applications-repository.ts; status changes go through one function
 * for both (src/pipeline/status-change.ts).
 */
import type { Queryable } from '../db/database.js';
import type { StoredMatch } from './applications-repository.js';

export interface ApplicationDetails {
  id: string;
  userId: string;
  jobId: string;
  status: string;
  version: number;
  notes: string | null;
  /** YYYY-MM-DD */
  followUpOn: string | null;
  appliedAt: string | null;
  matchScore: number | null;
  matchDetails: unknown;
  tailoredResume: unknown;
  coverLetter: string | null;
  createdAt: string;
  updatedAt: string;
}

interface DetailsRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  job_id: string;
  status: string;
  version: number;
  notes: string | null;
  follow_up_on: string | null;
  applied_at: string | null;
  match_score: number | null;
  match_details: unknown;
  tailored_resume: unknown;
  cover_letter: string | null;
  created_at: string;
  updated_at: string;
}

// follow_up_on as text: a DATE read through a JavaScript Date would shift with the time zone.
const DETAILS_COLUMNS = `id, user_id, job_id, status, version, notes,
  to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on, applied_at, match_score, match_details,
  tailored_resume, cover_letter, created_at, updated_at`;

function toDetails(row: DetailsRow): ApplicationDetails {
  return {
    id: row.id,
    userId: row.user_id,
    jobId: row.job_id,
    status: row.status,
    version: row.version,
    notes: row.notes,
    followUpOn: row.follow_up_on,
    appliedAt: row.applied_at,
    matchScore: row.match_score,
    matchDetails: row.match_details,
    tailoredResume: row.tailored_resume,
    coverLetter: row.cover_letter,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listApplicationDetails(
  db: Queryable,
  query: { userId: string; statuses: readonly string[]; limit: number },
): Promise<ApplicationDetails[]> {
  const { rows } = await db.query<DetailsRow>(
    `SELECT ${DETAILS_COLUMNS} FROM applications
      WHERE user_id = $1 AND (cardinality($2::text[]) = 0 OR status = ANY($2::text[]))
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [query.userId, query.statuses, query.limit],
  );
  return rows.map(toDetails);
}

/** The user's applications among `ids`; others' and unknown ids are left out. */
export async function findApplicationDetailsByIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<ApplicationDetails[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<DetailsRow>(
    `SELECT ${DETAILS_COLUMNS} FROM applications
      WHERE user_id = $1 AND id = ANY($2::uuid[])${lock ? ' FOR UPDATE' : ''}`,
    [userId, [...new Set(ids)]],
  );
  return rows.map(toDetails);
}

/** The newest application of each job among `jobIds`. */
export async function findApplicationsOfJobs(
  db: Queryable,
  userId: string,
  jobIds: readonly string[],
): Promise<ApplicationDetails[]> {
  if (jobIds.length === 0) return [];
  const { rows } = await db.query<DetailsRow>(
    `SELECT DISTINCT ON (job_id) ${DETAILS_COLUMNS} FROM applications
      WHERE user_id = $1 AND job_id = ANY($2::uuid[])
      ORDER BY job_id, created_at DESC, id DESC`,
    [userId, [...new Set(jobIds)]],
  );
  return rows.map(toDetails);
}

export async function countApplicationsByStatus(
  db: Queryable,
  userId: string,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ status: string; count: string | number }>(
    'SELECT status, count(*) AS count FROM applications WHERE user_id = $1 GROUP BY status',
    [userId],
  );
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** Every status each application has ever had (its history's target statuses). */
export async function listStatusesReached(
  db: Queryable,
  userId: string,
): Promise<{ applicationId: string; statuses: string[] }[]> {
  const { rows } = await db.query<{ application_id: string; statuses: string[] }>(
    `SELECT application_id, array_agg(DISTINCT to_status) AS statuses
       FROM application_events
      WHERE user_id = $1 AND to_status IS NOT NULL
      GROUP BY application_id`,
    [userId],
  );
  return rows.map((row) => ({ applicationId: row.application_id, statuses: row.statuses }));
}

/** Open applications to follow up on or before `until` (YYYY-MM-DD), soonest first. */
export async function listFollowUpsDue(
  db: Queryable,
  query: { userId: string; until: string; openStatuses: readonly string[] },
): Promise<ApplicationDetails[]> {
  const { rows } = await db.query<DetailsRow>(
    `SELECT ${DETAILS_COLUMNS} FROM applications
      WHERE user_id = $1 AND follow_up_on IS NOT NULL AND follow_up_on <= $2::date
        AND status = ANY($3::text[])
      ORDER BY follow_up_on, created_at, id LIMIT 100`,
    [query.userId, query.until, query.openStatuses],
  );
  return rows.map(toDetails);
}

export async function insertApplicationForJob(
  tx: Queryable,
  input: { userId: string; jobId: string; status: string; match: StoredMatch | null },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO applications (user_id, job_id, status, match_score, match_details, algorithm_version)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.userId,
      input.jobId,
      input.status,
      input.match?.score ?? null,
      input.match === null ? null : JSON.stringify(input.match.details),
      input.match?.algorithmVersion ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO applications returned no row');
  return id;
}

/** Stores a tailoring: the tailored resume (with its match and diff), the letter and the match. */
export async function storeTailoring(
  tx: Queryable,
  input: {
    userId: string;
    applicationId: string;
    resumeId: string;
    tailoredResume: unknown;
    coverLetter: string;
    match: StoredMatch | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE applications
        SET tailored_resume = $3, cover_letter = $4, resume_id = $5,
            match_score = $6, match_details = $7, algorithm_version = $8
      WHERE id = $1 AND user_id = $2`,
    [
      input.applicationId,
      input.userId,
      JSON.stringify(input.tailoredResume),
      input.coverLetter,
      input.resumeId,
      input.match?.score ?? null,
      input.match === null ? null : JSON.stringify(input.match.details),
      input.match?.algorithmVersion ?? null,
    ],
  );
}

/** The application's tailored resume as stored (null when it was never tailored). */
export async function findTailoredResume(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<unknown> {
  const { rows } = await tx.query<{ tailored_resume: unknown }>(
    'SELECT tailored_resume FROM applications WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0]?.tailored_resume ?? null;
}

/** Replaces the tailored resume alone (after the person edited it); the letter stays. */
export async function storeTailoredResume(
  tx: Queryable,
  userId: string,
  id: string,
  tailoredResume: unknown,
): Promise<void> {
  await tx.query('UPDATE applications SET tailored_resume = $3 WHERE id = $1 AND user_id = $2', [
    id,
    userId,
    JSON.stringify(tailoredResume),
  ]);
}

export async function setFollowUpDate(
  tx: Queryable,
  userId: string,
  id: string,
  on: string | null,
): Promise<void> {
  await tx.query('UPDATE applications SET follow_up_on = $3::date WHERE id = $1 AND user_id = $2', [
    id,
    userId,
    on,
  ]);
}

export async function setCoverLetter(
  tx: Queryable,
  userId: string,
  id: string,
  text: string,
): Promise<void> {
  await tx.query('UPDATE applications SET cover_letter = $3 WHERE id = $1 AND user_id = $2', [
    id,
    userId,
    text,
  ]);
}

/** Replaces the stored match of every application of a job (after its posting changed). */
export async function storeMatchOfJobApplications(
  tx: Queryable,
  userId: string,
  jobId: string,
  match: StoredMatch | null,
): Promise<void> {
  await tx.query(
    `UPDATE applications
        SET match_score = $3, match_details = $4, algorithm_version = $5
      WHERE job_id = $1 AND user_id = $2`,
    [
      jobId,
      userId,
      match?.score ?? null,
      match === null ? null : JSON.stringify(match.details),
      match?.algorithmVersion ?? null,
    ],
  );
}

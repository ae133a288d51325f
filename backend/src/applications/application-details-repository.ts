/**
 * Reads and writes of applications for the job seeker's own app (the GraphQL API): everything
 * an application holds, including the tailored material, and the pipeline's aggregates. The
 * case API's reads are in applications-repository.ts; status changes go through one function
 * for both (src/pipeline/status-change.ts).
 */
import type { Queryable } from '../db/database.js';
import type { StoredMatch } from './applications-repository.js';

/** What a list shows of an application: everything but its material. */
export interface ApplicationSummary {
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
  /** Where the job was found or how the application went in, as written. */
  source: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The stored match's details, the tailored resume (with its own matches and diff) and the
 * letter: 20–30 KB of JSON for a tailored application. A board of 200 cards or a page of 100
 * jobs shows none of it, so lists read summaries and the API loads material only when asked.
 */
export interface ApplicationMaterial {
  matchDetails: unknown;
  tailoredResume: unknown;
  coverLetter: string | null;
}

export type ApplicationDetails = ApplicationSummary & ApplicationMaterial;

interface SummaryRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  job_id: string;
  status: string;
  version: number;
  notes: string | null;
  follow_up_on: string | null;
  applied_at: string | null;
  match_score: number | null;
  source: string | null;
  created_at: string;
  updated_at: string;
}

interface MaterialRow extends Record<string, unknown> {
  match_details: unknown;
  tailored_resume: unknown;
  cover_letter: string | null;
}

// follow_up_on as text: a DATE read through a JavaScript Date would shift with the time zone.
const SUMMARY_COLUMNS = `id, user_id, job_id, status, version, notes,
  to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on, applied_at, match_score, source,
  created_at, updated_at`;
const MATERIAL_COLUMNS = 'match_details, tailored_resume, cover_letter';

function toSummary(row: SummaryRow): ApplicationSummary {
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
    source: row.source,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toMaterial(row: MaterialRow): ApplicationMaterial {
  return {
    matchDetails: row.match_details,
    tailoredResume: row.tailored_resume,
    coverLetter: row.cover_letter,
  };
}

/** Whether the application at hand was read with its material. */
export function hasMaterial(
  application: ApplicationSummary | ApplicationDetails,
): application is ApplicationDetails {
  return 'tailoredResume' in application;
}

export async function listApplicationSummaries(
  db: Queryable,
  query: { userId: string; statuses: readonly string[]; limit: number },
): Promise<ApplicationSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM applications
      WHERE user_id = $1 AND (cardinality($2::text[]) = 0 OR status = ANY($2::text[]))
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [query.userId, query.statuses, query.limit],
  );
  return rows.map(toSummary);
}

/** The material of the user's applications among `ids`, by id; others' are left out. */
export async function findApplicationMaterials(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, ApplicationMaterial>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<MaterialRow & { id: string }>(
    `SELECT id, ${MATERIAL_COLUMNS} FROM applications WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, [...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, toMaterial(row)]));
}

/** The user's applications among `ids`; others' and unknown ids are left out. */
export async function findApplicationDetailsByIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<ApplicationDetails[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<SummaryRow & MaterialRow>(
    `SELECT ${SUMMARY_COLUMNS}, ${MATERIAL_COLUMNS} FROM applications
      WHERE user_id = $1 AND id = ANY($2::uuid[])${lock ? ' FOR UPDATE' : ''}`,
    [userId, [...new Set(ids)]],
  );
  return rows.map((row) => ({ ...toSummary(row), ...toMaterial(row) }));
}

/** Locks the user's application until the transaction ends; false when they have none of that id. */
export async function lockApplication(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT id FROM applications WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  return rows.length === 1;
}

/** The user's applications among `ids`, without their material; others' are left out. */
export async function findApplicationSummariesByIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<ApplicationSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM applications WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, [...new Set(ids)]],
  );
  return rows.map(toSummary);
}

/** The newest application of each job among `jobIds`. */
export async function findApplicationsOfJobs(
  db: Queryable,
  userId: string,
  jobIds: readonly string[],
): Promise<ApplicationSummary[]> {
  if (jobIds.length === 0) return [];
  const { rows } = await db.query<SummaryRow>(
    `SELECT DISTINCT ON (job_id) ${SUMMARY_COLUMNS} FROM applications
      WHERE user_id = $1 AND job_id = ANY($2::uuid[])
      ORDER BY job_id, created_at DESC, id DESC`,
    [userId, [...new Set(jobIds)]],
  );
  return rows.map(toSummary);
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
): Promise<{ applicationId: string; source: string | null; statuses: string[] }[]> {
  const { rows } = await db.query<{
    application_id: string;
    source: string | null;
    statuses: string[];
  }>(
    `SELECT e.application_id, a.source, array_agg(DISTINCT e.to_status) AS statuses
       FROM application_events e
       JOIN applications a ON a.id = e.application_id AND a.user_id = e.user_id
      WHERE e.user_id = $1 AND e.to_status IS NOT NULL
      GROUP BY e.application_id, a.source`,
    [userId],
  );
  return rows.map((row) => ({
    applicationId: row.application_id,
    source: row.source,
    statuses: row.statuses,
  }));
}

/** Open applications to follow up on or before `until` (YYYY-MM-DD), soonest first. */
export async function listFollowUpsDue(
  db: Queryable,
  query: { userId: string; until: string; openStatuses: readonly string[] },
): Promise<ApplicationSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM applications
      WHERE user_id = $1 AND follow_up_on IS NOT NULL AND follow_up_on <= $2::date
        AND status = ANY($3::text[])
      ORDER BY follow_up_on, created_at, id LIMIT 100`,
    [query.userId, query.until, query.openStatuses],
  );
  return rows.map(toSummary);
}

export interface QuietApplication extends ApplicationSummary {
  /** The last thing that happened to it: an event, an interview begun, a contact reached. */
  lastActivityAt: string;
}

/**
 * The user's applications in `statuses` on which nothing has happened since `before` (an
 * instant) and nothing is planned: no follow-up date, no interview to come. What happened is
 * the latest of its history (moves, notes, interviews scheduled), an interview that began, the
 * end of the day a contact was last reached, and its start. Quiet the longest first.
 */
export async function listQuietApplications(
  db: Queryable,
  query: { userId: string; statuses: readonly string[]; before: string; limit: number },
): Promise<QuietApplication[]> {
  const { rows } = await db.query<SummaryRow & { last_activity_at: string }>(
    `SELECT ${SUMMARY_COLUMNS}, activity.last_at AS last_activity_at
       FROM applications a
       CROSS JOIN LATERAL (
         SELECT GREATEST(
           a.created_at,
           a.applied_at,
           (SELECT max(e.created_at) FROM application_events e WHERE e.application_id = a.id),
           (SELECT max(i.starts_at) FROM interviews i
             WHERE i.application_id = a.id AND i.starts_at <= now()),
           (SELECT (max(c.last_contacted_on) + 1)::timestamp AT TIME ZONE 'UTC' FROM contacts c
             WHERE c.application_id = a.id)
         ) AS last_at
       ) activity
      WHERE a.user_id = $1 AND a.status = ANY($2::text[]) AND a.follow_up_on IS NULL
        AND activity.last_at < $3::timestamptz
        AND NOT EXISTS (SELECT 1 FROM interviews i
                         WHERE i.application_id = a.id AND i.starts_at > now())
      ORDER BY activity.last_at, a.id LIMIT $4`,
    [query.userId, query.statuses, query.before, query.limit],
  );
  return rows.map((row) => ({ ...toSummary(row), lastActivityAt: row.last_activity_at }));
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

export async function setApplicationSource(
  tx: Queryable,
  userId: string,
  id: string,
  source: string | null,
): Promise<void> {
  await tx.query('UPDATE applications SET source = $3 WHERE id = $1 AND user_id = $2', [
    id,
    userId,
    source,
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

/** The tailored resumes stored with a job's applications (those that have one). */
export async function findTailoringsOfJob(
  tx: Queryable,
  userId: string,
  jobId: string,
): Promise<{ applicationId: string; tailoredResume: unknown }[]> {
  const { rows } = await tx.query<{ id: string; tailored_resume: unknown }>(
    `SELECT id, tailored_resume FROM applications
      WHERE job_id = $1 AND user_id = $2 AND tailored_resume IS NOT NULL`,
    [jobId, userId],
  );
  return rows.map((row) => ({ applicationId: row.id, tailoredResume: row.tailored_resume }));
}

/**
 * Replaces the stored match of every application of a job (after its posting changed), and the
 * tailored resumes given by application id, in one statement: one version step each.
 */
export async function storeMatchOfJobApplications(
  tx: Queryable,
  userId: string,
  jobId: string,
  match: StoredMatch | null,
  tailorings: ReadonlyMap<string, unknown> = new Map(),
): Promise<void> {
  await tx.query(
    `UPDATE applications
        SET match_score = $3, match_details = $4, algorithm_version = $5,
            tailored_resume = COALESCE($6::jsonb -> id::text, tailored_resume)
      WHERE job_id = $1 AND user_id = $2`,
    [
      jobId,
      userId,
      match?.score ?? null,
      match === null ? null : JSON.stringify(match.details),
      match?.algorithmVersion ?? null,
      JSON.stringify(Object.fromEntries(tailorings)),
    ],
  );
}

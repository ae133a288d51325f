/**
 * Data access for applications and their jobs. It speaks the database's language (rows,
 * statuses as text) and knows nothing of the host-facing case contract: the adapter in
 * src/cases/ maps between the two, and a test checks that no import goes the other way.
 */
import type { Queryable } from '../db/database.js';
import { likePattern } from '../db/like-pattern.js';
import { isoFromTimestamptzText } from '../db/timestamptz.js';
import type { StoredReading } from '../jobs/posting-reading.js';

/** One application joined with its job: everything a case or the app's own UI shows. */
export interface ApplicationRecord {
  id: string;
  userId: string;
  jobId: string;
  title: string;
  company: string | null;
  location: string | null;
  jobUrl: string | null;
  description: string | null;
  status: string;
  notes: string | null;
  fields: Record<string, unknown>;
  matchScore: number | null;
  version: number;
  createdAt: string;
  /**
   * created_at to the microsecond as PostgreSQL writes it in a UTC session
   * (`2026-11-27 08:00:00.123456+00`): the pagination key, a timestamptz parameter as is.
   */
  createdAtExact: string;
  updatedAt: string;
}

/**
 * What a list shows: the record without its long texts. A posting may hold 200,000
 * characters; a page of fifty would read and ship megabytes that no list item displays.
 */
export type ApplicationSummary = Omit<ApplicationRecord, 'description' | 'notes'>;

export interface JobChanges {
  title?: string;
  company?: string | null;
  location?: string | null;
  jobUrl?: string | null;
  description?: string | null;
}

/** A match computed by the tailoring engine, stored with the version that computed it. */
export interface StoredMatch {
  score: number;
  algorithmVersion: string;
  details: unknown;
}

/** After a change to what the engine reads of a job: its reading, and the base resume's match. */
export interface PostingChange {
  /** The posting read again, kept on the job; null without a description. */
  reading: StoredReading | null;
  /** Replaces the application's stored match; null clears it (no resume, no description). */
  match: StoredMatch | null;
}

export interface ApplicationChanges {
  status?: string;
  notes?: string | null;
  /** Merged into the stored object; a null value is kept as null (a cleared field). */
  fields?: Record<string, unknown>;
  /** The tailored resume as stored after its job changed (tailoring-after-job-change.ts). */
  tailoredResume?: Record<string, unknown>;
}

interface ApplicationSummaryRow extends Record<string, unknown> {
  id: string;
  job_id: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  status: string;
  fields: Record<string, unknown>;
  match_score: number | null;
  version: number;
  created_at_text: string;
  updated_at: string;
}

interface ApplicationRow extends ApplicationSummaryRow {
  description: string | null;
  notes: string | null;
}

// created_at once, as text (sessions are in UTC): both the API's millisecond form and the
// microsecond pagination key are cut from it. Selecting it as a timestamptz and again through
// to_char() was a fifth of PostgreSQL's time for a page of fifty (bench/, pgbench). No user_id:
// every query here names the user, so the caller's id is the row's.
const SUMMARY_COLUMNS = `
  a.id, a.job_id, j.title, j.company, j.location, j.url, a.status, a.fields,
  a.match_score, a.version, a.created_at::text AS created_at_text, a.updated_at`;
// No "AND j.user_id = a.user_id": the foreign key (job_id, user_id) → jobs (id, user_id)
// already guarantees one owner, and the redundant condition made the planner expect a handful
// of rows and hash-join and sort a user's every case for one page (bench/: 1,000 cases took
// longer per page than 100,000).
const FROM_APPLICATIONS_WITH_JOBS = `
  FROM applications a
  JOIN jobs j ON j.id = a.job_id`;
const SELECT_APPLICATION = `SELECT ${SUMMARY_COLUMNS}, j.description, a.notes ${FROM_APPLICATIONS_WITH_JOBS}`;
// Whole texts, built once: the statement-name lookup hashes the text, and a text built per
// call is a new ~1 KB string to flatten and hash every time.
const SELECT_APPLICATION_BY_ID = `${SELECT_APPLICATION} WHERE a.id = $1 AND a.user_id = $2`;
const SELECT_APPLICATION_BY_ID_FOR_UPDATE = `${SELECT_APPLICATION_BY_ID} FOR UPDATE OF a`;
const SELECT_APPLICATION_SUMMARY = `SELECT ${SUMMARY_COLUMNS} ${FROM_APPLICATIONS_WITH_JOBS}`;

/** `userId` is the one the query was scoped by (`a.user_id = $n`). */
function toSummary(row: ApplicationSummaryRow, userId: string): ApplicationSummary {
  return {
    id: row.id,
    userId,
    jobId: row.job_id,
    title: row.title,
    company: row.company,
    location: row.location,
    jobUrl: row.url,
    status: row.status,
    fields: row.fields,
    matchScore: row.match_score,
    version: row.version,
    createdAt: isoFromTimestamptzText(row.created_at_text),
    createdAtExact: row.created_at_text,
    updatedAt: row.updated_at,
  };
}

/**
 * Object.assign onto the summary, not `{ ...toSummary(row, userId), description, notes }`:
 * V8 (Node 20) puts an object spread that gains properties in the old generation (a loop of
 * them runs ten times the major GCs of this). Two records per PATCH made that ~2 KB of
 * old-generation garbage per request, a major GC every few seconds under load and the longest
 * pauses in the half-rate p99 (docs/contributing/performance.md).
 */
function toRecord(row: ApplicationRow, userId: string): ApplicationRecord {
  return Object.assign(toSummary(row, userId), {
    description: row.description,
    notes: row.notes,
  });
}

export async function insertApplicationWithJob(
  tx: Queryable,
  input: {
    userId: string;
    job: Required<JobChanges>;
    status: string;
    /** Created already sent (applied or later): it was sent now, as far as anyone knows. */
    isSent: boolean;
    notes: string | null;
    fields: Record<string, unknown>;
  } & PostingChange,
): Promise<ApplicationRecord> {
  const { rows: jobs } = await tx.query<{ id: string }>(
    `INSERT INTO jobs (user_id, title, company, location, url, description, parsed,
                       reading_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      input.userId,
      input.job.title,
      input.job.company,
      input.job.location,
      input.job.jobUrl,
      input.job.description,
      input.reading === null ? null : JSON.stringify(input.reading.parsed),
      input.reading?.version ?? null,
    ],
  );
  const jobId = jobs[0]?.id;
  if (jobId === undefined) throw new Error('INSERT INTO jobs returned no row');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO applications
       (user_id, job_id, status, notes, fields, match_score, match_details, algorithm_version,
        applied_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::boolean THEN now() END) RETURNING id`,
    [
      input.userId,
      jobId,
      input.status,
      input.notes,
      JSON.stringify(input.fields),
      input.match?.score ?? null,
      input.match === null ? null : JSON.stringify(input.match.details),
      input.match?.algorithmVersion ?? null,
      input.isSent,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO applications returned no row');
  const created = await findApplication(tx, input.userId, id);
  if (!created) throw new Error('a just-inserted application is missing');
  return created;
}

/**
 * The user's application, or undefined (also for another user's). With `lock`, the row is
 * locked until the transaction ends, so a check-then-update cannot interleave.
 */
export async function findApplication(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ApplicationRecord | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    lock ? SELECT_APPLICATION_BY_ID_FOR_UPDATE : SELECT_APPLICATION_BY_ID,
    [id, userId],
  );
  const row = rows[0];
  return row ? toRecord(row, userId) : undefined;
}

/**
 * Applies both kinds of change; the application row is always updated, raising its version.
 * `posting`, given when what the engine reads of the job changed, replaces the job's reading
 * and the stored match.
 */
export async function updateApplicationWithJob(
  tx: Queryable,
  current: ApplicationRecord,
  job: JobChanges,
  application: ApplicationChanges,
  posting?: PostingChange,
): Promise<ApplicationRecord> {
  const jobColumns: [string, unknown][] = [];
  if (posting !== undefined) {
    const { reading } = posting;
    jobColumns.push(['parsed', reading === null ? null : JSON.stringify(reading.parsed)]);
    jobColumns.push(['reading_version', reading?.version ?? null]);
  }
  if (job.title !== undefined) jobColumns.push(['title', job.title]);
  if (job.company !== undefined) jobColumns.push(['company', job.company]);
  if (job.location !== undefined) jobColumns.push(['location', job.location]);
  if (job.jobUrl !== undefined) jobColumns.push(['url', job.jobUrl]);
  if (job.description !== undefined) jobColumns.push(['description', job.description]);
  if (jobColumns.length > 0) {
    const assignments = jobColumns.map(([column], index) => `${column} = $${index + 3}`);
    await tx.query(`UPDATE jobs SET ${assignments.join(', ')} WHERE id = $1 AND user_id = $2`, [
      current.jobId,
      current.userId,
      ...jobColumns.map(([, value]) => value),
    ]);
  }
  const { rowCount } = await tx.query(
    `UPDATE applications
        SET status = COALESCE($3, status),
            notes = CASE WHEN $4::boolean THEN $5 ELSE notes END,
            fields = fields || $6::jsonb,
            applied_at = CASE WHEN $3 = 'applied' AND applied_at IS NULL THEN now() ELSE applied_at END,
            match_score = CASE WHEN $7::boolean THEN $8::smallint ELSE match_score END,
            match_details = CASE WHEN $7::boolean THEN $9::jsonb ELSE match_details END,
            algorithm_version = CASE WHEN $7::boolean THEN $10 ELSE algorithm_version END,
            tailored_resume = COALESCE($11::jsonb, tailored_resume)
      WHERE id = $1 AND user_id = $2`,
    [
      current.id,
      current.userId,
      application.status ?? null,
      application.notes !== undefined,
      application.notes ?? null,
      JSON.stringify(application.fields ?? {}),
      posting !== undefined,
      posting?.match?.score ?? null,
      posting?.match ? JSON.stringify(posting.match.details) : null,
      posting?.match?.algorithmVersion ?? null,
      application.tailoredResume === undefined ? null : JSON.stringify(application.tailoredResume),
    ],
  );
  if (rowCount !== 1) throw new Error(`application ${current.id} vanished during an update`);
  const updated = await findApplication(tx, current.userId, current.id);
  if (!updated) throw new Error(`application ${current.id} vanished during an update`);
  return updated;
}

export async function insertApplicationEvent(
  tx: Queryable,
  event: {
    applicationId: string;
    userId: string;
    kind: string;
    fromStatus: string | null;
    toStatus: string | null;
    note: string | null;
    actorType: 'user' | 'token';
    actorId: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO application_events
       (application_id, user_id, kind, from_status, to_status, note, actor_type, actor_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.applicationId,
      event.userId,
      event.kind,
      event.fromStatus,
      event.toStatus,
      event.note,
      event.actorType,
      event.actorId,
    ],
  );
}

export interface ApplicationEventRecord {
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  actorType: string;
  actorId: string;
  createdAt: string;
}

export interface EventOfApplication extends ApplicationEventRecord {
  id: string;
  applicationId: string;
}

/** The history of each application among `ids`, oldest first. */
export async function listEventsOfApplications(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<EventOfApplication[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    application_id: string;
    kind: string;
    from_status: string | null;
    to_status: string | null;
    note: string | null;
    actor_type: string;
    actor_id: string;
    created_at: string;
  }>(
    `SELECT id::text AS id, application_id, kind, from_status, to_status, note, actor_type,
            actor_id, created_at
       FROM application_events
      WHERE user_id = $1 AND application_id = ANY($2::uuid[])
      ORDER BY created_at, id`,
    [userId, [...new Set(ids)]],
  );
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    kind: row.kind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    actorType: row.actor_type,
    actorId: row.actor_id,
    createdAt: row.created_at,
  }));
}

/** The history of one application, oldest first. */
export async function listApplicationEvents(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<ApplicationEventRecord[]> {
  const events = await listEventsOfApplications(db, userId, [applicationId]);
  return events.map(({ id: _id, applicationId: _applicationId, ...event }) => event);
}

/** Keyset position: the last row of the previous page in (created_at DESC, id DESC) order. */
export interface ApplicationPosition {
  /** Any text PostgreSQL reads as that exact timestamptz (a record's, or a cursor's ISO form). */
  createdAtExact: string;
  id: string;
}

/**
 * A page of the user's applications, newest first. The (created_at, id) key never changes,
 * so pages stay disjoint and complete while rows are inserted or updated between requests.
 */
export async function listApplications(
  db: Queryable,
  query: {
    userId: string;
    statuses?: readonly string[];
    search?: string;
    after?: ApplicationPosition;
    limit: number;
  },
): Promise<ApplicationSummary[]> {
  const conditions = ['a.user_id = $1'];
  const params: unknown[] = [query.userId];
  if (query.statuses && query.statuses.length > 0) {
    params.push(query.statuses);
    conditions.push(`a.status = ANY($${params.length}::text[])`);
  }
  if (query.search !== undefined && query.search.trim() !== '') {
    // Every word must appear in the title or the company ("acme staff" finds Staff at Acme).
    for (const word of query.search.trim().split(/\s+/)) {
      params.push(likePattern(word));
      conditions.push(
        `(j.title ILIKE $${params.length} OR COALESCE(j.company, '') ILIKE $${params.length})`,
      );
    }
  }
  if (query.after) {
    params.push(query.after.createdAtExact, query.after.id);
    conditions.push(
      `(a.created_at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
    );
  }
  params.push(query.limit);
  const { rows } = await db.query<ApplicationSummaryRow>(
    `${SELECT_APPLICATION_SUMMARY}
      WHERE ${conditions.join(' AND ')}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => toSummary(row, query.userId));
}

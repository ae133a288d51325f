/** Data access for the interviews of applications. */
import type { Queryable } from '../db/database.js';

export interface InterviewRecord {
  id: string;
  userId: string;
  applicationId: string;
  startsAt: string;
  durationMinutes: number;
  title: string | null;
  location: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a user writes of an interview; text is trimmed, and blank text is stored as NULL. */
export interface InterviewFields {
  startsAt: string;
  durationMinutes: number;
  title: string | null;
  location: string | null;
  notes: string | null;
}

interface InterviewRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  application_id: string;
  starts_at: string;
  duration_minutes: number;
  title: string | null;
  location: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, user_id, application_id, starts_at, duration_minutes, title, location, notes,
  created_at, updated_at`;
/** The same columns, of `interviews i` in a join. */
const JOINED_COLUMNS = COLUMNS.split(',')
  .map((column) => `i.${column.trim()}`)
  .join(', ');

/** An application holds at most this many: more than any hiring process, few enough to list. */
export const MAX_INTERVIEWS_PER_APPLICATION = 100;

function toRecord(row: InterviewRow): InterviewRecord {
  return {
    id: row.id,
    userId: row.user_id,
    applicationId: row.application_id,
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    title: row.title,
    location: row.location,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertInterview(
  tx: Queryable,
  interview: InterviewFields & { userId: string; applicationId: string },
): Promise<InterviewRecord> {
  const { rows } = await tx.query<InterviewRow>(
    `INSERT INTO interviews
       (user_id, application_id, starts_at, duration_minutes, title, location, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      interview.userId,
      interview.applicationId,
      interview.startsAt,
      interview.durationMinutes,
      interview.title,
      interview.location,
      interview.notes,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO interviews returned no row');
  return toRecord(row);
}

export async function updateInterview(
  tx: Queryable,
  current: InterviewRecord,
  fields: InterviewFields,
): Promise<InterviewRecord> {
  const { rows } = await tx.query<InterviewRow>(
    `UPDATE interviews SET starts_at = $3, duration_minutes = $4, title = $5, location = $6,
            notes = $7
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [
      current.id,
      current.userId,
      fields.startsAt,
      fields.durationMinutes,
      fields.title,
      fields.location,
      fields.notes,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`interview ${current.id} vanished during an update`);
  return toRecord(row);
}

/** The user's interview, or undefined (also for another user's); `lock` holds it. */
export async function findInterview(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InterviewRecord | undefined> {
  const { rows } = await db.query<InterviewRow>(
    `SELECT ${COLUMNS} FROM interviews WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** The interview removed, or undefined when the user has none of that id. */
export async function deleteInterview(
  db: Queryable,
  userId: string,
  id: string,
): Promise<InterviewRecord | undefined> {
  const { rows } = await db.query<InterviewRow>(
    `DELETE FROM interviews WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

export async function countInterviewsOfApplication(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM interviews WHERE user_id = $1 AND application_id = $2',
    [userId, applicationId],
  );
  return rows[0]?.count ?? 0;
}

/** The interviews of the user's applications among `applicationIds`, soonest first. */
export async function listInterviewsOfApplications(
  db: Queryable,
  userId: string,
  applicationIds: readonly string[],
): Promise<InterviewRecord[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<InterviewRow>(
    `SELECT ${COLUMNS} FROM interviews
      WHERE user_id = $1 AND application_id = ANY($2::uuid[])
      ORDER BY starts_at, id`,
    [userId, [...new Set(applicationIds)]],
  );
  return rows.map(toRecord);
}

/**
 * The user's interviews that end after `after` (an instant), of applications in `statuses`,
 * soonest first.
 */
export async function listInterviewsEndingAfter(
  db: Queryable,
  query: { userId: string; after: string; statuses: readonly string[]; limit: number },
): Promise<InterviewRecord[]> {
  // The index gives the interviews starting within the longest duration before `after` on.
  const { rows } = await db.query<InterviewRow>(
    `SELECT ${JOINED_COLUMNS} FROM interviews i
       JOIN applications a ON a.id = i.application_id
      WHERE i.user_id = $1 AND i.starts_at > $2::timestamptz - interval '720 minutes'
        AND i.starts_at + make_interval(mins => i.duration_minutes) > $2::timestamptz
        AND a.status = ANY($3::text[])
      ORDER BY i.starts_at, i.id LIMIT $4`,
    [query.userId, query.after, query.statuses, query.limit],
  );
  return rows.map(toRecord);
}

export interface CalendarInterview extends InterviewRecord {
  jobTitle: string;
  company: string | null;
}

/**
 * The user's interviews starting from `from` on, with their jobs' titles, soonest first: those
 * of applications in `openStatuses`, and those of others that have begun (what happened stays).
 */
export async function listInterviewsForCalendar(
  db: Queryable,
  query: { userId: string; from: string; openStatuses: readonly string[]; limit: number },
): Promise<CalendarInterview[]> {
  const { rows } = await db.query<InterviewRow & { job_title: string; company: string | null }>(
    `SELECT ${JOINED_COLUMNS}, j.title AS job_title, j.company
       FROM interviews i
       JOIN applications a ON a.id = i.application_id
       JOIN jobs j ON j.id = a.job_id
      WHERE i.user_id = $1 AND i.starts_at >= $2::timestamptz
        AND (a.status = ANY($3::text[]) OR i.starts_at <= now())
      ORDER BY i.starts_at, i.id LIMIT $4`,
    [query.userId, query.from, query.openStatuses, query.limit],
  );
  return rows.map((row) => ({ ...toRecord(row), jobTitle: row.job_title, company: row.company }));
}

/** Data access for the steps a job seeker means to take for an application. */
import type { Queryable } from '../db/database.js';

/** What a user writes: the title trimmed, and the day it is due by or null. */
export interface ApplicationTaskFields {
  title: string;
  dueOn: string | null;
}

export interface ApplicationTaskRecord extends ApplicationTaskFields {
  id: string;
  userId: string;
  applicationId: string;
  doneAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ApplicationTaskRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  application_id: string;
  title: string;
  due_on: string | null;
  done_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns of a task row, of the table named `t` when `prefix` is `t.`. */
function columns(prefix = ''): string {
  return `${prefix}id, ${prefix}user_id, ${prefix}application_id, ${prefix}title,
    to_char(${prefix}due_on, 'YYYY-MM-DD') AS due_on, ${prefix}done_at, ${prefix}created_at,
    ${prefix}updated_at`;
}
const COLUMNS = columns();

/** Open tasks by day (undated after), in the order added; then done ones, last done first. */
const TASK_ORDER = `done_at IS NOT NULL, done_at DESC, due_on NULLS LAST, created_at, id`;

/** A long hiring process's steps, and then some. */
export const MAX_TASKS_PER_APPLICATION = 50;

function toRecord(row: ApplicationTaskRow): ApplicationTaskRecord {
  return {
    id: row.id,
    userId: row.user_id,
    applicationId: row.application_id,
    title: row.title,
    dueOn: row.due_on,
    doneAt: row.done_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function onlyRow(rows: ApplicationTaskRow[], what: string): ApplicationTaskRecord {
  const row = rows[0];
  if (!row) throw new Error(what);
  return toRecord(row);
}

export async function insertApplicationTask(
  tx: Queryable,
  task: ApplicationTaskFields & { userId: string; applicationId: string },
): Promise<ApplicationTaskRecord> {
  const { rows } = await tx.query<ApplicationTaskRow>(
    `INSERT INTO application_tasks (user_id, application_id, title, due_on)
     VALUES ($1, $2, $3, $4::date) RETURNING ${COLUMNS}`,
    [task.userId, task.applicationId, task.title, task.dueOn],
  );
  return onlyRow(rows, 'INSERT INTO application_tasks returned no row');
}

/**
 * Writes the task's fields; `done` checks it off (now, unless it was already: the first time
 * stays) or opens it again.
 */
export async function updateApplicationTask(
  tx: Queryable,
  current: ApplicationTaskRecord,
  fields: ApplicationTaskFields & { done: boolean },
): Promise<ApplicationTaskRecord> {
  const { rows } = await tx.query<ApplicationTaskRow>(
    `UPDATE application_tasks
        SET title = $3, due_on = $4::date,
            done_at = CASE WHEN $5::boolean THEN COALESCE(done_at, now()) END
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [current.id, current.userId, fields.title, fields.dueOn, fields.done],
  );
  return onlyRow(rows, `application task ${current.id} vanished during an update`);
}

/** The user's task, or undefined (also for another user's); `lock` holds it. */
export async function findApplicationTask(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ApplicationTaskRecord | undefined> {
  const { rows } = await db.query<ApplicationTaskRow>(
    `SELECT ${COLUMNS} FROM application_tasks WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** True when the user had a task of that id, which is gone now. */
export async function deleteApplicationTask(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM application_tasks WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rowCount === 1;
}

export async function countTasksOfApplication(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM application_tasks
      WHERE user_id = $1 AND application_id = $2`,
    [userId, applicationId],
  );
  return rows[0]?.count ?? 0;
}

/** The tasks of the user's applications among `applicationIds`, each application's in TASK_ORDER. */
export async function listTasksOfApplications(
  db: Queryable,
  userId: string,
  applicationIds: readonly string[],
): Promise<ApplicationTaskRecord[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<ApplicationTaskRow>(
    `SELECT ${COLUMNS} FROM application_tasks
      WHERE user_id = $1 AND application_id = ANY($2::uuid[])
      ORDER BY application_id, ${TASK_ORDER}`,
    [userId, [...new Set(applicationIds)]],
  );
  return rows.map(toRecord);
}

/** How far an application's tasks are: the board's cards show it without the tasks. */
export interface TaskProgress {
  open: number;
  done: number;
  /** The soonest day an open task is due by, YYYY-MM-DD; null when no open one has a day. */
  nextDueOn: string | null;
}

export const NO_TASKS: TaskProgress = Object.freeze({ open: 0, done: 0, nextDueOn: null });

/**
 * The task progress of the user's applications among `applicationIds`, by application; those
 * without tasks are not in the map. One aggregate over the tasks' rows, never the rows.
 */
export async function summarizeTasksOfApplications(
  db: Queryable,
  userId: string,
  applicationIds: readonly string[],
): Promise<Map<string, TaskProgress>> {
  if (applicationIds.length === 0) return new Map();
  const { rows } = await db.query<{
    application_id: string;
    open: number;
    done: number;
    next_due_on: string | null;
  }>(
    `SELECT application_id,
            count(*) FILTER (WHERE done_at IS NULL)::int AS open,
            count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done,
            to_char(min(due_on) FILTER (WHERE done_at IS NULL), 'YYYY-MM-DD') AS next_due_on
       FROM application_tasks
      WHERE user_id = $1 AND application_id = ANY($2::uuid[])
      GROUP BY application_id`,
    [userId, [...new Set(applicationIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.application_id,
      { open: row.open, done: row.done, nextDueOn: row.next_due_on },
    ]),
  );
}

/** Tasks (`t`) with their application (`a`), for the lists across applications. */
const TASKS_WITH_APPLICATION = `application_tasks t
       JOIN applications a ON a.id = t.application_id AND a.user_id = t.user_id`;
/**
 * The condition every list across applications starts from: the user's ($1) tasks of
 * applications whose status is among $2; each list adds its own from $3 on.
 */
const TASK_OF_OPEN_APPLICATION = `t.user_id = $1 AND a.status = ANY($2::text[])`;
/** The lists of what is left to do: tasks not checked off yet. */
const OPEN_TASK_OF_OPEN_APPLICATION = `${TASK_OF_OPEN_APPLICATION} AND t.done_at IS NULL`;

/** Tasks listed as due at most: a page's worth, as for follow-ups. */
export const MAX_TASKS_DUE = 100;

/**
 * The user's open tasks due on or before `until` (overdue ones too), of applications in
 * `openStatuses`, soonest first.
 */
export async function listTasksDue(
  db: Queryable,
  query: { userId: string; until: string; openStatuses: readonly string[]; from?: string },
): Promise<ApplicationTaskRecord[]> {
  const { rows } = await db.query<ApplicationTaskRow>(
    `SELECT ${columns('t.')}
       FROM ${TASKS_WITH_APPLICATION}
      WHERE ${OPEN_TASK_OF_OPEN_APPLICATION} AND t.due_on IS NOT NULL
        AND t.due_on <= $3::date AND t.due_on >= COALESCE($4::date, '-infinity'::date)
      ORDER BY t.due_on, t.created_at, t.id LIMIT ${MAX_TASKS_DUE}`,
    [query.userId, query.openStatuses, query.until, query.from ?? null],
  );
  return rows.map(toRecord);
}

/** A page of the user's tasks of applications in `openStatuses`, at most `limit`. */
interface TasksOfOpenApplicationsQuery {
  userId: string;
  openStatuses: readonly string[];
  limit: number;
}

/** The tasks of open applications that also meet `condition`, in `order`. */
async function listTasksOfOpenApplications(
  db: Queryable,
  query: TasksOfOpenApplicationsQuery,
  { condition, order }: { condition: string; order: string },
): Promise<ApplicationTaskRecord[]> {
  const { rows } = await db.query<ApplicationTaskRow>(
    `SELECT ${columns('t.')}
       FROM ${TASKS_WITH_APPLICATION}
      WHERE ${TASK_OF_OPEN_APPLICATION} AND ${condition}
      ORDER BY ${order} LIMIT $3`,
    [query.userId, query.openStatuses, query.limit],
  );
  return rows.map(toRecord);
}

/** Open tasks listed at most in one answer (`openTasks`): 10 applications' worth of full lists. */
export const MAX_OPEN_TASKS = 500;

/**
 * The user's open tasks of applications in `openStatuses`: those with a day first, soonest
 * first (overdue ones too), then those without one, in the order added; at most `limit`.
 */
export function listOpenTasks(
  db: Queryable,
  query: TasksOfOpenApplicationsQuery,
): Promise<ApplicationTaskRecord[]> {
  return listTasksOfOpenApplications(db, query, {
    condition: 't.done_at IS NULL',
    order: 't.due_on NULLS LAST, t.created_at, t.id',
  });
}

/** Done tasks listed at most in one answer (`doneTasks`): the recent ones, not a history. */
export const MAX_DONE_TASKS = 100;

/**
 * The user's checked-off tasks of applications in `openStatuses`, the last checked off first;
 * at most `limit`.
 */
export function listDoneTasks(
  db: Queryable,
  query: TasksOfOpenApplicationsQuery,
): Promise<ApplicationTaskRecord[]> {
  return listTasksOfOpenApplications(db, query, {
    condition: 't.done_at IS NOT NULL',
    order: 't.done_at DESC, t.created_at, t.id',
  });
}

export interface TaskDay {
  taskId: string;
  applicationId: string;
  day: string;
  title: string;
  jobTitle: string;
  company: string | null;
}

/**
 * Open tasks' days, of applications in `openStatuses`, from `from` (YYYY-MM-DD; null: however
 * long ago) to `until` (null or left out: however far on), soonest first, with their job: what
 * a calendar and the reminder e-mail show.
 */
export async function listTaskDays(
  db: Queryable,
  query: {
    userId: string;
    from: string | null;
    until?: string | null;
    openStatuses: readonly string[];
    limit: number;
  },
): Promise<TaskDay[]> {
  const { rows } = await db.query<{
    id: string;
    application_id: string;
    day: string;
    title: string;
    job_title: string;
    company: string | null;
  }>(
    `SELECT t.id, t.application_id, to_char(t.due_on, 'YYYY-MM-DD') AS day, t.title,
            j.title AS job_title, j.company
       FROM ${TASKS_WITH_APPLICATION}
       JOIN jobs j ON j.id = a.job_id
      WHERE ${OPEN_TASK_OF_OPEN_APPLICATION}
        AND t.due_on >= COALESCE($3::date, '-infinity'::date)
        AND t.due_on <= COALESCE($5::date, 'infinity'::date)
      ORDER BY t.due_on, t.created_at, t.id LIMIT $4`,
    [query.userId, query.openStatuses, query.from, query.limit, query.until ?? null],
  );
  return rows.map((row) => ({
    taskId: row.id,
    applicationId: row.application_id,
    day: row.day,
    title: row.title,
    jobTitle: row.job_title,
    company: row.company,
  }));
}

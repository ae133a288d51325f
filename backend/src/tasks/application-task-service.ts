/**
 * The steps to take for an application, checked off when done, and those due soon. Every input
 * is checked here, so that the database's constraints never see bad input.
 */
import { lockApplicationWithRoom } from '../applications/application-room.js';
import type { Database } from '../db/database.js';
import type { Caller } from '../http/authentication.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import { dueWindow, OPEN_STATUSES } from '../pipeline/application-service.js';
import {
  type ApplicationTaskRecord,
  countTasksOfApplication,
  deleteApplicationTask,
  findApplicationTask,
  insertApplicationTask,
  listDoneTasks,
  listOpenTasks,
  listTasksDue,
  MAX_DONE_TASKS,
  MAX_OPEN_TASKS,
  MAX_TASKS_PER_APPLICATION,
  updateApplicationTask,
} from './application-tasks-repository.js';

export const MAX_TITLE_LENGTH = 300;

export interface AddApplicationTaskInput {
  applicationId: string;
  title: string;
  dueOn?: string | null;
}

export interface UpdateApplicationTaskInput {
  id: string;
  title?: string | null;
  dueOn?: string | null;
  done?: boolean | null;
}

function titleOf(value: string | null | undefined): string {
  // One line: a title pasted with line breaks reads as one.
  const title = value?.replace(/\s+/g, ' ').trim() ?? '';
  if (title === '') throw validationFailed('A task needs a title', { field: 'title' });
  if (title.length > MAX_TITLE_LENGTH)
    throw validationFailed(`A task's title has at most ${MAX_TITLE_LENGTH} characters`, {
      field: 'title',
    });
  return title;
}

/** How many tasks a list across applications answers with: `limit`, or `fallback` left out. */
function listLimitOf(limit: number | null | undefined, fallback: number, max: number): number {
  const count = limit ?? fallback;
  if (!Number.isInteger(count) || count < 1 || count > max)
    throw validationFailed(`limit is a whole number from 1 to ${max}`, { field: 'limit' });
  return count;
}

export function createApplicationTaskService({
  db,
  today = () => new Date().toISOString().slice(0, 10),
}: {
  db: Database;
  /** The server's day (UTC), for the window of tasks due when the caller does not give theirs. */
  today?: () => string;
}) {
  return {
    async add(caller: Caller, input: AddApplicationTaskInput): Promise<ApplicationTaskRecord> {
      const applicationId = idOrNotFound(input.applicationId, 'application');
      const title = titleOf(input.title);
      return db.transaction(async (tx) => {
        await lockApplicationWithRoom(tx, caller.userId, applicationId, {
          count: () => countTasksOfApplication(tx, caller.userId, applicationId),
          max: MAX_TASKS_PER_APPLICATION,
          what: 'tasks',
        });
        return insertApplicationTask(tx, {
          userId: caller.userId,
          applicationId,
          title,
          dueOn: input.dueOn ?? null,
        });
      });
    },

    async update(
      caller: Caller,
      input: UpdateApplicationTaskInput,
    ): Promise<ApplicationTaskRecord> {
      const id = idOrNotFound(input.id, 'task');
      // A null title is refused as a blank one; a null `done` is left as it is, as if left out.
      const title = input.title === undefined ? undefined : titleOf(input.title);
      return db.transaction(async (tx) => {
        const current = await findApplicationTask(tx, caller.userId, id, { lock: true });
        if (!current) throw notFound('task');
        return updateApplicationTask(tx, current, {
          title: title ?? current.title,
          dueOn: input.dueOn === undefined ? current.dueOn : input.dueOn,
          done: input.done ?? current.doneAt !== null,
        });
      });
    },

    async remove(caller: Caller, id: string): Promise<{ id: string }> {
      const taskId = idOrNotFound(id, 'task');
      if (!(await deleteApplicationTask(db, caller.userId, taskId))) throw notFound('task');
      return { id: taskId };
    },

    /** Overdue ones too: up to the end of the window. */
    due(
      caller: Caller,
      { withinDays, today: callersToday }: { withinDays?: number | null; today?: string | null },
    ): Promise<ApplicationTaskRecord[]> {
      const { until } = dueWindow(withinDays ?? 7, callersToday ?? undefined, today());
      return listTasksDue(db, { userId: caller.userId, until, openStatuses: OPEN_STATUSES });
    },

    /** Every open task of the open applications, up to `limit` (200 unless given, at most 500). */
    open(caller: Caller, { limit }: { limit?: number | null }): Promise<ApplicationTaskRecord[]> {
      return listOpenTasks(db, {
        userId: caller.userId,
        openStatuses: OPEN_STATUSES,
        limit: listLimitOf(limit, 200, MAX_OPEN_TASKS),
      });
    },

    /** The open applications' tasks checked off, the last first, up to `limit` (20; at most 100). */
    done(caller: Caller, { limit }: { limit?: number | null }): Promise<ApplicationTaskRecord[]> {
      return listDoneTasks(db, {
        userId: caller.userId,
        openStatuses: OPEN_STATUSES,
        limit: listLimitOf(limit, 20, MAX_DONE_TASKS),
      });
    },
  };
}

export type ApplicationTaskService = ReturnType<typeof createApplicationTaskService>;

/**
 * Tasks of an application: their order, how their day reads, the quick add's days, the checks
 * and what is sent. Pure, so they can be tested without a browser. The checks mirror the
 * server's (backend/src/tasks/application-task-service.ts), which checks again: the person sees
 * what is wrong by the field before anything is sent.
 */
import type {
  AddApplicationTaskInput,
  ApplicationPageTaskFragment,
  UpdateApplicationTaskInput,
} from '@/gql/graphql';
import { addDays, daysBetween, type DueTone, formatShortDay } from '@/lib/dates';
import type { OperationProblem } from '@/lib/graphql-errors';
import { SHORT_MONTH_NAMES } from '@/lib/month-names';
import { refusedFieldOf } from '@/lib/refused-field';

/** The server's limit on a title, in characters once its spacing is made single. */
export const TASK_TITLE_LIMIT = 300;

/** An application holds at most this many tasks, open and done; the server refuses the next. */
export const MAX_TASKS = 50;

/** The form's fields, as typed. */
export interface TaskDraft {
  title: string;
  /** The date field's value: YYYY-MM-DD, or empty for no day. */
  dueOn: string;
}

export type TaskField = keyof TaskDraft;

export type TaskErrors = Partial<Record<TaskField, string>>;

/** The fields in the order they are drawn: the first one wrong takes focus. */
export const TASK_FIELDS: readonly TaskField[] = ['title', 'dueOn'];

/** A title as the server keeps it: one line, single spaces, trimmed. */
export function taskTitle(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * What is wrong with the form; empty when it can be sent. `isDayIncomplete`: the date field
 * holds a day typed in part (its value then reads as empty, which would send no day unseen).
 */
export function checkTask(draft: TaskDraft, { isDayIncomplete = false } = {}): TaskErrors {
  const errors: TaskErrors = {};
  const title = taskTitle(draft.title);
  if (title === '') errors.title = 'Write the task: what is there to do?';
  else if (title.length > TASK_TITLE_LIMIT)
    errors.title = `A task has at most ${String(TASK_TITLE_LIMIT)} characters; this one has ${title.length.toLocaleString('en-US')}.`;
  if (isDayIncomplete) errors.dueOn = 'Finish the day it is due, or clear it.';
  return errors;
}

/** What adds the task the form holds; call after checkTask. */
export function addTaskInput(applicationId: string, draft: TaskDraft): AddApplicationTaskInput {
  return { applicationId, title: taskTitle(draft.title), dueOn: draft.dueOn || null };
}

/** The edit form's fields for a task as it is stored. */
export function taskDraft(task: Pick<ApplicationPageTaskFragment, 'title' | 'dueOn'>): TaskDraft {
  return { title: task.title, dueOn: task.dueOn ?? '' };
}

/**
 * The update that saves the edit form, with only what it changes (an emptied day is null, which
 * removes it), or null when it changes nothing.
 */
export function taskUpdate(
  task: Pick<ApplicationPageTaskFragment, 'id' | 'title' | 'dueOn'>,
  draft: TaskDraft,
): UpdateApplicationTaskInput | null {
  const input: UpdateApplicationTaskInput = { id: task.id };
  const title = taskTitle(draft.title);
  const dueOn = draft.dueOn || null;
  if (title !== task.title) input.title = title;
  if (dueOn !== task.dueOn) input.dueOn = dueOn;
  return Object.keys(input).length > 1 ? input : null;
}

/** Whether the edit form holds something other than what it opened with. */
export function isTaskDraftChanged(initial: TaskDraft, draft: TaskDraft): boolean {
  return taskTitle(initial.title) !== taskTitle(draft.title) || initial.dueOn !== draft.dueOn;
}

/**
 * The field a VALIDATION_FAILED refusal names (`extensions.details.field`), so its message can
 * sit by that field; undefined for any other problem (the 51st task's refusal among them).
 */
export function refusedTaskField(problem: OperationProblem): TaskField | undefined {
  return refusedFieldOf(problem, TASK_FIELDS);
}

type OrderedTask = Pick<ApplicationPageTaskFragment, 'id' | 'dueOn' | 'doneAt' | 'createdAt'>;

function compareOpen(a: OrderedTask, b: OrderedTask): number {
  if (a.dueOn !== b.dueOn) {
    if (a.dueOn === null) return 1;
    if (b.dueOn === null) return -1;
    return a.dueOn < b.dueOn ? -1 : 1;
  }
  if (a.createdAt !== b.createdAt) return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The open tasks and the done ones, in the server's order (application-tasks-repository.ts
 * TASK_ORDER): open ones by the day due, those without a day after them, in the order added;
 * done ones the last checked off first. Sorted here too, so that a task checked off or reopened
 * takes its place at once, before the server has answered.
 */
export function splitTasks<Task extends OrderedTask>(
  tasks: readonly Task[],
): { open: Task[]; done: Task[] } {
  const open = tasks.filter((task) => task.doneAt === null).sort(compareOpen);
  const done = tasks
    .filter((task) => task.doneAt !== null)
    .sort((a, b) => Date.parse(b.doneAt ?? '') - Date.parse(a.doneAt ?? '') || compareOpen(a, b));
  return { open, done };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Past this many days ahead a day says its year: "Due Mon, Jan 4, 2027". */
const NEAR_DAYS = 180;

/** "Fri, Dec 4", and the year when it is far off; written by hand, like dates.ts formatShortDay. */
function weekdayDay(day: string, withYear: boolean): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return day;
  const time = new Date(Date.UTC(year, month - 1, date));
  const text = `${WEEKDAYS[time.getUTCDay()] ?? ''}, ${SHORT_MONTH_NAMES[month - 1] ?? ''} ${String(date)}`;
  return withYear ? `${text}, ${String(year)}` : text;
}

/**
 * How a task's day reads beside it, in the tone of lib/dates.ts dueStatus: "Overdue by 2
 * days", "Due today", "Due tomorrow", "Due Fri, Dec 4". `today` is the person's own day.
 */
export function taskDueStatus(dueOn: string, today: string): { tone: DueTone; label: string } {
  const days = daysBetween(today, dueOn);
  if (days === null) return { tone: 'upcoming', label: `Due ${dueOn}` };
  if (days < 0) {
    const late = -days;
    return { tone: 'overdue', label: `Overdue by ${String(late)} ${late === 1 ? 'day' : 'days'}` };
  }
  if (days === 0) return { tone: 'today', label: 'Due today' };
  if (days === 1) return { tone: 'upcoming', label: 'Due tomorrow' };
  return { tone: 'upcoming', label: `Due ${weekdayDay(dueOn, days > NEAR_DAYS)}` };
}

/** How far an application's tasks are, as the server counts them (Application.taskProgress). */
export interface TaskProgress {
  open: number;
  done: number;
  nextDueOn: string | null;
}

function soonest(days: readonly (string | null)[]): string | null {
  let first: string | null = null;
  for (const day of days) if (day !== null && (first === null || day < first)) first = day;
  return first;
}

/** The progress of an application's whole list of tasks: what the server would answer. */
export function taskProgressOf(
  tasks: readonly { dueOn: string | null; doneAt: string | null }[],
): TaskProgress {
  const open = tasks.filter((task) => task.doneAt === null);
  return {
    open: open.length,
    done: tasks.length - open.length,
    nextDueOn: soonest(open.map((task) => task.dueOn)),
  };
}

/** The days of the open tasks in `shown` of the task's application, the task itself left out. */
export function otherOpenDaysOf(
  task: { id: string; application: { id: string } },
  shown: readonly { id: string; dueOn: string | null; application: { id: string } }[],
): (string | null)[] {
  return shown
    .filter((item) => item.application.id === task.application.id && item.id !== task.id)
    .map((item) => item.dueOn);
}

/**
 * The progress once an open task is given another day (or none), from the days of the
 * application's other open tasks: exact where all of them are in view (the Tasks page).
 */
export function progressAfterReschedule(
  progress: TaskProgress,
  dueOn: string | null,
  otherOpenDays: readonly (string | null)[],
): TaskProgress {
  return { ...progress, nextDueOn: soonest([...otherOpenDays, dueOn]) };
}

/**
 * The progress once a task is checked off (`done`) or opened again, worked out from the progress
 * before and the days of the application's other open tasks in view (on the dashboard, those
 * due within the week). The next day may lie past what is in view: the server's answer, a
 * moment later, says which.
 */
export function progressAfterCheck(
  progress: TaskProgress,
  dueOn: string | null,
  done: boolean,
  otherOpenDays: readonly (string | null)[],
): TaskProgress {
  if (!done)
    return {
      open: progress.open + 1,
      done: Math.max(0, progress.done - 1),
      nextDueOn: soonest([progress.nextDueOn, dueOn]),
    };
  return {
    open: Math.max(0, progress.open - 1),
    done: progress.done + 1,
    nextDueOn:
      dueOn !== null && dueOn === progress.nextDueOn ? soonest(otherOpenDays) : progress.nextDueOn,
  };
}

/**
 * What a board card says of its application's open tasks: how many ("2 tasks") and, when one has
 * a day, the soonest in the tone of dueStatus ("overdue", "due today", "due tomorrow", "next Dec 4"); null when
 * none is open. Short, beside the match and the follow-up: the application page has the rest.
 */
export function taskProgressChip(
  progress: { open: number; nextDueOn: string | null },
  today: string,
): { count: string; due: { tone: DueTone; text: string } | null } | null {
  if (progress.open <= 0) return null;
  const count = `${String(progress.open)} ${progress.open === 1 ? 'task' : 'tasks'}`;
  if (progress.nextDueOn === null) return { count, due: null };
  const days = daysBetween(today, progress.nextDueOn);
  const due: { tone: DueTone; text: string } =
    days !== null && days < 0
      ? { tone: 'overdue', text: 'overdue' }
      : days === 0
        ? { tone: 'today', text: 'due today' }
        : days === 1
          ? { tone: 'upcoming', text: 'due tomorrow' }
          : { tone: 'upcoming', text: `next ${formatShortDay(progress.nextDueOn)}` };
  return { count, due };
}

/** "Done Dec 3": the person's day a task was checked off on (`doneOn`, their local day). */
export function doneText(doneOn: string, today: string): string {
  if (doneOn === today) return 'Done today';
  if (doneOn === addDays(today, -1)) return 'Done yesterday';
  const [year, month, date] = doneOn.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return 'Done';
  const thisYear = today.slice(0, 4) === doneOn.slice(0, 4);
  return `Done ${SHORT_MONTH_NAMES[month - 1] ?? ''} ${String(date)}${thisYear ? '' : `, ${String(year)}`}`;
}

/** The quick picks beside the day: each sets the day, which the person can still change. */
export function quickDays(today: string): { label: string; day: string }[] {
  return [
    { label: 'Today', day: today },
    { label: 'Tomorrow', day: addDays(today, 1) },
    { label: 'In a week', day: addDays(today, 7) },
  ];
}

/** How much of a title names it on its buttons for screen readers ("Edit, Send the portfolio"). */
const NAMED_LENGTH = 60;

/** The title as its buttons and messages name it: cut at a word past 60 characters. */
export function taskName(title: string): string {
  const line = taskTitle(title);
  if (line.length <= NAMED_LENGTH) return line;
  const cut = line.slice(0, NAMED_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > NAMED_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/u, '')}…`;
}

/** Whether a task due on `dueOn` (null: no day) is due within the window: overdue ones too. */
export function isDueWithin(dueOn: string | null, today: string, withinDays = 7): boolean {
  return dueOn !== null && dueOn <= addDays(today, withinDays);
}

/**
 * The dashboard's tasks due: open ones due by `today` + `withinDays` (overdue ones too), soonest
 * first. The server answers just that; the list is read again from the cache, where a task
 * checked off, or given another day, since the answer has changed.
 */
export function openTasksDue<Task extends { dueOn: string | null; doneAt: string | null }>(
  tasks: readonly Task[],
  today: string,
  withinDays = 7,
): (Task & { dueOn: string })[] {
  return tasks
    .filter(
      (task): task is Task & { dueOn: string } =>
        task.doneAt === null && isDueWithin(task.dueOn, today, withinDays),
    )
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}

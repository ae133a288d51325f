/**
 * The Tasks page's rules: which group an open task falls in by its day (counted from the
 * person's own day), the groups in the order they are read, and the line that counts them.
 * Pure, so they can be tested without a browser.
 */
import { splitTasks } from '@/components/pipeline/application-task-rules';
import { addDays } from '@/lib/dates';
import { TASKS_LIMIT } from './tasks-limit';

/** Past tomorrow, up to this many days ahead, a task is due "This week"; "Later" after that. */
const WEEK_DAYS = 7;

export type TaskGroupKey = 'overdue' | 'today' | 'tomorrow' | 'week' | 'later' | 'undated';

/** The groups in the order the page draws them: what needs doing first, first. */
export const TASK_GROUPS: readonly { key: TaskGroupKey; title: string }[] = [
  { key: 'overdue', title: 'Overdue' },
  { key: 'today', title: 'Today' },
  { key: 'tomorrow', title: 'Tomorrow' },
  { key: 'week', title: 'This week' },
  { key: 'later', title: 'Later' },
  { key: 'undated', title: 'No day' },
];

/** The group of a task due on `dueOn` (null: no day), `today` being the person's own day. */
export function taskGroupOf(dueOn: string | null, today: string): TaskGroupKey {
  if (dueOn === null) return 'undated';
  // Days are YYYY-MM-DD, so they compare as text.
  if (dueOn < today) return 'overdue';
  if (dueOn === today) return 'today';
  if (dueOn === addDays(today, 1)) return 'tomorrow';
  if (dueOn <= addDays(today, WEEK_DAYS)) return 'week';
  return 'later';
}

interface GroupedTask {
  id: string;
  dueOn: string | null;
  doneAt: string | null;
  createdAt: string;
}

export interface TaskGroup<Task> {
  key: TaskGroupKey;
  title: string;
  tasks: Task[];
}

/**
 * The open tasks, grouped, each group in the server's order (soonest first, then in the order
 * added); groups without a task are left out. Done ones are left out too: a task checked off
 * here is cached with its doneAt before the server answers, and so leaves the page at once.
 */
export function groupOpenTasks<Task extends GroupedTask>(
  tasks: readonly Task[],
  today: string,
): TaskGroup<Task>[] {
  const { open } = splitTasks(tasks);
  return TASK_GROUPS.map(({ key, title }) => ({
    key,
    title,
    tasks: open.filter((task) => taskGroupOf(task.dueOn, today) === key),
  })).filter((group) => group.tasks.length > 0);
}

function counted(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "7 open tasks across 3 applications". */
export function openTasksSummary(tasks: readonly { application: { id: string } }[]): string {
  const applications = new Set(tasks.map((task) => task.application.id)).size;
  return `${counted(tasks.length, 'open task', 'open tasks')} across ${counted(applications, 'application', 'applications')}`;
}

/** Whether the answer may have left tasks out: it holds as many as the page asked for. */
export function isListCut(answered: number): boolean {
  return answered >= TASKS_LIMIT;
}

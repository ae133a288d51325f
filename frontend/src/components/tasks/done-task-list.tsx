import { FoldSummary } from '@/components/fold-summary';
import { doneText } from '@/components/pipeline/application-task-rules';
import { TaskCheck } from '@/components/pipeline/task-check';
import type { TasksPageTaskFragment } from '@/gql/graphql';
import { localDay } from '@/lib/local-day';

/**
 * "Done recently": the last tasks checked off, folded away under the open ones, the last checked
 * off first, each with the day it was done. Unchecking one opens it again, and it goes back to
 * the list by its day, where focus follows it (its checkbox here is not one the check-off hook
 * moves focus to: it would find this one, folded away, before the open one is drawn). A look
 * back, not a record: the applications' pages keep every task done.
 */
export function DoneTaskList({
  tasks,
  today,
  onReopen,
}: {
  /** Done tasks, the last checked off first. */
  tasks: readonly TasksPageTaskFragment[];
  /** The person's own day. */
  today: string;
  onReopen: (task: TasksPageTaskFragment) => void;
}) {
  if (tasks.length === 0) return null;
  return (
    <details className="group">
      <FoldSummary>Done recently ({tasks.length})</FoldSummary>
      <ul
        aria-label="Done recently"
        className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface px-5 py-4 shadow-sm sm:px-6"
      >
        {tasks.map((task) => (
          <li key={task.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
              <div className="flex min-w-0 items-start gap-2.5">
                <TaskCheck
                  task={task}
                  isDone
                  onCheck={() => {
                    onReopen(task);
                  }}
                />
              </div>
              {task.doneAt ? (
                <span className="ml-7 shrink-0 text-xs text-ink-subtle sm:ml-0 sm:pt-1">
                  {doneText(localDay(new Date(task.doneAt)), today)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}

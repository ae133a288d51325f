import { taskDueStatus } from '@/components/pipeline/application-task-rules';
import { DUE_CHIP, DUE_CHIP_TONES } from '@/components/pipeline/due-chip';
import { TaskCheck } from '@/components/pipeline/task-check';
import type { TasksPageTaskFragment } from '@/gql/graphql';

/**
 * One open task: a checkbox labelled by its title that checks it off, its application (which
 * leads to the application's page) and its day in the application page's words ("Due
 * tomorrow", "Overdue by 2 days"); a task without a day says nothing of one.
 */
export function OpenTaskRow({
  task,
  today,
  checkboxRef,
  onCheck,
}: {
  task: TasksPageTaskFragment;
  /** The person's own day. */
  today: string;
  checkboxRef: (element: HTMLInputElement | null) => () => void;
  onCheck: () => void;
}) {
  const due = task.dueOn === null ? null : { day: task.dueOn, ...taskDueStatus(task.dueOn, today) };
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="flex min-w-0 items-start gap-2.5">
          <TaskCheck task={task} checkboxRef={checkboxRef} onCheck={onCheck} />
        </div>
        {/* Under the application on phones (in line with the title, past the checkbox), beside
            the title on wider screens. */}
        {due ? (
          <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[due.tone]} ml-7 sm:ml-0`}>
            <time dateTime={due.day}>{due.label}</time>
          </span>
        ) : null}
      </div>
    </li>
  );
}

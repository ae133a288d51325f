import { taskDueStatus } from '@/components/pipeline/application-task-rules';
import { DUE_CHIP, DUE_CHIP_TONES } from '@/components/pipeline/due-chip';
import { TaskCheck } from '@/components/pipeline/task-check';
import { TaskDayMenu } from '@/components/pipeline/task-day-menu';
import type { TasksPageTaskFragment } from '@/gql/graphql';

/**
 * One open task: a checkbox labelled by its title that checks it off, its application (which
 * leads to the application's page), its day in the application page's words ("Due tomorrow",
 * "Overdue by 2 days"; a task without a day says nothing of one) and "Day", which gives it
 * another.
 */
export function OpenTaskRow({
  task,
  today,
  checkboxRef,
  onCheck,
  isJustMoved,
  onFocusedAfterMove,
  onReschedule,
}: {
  task: TasksPageTaskFragment;
  /** The person's own day. */
  today: string;
  checkboxRef: (element: HTMLInputElement | null) => () => void;
  onCheck: () => void;
  /** Given another day from here just now: focus follows it to its new place. */
  isJustMoved: boolean;
  onFocusedAfterMove: () => void;
  onReschedule: (dueOn: string | null) => void;
}) {
  const due = task.dueOn === null ? null : { day: task.dueOn, ...taskDueStatus(task.dueOn, today) };
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      {/* On phones the day and "Day" go under the title, in line with it past the checkbox;
          on wider screens beside it. "Day"'s choices open under them all. */}
      <div className="flex flex-wrap items-start gap-x-1 gap-y-1">
        <div className="flex min-w-0 basis-full items-start gap-2.5 sm:flex-1 sm:basis-0">
          <TaskCheck task={task} checkboxRef={checkboxRef} onCheck={onCheck} />
        </div>
        {due ? (
          <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[due.tone]} mt-1 ml-7 sm:ml-2`}>
            <time dateTime={due.day}>{due.label}</time>
          </span>
        ) : null}
        <TaskDayMenu
          title={task.title}
          dueOn={task.dueOn}
          today={today}
          focusOnMount={isJustMoved}
          onFocused={onFocusedAfterMove}
          onChoose={onReschedule}
          buttonClassName={due ? '' : 'ml-5 sm:ml-0'}
        />
      </div>
    </li>
  );
}

import { useId } from 'react';
import { AppLink } from '@/components/app-link';
import { taskDueStatus } from '@/components/pipeline/application-task-rules';
import { DUE_CHIP, DUE_CHIP_TONES } from '@/components/pipeline/due-chip';
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
  const checkboxId = useId();
  const due = task.dueOn === null ? null : { day: task.dueOn, ...taskDueStatus(task.dueOn, today) };
  const { job } = task.application;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <input
        ref={checkboxRef}
        id={checkboxId}
        type="checkbox"
        checked={false}
        onChange={onCheck}
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-brand-600"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <label
            htmlFor={checkboxId}
            className="block cursor-pointer font-medium break-words text-ink"
          >
            {task.title}
          </label>
          <p className="text-sm break-words text-ink-muted">
            <AppLink
              href={`/applications/${task.application.id}`}
              className="underline decoration-line-strong underline-offset-2 hover:text-accent hover:decoration-current"
            >
              {job.company ? `${job.title} · ${job.company}` : job.title}
            </AppLink>
          </p>
        </div>
        {/* Under the application on phones, beside the title on wider screens. */}
        {due ? (
          <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[due.tone]}`}>
            <time dateTime={due.day}>{due.label}</time>
          </span>
        ) : null}
      </div>
    </li>
  );
}

import { useId } from 'react';
import { AppLink } from '@/components/app-link';
import { jobLabel } from '@/lib/job-label';

/** What a task across applications needs to be named and checked off. */
interface CheckableTask {
  title: string;
  application: { id: string; job: { title: string; company: string | null } };
}

/**
 * A task as the lists across applications show it ("Due this week", the Tasks page): a checkbox
 * labelled by the task's title that checks it off (or, for one done, opens it again), and under
 * the title its application's job, leading to the application's page. Each list places the day
 * itself.
 */
export function TaskCheck({
  task,
  isDone = false,
  checkboxRef,
  onCheck,
}: {
  task: CheckableTask;
  isDone?: boolean;
  checkboxRef?: (element: HTMLInputElement | null) => () => void;
  /** Checks it off, or opens it again when done. */
  onCheck: () => void;
}) {
  const checkboxId = useId();
  return (
    <>
      <input
        ref={checkboxRef}
        id={checkboxId}
        type="checkbox"
        checked={isDone}
        onChange={onCheck}
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-brand-600"
      />
      <div className="min-w-0">
        <label
          htmlFor={checkboxId}
          className={`block cursor-pointer font-medium break-words ${isDone ? 'text-ink-muted line-through decoration-ink-subtle' : 'text-ink'}`}
        >
          {task.title}
        </label>
        <p className="text-sm break-words text-ink-muted">
          <AppLink
            href={`/applications/${task.application.id}`}
            className="underline decoration-line-strong underline-offset-2 hover:text-accent hover:decoration-current"
          >
            {jobLabel(task.application.job)}
          </AppLink>
        </p>
      </div>
    </>
  );
}

'use client';

import { useId } from 'react';
import { AppLink } from '../app-link';
import type { DashboardTaskFragment } from '@/gql/graphql';
import { dueStatus, formatShortDay } from '@/lib/dates';
import { openTasksDue } from './application-task-rules';
import { DUE_CHIP, DUE_CHIP_TONES } from './due-chip';
import { DUE_DAY, DueList } from './due-list';
import { CheckedOffNotice } from './checked-off-notice';
import { useTaskCheckOff } from './use-task-check-off';

/**
 * "Tasks" in "Due this week": the open tasks due within the week (overdue first, as the server
 * sends them), each with its application's job, which leads to the application's page, and a
 * checkbox that checks it off right here (use-task-check-off.ts: it leaves the list at once,
 * and "Undo" brings it back). Drawn even when no task is due, for Undo and what went wrong.
 */
export function DueTasks({
  tasks,
  today,
  onStale,
}: {
  /** The query's tasksDue; those checked off since it answered are left out here. */
  tasks: readonly DashboardTaskFragment[];
  /** The person's own day. */
  today: string;
  /** Reads the dashboard again: a task removed meanwhile, or one brought back after a reload. */
  onStale: () => void;
}) {
  const due = openTasksDue(tasks, today);
  const { checkedOff, problem, undoRef, checkboxRef, check, undo } = useTaskCheckOff({
    tasks,
    shown: due,
    onStale,
  });

  if (due.length === 0 && checkedOff === null && problem === undefined) return null;
  return (
    <div>
      {due.length > 0 ? (
        <DueList title="Tasks">
          {due.map((task) => (
            <DueTaskRow
              key={task.id}
              task={task}
              today={today}
              checkboxRef={checkboxRef(task.id)}
              onCheck={() => void check(task)}
            />
          ))}
        </DueList>
      ) : null}
      {checkedOff ? (
        <CheckedOffNotice
          title={checkedOff.title}
          undoRef={undoRef}
          onUndo={() => void undo()}
          className={`text-sm ${due.length > 0 ? 'mt-3' : ''}`}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium break-words text-bad">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function DueTaskRow({
  task,
  today,
  checkboxRef,
  onCheck,
}: {
  task: DashboardTaskFragment & { dueOn: string };
  today: string;
  checkboxRef: (element: HTMLInputElement | null) => () => void;
  onCheck: () => void;
}) {
  const checkboxId = useId();
  const due = dueStatus(task.dueOn, today);
  const { job } = task.application;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <time dateTime={task.dueOn} className={DUE_DAY}>
        {formatShortDay(task.dueOn)}
      </time>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="flex min-w-0 items-start gap-2.5">
          <input
            ref={checkboxRef}
            id={checkboxId}
            type="checkbox"
            checked={false}
            onChange={onCheck}
            className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-brand-600"
          />
          <div className="min-w-0">
            <label htmlFor={checkboxId} className="cursor-pointer font-medium break-words text-ink">
              {task.title}
            </label>
            <p className="text-sm break-words text-ink-muted">
              <AppLink
                href={`/applications/${task.application.id}`}
                className="underline decoration-line-strong underline-offset-2 hover:text-accent hover:decoration-current"
              >
                {job.title}
              </AppLink>
              {job.company ? ` · ${job.company}` : null}
            </p>
          </div>
        </div>
        {/* Under the title on phones (in line with it, past the checkbox), beside it on wider
            screens. */}
        <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[due.tone]} ml-7 sm:ml-0`}>{due.label}</span>
      </div>
    </li>
  );
}

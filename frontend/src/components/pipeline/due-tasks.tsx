'use client';

import { useRef } from 'react';
import type { DashboardTaskFragment } from '@/gql/graphql';
import { dueStatus, formatShortDay } from '@/lib/dates';
import { isDueWithin, openTasksDue } from './application-task-rules';
import { DUE_CHIP, DUE_CHIP_TONES } from './due-chip';
import { DUE_DAY, DueList } from './due-list';
import { CheckedOffNotice } from './checked-off-notice';
import { TaskCheck } from './task-check';
import { TaskDayMenu } from './task-day-menu';
import { useTaskCheckOff } from './use-task-check-off';
import { useTaskReschedule } from './use-task-reschedule';

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
  const { checkedOff, problem, undoRef, checkboxRef, check, undo, focusNeighbourOf } =
    useTaskCheckOff({ tasks, shown: due, onStale });
  const rescheduling = useTaskReschedule({ open: due, today, onStale });
  const rootRef = useRef<HTMLDivElement>(null);

  function reschedule(task: DashboardTaskFragment & { dueOn: string }, dueOn: string | null) {
    // Given a day past the week, or none, it leaves the list: focus goes to the task beside it,
    // or, the last one gone, to what is left here, which says where the task went (were it to
    // stay on the row's Day, it would fall to the page's start with the row).
    if (!isDueWithin(dueOn, today) && !focusNeighbourOf(task)) rootRef.current?.focus();
    void rescheduling.moveTo(task, dueOn);
  }

  if (
    due.length === 0 &&
    checkedOff === null &&
    problem === undefined &&
    rescheduling.problem === undefined &&
    rescheduling.announcement === '' &&
    !rescheduling.isMoving
  )
    return null;
  return (
    // Focusable from the code only, for when the last task is moved out of the week.
    <div ref={rootRef} tabIndex={-1} className="outline-none">
      {due.length > 0 ? (
        <DueList title="Tasks">
          {due.map((task) => (
            <DueTaskRow
              key={task.id}
              task={task}
              today={today}
              checkboxRef={checkboxRef(task.id)}
              onCheck={() => void check(task)}
              onReschedule={(dueOn) => {
                reschedule(task, dueOn);
              }}
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
      {rescheduling.problem ? (
        <p role="alert" className="mt-3 text-sm font-medium break-words text-bad">
          {rescheduling.problem}
        </p>
      ) : null}
      {/* Heard as a task moves; seen too once the last one has left, where focus went. */}
      <p role="status" className={due.length > 0 ? 'sr-only' : 'text-sm text-ink-muted'}>
        {rescheduling.announcement}
      </p>
    </div>
  );
}

function DueTaskRow({
  task,
  today,
  checkboxRef,
  onCheck,
  onReschedule,
}: {
  task: DashboardTaskFragment & { dueOn: string };
  today: string;
  checkboxRef: (element: HTMLInputElement | null) => () => void;
  onCheck: () => void;
  onReschedule: (dueOn: string | null) => void;
}) {
  const due = dueStatus(task.dueOn, today);
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <time dateTime={task.dueOn} className={DUE_DAY}>
        {formatShortDay(task.dueOn)}
      </time>
      {/* The day's words and "Day" under the title on phones (in line with it, past the
          checkbox), beside it on wider screens; "Day"'s choices open under them all. The rows
          are keyed by task and re-sorted in place, so focus stays on "Day" after a move. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-x-1 gap-y-1">
        <div className="flex min-w-0 basis-full items-start gap-2.5 sm:flex-1 sm:basis-0">
          <TaskCheck task={task} checkboxRef={checkboxRef} onCheck={onCheck} />
        </div>
        <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[due.tone]} mt-1 ml-7 sm:ml-2`}>
          {due.label}
        </span>
        <TaskDayMenu title={task.title} dueOn={task.dueOn} today={today} onChoose={onReschedule} />
      </div>
    </li>
  );
}

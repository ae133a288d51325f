'use client';

import { useCallback, useId, useState, type ReactNode } from 'react';
import { splitTasks } from '@/components/pipeline/application-task-rules';
import { CheckedOffNotice } from '@/components/pipeline/checked-off-notice';
import { useTaskCheckOff } from '@/components/pipeline/use-task-check-off';
import { useTaskReschedule } from '@/components/pipeline/use-task-reschedule';
import type { TasksPageTaskFragment } from '@/gql/graphql';
import { DoneTaskList } from './done-task-list';
import { OpenTaskRow } from './open-task-row';
import { groupOpenTasks, openTasksSummary } from './task-groups';
import { DONE_TASKS_LIMIT, TASKS_LIMIT } from './tasks-limit';
import { NoOpenTasks } from './tasks-empty';

/**
 * The open tasks by group ("Overdue", "Today", … "No day"), under a line that counts them, each
 * checked off right here. A task checked off leaves the list at once (a failure puts it back and
 * says why), and "Undo" brings it back; focus goes to the next task, or to Undo after the last:
 * pipeline/use-task-check-off.ts, as on the dashboard's "Due this week". Under them, folded,
 * the last ones done, which open again from there.
 */
export function OpenTaskList({
  tasks,
  isCut,
  today,
  canAdd,
  onStale,
}: {
  /**
   * The query's open and done tasks as cached now: one checked off or opened again since it
   * answered moves between them at once.
   */
  tasks: readonly TasksPageTaskFragment[];
  /** Whether the server may have left open tasks out (it answered as many as asked for). */
  isCut: boolean;
  /** The person's own day. */
  today: string;
  /** Whether the add form is on the page, which the empty list then points to. */
  canAdd: boolean;
  /** Reads the list again: a task removed meanwhile, or one brought back after a reload. */
  onStale: () => void;
}) {
  const groups = groupOpenTasks(tasks, today);
  const open = groups.flatMap((group) => group.tasks);
  const done = splitTasks(tasks).done.slice(0, DONE_TASKS_LIMIT);
  const { checkedOff, problem, undoRef, checkboxRef, check, undo, reopen } = useTaskCheckOff({
    tasks,
    shown: open,
    onStale,
  });
  const rescheduling = useTaskReschedule({ open, today, onStale });
  // The task just given another day from its row: that row, drawn anew in its new group, takes
  // the focus back.
  const [movedId, setMovedId] = useState<string | null>(null);
  const onFocusedAfterMove = useCallback(() => {
    setMovedId(null);
  }, []);

  return (
    <div className="space-y-4">
      {open.length > 0 ? (
        <>
          <div className="space-y-1 text-sm">
            <p className="font-medium text-ink">{openTasksSummary(open)}</p>
            {isCut ? (
              <p className="text-ink-muted">
                Showing the first {TASKS_LIMIT}, the soonest due first; check some off to see the
                rest.
              </p>
            ) : null}
          </div>
          <div className="space-y-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
            {groups.map((group) => (
              <TaskGroupList key={group.key} title={group.title} count={group.tasks.length}>
                {group.tasks.map((task) => (
                  <OpenTaskRow
                    key={task.id}
                    task={task}
                    today={today}
                    checkboxRef={checkboxRef(task.id)}
                    onCheck={() => void check(task)}
                    isJustMoved={task.id === movedId}
                    onFocusedAfterMove={onFocusedAfterMove}
                    onReschedule={(dueOn) => {
                      setMovedId(task.id);
                      // Settled: the row has been drawn where the day put it (or back).
                      void rescheduling.moveTo(task, dueOn).finally(() => {
                        setMovedId(null);
                      });
                    }}
                  />
                ))}
              </TaskGroupList>
            ))}
          </div>
        </>
      ) : (
        <NoOpenTasks canAdd={canAdd} />
      )}
      <DoneTaskList tasks={done} today={today} onReopen={(task) => void reopen(task)} />
      {/* Kept in view at the bottom of the window while the list runs past it: a task checked
          off far down can still be undone. */}
      {checkedOff || problem || rescheduling.problem ? (
        <div className="sticky bottom-4 z-10 mx-auto w-fit max-w-full rounded-xl border border-line bg-surface px-4 py-3 text-sm shadow-lg">
          {checkedOff ? (
            <CheckedOffNotice
              title={checkedOff.title}
              undoRef={undoRef}
              onUndo={() => void undo()}
            />
          ) : null}
          {problem ? (
            <p role="alert" className="font-medium break-words text-bad">
              {problem}
            </p>
          ) : null}
          {rescheduling.problem ? (
            <p role="alert" className="font-medium break-words text-bad">
              {rescheduling.problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {rescheduling.announcement}
      </p>
    </div>
  );
}

/** A group's heading, with how many it holds, and its list, which the group's title names. */
function TaskGroupList({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div>
      <h2 className="mb-3 flex items-baseline gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span id={headingId}>{title}</span>
        <span className="font-normal tabular-nums text-ink-subtle">{count}</span>
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-line">
        {children}
      </ul>
    </div>
  );
}

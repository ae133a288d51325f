'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '../app-link';
import { DashboardCheckOffTaskDocument } from '@/gql/documents/DashboardCheckOffTaskDocument';
import type { DashboardTaskFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { dueStatus, formatShortDay } from '@/lib/dates';
import { problemOf } from '@/lib/graphql-errors';
import { openTasksDue, progressAfterCheck, taskName } from './application-task-rules';
import { DUE_CHIP, DUE_CHIP_TONES } from './due-chip';
import { DUE_DAY, DueList } from './due-list';
import { withTypename } from './optimistic';
import { useActionProblem } from './use-action-problem';

const CheckOffMutation = DashboardCheckOffTaskDocument;

/** The task last checked off here, which Undo opens again. */
type CheckedOff = DashboardTaskFragment;

/**
 * "Tasks" in "Due this week": the open tasks due within the week (overdue first, as the server
 * sends them), each with its application's job, which leads to the application's page, and a
 * checkbox that checks it off right here. A task checked off leaves the list at once (a failure
 * puts it back and says why), and "Undo" brings it back; focus goes to the next task, or to
 * Undo after the last. Drawn even when no task is due, for Undo and what went wrong.
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
  const [checkOff] = useMutation(CheckOffMutation);
  const describeProblem = useActionProblem(onStale);
  const [checkedOff, setCheckedOff] = useState<CheckedOff | null>(null);
  const [problem, setProblem] = useState<string>();
  const checkboxes = useRef(new Map<string, HTMLInputElement>());
  const undoRef = useRef<HTMLButtonElement>(null);
  /** A task's id, or Undo: where focus goes once the list is drawn without the task. */
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    const element = target === 'undo' ? undoRef.current : checkboxes.current.get(target);
    if (!element) return;
    element.focus();
    focusTarget.current = null;
  });

  /** Checks the task off (`done`), or opens it again; throws what the server said. */
  async function mark(task: DashboardTaskFragment, done: boolean) {
    const { application } = tasks.find((item) => item.id === task.id) ?? task;
    const otherOpenDays = due
      .filter((item) => item.application.id === application.id && item.id !== task.id)
      .map((item) => item.dueOn);
    await checkOff({
      variables: { id: task.id, done },
      optimisticResponse: {
        updateApplicationTask: withTypename('ApplicationTask', {
          id: task.id,
          doneAt: done ? new Date().toISOString() : null,
          // Its card on the board says one task fewer (or more) at once.
          application: withTypename('Application', {
            id: application.id,
            taskProgress: withTypename(
              'TaskProgress',
              progressAfterCheck(application.taskProgress, task.dueOn, done, otherOpenDays),
            ),
          }),
        }),
      },
    });
  }

  function sayProblem(caught: unknown, what: string, title: string) {
    if (problemOf(caught).code === 'NOT_FOUND') {
      onStale();
      setProblem(`“${taskName(title)}” was removed meanwhile, in another tab or window.`);
      return;
    }
    setProblem(`Could not ${what} “${taskName(title)}”. ${asSentence(describeProblem(caught))}`);
  }

  async function check(task: DashboardTaskFragment) {
    const index = due.findIndex((item) => item.id === task.id);
    const neighbour = due[index + 1] ?? due[index - 1];
    focusTarget.current = neighbour ? neighbour.id : 'undo';
    setProblem(undefined);
    setCheckedOff(task);
    try {
      await mark(task, true);
    } catch (caught) {
      // Apollo has dropped the optimistic answer: the task is back in the list.
      focusTarget.current = task.id;
      setCheckedOff(null);
      sayProblem(caught, 'check off', task.title);
    }
  }

  async function undo() {
    if (!checkedOff) return;
    const { id, title } = checkedOff;
    focusTarget.current = id;
    setCheckedOff(null);
    setProblem(undefined);
    try {
      await mark(checkedOff, false);
      // The list was read again since (a card moved): it comes back with the next answer.
      if (!tasks.some((task) => task.id === id)) onStale();
    } catch (caught) {
      sayProblem(caught, 'reopen', title);
    }
  }

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
              checkboxRef={(element) => {
                if (element) checkboxes.current.set(task.id, element);
                return () => {
                  checkboxes.current.delete(task.id);
                };
              }}
              onCheck={() => void check(task)}
            />
          ))}
        </DueList>
      ) : null}
      {checkedOff ? (
        <div
          className={`flex flex-wrap items-center gap-x-2 text-sm ${due.length > 0 ? 'mt-3' : ''}`}
        >
          <p role="status" className="text-ink-muted">
            Checked off “{taskName(checkedOff.title)}”.
          </p>
          <button
            ref={undoRef}
            type="button"
            onClick={() => void undo()}
            className="rounded font-medium text-accent underline-offset-4 hover:underline"
          >
            Undo
          </button>
        </div>
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

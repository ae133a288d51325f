'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CheckOffTaskDocument } from '@/gql/documents/CheckOffTaskDocument';
import { otherOpenDaysOf, progressAfterCheck, type TaskProgress } from './application-task-rules';
import { withTypename } from './optimistic';
import { taskActionProblem } from './task-action-problem';
import { useActionProblem } from './use-action-problem';

/** What checking a task off a list across applications reads of it. */
export interface CheckableTask {
  id: string;
  title: string;
  dueOn: string | null;
  application: { id: string; taskProgress: TaskProgress };
}

/**
 * Checking tasks off a list across applications, with Undo: the dashboard's "Due this week"
 * (due-tasks.tsx) and the Tasks page (tasks/open-task-list.tsx). A task checked off leaves the
 * list at once (the optimistic answer sets its doneAt; a failure puts it back and says why), and
 * its card on the board says one task fewer; focus goes to the next task in `shown`, or to Undo
 * after the last, and Undo opens the task again, focus on it, as `reopen` does for any task done
 * (the Tasks page's "Done recently").
 */
export function useTaskCheckOff<Task extends CheckableTask>({
  tasks,
  shown,
  onStale,
}: {
  /** The query's answer, as cached now (those checked off since included). */
  tasks: readonly Task[];
  /** The open tasks on screen, in their order. */
  shown: readonly Task[];
  /** Reads the list again: a task removed meanwhile, or one brought back after a reload. */
  onStale: () => void;
}) {
  const [checkOff] = useMutation(CheckOffTaskDocument);
  const describeProblem = useActionProblem(onStale);
  const [checkedOff, setCheckedOff] = useState<Task | null>(null);
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
  async function mark(task: Task, done: boolean) {
    // The progress as cached now: another task of the application may have been checked off
    // since this one was.
    const { application } = tasks.find((item) => item.id === task.id) ?? task;
    const otherOpenDays = otherOpenDaysOf(task, shown);
    await checkOff({
      variables: { id: task.id, done },
      optimisticResponse: {
        updateApplicationTask: withTypename('ApplicationTask', {
          id: task.id,
          doneAt: done ? new Date().toISOString() : null,
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
    setProblem(taskActionProblem(caught, { what, title, onStale, describeProblem }));
  }

  /** The task next to this one in view, which focus goes to when this one leaves the list. */
  function neighbourOf(task: Task): Task | undefined {
    const index = shown.findIndex((item) => item.id === task.id);
    return shown[index + 1] ?? shown[index - 1];
  }

  /**
   * A task about to leave the list for another reason (given a day past the week): focus goes
   * to the one next to it. Says whether there is one; when not, the caller finds focus a place.
   */
  function focusNeighbourOf(task: Task): boolean {
    const neighbour = neighbourOf(task);
    if (neighbour) focusTarget.current = neighbour.id;
    return neighbour !== undefined;
  }

  async function check(task: Task) {
    const neighbour = neighbourOf(task);
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

  /** Opens a task done again: it goes back to the open list, focus on it. */
  async function reopen(task: Task) {
    const { id, title } = task;
    focusTarget.current = id;
    if (checkedOff?.id === id) setCheckedOff(null);
    setProblem(undefined);
    try {
      await mark(task, false);
      // The list was read again since (a card moved): it comes back with the next answer.
      if (!tasks.some((item) => item.id === id)) onStale();
    } catch (caught) {
      focusTarget.current = null;
      sayProblem(caught, 'reopen', title);
    }
  }

  async function undo() {
    if (checkedOff) await reopen(checkedOff);
  }

  /** The ref callback of a task's checkbox, so that focus can move to it. */
  function checkboxRef(id: string) {
    return (element: HTMLInputElement | null) => {
      if (element) checkboxes.current.set(id, element);
      return () => {
        checkboxes.current.delete(id);
      };
    };
  }

  return { checkedOff, problem, undoRef, checkboxRef, check, undo, reopen, focusNeighbourOf };
}

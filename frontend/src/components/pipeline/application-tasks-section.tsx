'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/fields';
import { AppLink } from '@/components/app-link';
import { FoldSummary } from '@/components/fold-summary';
import { lazyForm } from '@/components/lazy-form';
import { ApplicationPageAddTaskDocument } from '@/gql/documents/ApplicationPageAddTaskDocument';
import { ApplicationPageUpdateTaskDocument } from '@/gql/documents/ApplicationPageUpdateTaskDocument';
import type { ApplicationPageTaskFragment } from '@/gql/graphql';
import { useLocalDay } from '@/lib/use-local-day';
import type { ApplicationDetails } from './application-queries';
import { ApplicationTaskItem } from './application-task-item';
import {
  addTaskInput,
  MAX_TASKS,
  splitTasks,
  taskName,
  taskProgressOf,
  type TaskDraft,
} from './application-task-rules';
import { OPTIMISTIC_PREFIX, withTypename } from './optimistic';
import { taskActionProblem } from './task-action-problem';
import { taskAddRefusal } from './task-add-refusal';
import { TaskQuickAdd, type AddRefusal } from './task-quick-add';
import { useActionProblem } from './use-action-problem';

const AddTaskMutation = ApplicationPageAddTaskDocument;
const UpdateTaskMutation = ApplicationPageUpdateTaskDocument;

// Opened by a click: the edit form's code arrives when Edit is pointed at or focused.
const ApplicationTaskForm = lazyForm(() =>
  import('./application-task-form').then((module) => module.ApplicationTaskForm),
);

/** What takes focus once a task has moved between the lists: a checkbox, or "Done (N)". */
type FocusTarget = `open:${string}` | 'done';

/**
 * "Tasks": the steps to take for the application ("Send the portfolio", "Ask Marcus for a
 * referral"), each with the day it is due by or none. The open ones come first by their day,
 * then "Done (N)", folded. Added from one field (Enter adds; the next can be typed at once),
 * checked off and opened again at a click, without waiting for the server (a failure puts the
 * task back and says why), changed and removed in place. Those due within a week are on the
 * dashboard's "Due this week".
 */
export function ApplicationTasksSection({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  const today = useLocalDay();
  /** The id of the task being changed. */
  const [editing, setEditing] = useState<string | null>(null);
  /**
   * Tasks sent and not answered yet, shown in their place, greyed. Kept here rather than written
   * as an optimistic answer: that answer carries the whole list, so with two adds in flight the
   * second's list would hold the first one's stand-in until the second is answered.
   */
  const [adding, setAdding] = useState<ApplicationPageTaskFragment[]>([]);
  const addCount = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLElement>(null);
  const checkboxes = useRef(new Map<string, HTMLInputElement>());
  const focusTarget = useRef<FocusTarget | null>(null);
  const formId = useId();
  const describeProblem = useActionProblem(onStale);
  const [addTask] = useMutation(AddTaskMutation);
  const [updateTask] = useMutation(UpdateTaskMutation);

  const { tasks } = application;
  const { open, done } = splitTasks([...tasks, ...adding]);
  const isFull = tasks.length + adding.length >= MAX_TASKS;
  // A task being changed may leave the list (removed elsewhere, read again): its form goes with
  // it, and the other tasks' buttons come back.
  const isFormOpen = editing !== null && tasks.some((task) => task.id === editing);

  // A task checked off leaves the open list, and one reopened joins it: focus goes where the
  // task went, or to its neighbour, once the list is drawn that way.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    const element = target === 'done' ? doneRef.current : checkboxes.current.get(target);
    if (!element) return;
    element.focus();
    focusTarget.current = null;
  });

  function registerCheckbox(key: FocusTarget) {
    return (element: HTMLInputElement | null) => {
      if (element) checkboxes.current.set(key, element);
      return () => {
        checkboxes.current.delete(key);
      };
    };
  }

  async function add(draft: TaskDraft): Promise<AddRefusal | null> {
    const input = addTaskInput(application.id, draft);
    addCount.current += 1;
    const pending = withTypename('ApplicationTask', {
      id: `${OPTIMISTIC_PREFIX}task-${String(addCount.current)}`,
      title: input.title,
      dueOn: input.dueOn ?? null,
      doneAt: null,
      createdAt: new Date().toISOString(),
    });
    setAdding((list) => [...list, pending]);
    setProblem(undefined);
    setAnnouncement('');
    try {
      const { data } = await addTask({ variables: { input } });
      if (data) setAnnouncement(`Added “${taskName(data.addApplicationTask.title)}”.`);
      return null;
    } catch (caught) {
      return taskAddRefusal(caught, { title: input.title, onStale, describeProblem });
    } finally {
      setAdding((list) => list.filter((item) => item.id !== pending.id));
    }
  }

  async function toggle(task: ApplicationPageTaskFragment, isDone: boolean) {
    const name = taskName(task.title);
    setProblem(undefined);
    setAnnouncement('');
    if (isDone) {
      const ready = open.filter((item) => !item.id.startsWith(OPTIMISTIC_PREFIX));
      const index = ready.findIndex((item) => item.id === task.id);
      const neighbour = ready[index + 1] ?? ready[index - 1];
      focusTarget.current = neighbour ? `open:${neighbour.id}` : 'done';
    } else {
      focusTarget.current = `open:${task.id}`;
    }
    try {
      await updateTask({
        variables: { input: { id: task.id, done: isDone } },
        optimisticResponse: () => {
          const doneAt = isDone ? new Date().toISOString() : null;
          const after = tasks.map((item) => (item.id === task.id ? { ...item, doneAt } : item));
          return {
            updateApplicationTask: withTypename('ApplicationTask', {
              ...task,
              doneAt,
              // The board's card, should the dashboard be in the cache, follows at once.
              application: withTypename('Application', {
                id: application.id,
                taskProgress: withTypename('TaskProgress', taskProgressOf(after)),
              }),
            }),
          };
        },
      });
      setAnnouncement(isDone ? `Checked off “${name}”.` : `“${name}” is open again.`);
    } catch (caught) {
      // Apollo has dropped the optimistic answer: the task is back where it was.
      focusTarget.current = null;
      setProblem(
        taskActionProblem(caught, {
          what: isDone ? 'check off' : 'reopen',
          title: task.title,
          onStale,
          describeProblem,
        }),
      );
    }
  }

  function close(said?: string) {
    setEditing(null);
    if (said) setAnnouncement(said);
  }

  function afterRemoval(said: string) {
    setAnnouncement(said);
    // The button pressed is gone with its task: keep focus in this section.
    headingRef.current?.focus();
  }

  function itemOf(task: ApplicationPageTaskFragment, list: 'open' | 'done') {
    return (
      <ApplicationTaskItem
        key={task.id}
        applicationId={application.id}
        task={task}
        today={today}
        form={
          editing === task.id ? (
            <ApplicationTaskForm
              id={formId}
              task={task}
              today={today}
              onDone={close}
              onStale={onStale}
            />
          ) : null
        }
        canAct={!isFormOpen}
        isAdding={task.id.startsWith(OPTIMISTIC_PREFIX)}
        checkboxRef={list === 'open' ? registerCheckbox(`open:${task.id}`) : undefined}
        onToggle={(item, isDone) => void toggle(item, isDone)}
        onEdit={() => {
          setAnnouncement('');
          setEditing(task.id);
        }}
        onPreloadForm={ApplicationTaskForm.prefetch}
        onRemoved={afterRemoval}
        onStale={onStale}
      />
    );
  }

  return (
    <section
      aria-labelledby="tasks-heading"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id="tasks-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink"
        >
          Tasks
        </h2>
        <div className="flex items-baseline gap-x-3">
          {open.length > 0 ? <p className="text-xs text-ink-subtle">{open.length} to do</p> : null}
          {/* Those of every application in progress, on one page. */}
          <AppLink
            href="/tasks"
            className="text-xs text-ink-muted underline decoration-line-strong underline-offset-2 hover:text-accent hover:decoration-current"
          >
            All tasks
          </AppLink>
        </div>
      </div>

      {tasks.length === 0 && adding.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">
          The steps to take for this application, like sending the portfolio or asking for a
          referral; those due within a week show on your dashboard.
        </p>
      ) : null}

      {problem ? (
        <div className="mt-3">
          <FormAlert message={problem} />
        </div>
      ) : null}

      {open.length > 0 ? (
        <ul aria-label="To do" className="mt-4 divide-y divide-line">
          {open.map((task) => itemOf(task, 'open'))}
        </ul>
      ) : tasks.length > 0 ? (
        <p className="mt-1 text-sm text-ink-muted">Nothing left to do here.</p>
      ) : null}

      {/* Under the open tasks, set off like one more row of the list. */}
      <div className={open.length > 0 ? 'mt-3 border-t border-line pt-3' : 'mt-4'}>
        {isFull ? (
          <p className="text-sm text-ink-muted">
            An application holds at most {MAX_TASKS} tasks. Remove one to add another.
          </p>
        ) : (
          <TaskQuickAdd today={today} onAdd={add} />
        )}
      </div>

      {done.length > 0 ? (
        <details className="group mt-4 border-t border-line pt-3">
          <FoldSummary summaryRef={doneRef}>Done ({done.length})</FoldSummary>
          <ul aria-label="Done" className="mt-3 divide-y divide-line">
            {done.map((task) => itemOf(task, 'done'))}
          </ul>
        </details>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Spinner } from '@/components/account/spinner';
import { useConfirmStep, useFocusReturn } from '@/components/confirm-step';
import { ApplicationPageRemoveTaskDocument } from '@/gql/documents/ApplicationPageRemoveTaskDocument';
import type { ApplicationPageTaskFragment } from '@/gql/graphql';
import { removeFromCachedList } from '@/lib/cache-lists';
import { formatDay, localDay } from '@/lib/dates';
import { doneText, taskDueStatus, taskName } from './application-task-rules';
import { ConfirmRemoval } from './confirm-removal';
import { DUE_CHIP, DUE_CHIP_TONES } from './due-chip';
import { EditItemButton } from './edit-item-button';
import { ITEM_ACTION } from './item-action';
import { removeItem } from './item-removal';
import { useActionProblem } from './use-action-problem';

const RemoveTaskMutation = ApplicationPageRemoveTaskDocument;

/**
 * One task: a checkbox that checks it off (or, done, opens it again), its title (struck through
 * once done; it is the checkbox's label) and its day ("Due tomorrow", "Overdue by 2 days"), or
 * when it was done, with Edit and Remove. `form` (the edit form) is drawn in its place while it is
 * edited; focus comes back to Edit when the form closes. Removing asks once, in place. A task
 * still being added (`isAdding`) is shown greyed, without actions, until the server has it.
 */
export function ApplicationTaskItem({
  applicationId,
  task,
  today,
  form,
  canAct,
  isAdding = false,
  checkboxRef,
  onToggle,
  onEdit,
  onPreloadForm,
  onRemoved,
  onStale,
}: {
  applicationId: string;
  task: ApplicationPageTaskFragment;
  /** The person's own day (YYYY-MM-DD), which "Due tomorrow" counts from. */
  today: string;
  /** The edit form while this task is edited; null otherwise. */
  form: ReactNode;
  /** False while a form of the section is open: one at a time. */
  canAct: boolean;
  isAdding?: boolean;
  /** The checkbox, for the section to put focus on after a task moves between its lists. */
  checkboxRef?: Ref<HTMLInputElement>;
  onToggle: (task: ApplicationPageTaskFragment, done: boolean) => void;
  onEdit: () => void;
  onPreloadForm: () => void;
  /** After the task is gone, with what to announce. */
  onRemoved: (announcement: string) => void;
  onStale: () => void;
}) {
  const checkboxId = useId();
  const isEditing = form !== null;
  const editRef = useFocusReturn(isEditing);
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [error, setError] = useState<string>();
  const describeProblem = useActionProblem(onStale);
  const [removeTask, { loading: isRemoving }] = useMutation(RemoveTaskMutation, {
    update(cache, { data }) {
      const removedId = data?.removeApplicationTask.id;
      if (!removedId) return;
      removeFromCachedList(cache, {
        owner: { __typename: 'Application', id: applicationId },
        field: 'tasks',
        item: { __typename: 'ApplicationTask', id: removedId },
      });
    },
  });

  const name = taskName(task.title);
  const isDone = task.doneAt !== null;

  async function confirmRemoval() {
    setError(undefined);
    setError(
      await removeItem({
        remove: () => removeTask({ variables: { id: task.id } }),
        name: `“${name}”`,
        what: 'the task',
        onRemoved,
        onStale,
        describeProblem,
      }),
    );
  }

  if (form !== null) return <li className="py-3 first:pt-0 last:pb-0">{form}</li>;

  let when: ReactNode = null;
  if (isAdding) {
    when = (
      <span className="flex items-center gap-1.5 text-xs text-ink-muted">
        <Spinner className="size-3.5" /> Adding…
      </span>
    );
  } else if (task.doneAt !== null) {
    when = (
      <span className="text-xs text-ink-subtle">
        {doneText(localDay(new Date(task.doneAt)), today)}
      </span>
    );
  } else if (task.dueOn !== null) {
    const due = taskDueStatus(task.dueOn, today);
    when = (
      <time
        dateTime={task.dueOn}
        title={formatDay(task.dueOn)}
        className={`${DUE_CHIP} ${DUE_CHIP_TONES[due.tone]}`}
      >
        {due.label}
      </time>
    );
  }

  return (
    <li className="flex min-w-0 items-start gap-3 py-3 first:pt-0 last:pb-0">
      <input
        ref={checkboxRef}
        id={checkboxId}
        type="checkbox"
        checked={isDone}
        disabled={isAdding}
        onChange={() => {
          onToggle(task, !isDone);
        }}
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-default"
      />
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1 basis-48">
          <label
            htmlFor={checkboxId}
            className={`block cursor-pointer text-sm break-words ${
              isDone ? 'text-ink-muted line-through decoration-ink-subtle' : 'text-ink'
            } ${isAdding ? 'opacity-70' : ''}`}
          >
            {task.title}
          </label>
          {when ? <div className="mt-1 flex">{when}</div> : null}
        </div>
        {canAct && !isAdding && !isConfirming ? (
          <div className="-my-1 -ml-2 flex shrink-0 flex-wrap sm:-mr-2 sm:ml-0">
            <EditItemButton
              ref={editRef}
              what={`, ${name}`}
              onEdit={onEdit}
              onPreload={onPreloadForm}
            />
            <button
              ref={triggerRef}
              type="button"
              onClick={ask}
              className={`${ITEM_ACTION} hover:text-bad`}
            >
              Remove<span className="sr-only">, {name}</span>
            </button>
          </div>
        ) : null}
        {isConfirming ? (
          <ConfirmRemoval
            label="Confirm: remove the task"
            question={`Remove “${name}” from this application?`}
            cancelRef={cancelRef}
            isPending={isRemoving}
            onCancel={cancel}
            onConfirm={() => void confirmRemoval()}
            className="mt-2 basis-full"
          />
        ) : null}
        {error ? (
          <p role="alert" className="basis-full text-sm font-medium break-words text-bad">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, inputClasses } from '@/components/account/fields';
import { GuardedFormActions, useCloseGuard } from '@/components/jobs/close-guard';
import { ApplicationPageUpdateTaskDocument } from '@/gql/documents/ApplicationPageUpdateTaskDocument';
import type { ApplicationPageTaskFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import {
  checkTask,
  isTaskDraftChanged,
  refusedTaskField,
  TASK_FIELDS,
  taskDraft,
  taskName,
  taskUpdate,
  type TaskDraft,
  type TaskErrors,
  type TaskField,
} from './application-task-rules';
import { TaskDayField } from './task-day-field';
import { useActionProblem } from './use-action-problem';

const UpdateTaskMutation = ApplicationPageUpdateTaskDocument;

/**
 * Changes a task's title and its day (emptied, the day is taken off), in place of the task.
 * `onDone` gets what to announce once saved, or nothing when the person cancelled (Cancel or
 * Escape, which ask first when a field was changed). A refusal keeps what was typed and sits by
 * the field it is about; a task removed meanwhile (another tab) says so, and the page is read
 * again.
 */
export function ApplicationTaskForm({
  id,
  task,
  today,
  onDone,
  onStale,
}: {
  id: string;
  task: ApplicationPageTaskFragment;
  /** The person's own day, which the quick days count from. */
  today: string;
  onDone: (announcement?: string) => void;
  onStale: () => void;
}) {
  const fieldId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const dayRef = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => taskDraft(task));
  const [draft, setDraft] = useState<TaskDraft>(initial);
  const [errors, setErrors] = useState<TaskErrors>({});
  const [problem, setProblem] = useState<string>();
  const isDirty = isTaskDraftChanged(initial, draft);
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone);
  const describeProblem = useActionProblem(onStale);
  const [update, { loading: isSaving }] = useMutation(UpdateTaskMutation);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  function refOf(field: TaskField) {
    return field === 'title' ? titleRef : dayRef;
  }

  function change(field: TaskField, value: string) {
    setDraft((was) => ({ ...was, [field]: value }));
    if (errors[field] !== undefined) setErrors(({ [field]: _fixed, ...others }) => others);
  }

  async function save() {
    const found = checkTask(draft, { isDayIncomplete: dayRef.current?.validity.badInput === true });
    setErrors(found);
    setProblem(undefined);
    const firstWrong = TASK_FIELDS.find((field) => found[field] !== undefined);
    if (firstWrong) {
      refOf(firstWrong).current?.focus();
      return;
    }
    const input = taskUpdate(task, draft);
    if (input === null) {
      onDone('Nothing changed.');
      return;
    }
    try {
      const { data } = await update({ variables: { input } });
      onDone(
        `Saved “${taskName(data?.updateApplicationTask.title ?? input.title ?? task.title)}”.`,
      );
    } catch (caught) {
      const refusal = problemOf(caught);
      // A refusal about one field is said by that field, like the form's own checks.
      const field = refusedTaskField(refusal);
      if (field) {
        setErrors({ [field]: asSentence(refusal.message) });
        refOf(field).current?.focus();
        return;
      }
      if (refusal.code === 'NOT_FOUND') {
        onStale();
        setProblem(
          'This task was removed meanwhile, in another tab or window. Cancel to see the list as it is.',
        );
        return;
      }
      setProblem(`Could not save the task. ${asSentence(describeProblem(caught))}`);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  const titleId = `${fieldId}-title`;
  const titleMessageId = `${titleId}-message`;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, isSaving);
      }}
      aria-label="Edit the task"
      aria-busy={isSaving}
      className="space-y-3 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-3">
        <FormAlert message={problem} />
      </div>
      <div>
        <label htmlFor={titleId} className="block text-sm font-medium text-ink">
          Task
        </label>
        <input
          ref={titleRef}
          id={titleId}
          name="title"
          type="text"
          value={draft.title}
          onChange={(event) => {
            change('title', event.target.value);
          }}
          autoComplete="off"
          // No maxLength: a pasted title is not cut short unseen; Save says it is too long.
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? titleMessageId : undefined}
          className={`${inputClasses} mt-1.5`}
        />
        <FieldMessage id={titleMessageId} error={errors.title} />
      </div>
      <TaskDayField
        id={`${fieldId}-due`}
        value={draft.dueOn}
        today={today}
        error={errors.dueOn}
        isDisabled={isSaving}
        inputRef={dayRef}
        onChange={(value) => {
          change('dueOn', value);
        }}
      />
      <GuardedFormActions
        what="the task"
        isSaving={isSaving}
        savingLabel="Saving…"
        isConfirming={isConfirming}
        cancelRef={cancelRef}
        closeButtonRef={closeButtonRef}
        onKeepEditing={keepEditing}
        onRequestClose={requestClose}
        onDiscard={() => {
          onDone();
        }}
      />
    </form>
  );
}

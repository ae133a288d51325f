'use client';

import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, inputClasses } from '@/components/account/fields';
import { buttonClasses } from '@/components/button-link';
import { PlusIcon } from '@/components/icons';
import { checkTask, TASK_FIELDS, type TaskDraft, type TaskErrors } from './application-task-rules';
import { TaskDayField } from './task-day-field';

/** Why an add failed: by a field when the refusal names one, else for the whole form. */
export interface AddRefusal {
  field?: keyof TaskDraft;
  message: string;
}

const EMPTY: TaskDraft = { title: '', dueOn: '' };

/**
 * "Add a task": a title and, if wanted, the day it is due by. Enter adds it; the fields empty at
 * once and focus stays in the title for the next one, while the section shows the task as
 * being added. `onAdd` settles with null once it is saved, or with why not: then what was typed
 * comes back into the fields (unless the next one is being typed there already), and the
 * message sits by the field it is about. A host may put a field of its own first (the Tasks
 * page's choice of application), which it checks, keeps and speaks for itself.
 */
export function TaskQuickAdd({
  today,
  onAdd,
  leadingField,
  checkLeadingField,
}: {
  /** The person's own day, which the quick days count from. */
  today: string;
  onAdd: (draft: TaskDraft) => Promise<AddRefusal | null>;
  /** The host's own field, drawn first in the form. */
  leadingField?: ReactNode;
  /**
   * Checks the host's field as Add is pressed: false stops the add (the host has said why by
   * its field, and focused it).
   */
  checkLeadingField?: () => boolean;
}) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const dayRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<TaskDraft>(EMPTY);
  // The fields as they are now, for an add that fails after the next one was started.
  const latest = useRef<TaskDraft>(EMPTY);
  const [errors, setErrors] = useState<TaskErrors>({});
  const [problem, setProblem] = useState<string>();

  function fill(next: TaskDraft) {
    latest.current = next;
    setDraft(next);
  }

  function change(field: keyof TaskDraft, value: string) {
    fill({ ...latest.current, [field]: value });
    if (errors[field] !== undefined) setErrors(({ [field]: _fixed, ...others }) => others);
    setProblem(undefined);
  }

  function refOf(field: keyof TaskDraft) {
    return field === 'title' ? titleRef : dayRef;
  }

  async function add() {
    const found = checkTask(draft, { isDayIncomplete: dayRef.current?.validity.badInput === true });
    setErrors(found);
    setProblem(undefined);
    // The host's field comes first in the form, so it takes the focus when both are wrong.
    const isLeadingFieldRight = checkLeadingField?.() ?? true;
    const firstWrong = TASK_FIELDS.find((field) => found[field] !== undefined);
    if (!isLeadingFieldRight) return;
    if (firstWrong) {
      refOf(firstWrong).current?.focus();
      return;
    }
    const sent = draft;
    fill(EMPTY);
    titleRef.current?.focus();
    const refusal = await onAdd(sent);
    if (!refusal) return;
    const isUntouched = latest.current.title === '' && latest.current.dueOn === '';
    if (isUntouched) fill(sent);
    if (refusal.field && isUntouched) {
      setErrors({ [refusal.field]: refusal.message });
      refOf(refusal.field).current?.focus();
    } else {
      setProblem(refusal.message);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void add();
  }

  const titleId = `${id}-title`;
  const titleMessageId = `${titleId}-message`;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a task" className="space-y-2">
      <div className="mb-0 has-[p]:mb-3">
        <FormAlert message={problem} />
      </div>
      {leadingField}
      <div>
        <label htmlFor={titleId} className="sr-only">
          Add a task
        </label>
        <div className="flex gap-2">
          <input
            ref={titleRef}
            id={titleId}
            name="title"
            type="text"
            value={draft.title}
            onChange={(event) => {
              change('title', event.target.value);
            }}
            placeholder="Add a task"
            autoComplete="off"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? titleMessageId : undefined}
            className={`${inputClasses} min-w-0 flex-1`}
          />
          <button
            type="submit"
            className={buttonClasses('primary', 'md', 'h-[2.625rem] shrink-0 sm:h-[2.375rem]')}
          >
            <PlusIcon />
            Add
          </button>
        </div>
        <FieldMessage id={titleMessageId} error={errors.title} />
      </div>
      <TaskDayField
        id={`${id}-due`}
        value={draft.dueOn}
        today={today}
        error={errors.dueOn}
        inputRef={dayRef}
        onChange={(value) => {
          change('dueOn', value);
        }}
      />
    </form>
  );
}

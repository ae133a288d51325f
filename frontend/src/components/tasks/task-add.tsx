'use client';

import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { FieldMessage, inputClasses } from '@/components/account/fields';
import {
  addTaskInput,
  taskName,
  type TaskDraft,
} from '@/components/pipeline/application-task-rules';
import { taskAddRefusal } from '@/components/pipeline/task-add-refusal';
import { TaskQuickAdd, type AddRefusal } from '@/components/pipeline/task-quick-add';
import { useActionProblem } from '@/components/pipeline/use-action-problem';
import { TasksPageAddTaskDocument } from '@/gql/documents/TasksPageAddTaskDocument';
import { STATUS_LABELS } from '@/lib/statuses';
import { choiceLabel, isInProgress, type ApplicationChoiceGroup } from './application-choices';

const CHOOSE_ONE = 'Choose the application the task is for.';

/**
 * "Add a task" on the Tasks page: the application chosen first (kept for the next task, as
 * several are often added for one), then the title and the day, as on an application's page.
 * The task joins the list where its day puts it once saved, and a line says where it went.
 */
export function TaskAdd({
  choices,
  today,
  onStale,
}: {
  /** The applications in progress, grouped (application-choices.ts). */
  choices: readonly ApplicationChoiceGroup[];
  /** The person's own day. */
  today: string;
  /** Reads the page again: the application chosen is gone or closed meanwhile. */
  onStale: () => void;
}) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [applicationId, setApplicationId] = useState('');
  const [applicationError, setApplicationError] = useState<string>();
  const [added, setAdded] = useState('');
  const describeProblem = useActionProblem(onStale);
  const [addTask] = useMutation(TasksPageAddTaskDocument, {
    // The new task joins the cached list, which groups and orders it by its day.
    update(cache, { data }) {
      const task = data?.addApplicationTask;
      if (!task || !isInProgress(task.application.status)) return;
      cache.modify<{ openTasks: readonly Reference[] }>({
        fields: {
          openTasks(existing, { readField, toReference }) {
            const ref = toReference(task);
            if (!ref || existing.some((item) => readField('id', item) === task.id)) return existing;
            return [...existing, ref];
          },
        },
      });
    },
  });

  // A choice no longer offered (the application closed, or removed, since) is no choice.
  const chosen = choiceLabel(choices, applicationId) === undefined ? '' : applicationId;

  function checkApplication(): boolean {
    if (chosen !== '') return true;
    setApplicationError(CHOOSE_ONE);
    selectRef.current?.focus();
    return false;
  }

  async function add(draft: TaskDraft): Promise<AddRefusal | null> {
    const input = addTaskInput(chosen, draft);
    const job = choiceLabel(choices, chosen) ?? 'the application';
    setAdded('');
    try {
      const { data } = await addTask({ variables: { input } });
      if (!data) return null;
      const { title, application } = data.addApplicationTask;
      if (isInProgress(application.status)) {
        setAdded(`Added “${taskName(title)}” for ${job}.`);
      } else {
        // Closed in another tab meanwhile: the task is kept on its page, and the choices change.
        setAdded(
          `Added “${taskName(title)}” for ${job}, which is ${STATUS_LABELS[application.status].toLowerCase()} now: the task is on its page, not listed here.`,
        );
        onStale();
      }
      return null;
    } catch (caught) {
      return taskAddRefusal(caught, { title: input.title, forJob: job, onStale, describeProblem });
    }
  }

  const selectId = `${id}-application`;
  const messageId = `${selectId}-message`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold text-ink">
        Add a task
      </h2>
      <TaskQuickAdd
        today={today}
        onAdd={add}
        checkLeadingField={checkApplication}
        leadingField={
          <div>
            <label htmlFor={selectId} className="block text-sm font-medium text-ink">
              For
            </label>
            <select
              ref={selectRef}
              id={selectId}
              name="applicationId"
              value={chosen}
              onChange={(event) => {
                setApplicationId(event.target.value);
                setApplicationError(undefined);
              }}
              aria-invalid={applicationError ? true : undefined}
              aria-describedby={applicationError ? messageId : undefined}
              className={`${inputClasses} mt-1.5`}
            >
              <option value="" disabled>
                Choose an application
              </option>
              {choices.map((group) => (
                <optgroup key={group.status} label={group.title}>
                  {group.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <FieldMessage id={messageId} error={applicationError} />
          </div>
        }
      />
      {/* Always in the page, so that what it comes to say is read out. */}
      <p role="status" className={added ? 'mt-3 text-sm break-words text-ink-muted' : undefined}>
        {added}
      </p>
    </section>
  );
}

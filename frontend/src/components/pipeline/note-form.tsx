'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { asSentence } from '@/lib/board-moves';
import { FormAlert, inputClasses } from '../account/fields';
import { buttonClasses } from '../button-link';
import { ApplicationPageAddNoteMutation, type ApplicationDetails } from './application-queries';
import { optimisticEvent, withTypename } from './optimistic';
import { useActionProblem } from './use-action-problem';

export const NOTE_LIMIT = 2000;

/** Adds a note to the history; it shows at once and comes back into the field if saving fails. */
export function NoteForm({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  const [mutate] = useMutation(ApplicationPageAddNoteMutation);
  const describeProblem = useActionProblem(onStale);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const remaining = NOTE_LIMIT - text.length;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = text.trim();
    setProblem(undefined);
    if (!note) {
      setFieldError('Write something first.');
      return;
    }
    setFieldError(undefined);
    setText('');
    try {
      await mutate({
        variables: { input: { id: application.id, text: note } },
        optimisticResponse: {
          addApplicationNote: withTypename('Application', {
            ...application,
            events: [...application.events, optimisticEvent('note', { note })],
          }),
        },
      });
    } catch (error) {
      // Give the words back, unless a new note has been started meanwhile.
      setText((current) => (current ? current : note));
      setProblem(`${asSentence(describeProblem(error))} Your note is back in the field.`);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        Add a note
      </label>
      <textarea
        id={fieldId}
        value={text}
        rows={3}
        maxLength={NOTE_LIMIT}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${errorId} ${countId}` : countId}
        placeholder="What happened, who you spoke to, what comes next…"
        onChange={(event) => {
          setText(event.target.value);
          setFieldError(undefined);
        }}
        className={`${inputClasses} mt-1.5 resize-y`}
      />
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 text-sm">
          {fieldError ? (
            <p id={errorId} className="font-medium text-bad">
              {fieldError}
            </p>
          ) : null}
          <p
            id={countId}
            className={`tabular-nums ${remaining < 100 ? 'font-medium text-warn' : 'text-ink-subtle'}`}
          >
            {text.length.toLocaleString('en')} / {NOTE_LIMIT.toLocaleString('en')} characters
          </p>
        </div>
        <button type="submit" className={buttonClasses('primary', 'md')}>
          Add note
        </button>
      </div>
      <div className="mt-2">
        <FormAlert message={problem} />
      </div>
    </form>
  );
}

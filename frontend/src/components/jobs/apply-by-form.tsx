'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FormAlert, formText, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { JobPageSetApplyByDocument } from '@/gql/documents/JobPageSetApplyByDocument';
import { formatApplyByDay } from '@/lib/apply-by';
import { problemOf } from '@/lib/graphql-errors';

const SetApplyByMutation = JobPageSetApplyByDocument;

/**
 * Sets, changes or removes the job's last day to apply. An empty field removes it (null), as
 * does "Remove", since a browser's date field is not always easy to empty. `onDone` gets what
 * to announce once saved, or nothing when the person cancelled.
 */
export function ApplyByForm({
  id,
  jobId,
  applyBy,
  onDone,
}: {
  id: string;
  jobId: string;
  applyBy: string | null;
  onDone: (announcement?: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const [setApplyBy] = useMutation(SetApplyByMutation, {
    update(cache) {
      // Which jobs close soon is the server's to say (today's date, applications sent).
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'jobsClosingSoon' });
      cache.gc();
    },
  });
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function save(day: string | null) {
    setProblem(undefined);
    setPending(day ? 'save' : 'remove');
    try {
      await setApplyBy({ variables: { input: { id: jobId, applyBy: day } } });
      onDone(
        day
          ? `Apply by ${formatApplyByDay(day, { withYear: true }) ?? day} saved.`
          : 'The apply-by date is removed.',
      );
    } catch (error) {
      setProblem(`Could not save the date. ${problemOf(error).message}`);
      setPending(null);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const day = formText(new FormData(event.currentTarget), 'applyBy');
    void save(day === '' ? null : day);
  }

  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      aria-label="Last day to apply"
      aria-busy={pending !== null}
      className="mt-3 max-w-md space-y-3 rounded-lg border border-line bg-surface-muted/60 p-3"
    >
      <FormAlert message={problem} />
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Apply by
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name="applyBy"
            type="date"
            defaultValue={applyBy ?? ''}
            aria-describedby={hintId}
            className={`${inputClasses} w-auto min-w-0 flex-1`}
          />
          <button
            type="submit"
            disabled={pending !== null}
            className={buttonClasses('primary', 'md', 'h-[2.625rem] sm:h-[2.375rem]')}
          >
            {pending === 'save' ? <Spinner /> : null}
            Save
          </button>
        </div>
        <p id={hintId} className="mt-1.5 text-sm text-ink-subtle">
          The last day the employer takes applications. Leave it empty to remove it.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {applyBy ? (
          <button
            type="button"
            disabled={pending !== null}
            onClick={() => void save(null)}
            className={buttonClasses('secondary', 'md')}
          >
            {pending === 'remove' ? <Spinner /> : null}
            Remove the date
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            onDone();
          }}
          className={buttonClasses('ghost', 'md')}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

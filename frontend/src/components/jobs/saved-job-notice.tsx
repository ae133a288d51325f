'use client';

import { useEffect, useId, useRef } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { AppLink } from '@/components/app-link';
import { buttonClasses, ButtonLink } from '@/components/button-link';
import { addedWhen, type SavedJob } from './saved-jobs';

/**
 * Asked when the job being added looks like one saved already: open the saved one, or add
 * this one anyway. A question rather than an error, so not in the error's red. Takes focus
 * when it appears, so the person hears it and lands on its choices.
 */
export function SavedJobNotice({
  jobs,
  isAdding,
  error,
  onAddAnyway,
}: {
  /** The saved jobs like this one, newest first; may be empty when the server named none. */
  jobs: readonly SavedJob[];
  /** Whether "Add it anyway" is on its way. */
  isAdding: boolean;
  /** Why adding it anyway failed. */
  error: string | undefined;
  onAddAnyway: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  const newest = jobs[0];
  const added = addedWhen(jobs);
  const headingId = `${id}-heading`;
  const descriptionId = `${id}-description`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className="rounded-lg border border-accent-line bg-accent-soft p-4"
    >
      <h3 id={headingId} className="flex items-start gap-2 font-semibold text-ink">
        <svg viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 9v5m0-8v.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        You saved this job already
      </h3>
      <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
        {jobs.length > 1
          ? 'Jobs like it are in your list, newest first. It was not added again.'
          : jobs.length === 1
            ? 'It is in your list. It was not added again.'
            : 'A job like it is in your list. It was not added again.'}
      </p>
      {jobs.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {jobs.map((job, index) => (
            <li key={job.id} className="text-sm">
              <AppLink
                href={`/jobs/${job.id}`}
                className="font-semibold break-words text-accent underline underline-offset-4 hover:no-underline"
              >
                {job.title}
              </AppLink>
              <span className="block text-ink-muted">
                {job.company ? `${job.company} · ` : null}
                <span className="whitespace-nowrap">
                  added <time dateTime={job.createdAt}>{added[index]}</time>
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {newest ? <ButtonLink href={`/jobs/${newest.id}`}>Open the saved job</ButtonLink> : null}
        {/* Not disabled while adding: a disabled button loses focus, and with it the person's
            place should adding fail. */}
        <button
          type="button"
          aria-disabled={isAdding}
          onClick={() => {
            if (!isAdding) onAddAnyway();
          }}
          className={buttonClasses(
            newest ? 'secondary' : 'primary',
            'md',
            'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          )}
        >
          {isAdding ? <Spinner /> : null}
          {isAdding ? 'Adding…' : 'Add it anyway'}
        </button>
      </div>
      <div className={error ? 'mt-3' : undefined}>
        <FormAlert message={error} />
      </div>
    </div>
  );
}

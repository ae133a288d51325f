'use client';

import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { FieldMessage, formText, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { JobsImportJobDocument } from '@/gql/documents/JobsImportJobDocument';
import { problemOf } from '@/lib/graphql-errors';
import { checkJobUrl, importFailure, type ImportFailure } from './add-job-rules';
import { SavedJobNotice } from './saved-job-notice';
import { savedJobsOf, type SavedJob } from './saved-jobs';
import { evictJobLists } from './job-lists-cache';

const ImportJobMutation = JobsImportJobDocument;

/** A job refused as saved already, with its link, for importing it anyway. */
interface Duplicate {
  jobs: SavedJob[];
  url: string;
  /** Why importing it anyway failed. */
  error?: string;
}

/**
 * Adds a job from a careers page: the server reads the page's schema.org JobPosting. When it
 * cannot, the message says why and offers the paste form with the link filled in.
 */
export function AddJobUrlForm({ onPasteInstead }: { onPasteInstead: (url: string) => void }) {
  const id = useId();
  const router = useRouter();
  const urlRef = useRef<HTMLInputElement>(null);
  const [urlError, setUrlError] = useState<string>();
  const [failure, setFailure] = useState<ImportFailure & { url: string }>();
  const [duplicate, setDuplicate] = useState<Duplicate>();
  const [importJob, { loading }] = useMutation(ImportJobMutation, { update: evictJobLists });

  async function submit(form: HTMLFormElement) {
    const url = formText(new FormData(form), 'url').trim();
    const error = checkJobUrl(url, { required: true });
    setUrlError(error);
    setFailure(undefined);
    setDuplicate(undefined);
    if (error) {
      urlRef.current?.focus();
      return;
    }
    try {
      // A job saved already is refused with the saved ones, to ask before adding it again.
      await add(url, true);
    } catch (caught) {
      const problem = problemOf(caught);
      const jobs = savedJobsOf(problem);
      if (jobs) setDuplicate({ jobs, url });
      else setFailure({ ...importFailure(problem), url });
    }
  }

  async function addAnyway({ url }: Duplicate) {
    setDuplicate((shown) => shown && { ...shown, error: undefined });
    try {
      await add(url, false);
    } catch (caught) {
      const { message } = importFailure(problemOf(caught));
      setDuplicate((shown) => shown && { ...shown, error: message });
    }
  }

  async function add(url: string, refuseDuplicate: boolean) {
    const result = await importJob({ variables: { url, refuseDuplicate } });
    const job = result.data?.importJobFromUrl;
    if (job) router.push(`/jobs/${job.id}`);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  const urlId = `${id}-url`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // Changing the link asks the question again on the next submit.
      onChange={() => {
        setDuplicate(undefined);
      }}
      aria-busy={loading}
      className="space-y-4"
    >
      <div>
        <label htmlFor={urlId} className="block text-sm font-medium text-ink">
          Link to the job posting
        </label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <input
            ref={urlRef}
            id={urlId}
            name="url"
            type="url"
            inputMode="url"
            required
            placeholder="https://careers.example.com/jobs/123"
            autoComplete="url"
            spellCheck={false}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={`${urlId}-message`}
            className={`${inputClasses} min-w-0 flex-1`}
          />
          <button
            type="submit"
            disabled={loading}
            className={buttonClasses('primary', 'md', 'sm:h-auto')}
          >
            {loading ? <Spinner /> : null}
            {loading ? 'Reading…' : 'Import job'}
          </button>
        </div>
        <FieldMessage
          id={`${urlId}-message`}
          error={urlError}
          hint="Works with careers pages and job boards that publish schema.org JobPosting data; most do."
        />
      </div>

      {duplicate ? (
        <SavedJobNotice
          jobs={duplicate.jobs}
          isAdding={loading}
          error={duplicate.error}
          onAddAnyway={() => {
            void addAnyway(duplicate);
          }}
        />
      ) : null}

      <div role="status" aria-live="polite">
        {loading ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Reading the posting…
          </p>
        ) : null}
      </div>

      <div role="alert" aria-live="assertive">
        {failure ? (
          <div className="rounded-lg border border-bad/30 bg-bad/10 px-3.5 py-3 text-sm">
            <p className="font-medium text-bad">{failure.message}</p>
            {failure.detail ? <p className="mt-1 text-ink-muted">{failure.detail}</p> : null}
            {failure.suggestPaste ? (
              <button
                type="button"
                onClick={() => {
                  onPasteInstead(failure.url);
                }}
                className={buttonClasses('secondary', 'md', 'mt-3')}
              >
                Paste the text instead
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, formText, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { JobsAddJobDocument } from '@/gql/documents/JobsAddJobDocument';
import type { AddJobInput } from '@/gql/graphql';
import { problemOf } from '@/lib/graphql-errors';
import { checkJobUrl, looksLikeHtml, optionalText } from './add-job-rules';
import { SavedJobNotice } from './saved-job-notice';
import { savedJobsOf, type SavedJob } from './saved-jobs';
import { evictJobLists } from './job-lists-cache';

const AddJobMutation = JobsAddJobDocument;

interface FieldErrors {
  description?: string;
  url?: string;
}

/** A job refused as saved already, with what was sent, for adding it anyway. */
interface Duplicate {
  jobs: SavedJob[];
  input: AddJobInput;
  /** Why adding it anyway failed. */
  error?: string;
}

/**
 * Adds a job from its pasted posting. Title, company and location are optional: the engine
 * reads them from the posting, and what the person types wins. So is the last day to apply.
 */
export function AddJobPasteForm({
  initialUrl,
  focusOnMount = false,
}: {
  initialUrl: string;
  focusOnMount?: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) descriptionRef.current?.focus();
  }, [focusOnMount]);
  const urlRef = useRef<HTMLInputElement>(null);
  const [isHtml, setIsHtml] = useState(false);
  // Once the person sets the checkbox, stop guessing from the text.
  const [isHtmlChosen, setIsHtmlChosen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [duplicate, setDuplicate] = useState<Duplicate>();
  const [addJob, { loading }] = useMutation(AddJobMutation, { update: evictJobLists });

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const description = formText(data, 'description');
    const url = formText(data, 'url');
    const errors: FieldErrors = {
      description:
        description.trim() === '' ? 'Paste the job posting: its text or its HTML.' : undefined,
      url: checkJobUrl(url, { required: false }),
    };
    setFieldErrors(errors);
    setFormError(undefined);
    setDuplicate(undefined);
    if (errors.description) {
      descriptionRef.current?.focus();
      return;
    }
    if (errors.url) {
      urlRef.current?.focus();
      return;
    }
    const input: AddJobInput = {
      description,
      descriptionFormat: isHtml ? 'html' : 'text',
      title: optionalText(formText(data, 'title')),
      company: optionalText(formText(data, 'company')),
      location: optionalText(formText(data, 'location')),
      url: optionalText(url),
      // A date field's value is a YYYY-MM-DD day, or empty when not (fully) filled in.
      applyBy: optionalText(formText(data, 'applyBy')),
    };
    try {
      // A job saved already is refused with the saved ones, to ask before adding it again.
      await add({ ...input, refuseDuplicate: true });
    } catch (error) {
      const problem = problemOf(error);
      const jobs = savedJobsOf(problem);
      if (jobs) setDuplicate({ jobs, input });
      else setFormError(problem.message);
    }
  }

  async function addAnyway({ input }: Duplicate) {
    setDuplicate((shown) => shown && { ...shown, error: undefined });
    try {
      await add({ ...input, refuseDuplicate: false });
    } catch (error) {
      const message = problemOf(error).message;
      setDuplicate((shown) => shown && { ...shown, error: message });
    }
  }

  async function add(input: AddJobInput) {
    const result = await addJob({ variables: { input } });
    const job = result.data?.addJob;
    if (job) router.push(`/jobs/${job.id}`);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  const descriptionId = `${id}-description`;
  const urlId = `${id}-url`;
  const applyById = `${id}-apply-by`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // Changing what is added asks the question again on the next submit.
      onChange={() => {
        setDuplicate(undefined);
      }}
      aria-busy={loading}
      className="space-y-5"
    >
      <FormAlert message={formError} />
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-medium text-ink">
          Job posting
        </label>
        <textarea
          ref={descriptionRef}
          id={descriptionId}
          name="description"
          rows={10}
          required
          onChange={(event) => {
            if (!isHtmlChosen) setIsHtml(looksLikeHtml(event.target.value));
          }}
          placeholder={
            'Senior Frontend Engineer\nAcme · Remote\n\nRequirements\n- 5+ years with React and TypeScript\n…'
          }
          aria-invalid={fieldErrors.description ? true : undefined}
          aria-describedby={`${descriptionId}-message`}
          className={`${inputClasses} mt-1.5 font-mono text-sm leading-6 sm:text-[0.8125rem]`}
        />
        <FieldMessage
          id={`${descriptionId}-message`}
          error={fieldErrors.description}
          hint="Paste the whole posting, with its requirements and nice-to-haves: the match is read from them."
        />
        <label className="mt-3 flex w-fit cursor-pointer items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            name="isHtml"
            checked={isHtml}
            onChange={(event) => {
              setIsHtml(event.target.checked);
              setIsHtmlChosen(true);
            }}
            aria-describedby={`${id}-html-hint`}
            className="size-4 accent-brand-600"
          />
          This is HTML
        </label>
        <p id={`${id}-html-hint`} className="mt-1 text-sm text-ink-subtle">
          Ticked for you when the text starts with a tag; its text is read, its markup never shown.
        </p>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-ink">
          Details <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <p className="mt-1 text-sm text-ink-subtle">
          Leave them empty and they are read from the posting; what you type here wins.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField id={`${id}-title`} name="title" label="Job title" autoComplete="off" />
          <TextField
            id={`${id}-company`}
            name="company"
            label="Company"
            autoComplete="organization"
          />
          <TextField id={`${id}-location`} name="location" label="Location" autoComplete="off" />
          <div>
            <label htmlFor={urlId} className="block text-sm font-medium text-ink">
              Link to the posting
            </label>
            <input
              ref={urlRef}
              id={urlId}
              name="url"
              type="url"
              inputMode="url"
              defaultValue={initialUrl}
              placeholder="https://"
              autoComplete="url"
              spellCheck={false}
              aria-invalid={fieldErrors.url ? true : undefined}
              aria-describedby={fieldErrors.url ? `${urlId}-message` : undefined}
              className={`${inputClasses} mt-1.5`}
            />
            <FieldMessage id={`${urlId}-message`} error={fieldErrors.url} />
          </div>
          <div>
            <label htmlFor={applyById} className="block text-sm font-medium text-ink">
              Apply by
            </label>
            <input
              id={applyById}
              name="applyBy"
              type="date"
              aria-describedby={`${applyById}-hint`}
              className={`${inputClasses} mt-1.5`}
            />
            <p id={`${applyById}-hint`} className="mt-1.5 text-sm text-ink-subtle">
              The last day to apply, when the posting gives one.
            </p>
          </div>
        </div>
      </fieldset>

      <button type="submit" disabled={loading} className={buttonClasses('primary', 'md')}>
        {loading ? <Spinner /> : null}
        {loading ? 'Adding and scoring…' : 'Add job'}
      </button>
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
    </form>
  );
}

function TextField({
  id,
  name,
  label,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        className={`${inputClasses} mt-1.5`}
      />
    </div>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ComponentProps, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, formText, inputClasses } from '@/components/account/fields';
import { JobPageUpdateJobDetailsDocument } from '@/gql/documents/JobPageUpdateJobDetailsDocument';
import { problemOf } from '@/lib/graphql-errors';
import { GuardedFormActions, useCloseGuard } from './close-guard';
import {
  checkJobDetails,
  type JobDetails,
  type JobDetailsDraft,
  type JobDetailsErrors,
  jobDetailsUpdate,
  refusedJobField,
} from './job-edit-rules';
import { evictJobLists } from './job-lists-cache';

const UpdateJobDetailsMutation = JobPageUpdateJobDetailsDocument;

/** The fields in the order they are drawn: the first one wrong takes focus. */
const FIELDS = ['title', 'company', 'location', 'url'] as const;

/**
 * Changes the job's title, company, location and link to the posting. `onDone` gets what to
 * announce once saved, or nothing when the person cancelled (Cancel or Escape, which ask first
 * when a field was changed).
 */
export function JobDetailsForm({
  id,
  jobId,
  details,
  closeRequests = 0,
  onDone,
}: {
  id: string;
  jobId: string;
  details: JobDetails;
  /** Counts the page's requests to close the form (its toggle pressed again); each asks. */
  closeRequests?: number;
  onDone: (announcement?: string) => void;
}) {
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const titleRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<JobDetailsErrors>({});
  const [problem, setProblem] = useState<string>();
  const [isDirty, setIsDirty] = useState(false);
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone, closeRequests);
  const [updateJob, { loading }] = useMutation(UpdateJobDetailsMutation, { update: evictJobLists });
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function save(form: HTMLFormElement, draft: JobDetailsDraft) {
    const errors = checkJobDetails(draft);
    setFieldErrors(errors);
    setProblem(undefined);
    const firstWrong = FIELDS.find((field) => errors[field] !== undefined);
    if (firstWrong) {
      const input = form.elements.namedItem(firstWrong);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    const input = jobDetailsUpdate(jobId, details, draft);
    if (input === null) {
      onDone('Nothing changed.');
      return;
    }
    try {
      await updateJob({ variables: { input } });
      onDone('Job details saved.');
    } catch (error) {
      const problem = problemOf(error);
      // A refusal about one field is said by that field, like the form's own checks.
      const field = refusedJobField(problem);
      if (field && field !== 'description') {
        setFieldErrors({ [field]: problem.message });
        const input = form.elements.namedItem(field);
        if (input instanceof HTMLInputElement) input.focus();
      } else setProblem(`Could not save the job’s details. ${problem.message}`);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(event.currentTarget, draftOf(event.currentTarget));
  }

  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, loading);
      }}
      onChange={(event) => {
        setIsDirty(jobDetailsUpdate(jobId, details, draftOf(event.currentTarget)) !== null);
      }}
      aria-label="Job details"
      aria-busy={loading}
      className="mt-4 max-w-2xl space-y-4 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-4">
        <FormAlert message={problem} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField
          ref={titleRef}
          id={`${fieldId}-title`}
          name="title"
          label="Job title"
          error={fieldErrors.title}
          required
          defaultValue={details.title}
          className="sm:col-span-2"
        />
        <DetailField
          id={`${fieldId}-company`}
          name="company"
          label="Company"
          error={fieldErrors.company}
          hintId={hintId}
          defaultValue={details.company ?? ''}
        />
        <DetailField
          id={`${fieldId}-location`}
          name="location"
          label="Location"
          error={fieldErrors.location}
          hintId={hintId}
          defaultValue={details.location ?? ''}
        />
        <DetailField
          id={`${fieldId}-url`}
          name="url"
          label="Link to the posting"
          error={fieldErrors.url}
          type="url"
          inputMode="url"
          placeholder="https://"
          spellCheck={false}
          defaultValue={details.url ?? ''}
          className="sm:col-span-2"
        />
      </div>
      <p id={hintId} className="text-sm text-ink-subtle">
        Leave company or location empty to read them from the posting again.
      </p>
      <GuardedFormActions
        what="the job’s details"
        isSaving={loading}
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

/** What the form's fields hold now. */
function draftOf(form: HTMLFormElement): JobDetailsDraft {
  const data = new FormData(form);
  return {
    title: formText(data, 'title'),
    company: formText(data, 'company'),
    location: formText(data, 'location'),
    url: formText(data, 'url'),
  };
}

/** A labelled text box with its error underneath; `hintId` names a hint elsewhere about it. */
function DetailField({
  id,
  label,
  error,
  hintId,
  className,
  type = 'text',
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'name'> & {
  id: string;
  name: keyof JobDetails;
  label: string;
  error: string | undefined;
  hintId?: string;
}) {
  const messageId = `${id}-message`;
  const describedBy = [error ? messageId : undefined, hintId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, formText, inputClasses } from '@/components/account/fields';
import { JobPageUpdatePostingDocument } from '@/gql/documents/JobPageUpdatePostingDocument';
import { problemOf } from '@/lib/graphql-errors';
import { GuardedFormActions, useCloseGuard } from './close-guard';
import { checkPostingText, postingUpdate, refusedJobField } from './job-edit-rules';
import { evictJobLists } from './job-lists-cache';

const UpdatePostingMutation = JobPageUpdatePostingDocument;

/**
 * Changes, or adds, the posting's text. Saving reads the requirements from it again and scores
 * the job, its application and its tailored resume against them. `onDone` gets what to announce
 * once saved, or nothing when the person cancelled (Cancel or Escape, which ask first when the
 * text was changed).
 */
export function PostingForm({
  id,
  jobId,
  descriptionText,
  hasTailoredResume,
  closeRequests = 0,
  onDone,
}: {
  id: string;
  jobId: string;
  /** The posting as plain text; null when the job was saved without it. */
  descriptionText: string | null;
  hasTailoredResume: boolean;
  /** Counts the page's requests to close the form (its toggle pressed again); each asks. */
  closeRequests?: number;
  onDone: (announcement?: string) => void;
}) {
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  const tailoredNoteId = `${fieldId}-tailored`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [textError, setTextError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [isDirty, setIsDirty] = useState(false);
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone, closeRequests);
  const [updatePosting, { loading }] = useMutation(UpdatePostingMutation, {
    update: evictJobLists,
  });
  useEffect(() => {
    const text = textRef.current;
    if (!text) return;
    text.focus();
    // At the start, where a posting is read from, not where the browser puts the caret.
    text.setSelectionRange(0, 0);
    text.scrollTop = 0;
  }, []);

  async function save(draft: string) {
    const error = checkPostingText(draft);
    setTextError(error);
    setProblem(undefined);
    if (error) {
      textRef.current?.focus();
      return;
    }
    const input = postingUpdate(jobId, descriptionText, draft);
    if (input === null) {
      onDone('Nothing changed.');
      return;
    }
    try {
      await updatePosting({ variables: { input } });
      onDone('Posting saved; your match is scored again.');
    } catch (caught) {
      const problem = problemOf(caught);
      if (refusedJobField(problem) === 'description') {
        setTextError(problem.message);
        textRef.current?.focus();
      } else setProblem(`Could not save the posting. ${problem.message}`);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(formText(new FormData(event.currentTarget), 'description'));
  }

  const isAdding = descriptionText === null || descriptionText.trim() === '';
  const textId = `${fieldId}-text`;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, loading);
      }}
      aria-label={isAdding ? "Add the posting's text" : 'Edit the posting'}
      aria-busy={loading}
      className="space-y-4 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-4">
        <FormAlert message={problem} />
      </div>
      <div>
        <label htmlFor={textId} className="block text-sm font-medium text-ink">
          Job posting
        </label>
        <textarea
          ref={textRef}
          id={textId}
          name="description"
          rows={16}
          required
          defaultValue={descriptionText ?? ''}
          onChange={(event) => {
            setIsDirty(postingUpdate(jobId, descriptionText, event.target.value) !== null);
          }}
          placeholder={
            isAdding
              ? 'Senior Frontend Engineer\nAcme · Remote\n\nRequirements\n- 5+ years with React and TypeScript\n…'
              : undefined
          }
          aria-invalid={textError ? true : undefined}
          aria-describedby={hasTailoredResume ? `${messageId} ${tailoredNoteId}` : messageId}
          className={`${inputClasses} mt-1.5 min-h-40 leading-6`}
        />
        <FieldMessage
          id={messageId}
          error={textError}
          hint={
            isAdding
              ? 'Saving reads the requirements from it and scores your resume against them.'
              : 'Saving reads the requirements again and scores your resume against them.'
          }
        />
      </div>
      {hasTailoredResume ? (
        <p
          id={tailoredNoteId}
          className="rounded-lg border border-warn-line bg-warn-soft px-3 py-2 text-sm text-ink"
        >
          Your tailored resume and cover letter were written for the posting as it is now: after
          saving, tailor again to fit them to the change, or write only the letter anew with New
          draft.
        </p>
      ) : null}
      <GuardedFormActions
        what="the posting"
        isSaving={loading}
        savingLabel="Saving and scoring…"
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

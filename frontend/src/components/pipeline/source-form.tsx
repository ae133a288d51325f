'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { ApplicationPageSetSourceDocument } from '@/gql/documents/ApplicationPageSetSourceDocument';
import { ApplicationSourceSuggestionsDocument } from '@/gql/documents/ApplicationSourceSuggestionsDocument';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { ITEM_ACTION } from './item-action';
import { SuggestionList } from './form-fields';
import { sourceFromLink } from './source-from-link';
import {
  checkSource,
  isSourceChanged,
  refusedSourceMessage,
  sourceInput,
  sourceSavedAnnouncement,
  sourceSuggestions,
} from './source-rules';
import { useActionProblem } from './use-action-problem';

/**
 * Sets, changes or clears where the job was found or how the application went in. One field,
 * which suggests the sources the person already used and the common ones. `onDone` gets what to
 * announce once saved, or nothing when the person cancelled (Cancel or Escape: one short field,
 * so nothing is asked first).
 *
 * With no source set, the field comes filled in with what the job's address suggests (a board's
 * name, or "Company website" for a careers page), selected, so typing replaces it.
 *
 * The field's label is the Details card's "Source" term (source-row.tsx): `inputId` is its
 * `htmlFor`.
 */
export function SourceForm({
  id,
  inputId,
  applicationId,
  source,
  jobUrl,
  onDone,
  onStale,
}: {
  id: string;
  inputId: string;
  applicationId: string;
  /** The saved source; null when none is. */
  source: string | null;
  /** The job's address, which may suggest where it was found. */
  jobUrl: string | null;
  onDone: (announcement?: string) => void;
  onStale: () => void;
}) {
  // Read once: the suggestion fills the field as it opens, and then the person's typing rules.
  const [suggested] = useState(() => (source === null ? sourceFromLink(jobUrl) : null));
  const [value, setValue] = useState(source ?? suggested ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<'save' | 'clear' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const messageId = `${inputId}-message`;
  const describeProblem = useActionProblem(onStale);
  const [setSource] = useMutation(ApplicationPageSetSourceDocument);
  // Asked each time the form opens, and kept out of the cache: the dashboard caches the same
  // list with each source's funnel, which this smaller answer would overwrite.
  const { data } = useQuery(ApplicationSourceSuggestionsDocument, { fetchPolicy: 'no-cache' });
  const usedSources = data?.pipeline.sources;
  const suggestions = useMemo(
    () => sourceSuggestions(usedSources?.map((entry) => entry.source) ?? []),
    [usedSources],
  );
  useEffect(() => {
    inputRef.current?.focus();
    // A suggestion is selected, so the first key typed replaces it.
    if (suggested !== null) inputRef.current?.select();
  }, [suggested]);

  async function save(next: string | null) {
    setProblem(undefined);
    setFieldError(undefined);
    setPending(next === null ? 'clear' : 'save');
    try {
      await setSource({ variables: { input: { id: applicationId, source: next } } });
      onDone(sourceSavedAnnouncement(next));
    } catch (error) {
      const refusal = problemOf(error);
      // The server's refusal of the source itself is said by the field, like the form's check.
      const refused = refusedSourceMessage(refusal);
      if (refused !== undefined) {
        setFieldError(asSentence(refused));
        inputRef.current?.focus();
      } else {
        // Deleted meanwhile (with its job): the page says so once reloaded.
        if (refusal.code === 'NOT_FOUND') onStale();
        const what = next === null ? 'clear' : 'save';
        setProblem(`Could not ${what} the source. ${asSentence(describeProblem(error))}`);
      }
      setPending(null);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = checkSource(value);
    if (error) {
      setFieldError(error);
      inputRef.current?.focus();
      return;
    }
    if (!isSourceChanged(source, value)) {
      onDone(source === null ? undefined : 'Nothing changed.');
      return;
    }
    void save(sourceInput(value));
  }

  const isSaving = pending !== null;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        // Escape while composing (an input method's candidates) closes the candidates only.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing || isSaving) return;
        event.preventDefault();
        onDone();
      }}
      aria-label={source === null ? 'Set the source' : 'Change the source'}
      aria-busy={isSaving}
      className="space-y-3"
    >
      {/* Always drawn, so screen readers hear the alert; it takes room only with a message. */}
      <FormAlert message={problem} />
      <div>
        <input
          ref={inputRef}
          id={inputId}
          name="source"
          type="text"
          list={listId}
          value={value}
          autoComplete="off"
          placeholder="e.g. LinkedIn, Referral"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(undefined);
          }}
          className={inputClasses}
        />
        <FieldMessage
          id={messageId}
          error={fieldError}
          hint={
            suggested !== null && value === suggested
              ? 'Filled in from the job’s link. Save it, or write where you found the job or how you applied.'
              : 'Where you found the job or how you applied. The dashboard shows which get interviews.'
          }
        />
        <SuggestionList id={listId} values={suggestions} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={isSaving} className={buttonClasses('primary', 'md')}>
          {pending === 'save' ? <Spinner /> : null}
          {pending === 'save' ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          disabled={isSaving}
          onClick={() => {
            onDone();
          }}
          className={buttonClasses('ghost', 'md')}
        >
          Cancel
        </button>
        {source === null ? null : (
          <button
            type="button"
            disabled={isSaving}
            onClick={() => void save(null)}
            className={`${ITEM_ACTION} -mr-2 ml-auto hover:text-bad`}
          >
            {pending === 'clear' ? <Spinner /> : null}
            Clear<span className="sr-only"> the source</span>
          </button>
        )}
      </div>
    </form>
  );
}

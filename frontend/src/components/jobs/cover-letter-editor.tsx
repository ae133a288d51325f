'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useCopy } from '@/components/account/copy-field';
import { FormAlert, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { JobPageSaveCoverLetterDocument } from '@/gql/documents/JobPageSaveCoverLetterDocument';
import { lazyComponent } from '@/components/lazy-component';
import { useUnsavedWarning } from '@/components/use-unsaved-warning';
import { problemOf } from '@/lib/graphql-errors';
import { CoverLetterDownloads } from './cover-letter-downloads';
import { CoverLetterMotivationNote } from './cover-letter-motivation-note';
import { CoverLetterRedraft } from './cover-letter-redraft';

const SaveCoverLetterMutation = JobPageSaveCoverLetterDocument;

// The letter's review, its query and wording arrive after the page is drawn, in a chunk of their
// own: the job page's first load is near its budget (scripts/check-budgets.mjs).
const CoverLetterCheck = lazyComponent(() =>
  import('./cover-letter-check').then((module) => module.CoverLetterCheck),
);

type SaveState = 'idle' | 'saving' | 'saved' | 'redrafted';

/**
 * The cover letter draft, editable, beside what sends it: downloads and a copy. Saving updates
 * the page at once (optimistic) and rolls back with a message if the server refuses; the text
 * the person typed is never thrown away.
 */
export function CoverLetterEditor({
  applicationId,
  version,
  savedText,
  motivation,
  company,
}: {
  applicationId: string;
  version: number;
  savedText: string;
  motivation: { question: string } | null;
  company: string | null;
}) {
  const id = useId();
  const [text, setText] = useState(savedText);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState<string>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Where the browser refuses the clipboard, the letter is selected for Ctrl+C instead.
  const { copyState, copy } = useCopy(text, textRef);
  const [save] = useMutation(SaveCoverLetterMutation);
  const isDirty = text !== savedText;

  // Leaving the page with unsaved edits asks first.
  useUnsavedWarning(isDirty);

  async function saveText() {
    if (!isDirty || saveState === 'saving') return;
    const value = text;
    setSaveState('saving');
    setError(undefined);
    try {
      // The cache needs __typename to find the application; the generated types leave it out.
      const optimisticApplication = {
        __typename: 'Application' as const,
        id: applicationId,
        version: version + 1,
        coverLetter: value,
      };
      await save({
        variables: { input: { id: applicationId, text: value } },
        optimisticResponse: { updateCoverLetter: optimisticApplication },
      });
      setSaveState('saved');
    } catch (caught) {
      setSaveState('idle');
      setError(`Your changes were not saved. ${problemOf(caught).message}`);
    }
  }

  function changeText(value: string) {
    setText(value);
    if (saveState === 'saved' || saveState === 'redrafted') setSaveState('idle');
  }

  /** A fix from the letter's review: made in the field, selected so it shows, left to save. */
  function fixText(value: string, [start, end]: [number, number]) {
    // Drawn at once, so the field holds the new text when its words are selected.
    flushSync(() => {
      changeText(value);
    });
    const field = textRef.current;
    field?.focus();
    field?.setSelectionRange(start, end);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void saveText();
    }
  }

  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  const status =
    saveState === 'saving'
      ? 'Saving…'
      : isDirty
        ? 'Unsaved changes'
        : saveState === 'saved'
          ? 'All changes saved'
          : saveState === 'redrafted'
            ? 'New draft written and saved'
            : 'Draft saved';

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,48rem)_minmax(14rem,1fr)]">
      <div className="min-w-0 space-y-3">
        <FormAlert message={error} />
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
              Cover letter draft
            </label>
            <span className="text-xs text-ink-subtle tabular-nums">{words} words</span>
          </div>
          <textarea
            ref={textRef}
            id={`${id}-text`}
            value={text}
            onChange={(event) => {
              changeText(event.target.value);
            }}
            onKeyDown={onKeyDown}
            rows={18}
            aria-describedby={`${id}-hint`}
            className={`${inputClasses} mt-1.5 leading-7`}
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-subtle">
            Written from your resume&apos;s own lines; make it yours. Ctrl+S (⌘S) saves.
          </p>
          <CoverLetterMotivationNote
            applicationId={applicationId}
            motivation={motivation}
            company={company}
            isLetterDirty={isDirty}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => void saveText()}
            disabled={!isDirty || saveState === 'saving'}
            className={buttonClasses('primary', 'md')}
          >
            {saveState === 'saving' ? <Spinner /> : null}
            {saveState === 'saving' ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            onClick={() => {
              setText(savedText);
              setError(undefined);
            }}
            disabled={!isDirty || saveState === 'saving'}
            className={buttonClasses('ghost', 'md')}
          >
            Undo changes
          </button>
          <p
            role="status"
            aria-live="polite"
            className={`ml-1 text-sm ${isDirty ? 'font-medium text-warn' : 'text-ink-muted'}`}
          >
            {status}
          </p>
          <CoverLetterRedraft
            applicationId={applicationId}
            version={version}
            disabled={saveState === 'saving'}
            onRedrafted={(redrafted) => {
              setText(redrafted);
              setError(undefined);
              setSaveState('redrafted');
            }}
            onProblem={setError}
          />
        </div>
        <CoverLetterCheck
          applicationId={applicationId}
          text={text}
          textRef={textRef}
          onFix={fixText}
        />
      </div>

      <section
        aria-labelledby={`${id}-send-title`}
        className="self-start rounded-xl border border-line bg-surface-muted/40 p-4 sm:p-5"
      >
        <h3 id={`${id}-send-title`} className="font-semibold text-ink">
          Download
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          The letter as it reads here, unsaved edits included. PDF and Word put your name and
          contact details at the top, as on your resume.
        </p>
        <div className="mt-4">
          <CoverLetterDownloads applicationId={applicationId} text={text} />
        </div>
        <div className="mt-3 border-t border-line pt-4">
          <button
            type="button"
            onClick={() => void copy()}
            className={buttonClasses('secondary', 'md')}
          >
            <CopyIcon />
            Copy the text
          </button>
          <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-ink-muted">
            {copyState === 'copied'
              ? 'Copied to the clipboard.'
              : copyState === 'failed'
                ? 'Could not copy automatically: the letter is selected. Press Ctrl+C (⌘C) to copy.'
                : ''}
          </p>
        </div>
      </section>
    </div>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <rect
        x="5.5"
        y="5.5"
        width="8"
        height="8"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M10.5 5.5v-2A1.5 1.5 0 0 0 9 2H4a1.5 1.5 0 0 0-1.5 1.5V9A1.5 1.5 0 0 0 4 10.5h1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { CheckIcon } from '@/components/icons';
import { DashboardExportJobSearchLogDocument } from '@/gql/documents/DashboardExportJobSearchLogDocument';
import { asSentence } from '@/lib/board-moves';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { base64ToBytes, saveExportedFile } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { localDay } from '@/lib/local-day';
import {
  base64ByteLength,
  checkSpan,
  csvRowCount,
  defaultSpan,
  logInput,
  QUICK_SPANS,
  quickSpan,
  refusedSpanField,
  savedAnnouncement,
  type LogScope,
  type LogSpan,
  type SpanErrors,
  type SpanField,
} from './job-search-log-rules';

const ExportJobSearchLogMutation = DashboardExportJobSearchLogDocument;

const QUICK_PICK =
  'rounded-full border border-line-strong bg-surface px-2.5 py-1 text-xs font-medium text-ink-muted hover:border-accent-line hover:bg-accent-soft hover:text-ink';

/**
 * "Download your job search log": the applications as a spreadsheet (CSV), every one or those
 * sent between two days of the browser's calendar, for an unemployment office's work search
 * log, a career adviser or a spreadsheet of one's own. A native modal <dialog>: Escape closes
 * it and focus stays inside. Mounted on the first open and kept (closed) after it, with the
 * choice made; `onClose` is how it asks to close (Cancel, Escape).
 */
export function JobSearchLogDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const baseId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<SpanField, HTMLInputElement | null>>>({});
  const [scope, setScope] = useState<LogScope>('every');
  // This month so far, on the browser's calendar, as the dialog first opens.
  const [span, setSpan] = useState<LogSpan>(() => defaultSpan(localDay()));
  const [errors, setErrors] = useState<SpanErrors>({});
  const [problem, setProblem] = useState<string>();
  const [said, setSaid] = useState('');
  const [isPending, setIsPending] = useState(false);
  // Not written to the cache: a file's base64 is large and nothing else reads it.
  const [exportLog] = useMutation(ExportJobSearchLogMutation, { fetchPolicy: 'no-cache' });

  // Opened again: what was said of the last download is old news.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setSaid('');
      setProblem(undefined);
      setErrors({});
    }
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // The title and the sentence under it are read first; Tab goes on to the choice.
      headingRef.current?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  function showErrors(next: SpanErrors) {
    setErrors(next);
    const first = next.from ? 'from' : next.to ? 'to' : undefined;
    if (first) fieldRefs.current[first]?.focus();
  }

  // A day changed (typed or picked) chooses the span; merely tabbing through its fields does not.
  function changeSpan(next: LogSpan) {
    setSpan(next);
    setScope('sent');
    setErrors({});
  }

  async function download() {
    setIsPending(true);
    try {
      const result = await exportLog({
        variables: { input: logInput(scope, span, browserTimeZone()) },
      });
      const file = result.data?.exportApplications;
      if (!file) throw new Error('The server sent no file. Please try again.');
      saveExportedFile(file);
      const text = new TextDecoder().decode(base64ToBytes(file.base64));
      setSaid(
        savedAnnouncement({
          filename: file.filename,
          bytes: base64ByteLength(file.base64),
          rows: csvRowCount(text),
          scope,
        }),
      );
    } catch (caught) {
      const refusal = problemOf(caught);
      // The server's refusal of a day is said by its field, like the dialog's own check.
      const refused = refusedSpanField(refusal);
      if (refused) showErrors({ [refused.field]: refused.message });
      else setProblem(`Could not download the log. ${asSentence(refusal.message)}`);
    } finally {
      setIsPending(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setProblem(undefined);
    setSaid('');
    if (scope === 'sent') {
      const found = checkSpan(span);
      if (found.from ?? found.to) {
        showErrors(found);
        return;
      }
    }
    setErrors({});
    void download();
  }

  function dayField(field: SpanField, label: string) {
    const id = `${baseId}-${field}`;
    const error = errors[field];
    return (
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <input
          ref={(input) => {
            fieldRefs.current[field] = input;
          }}
          id={id}
          name={field}
          type="date"
          value={span[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          onChange={(event) => {
            changeSpan({ ...span, [field]: event.target.value });
          }}
          className={`${inputClasses} mt-1.5`}
        />
        <FieldMessage id={`${id}-message`} error={error} />
      </div>
    );
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${baseId}-heading`}
      aria-describedby={`${baseId}-about`}
      onCancel={(event) => {
        // Escape: closed through the parent's state, which the effect above follows.
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-line bg-surface p-5 text-ink shadow-xl backdrop:bg-black/50 sm:p-6"
    >
      <form noValidate onSubmit={onSubmit} aria-busy={isPending}>
        <h2
          id={`${baseId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-ink outline-none"
        >
          Download your job search log
        </h2>
        <p id={`${baseId}-about`} className="mt-2 text-sm text-ink-muted">
          A spreadsheet (CSV) with one row per application: the day you sent it, the company and the
          job, its status and source, your contacts and interviews, the pay, links and notes. It
          opens in Excel, Numbers and Google Sheets.
        </p>

        <fieldset className="mt-5 min-w-0">
          <legend className="text-sm font-medium text-ink">Which applications</legend>
          <div className="mt-2 space-y-2">
            <ScopeOption
              name={`${baseId}-scope`}
              value="every"
              scope={scope}
              onScope={setScope}
              label="Every application"
              hint="Drafts included: they come last, with no day sent."
            />
            <ScopeOption
              name={`${baseId}-scope`}
              value="sent"
              scope={scope}
              onScope={setScope}
              label="Applications sent between two days"
              hint="Both days included, on your own calendar. Drafts are left out."
            >
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {dayField('from', 'From')}
                {dayField('to', 'To')}
              </div>
              <div
                role="group"
                aria-label="Quick picks"
                className="mt-3 flex flex-wrap items-center gap-1.5"
              >
                {QUICK_SPANS.map((pick) => (
                  <button
                    key={pick.key}
                    type="button"
                    onClick={() => {
                      // Read now: the dialog may have been open since yesterday.
                      changeSpan(quickSpan(pick.key, localDay()));
                    }}
                    className={QUICK_PICK}
                  >
                    {pick.label}
                  </button>
                ))}
              </div>
            </ScopeOption>
          </div>
        </fieldset>

        {/* Always drawn, so screen readers hear the alert; it takes room only with a message. */}
        <div className="has-[p]:mt-4">
          <FormAlert message={problem} />
        </div>

        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
            Cancel
          </button>
          <button
            type="submit"
            aria-disabled={isPending || undefined}
            className={buttonClasses('primary', 'md', 'aria-disabled:cursor-wait')}
          >
            {isPending ? <Spinner /> : null}
            {isPending ? 'Preparing…' : 'Download (.csv)'}
          </button>
        </div>
        {/* Always drawn, so screen readers hear what it says; it takes room only while it does. */}
        <p role="status" className="mt-3 flex items-start gap-2 text-sm text-ink-muted empty:mt-0">
          {said ? (
            <>
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-good" />
              <span className="min-w-0 break-words">{said}</span>
            </>
          ) : null}
        </p>
      </form>
    </dialog>
  );
}

/** One answer to "Which applications", a card with its radio, its words and what it asks. */
function ScopeOption({
  name,
  value,
  scope,
  onScope,
  label,
  hint,
  children,
}: {
  name: string;
  value: LogScope;
  scope: LogScope;
  onScope: (scope: LogScope) => void;
  label: string;
  hint: string;
  children?: ReactNode;
}) {
  const id = `${name}-${value}`;
  return (
    <div className="rounded-lg border border-line p-3 transition-colors has-checked:border-accent-line has-checked:bg-accent-soft">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          checked={scope === value}
          onChange={() => {
            onScope(value);
          }}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        </div>
      </div>
      {children ? <div className="sm:pl-7">{children}</div> : null}
    </div>
  );
}

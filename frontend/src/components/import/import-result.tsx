'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/app-link';
import { StatusBadge } from '@/components/app/status-badge';
import { buttonClasses, ButtonLink } from '@/components/button-link';
import type { ImportAnswer } from './import-form';
import { firstOf, importedHeading, leftOutText } from './import-summary';
import { outcomeText, type UndoOutcome } from './import-undo-rules';
import { ImportUndone } from './import-undone';
import { UndoThisImport } from './undo-this-import';

/** How many imported applications are linked one by one; the dashboard has them all. */
const LINKED = 5;
/** How many rows left out are listed with their reason. */
const LISTED_LEFT_OUT = 10;

/**
 * Step 3 of the import: how many applications it made, links to the first few and to the
 * dashboard, the rows left out with why, and the way to undo it. Takes focus when it appears.
 */
export function ImportResult({
  answer,
  onAnother,
  onAnnounce,
}: {
  answer: ImportAnswer;
  onAnother: () => void;
  onAnnounce: (announcement: string) => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [undone, setUndone] = useState<UndoOutcome | null>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Its links lead to applications deleted now: the result gives way to what the undo did.
  if (undone) return <ImportUndone outcome={undone} onAnother={onAnother} />;

  const imported = firstOf(
    answer.rows.filter((row) => row.applicationId !== null),
    LINKED,
  );
  const leftOutRows = answer.rows.filter((row) => row.problem !== null);
  const leftOut = firstOf(leftOutRows, LISTED_LEFT_OUT);
  const hasImported = answer.imported > 0;

  return (
    <section aria-labelledby={headingId} className="max-w-3xl space-y-6">
      <div
        className={`rounded-xl border p-5 ${
          hasImported ? 'border-good-bar/40 bg-good-soft' : 'border-line bg-surface'
        }`}
      >
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="flex scroll-mt-24 items-start gap-2 text-xl font-semibold text-ink focus:outline-none"
        >
          {hasImported ? (
            <svg viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 text-good" aria-hidden="true">
              <path
                d="m4.5 10.5 3.5 3.5 7.5-8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          ) : null}
          {importedHeading(answer.imported)}
        </h2>
        <p className="mt-1 text-ink-muted">
          {hasImported
            ? 'They are on your dashboard, each at its status. Each one’s history says which line of the file it came from.'
            : 'Every row was left out; the reasons are below.'}
        </p>
      </div>

      {imported.shown.length > 0 ? (
        <div>
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {imported.shown.map((row) => (
              <li
                key={row.line}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 px-4 py-3"
              >
                <span className="min-w-0">
                  <AppLink
                    href={`/applications/${row.applicationId ?? ''}`}
                    className="font-medium wrap-anywhere text-accent underline-offset-2 hover:underline"
                  >
                    {row.title}
                  </AppLink>
                  {row.company === null ? null : (
                    <span className="block text-sm wrap-anywhere text-ink-muted">
                      {row.company}
                    </span>
                  )}
                </span>
                {row.status ? <StatusBadge status={row.status} /> : null}
              </li>
            ))}
          </ul>
          {imported.more > 0 ? (
            <p className="mt-2 text-sm text-ink-muted">
              And {imported.more} more on your dashboard.
            </p>
          ) : null}
        </div>
      ) : null}

      {leftOutRows.length > 0 ? (
        <div className="rounded-xl border border-warn-line bg-warn-soft p-5">
          <h3 className="font-semibold text-ink">{leftOutText(leftOutRows.length)}</h3>
          <ul className="mt-2 space-y-1.5 text-sm text-ink">
            {leftOut.shown.map((row) => (
              <li key={row.line}>
                <span className="font-semibold">Line {row.line}</span>
                {row.title === null ? null : <> ({row.title})</>}: {row.problem}
              </li>
            ))}
          </ul>
          {leftOut.more > 0 ? (
            <p className="mt-1.5 text-sm text-ink">And {leftOut.more} more.</p>
          ) : null}
          <p className="mt-3 text-sm text-ink-muted">
            Fix them in your spreadsheet and import it again: the rows imported now are saved
            already, so they are left out then.
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/dashboard" size="lg">
          Go to the dashboard
        </ButtonLink>
        <button type="button" onClick={onAnother} className={buttonClasses('secondary', 'lg')}>
          Import another file
        </button>
      </div>

      {answer.importId === null ? null : (
        <UndoThisImport
          importId={answer.importId}
          jobs={answer.imported}
          onUndone={(outcome) => {
            onAnnounce(outcomeText(outcome));
            setUndone(outcome);
          }}
        />
      )}
    </section>
  );
}

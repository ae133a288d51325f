'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { SpreadsheetImportDocument } from '@/gql/documents/SpreadsheetImportDocument';
import { problemOf } from '@/lib/graphql-errors';
import { DAY_ORDER_READINGS } from './day-order';
import { evictImportedLists } from './import-cache';
import type { CheckedFile, ImportAnswer } from './import-form';
import { ImportRowsTable } from './import-rows-table';
import { fileColumns, importButtonLabel, previewSummary } from './import-summary';

const SpreadsheetImportMutation = SpreadsheetImportDocument;

const CHIP = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ring-inset';

/**
 * Step 2 of the import: what the dry run read — the columns, and each row as it would be
 * imported or why it would not — and the button that imports the rows that read. Takes focus
 * when it appears, as the form that had it is gone.
 */
export function ImportPreview({
  checked,
  onImported,
  onBack,
}: {
  checked: CheckedFile;
  onImported: (answer: ImportAnswer) => void;
  onBack: () => void;
}) {
  const headingId = useId();
  const summaryId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string>();
  const [importFile, { loading: isImporting }] = useMutation(SpreadsheetImportMutation, {
    update(cache, { data }) {
      if (data && !data.importApplications.dryRun && data.importApplications.imported > 0)
        evictImportedLists(cache);
    },
  });
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const { answer, draft, name } = checked;
  const columns = fileColumns(answer.columns);
  const summary = previewSummary({ rows: answer.rows.length, imported: answer.imported });

  async function confirm() {
    if (isImporting) return;
    setError(undefined);
    try {
      const result = await importFile({
        variables: { input: { ...checked.input, dryRun: false } },
      });
      const imported = result.data?.importApplications;
      if (!imported) throw new Error('The import came back empty. Please try again.');
      onImported(imported);
    } catch (caught) {
      setError(problemOf(caught).message);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-ink focus:outline-none"
        >
          Check what will be imported
        </h2>
        <p className="mt-1 text-ink-muted">
          {name === null ? (
            'From the text you pasted.'
          ) : (
            <>
              From <span className="font-medium break-all text-ink">{name}</span>.
            </>
          )}{' '}
          Nothing is stored until you import it.
        </p>
      </div>

      <div className="space-y-4 rounded-xl border border-line bg-surface p-5">
        <div>
          <h3 className="text-sm font-semibold text-ink">Columns read</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {columns.read.map(({ header, label }) => (
              <li key={header} className={`${CHIP} bg-accent-soft text-ink ring-accent-line`}>
                <span className="font-medium">{header}</span>
                {label === null ? null : (
                  <>
                    <span aria-hidden="true" className="text-ink-muted">
                      {' → '}
                    </span>
                    <span className="sr-only">{' read as '}</span>
                    {label}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
        {columns.ignored.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-ink">Not imported</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {columns.ignored.map((header, index) => (
                <li key={index} className={`${CHIP} bg-surface-muted text-ink-muted ring-line`}>
                  {header}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-sm text-ink-muted">{DAY_ORDER_READINGS[draft.dayOrder]}</p>
      </div>

      <div className="space-y-3">
        <p id={summaryId} className="text-lg font-semibold text-ink">
          {summary}
        </p>
        <FormAlert message={error} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={answer.imported === 0}
            aria-disabled={isImporting || undefined}
            aria-describedby={summaryId}
            onClick={() => void confirm()}
            className={buttonClasses(
              'primary',
              'lg',
              'aria-disabled:cursor-wait aria-disabled:opacity-80',
            )}
          >
            {isImporting ? <Spinner /> : null}
            {isImporting ? 'Importing…' : importButtonLabel(answer.imported)}
          </button>
          <button
            type="button"
            disabled={isImporting}
            onClick={onBack}
            className={buttonClasses('secondary', 'lg')}
          >
            Choose another file
          </button>
        </div>
      </div>

      <ImportRowsTable rows={answer.rows} />
    </section>
  );
}

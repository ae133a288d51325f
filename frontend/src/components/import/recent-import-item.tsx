'use client';

import { useId } from 'react';
import { buttonClasses } from '@/components/button-link';
import { formatInstant } from '@/lib/dates';
import {
  changedText,
  jobsText,
  outcomeText,
  type RecentImport,
  type RecentImportRow,
  type UndoOutcome,
} from './import-undo-rules';
import { UndoImportQuestion } from './undo-import-question';
import { useUndoImport } from './use-undo-import';

/**
 * One of the recent imports: when, how many of its jobs are saved and how many were worked on
 * since, and "Undo import", which asks first, in place. Once undone it stays, saying so.
 */
export function RecentImportItem({
  row: { item, outcome },
  onSettled,
}: {
  row: RecentImportRow;
  onSettled: (item: RecentImport, outcome: UndoOutcome) => void;
}) {
  const whenId = useId();
  const { isConfirming, ask, cancel, triggerRef, cancelRef, isUndoing, failure, confirm } =
    useUndoImport(item.id, (settled) => {
      onSettled(item, settled);
    });
  const when = formatInstant(item.importedAt);

  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-medium text-ink">
            <time id={whenId} dateTime={item.importedAt}>
              {when}
            </time>
          </p>
          <p className="text-sm text-ink-muted">
            {jobsText(item.jobs)}
            {item.changed > 0 ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <span className="font-medium text-warn">{changedText(item.changed)}</span>
              </>
            ) : null}
          </p>
          {outcome === null ? null : (
            <p className="mt-1 text-sm font-medium text-ink">{outcomeText(outcome)}</p>
          )}
        </div>
        {outcome === null && !isConfirming ? (
          <button
            ref={triggerRef}
            type="button"
            aria-describedby={whenId}
            onClick={ask}
            className={buttonClasses('secondary', 'md')}
          >
            Undo import
          </button>
        ) : null}
      </div>
      {outcome === null && isConfirming ? (
        <UndoImportQuestion
          label={`Confirm undoing the import of ${when}`}
          jobs={item.jobs}
          changed={item.changed}
          cancelRef={cancelRef}
          isUndoing={isUndoing}
          failure={failure}
          onCancel={cancel}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </li>
  );
}

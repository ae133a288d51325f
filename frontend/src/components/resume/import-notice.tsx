'use client';

import { useEffect, useRef } from 'react';
import { CheckIcon } from '@/components/icons';
import { WarningIcon } from '@/components/warning-icon';

export interface ImportOutcome {
  title: string;
  warnings: readonly string[];
}

/**
 * What the last import did, with what the importer could not read with confidence. Takes
 * focus when it appears, because the importer that had it closes.
 */
export function ImportNotice({
  outcome,
  onDismiss,
}: {
  outcome: ImportOutcome;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);

  const hasWarnings = outcome.warnings.length > 0;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="import-notice-title"
      className={`rounded-xl border p-4 sm:p-5 ${
        hasWarnings ? 'border-warn-line bg-warn-soft' : 'border-good-bar/40 bg-good-soft'
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="import-notice-title" className="flex items-center gap-2 font-semibold text-ink">
            {hasWarnings ? (
              <WarningIcon className="size-4 shrink-0 text-warn" />
            ) : (
              <CheckIcon className="size-4 shrink-0 text-good" />
            )}
            Imported “{outcome.title}”
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {hasWarnings
              ? 'A few parts could not be read with confidence. Check them in the editor below:'
              : 'Everything was read. Look it over below and save any fixes.'}
          </p>
          {hasWarnings ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
              {outcome.warnings.map((warning, index) => (
                <li key={index}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded-md px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface hover:text-ink"
        >
          Dismiss<span className="sr-only"> import notice</span>
        </button>
      </div>
    </div>
  );
}

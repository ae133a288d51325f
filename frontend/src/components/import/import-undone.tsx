'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonClasses, ButtonLink } from '@/components/button-link';
import { undoneDetail, type UndoOutcome } from './import-undo-rules';

/**
 * The result once its import is undone: what went, and the way to import another file. Takes
 * focus when it appears, as the undo's question that had it is gone.
 */
export function ImportUndone({
  outcome,
  onAnother,
}: {
  outcome: UndoOutcome;
  onAnother: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="max-w-3xl space-y-6">
      <div className="rounded-xl border border-line bg-surface p-5">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-ink focus:outline-none"
        >
          Import undone
        </h2>
        <p className="mt-1 text-ink-muted">{undoneDetail(outcome)}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onAnother} className={buttonClasses('primary', 'lg')}>
          Import another file
        </button>
        <ButtonLink href="/dashboard" variant="secondary" size="lg">
          Go to the dashboard
        </ButtonLink>
      </div>
    </section>
  );
}

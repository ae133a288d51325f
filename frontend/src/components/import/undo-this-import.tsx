'use client';

import { buttonClasses } from '@/components/button-link';
import type { UndoOutcome } from './import-undo-rules';
import { UndoImportQuestion } from './undo-import-question';
import { useUndoImport } from './use-undo-import';

/**
 * The result's way back: the wrong file imported, or its days read the wrong way round, is
 * undone in one go instead of job by job. Asks first, in place.
 */
export function UndoThisImport({
  importId,
  jobs,
  onUndone,
}: {
  importId: string;
  /** The jobs the import added (one per application imported). */
  jobs: number;
  onUndone: (outcome: UndoOutcome) => void;
}) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef, isUndoing, failure, confirm } =
    useUndoImport(importId, onUndone);

  return (
    <div className="space-y-2 border-t border-line pt-5">
      <h3 className="font-semibold text-ink">Wrong file?</h3>
      <p className="text-sm text-ink-muted">
        Undoing the import deletes the jobs it added, with their applications.
      </p>
      {isConfirming ? (
        <UndoImportQuestion
          label="Confirm undoing this import"
          jobs={jobs}
          changed={0}
          cancelRef={cancelRef}
          isUndoing={isUndoing}
          failure={failure}
          onCancel={cancel}
          onConfirm={() => void confirm()}
          className="max-w-xl"
        />
      ) : (
        <button
          ref={triggerRef}
          type="button"
          onClick={ask}
          className={buttonClasses('secondary', 'md')}
        >
          Undo this import
        </button>
      )}
    </div>
  );
}

'use client';

import { useEffect, useId, useRef } from 'react';
import type { ApplicationStatus } from '@/gql/graphql';
import { STATUS_LABELS } from '@/lib/statuses';
import { buttonClasses } from '../button-link';

/**
 * Asks before a move to a final status (accepted, rejected, withdrawn): those cannot be
 * undone, and a drag can land in the wrong column. A native modal <dialog> traps focus and
 * closes on Escape.
 */
export function ConfirmFinalMove({
  move,
  onConfirm,
  onCancel,
}: {
  move: { title: string; to: ApplicationStatus } | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (move && !dialog.open) dialog.showModal();
    if (!move && dialog.open) dialog.close();
  }, [move]);

  const label = move ? STATUS_LABELS[move.to] : '';
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      {move ? (
        <>
          <h2 id={headingId} className="text-lg font-semibold">
            Move to {label}?
          </h2>
          <p id={bodyId} className="mt-2 text-sm text-ink-muted">
            “{move.title}” will be marked {label}. {label} is a final status: the application can’t
            be moved again afterwards.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {/* Cancel first and focused: the safe choice is the default. */}
            <button
              type="button"
              autoFocus
              onClick={onCancel}
              className={buttonClasses('secondary', 'md')}
            >
              Cancel
            </button>
            <button type="button" onClick={onConfirm} className={buttonClasses('primary', 'md')}>
              Move to {label}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

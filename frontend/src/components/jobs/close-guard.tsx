'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';

/**
 * Closing an edit form that holds changes (Cancel, Escape) asks first, and so does leaving the
 * page: typed text is never thrown away unasked. `requestClose` closes at once when there is
 * nothing to lose; otherwise it shows <DiscardConfirmation> in place of the form's buttons.
 * `closeRequests` counts the page's own requests (the button that opened the form, pressed
 * again): each is handled like Cancel.
 */
export function useCloseGuard(isDirty: boolean, close: () => void, closeRequests = 0) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();

  const handledRequests = useRef(closeRequests);
  useEffect(() => {
    if (closeRequests === handledRequests.current) return;
    handledRequests.current = closeRequests;
    if (isDirty) ask();
    else close();
  }, [closeRequests, isDirty, ask, close]);

  useEffect(() => {
    if (!isDirty) return;
    // Browsers show their own wording; preventDefault is what asks the question.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [isDirty]);

  return {
    requestClose: () => {
      if (isDirty) ask();
      else close();
    },
    isConfirming,
    keepEditing: cancel,
    /** For the form's Cancel button: focus goes back to it after "Keep editing". */
    closeButtonRef: triggerRef,
    cancelRef,
  };
}

/** "Discard your changes to …?" with Keep editing (focused) and Discard changes. */
export function DiscardConfirmation({
  what,
  cancelRef,
  onKeepEditing,
  onDiscard,
}: {
  /** What the changes are to: "the posting", "the job's details". */
  what: string;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="group"
      aria-label="Confirm discarding your changes"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-warn-line bg-warn-soft p-3"
    >
      <p className="text-sm font-medium text-ink">Discard your changes to {what}?</p>
      <ConfirmButtons
        cancelRef={cancelRef}
        isPending={false}
        onCancel={onKeepEditing}
        onConfirm={onDiscard}
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        className="flex flex-wrap gap-2"
      />
    </div>
  );
}

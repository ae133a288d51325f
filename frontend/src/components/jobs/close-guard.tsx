'use client';

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { useUnsavedWarning } from '@/components/use-unsaved-warning';

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

  useUnsavedWarning(isDirty);

  const requestClose = () => {
    if (isDirty) ask();
    else close();
  };

  return {
    requestClose,
    /** The form's onKeyDown: Escape closes (asking), and while asking goes back to editing. */
    onEscape: (event: KeyboardEvent<HTMLFormElement>, isBusy: boolean) => {
      // Escape while composing (an input method's candidates) closes the candidates, not the form.
      if (event.key !== 'Escape' || event.nativeEvent.isComposing || isBusy) return;
      event.preventDefault();
      if (isConfirming) cancel();
      else requestClose();
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

/** The form's Save and Cancel or, while it asks whether to discard, the question instead. */
export function GuardedFormActions({
  what,
  isSaving,
  savingLabel,
  isConfirming,
  cancelRef,
  closeButtonRef,
  onKeepEditing,
  onRequestClose,
  onDiscard,
}: {
  what: string;
  isSaving: boolean;
  savingLabel: string;
  isConfirming: boolean;
  cancelRef: RefObject<HTMLButtonElement | null>;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  onKeepEditing: () => void;
  onRequestClose: () => void;
  onDiscard: () => void;
}) {
  if (isConfirming)
    return (
      <DiscardConfirmation
        what={what}
        cancelRef={cancelRef}
        onKeepEditing={onKeepEditing}
        onDiscard={onDiscard}
      />
    );
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={isSaving} className={buttonClasses('primary', 'md')}>
        {isSaving ? <Spinner /> : null}
        {isSaving ? savingLabel : 'Save'}
      </button>
      <button
        ref={closeButtonRef}
        type="button"
        disabled={isSaving}
        onClick={onRequestClose}
        className={buttonClasses('ghost', 'md')}
      >
        Cancel
      </button>
    </div>
  );
}

'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { Spinner } from './account/spinner';
import { buttonClasses } from './button-link';
import { useFocusReturn } from './use-focus-return';

export { useFocusReturn };

/**
 * A destructive action's second step: while asking, focus sits on Cancel; after Cancel it
 * returns to the button that asked. Put `triggerRef` on that button and `cancelRef` is taken
 * by <ConfirmButtons>.
 */
export function useConfirmStep() {
  const [isConfirming, setIsConfirming] = useState(false);
  const triggerRef = useFocusReturn(isConfirming);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isConfirming) cancelRef.current?.focus();
  }, [isConfirming]);

  return {
    isConfirming,
    ask: () => {
      setIsConfirming(true);
    },
    cancel: () => {
      setIsConfirming(false);
    },
    triggerRef,
    cancelRef,
  };
}

const DANGER = 'bg-rose-700 shadow-rose-900/20 hover:bg-rose-800 active:bg-rose-900';

/** Cancel and the destructive confirmation, side by side. */
export function ConfirmButtons({
  cancelRef,
  isPending,
  onCancel,
  onConfirm,
  confirmType = 'button',
  cancelLabel = 'Cancel',
  confirmLabel = 'Yes, delete',
  pendingLabel = 'Deleting…',
  className = 'flex gap-2',
}: {
  cancelRef: RefObject<HTMLButtonElement | null>;
  isPending: boolean;
  onCancel: () => void;
  /** Not needed when the confirmation submits its form. */
  onConfirm?: () => void;
  /** 'submit' makes the confirmation its form's submit button (Enter in a field confirms). */
  confirmType?: 'button' | 'submit';
  /** Where "Cancel" would be ambiguous, e.g. after a "Cancel editing" button asked. */
  cancelLabel?: string;
  confirmLabel?: string;
  pendingLabel?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <button
        ref={cancelRef}
        type="button"
        disabled={isPending}
        onClick={onCancel}
        className={buttonClasses('secondary', 'md')}
      >
        {cancelLabel}
      </button>
      <button
        type={confirmType}
        disabled={isPending}
        onClick={onConfirm}
        className={buttonClasses('primary', 'md', DANGER)}
      >
        {isPending ? <Spinner /> : null}
        {isPending ? pendingLabel : confirmLabel}
      </button>
    </div>
  );
}

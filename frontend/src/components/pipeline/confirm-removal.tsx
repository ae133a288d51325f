import type { ReactNode, RefObject } from 'react';
import { ConfirmButtons } from '@/components/confirm-step';

/**
 * An item's removal asked in place, where its actions were: the question, then Keep and the
 * destructive action, in a tinted group that screen readers announce by `label`. Shared by the
 * application page's interviews, contacts and offer; `children` come after the buttons (an
 * error from the last try).
 */
export function ConfirmRemoval({
  label,
  question,
  cancelRef,
  isPending,
  onCancel,
  onConfirm,
  cancelLabel = 'Keep',
  confirmLabel = 'Remove',
  pendingLabel = 'Removing…',
  className = 'mt-3',
  children,
}: {
  label: string;
  question: ReactNode;
  cancelRef: RefObject<HTMLButtonElement | null>;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel?: string;
  confirmLabel?: string;
  pendingLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`${className} flex flex-col gap-2 rounded-lg border border-bad/30 bg-bad/5 p-3`}
    >
      <p className="text-sm break-words text-ink">{question}</p>
      <ConfirmButtons
        cancelRef={cancelRef}
        isPending={isPending}
        onCancel={onCancel}
        onConfirm={onConfirm}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        className="flex flex-wrap gap-2"
      />
      {children}
    </div>
  );
}

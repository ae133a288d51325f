'use client';

import type { ApplicationStatus } from '@/gql/graphql';
import { STATUS_LABELS } from '@/lib/statuses';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Asks before a move to a final status (accepted, rejected, withdrawn): those cannot be
 * undone, and a drag can land in the wrong column.
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
  const label = move ? STATUS_LABELS[move.to] : '';
  return (
    <ConfirmDialog
      question={
        move
          ? {
              title: `Move to ${label}?`,
              body: `“${move.title}” will be marked ${label}. ${label} is a final status: the application can’t be moved again afterwards.`,
              cancelLabel: 'Cancel',
              confirmLabel: `Move to ${label}`,
              isDestructive: false,
            }
          : null
      }
      onAnswer={(confirmed) => {
        if (confirmed) onConfirm();
        else onCancel();
      }}
    />
  );
}

'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useConfirmStep } from '@/components/confirm-step';
import { ImportPageUndoImportDocument } from '@/gql/documents/ImportPageUndoImportDocument';
import { problemOf } from '@/lib/graphql-errors';
import { evictUndoneImport } from './import-cache';
import { undoAttemptOf, type UndoOutcome } from './import-undo-rules';

const UndoImportMutation = ImportPageUndoImportDocument;

/**
 * Undoing an import, asked in place first: the question's state (useConfirmStep), the undo, and
 * its failure, shown in the question, which stays open to try again with focus back on its safe
 * answer (the buttons were disabled while it ran, which dropped focus). An undo that happened,
 * or that finds the import undone already, goes to `onSettled`, whose view replaces the button.
 */
export function useUndoImport(importId: string, onSettled: (outcome: UndoOutcome) => void) {
  const client = useApolloClient();
  const step = useConfirmStep();
  const { cancelRef } = step;
  // An object, so that the same message failing twice moves focus again.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const [undoImport, { loading: isUndoing }] = useMutation(UndoImportMutation, {
    update(cache, { data }) {
      if (data) evictUndoneImport(cache, data.undoSpreadsheetImport.id);
    },
  });

  useEffect(() => {
    if (failure) cancelRef.current?.focus();
  }, [failure, cancelRef]);

  async function confirm() {
    if (isUndoing) return;
    setFailure(null);
    let outcome: UndoOutcome;
    try {
      const result = await undoImport({ variables: { id: importId } });
      const undone = result.data?.undoSpreadsheetImport;
      if (!undone) throw new Error('The undo came back empty. Please try again.');
      outcome = { kind: 'undone', jobsDeleted: undone.jobsDeleted };
    } catch (caught) {
      const attempt = undoAttemptOf(problemOf(caught));
      if (attempt.kind === 'failed') {
        setFailure({ message: attempt.message });
        return;
      }
      // Undone in another tab: what this one still shows of its jobs is gone.
      evictUndoneImport(client.cache, importId);
      outcome = attempt;
    }
    onSettled(outcome);
  }

  return {
    ...step,
    isUndoing,
    failure: failure?.message,
    cancel: () => {
      setFailure(null);
      step.cancel();
    },
    confirm,
  };
}

import type { RefObject } from 'react';
import { ConfirmRemoval } from '@/components/pipeline/confirm-removal';
import { changedWarning, undoAnswers, undoQuestion } from './import-undo-rules';

/**
 * "Delete the 12 jobs this import added, with their applications?", asked where the undo
 * button was; when some were worked on since, it says so, as undoing deletes that work too.
 * The last try's failure shows under the answers.
 */
export function UndoImportQuestion({
  label,
  jobs,
  changed,
  cancelRef,
  isUndoing,
  failure,
  onCancel,
  onConfirm,
  className,
}: {
  /** What screen readers call the group: which import it asks about. */
  label: string;
  jobs: number;
  changed: number;
  cancelRef: RefObject<HTMLButtonElement | null>;
  isUndoing: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
  className?: string;
}) {
  const warning = changedWarning({ jobs, changed });
  const answers = undoAnswers(jobs);
  return (
    <ConfirmRemoval
      label={label}
      question={
        <>
          {undoQuestion(jobs)}
          {warning === null ? null : (
            // Without it, the text read aloud runs the two sentences together.
            <>
              {' '}
              <span className="mt-1 block font-semibold">{warning}</span>
            </>
          )}
        </>
      }
      cancelRef={cancelRef}
      isPending={isUndoing}
      onCancel={onCancel}
      onConfirm={onConfirm}
      cancelLabel={answers.cancel}
      confirmLabel={answers.confirm}
      pendingLabel="Undoing…"
      className={className}
    >
      {failure ? (
        <p role="alert" className="text-sm font-medium break-words text-bad">
          {failure}
        </p>
      ) : null}
    </ConfirmRemoval>
  );
}

'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { buttonClasses } from './button-link';

/** What the dialog asks: its question, what it means, and its two answers. */
export interface ConfirmQuestion {
  title: string;
  body: string;
  /** The safe answer, focused: closing the dialog (Escape) gives it too. */
  cancelLabel: string;
  confirmLabel: string;
  /** Whether confirming throws something away (drawn in red); otherwise the accent colour. */
  isDestructive?: boolean;
}

/**
 * A question asked in the page instead of the browser's confirm box, which blocks the page,
 * cannot be styled and reads the same for every site. `ask` resolves to whether the person
 * confirmed; render `dialog` once. A native modal <dialog> traps focus and closes on Escape.
 */
export function useConfirmDialog(): {
  ask: (question: ConfirmQuestion) => Promise<boolean>;
  dialog: ReactElement;
} {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answerRef = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        // A second question while one is open: the first is answered "no".
        answerRef.current?.(false);
        answerRef.current = resolve;
        setQuestion(next);
      }),
    [],
  );

  const answer = useCallback((confirmed: boolean) => {
    answerRef.current?.(confirmed);
    answerRef.current = null;
    setQuestion(null);
  }, []);

  return {
    ask,
    dialog: <ConfirmDialog question={question} onAnswer={answer} />,
  };
}

/** The dialog itself, open while there is a question; `onAnswer` gets the choice. */
export function ConfirmDialog({
  question,
  onAnswer,
}: {
  question: ConfirmQuestion | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (question && !dialog.open) dialog.showModal();
    if (!question && dialog.open) dialog.close();
  }, [question]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      {question ? (
        <>
          <h2 id={headingId} className="text-lg font-semibold">
            {question.title}
          </h2>
          <p id={bodyId} className="mt-2 text-sm text-ink-muted">
            {question.body}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {/* The safe answer first and focused. */}
            <button
              type="button"
              autoFocus
              onClick={() => {
                onAnswer(false);
              }}
              className={buttonClasses('secondary', 'md')}
            >
              {question.cancelLabel}
            </button>
            <button
              type="button"
              onClick={() => {
                onAnswer(true);
              }}
              className={buttonClasses(
                'primary',
                'md',
                question.isDestructive === false
                  ? ''
                  : 'bg-rose-700 shadow-rose-900/20 hover:bg-rose-800 active:bg-rose-900',
              )}
            >
              {question.confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

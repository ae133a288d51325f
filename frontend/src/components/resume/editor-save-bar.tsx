'use client';

import { useEffect } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { CheckIcon } from '@/components/icons';

const ARIA_DISABLED = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export type SaveProblem =
  | { kind: 'fields'; message: string }
  | { kind: 'server'; message: string }
  /** Stored over since the draft started; `message` says what changed. */
  | { kind: 'conflict'; message: string }
  /** No longer there to save to; `reloadLabel` names the button that shows what is. */
  | { kind: 'gone'; message: string; reloadLabel: string };

/**
 * The bar under the editor, stuck to the bottom of the screen: whether there are unsaved
 * changes, what went wrong with the last save, and the Save and Discard buttons. Discard asks
 * in the bar itself, where the eyes already are, before it drops the draft.
 */
export function EditorSaveBar({
  isDirty,
  isSaving,
  hasSaved,
  problem,
  onDiscard,
  onReloadLatest,
  onKeepMine,
}: {
  isDirty: boolean;
  isSaving: boolean;
  hasSaved: boolean;
  problem: SaveProblem | undefined;
  onDiscard: () => void;
  onReloadLatest: () => void;
  onKeepMine: () => void;
}) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  // Nothing left to discard (saved meanwhile, or undone by hand): the question goes too.
  useEffect(() => {
    if (isConfirming && (!isDirty || isSaving)) cancel();
  }, [isConfirming, isDirty, isSaving, cancel]);

  const status = isSaving
    ? 'Saving…'
    : isDirty
      ? 'Unsaved changes'
      : hasSaved
        ? 'Saved'
        : 'No unsaved changes';

  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-t-xl lg:border-x">
      <div role="alert" aria-live="assertive">
        {problem ? (
          <ProblemMessage
            problem={problem}
            onReloadLatest={onReloadLatest}
            onKeepMine={onKeepMine}
          />
        ) : null}
      </div>
      {isConfirming ? (
        <div
          role="group"
          aria-label="Confirm discarding your changes"
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm font-medium text-ink">Discard your unsaved changes?</p>
          <ConfirmButtons
            cancelRef={cancelRef}
            isPending={false}
            onCancel={cancel}
            onConfirm={() => {
              cancel();
              onDiscard();
            }}
            cancelLabel="Keep editing"
            confirmLabel="Discard changes"
          />
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <p
            role="status"
            aria-live="polite"
            className="flex items-center gap-2 text-sm font-medium"
          >
            {isSaving ? (
              <Spinner className="size-4 text-ink-muted" />
            ) : isDirty ? (
              <span aria-hidden="true" className="size-2.5 rounded-full bg-warn" />
            ) : hasSaved ? (
              <CheckIcon className="size-4 text-good" />
            ) : null}
            <span className={isDirty ? 'text-ink' : 'text-ink-muted'}>{status}</span>
            <span className="hidden text-ink-subtle lg:inline">
              {isDirty && !isSaving ? '· Ctrl+S or ⌘S saves' : ''}
            </span>
          </p>
          <div className="flex gap-2">
            {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
            <button
              ref={triggerRef}
              type="button"
              aria-disabled={!isDirty || isSaving}
              onClick={() => {
                if (isDirty && !isSaving) ask();
              }}
              className={buttonClasses('ghost', 'md', ARIA_DISABLED)}
            >
              <span>
                Discard<span className="hidden sm:inline"> changes</span>
              </span>
            </button>
            <button
              type="submit"
              aria-disabled={!isDirty || isSaving}
              className={buttonClasses('primary', 'md', `sm:min-w-36 ${ARIA_DISABLED}`)}
            >
              {isSaving ? <Spinner /> : null}
              {isSaving ? (
                'Saving…'
              ) : (
                <span>
                  Save<span className="hidden sm:inline"> changes</span>
                </span>
              )}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function ProblemMessage({
  problem,
  onReloadLatest,
  onKeepMine,
}: {
  problem: SaveProblem;
  onReloadLatest: () => void;
  onKeepMine: () => void;
}) {
  const box = 'mb-3 rounded-lg border px-3 py-2.5 text-sm';
  if (problem.kind === 'conflict') {
    return (
      <div className={`${box} border-warn-line bg-warn-soft text-ink`}>
        <p className="font-semibold">{problem.message}</p>
        <p className="mt-0.5 text-ink-muted">
          Load the latest version (your edits here are dropped), or save yours over it.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onReloadLatest}
            className={buttonClasses('secondary', 'md')}
          >
            Load the latest version
          </button>
          <button type="button" onClick={onKeepMine} className={buttonClasses('ghost', 'md')}>
            Save mine over it
          </button>
        </div>
      </div>
    );
  }
  if (problem.kind === 'gone') {
    return (
      <div className={`${box} border-bad/30 bg-bad/10 text-bad`}>
        <p className="font-semibold">{problem.message}</p>
        <button
          type="button"
          onClick={onReloadLatest}
          className={buttonClasses('secondary', 'md', 'mt-2')}
        >
          {problem.reloadLabel}
        </button>
      </div>
    );
  }
  return (
    <p className={`${box} border-bad/30 bg-bad/10 font-medium text-bad`}>
      {problem.kind === 'server' ? `Not saved: ${problem.message}` : problem.message}
    </p>
  );
}

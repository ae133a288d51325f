'use client';

import { useMutation } from '@apollo/client/react';
import { useRef, useState, type ReactNode } from 'react';
import { useConfirmStep, useFocusReturn } from '@/components/confirm-step';
import { CheckIcon, PencilIcon } from '@/components/icons';
import { ApplicationPageRemoveAnswerDocument } from '@/gql/documents/ApplicationPageRemoveAnswerDocument';
import type { ApplicationPageAnswerFragment } from '@/gql/graphql';
import { removeFromCachedList } from '@/lib/cache-lists';
import { useCopyAnswer } from './application-answer-copy';
import { questionName } from './application-answer-rules';
import { AnswerText } from './application-answer-text';
import { ConfirmRemoval } from './confirm-removal';
import { EditItemButton } from './edit-item-button';
import { ITEM_ACTION } from './item-action';
import { removeItem } from './item-removal';
import { useActionProblem } from './use-action-problem';

const RemoveAnswerMutation = ApplicationPageRemoveAnswerDocument;

/** Two sheets, one over the other: copy. */
function CopyIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <rect
        x="5.5"
        y="5.5"
        width="8"
        height="8"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * One question of the application's form and its answer (or "Not answered yet"), with Copy, for
 * pasting the answer into the form, Edit (Answer, while there is none) and Remove. `form` is drawn
 * in its place while it is edited; focus comes back to Edit when the form closes. Removing asks
 * once, in place.
 */
export function ApplicationAnswerItem({
  applicationId,
  item,
  form,
  canAct,
  onEdit,
  onPreloadForm,
  onRemoved,
  onStale,
}: {
  applicationId: string;
  item: ApplicationPageAnswerFragment;
  /** The edit form while this question is edited; null otherwise. */
  form: ReactNode;
  /** False while another form of the section is open: one at a time. */
  canAct: boolean;
  onEdit: () => void;
  onPreloadForm: () => void;
  /** After the question is gone, with what to announce. */
  onRemoved: (announcement: string) => void;
  onStale: () => void;
}) {
  const isEditing = form !== null;
  const editRef = useFocusReturn(isEditing);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [error, setError] = useState<string>();
  const describeProblem = useActionProblem(onStale);
  const { copyState, copy } = useCopyAnswer(item.answer ?? '', answerRef);
  const [removeAnswer, { loading: isRemoving }] = useMutation(RemoveAnswerMutation, {
    update(cache, { data }) {
      const removedId = data?.removeApplicationAnswer.id;
      if (!removedId) return;
      const owner = { __typename: 'Application', id: applicationId };
      removeFromCachedList(cache, {
        owner,
        field: 'answers',
        item: { __typename: 'ApplicationAnswer', id: removedId },
      });
      // It may have been the cover letter's reasons: those shown are read again.
      cache.evict({ id: cache.identify(owner), fieldName: 'coverLetterMotivation' });
    },
  });

  const name = questionName(item.question);

  async function confirmRemoval() {
    setError(undefined);
    setError(
      await removeItem({
        remove: () => removeAnswer({ variables: { id: item.id } }),
        name: `“${name}”`,
        what: 'the question',
        onRemoved,
        onStale,
        describeProblem,
      }),
    );
  }

  if (form !== null) return <li className="py-4 first:pt-0 last:pb-0">{form}</li>;

  return (
    <li className="min-w-0 py-4 first:pt-0 last:pb-0">
      <h3 className="text-sm font-semibold break-words whitespace-pre-line text-ink">
        {item.question}
      </h3>
      {item.answer ? (
        <AnswerText
          text={item.answer}
          lines={6}
          textRef={answerRef}
          boxClassName="mt-2 rounded-lg bg-surface-muted px-3 py-2"
          className="text-sm text-ink"
        />
      ) : (
        <p className="mt-1 text-sm text-ink-muted italic">Not answered yet</p>
      )}

      {isConfirming ? (
        <ConfirmRemoval
          label="Confirm: remove the question"
          question={
            item.answer
              ? 'Remove this question and its answer from the application?'
              : 'Remove this question from the application?'
          }
          cancelRef={cancelRef}
          isPending={isRemoving}
          onCancel={cancel}
          onConfirm={() => void confirmRemoval()}
        />
      ) : canAct ? (
        <div className="mt-2 -ml-2 flex flex-wrap gap-1">
          {item.answer ? (
            <>
              <button
                type="button"
                onClick={() => void copy()}
                className={`${ITEM_ACTION} hover:text-ink`}
              >
                {copyState === 'copied' ? (
                  <CheckIcon className="size-4 shrink-0 text-good" />
                ) : (
                  <CopyIcon />
                )}
                {copyState === 'copied' ? 'Copied' : 'Copy'}
                <span className="sr-only">, the answer to “{name}”</span>
              </button>
              <EditItemButton
                ref={editRef}
                what={`, “${name}”`}
                onEdit={onEdit}
                onPreload={onPreloadForm}
              />
            </>
          ) : (
            // Nothing to copy yet: the form opens at the answer, with earlier answers to reuse.
            <button
              ref={editRef}
              type="button"
              onClick={onEdit}
              onPointerEnter={onPreloadForm}
              onFocus={onPreloadForm}
              className={`${ITEM_ACTION} hover:text-ink`}
            >
              <PencilIcon />
              Answer<span className="sr-only"> “{name}”</span>
            </button>
          )}
          <button
            ref={triggerRef}
            type="button"
            onClick={ask}
            className={`${ITEM_ACTION} hover:text-bad`}
          >
            Remove<span className="sr-only">, “{name}”</span>
          </button>
        </div>
      ) : null}
      {/* Always drawn, so that "Copied" is announced (politely); emptied when it is said, so that
          the next copy is announced again. */}
      <p
        role="status"
        className={copyState === 'failed' ? 'mt-2 text-sm break-words text-ink-muted' : 'sr-only'}
      >
        {copyState === 'copied'
          ? 'Copied'
          : copyState === 'failed'
            ? 'Could not copy automatically: the answer is selected. Press Ctrl+C (⌘C) to copy.'
            : ''}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium break-words text-bad">
          {error}
        </p>
      ) : null}
    </li>
  );
}

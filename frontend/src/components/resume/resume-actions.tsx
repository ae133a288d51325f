'use client';

import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { buttonClasses } from '@/components/button-link';
import type { ResumePageResumeFragment } from '@/gql/graphql';
import { withoutId } from '@/lib/cache-lists';
import { problemOf } from '@/lib/graphql-errors';
import { ResumePageDeleteMutation, ResumePageQuery, ResumePageSetBaseMutation } from './operations';
import { sortResumes } from './sort-resumes';

/**
 * "Make base" and "Delete" for one resume. Both change the screen at once (optimistic) and
 * roll back with a message if the server refuses; Delete asks first.
 */
export function ResumeActions({
  resume,
  onDeleted,
}: {
  resume: ResumePageResumeFragment;
  onDeleted: (id: string) => void;
}) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [error, setError] = useState<string>();

  const [setBase, { loading: isSettingBase }] = useMutation(ResumePageSetBaseMutation, {
    // `resume` comes from the cache, __typename included, so the guess normalises like the answer.
    optimisticResponse: { setBaseResume: { ...resume, isBase: true } },
    update(cache, { data }) {
      const baseId = data?.setBaseResume.id;
      if (!baseId) return;
      cache.updateQuery({ query: ResumePageQuery }, (previous) =>
        previous
          ? {
              resumes: sortResumes(
                previous.resumes.map((item) => ({ ...item, isBase: item.id === baseId })),
              ),
            }
          : previous,
      );
    },
  });

  const [deleteResume, { loading: isDeleting }] = useMutation(ResumePageDeleteMutation, {
    optimisticResponse: { deleteResume: { id: resume.id } },
    update(cache, { data }) {
      const deletedId = data?.deleteResume.id;
      if (!deletedId) return;
      cache.modify<{ resumes: readonly Reference[] }>({
        fields: { resumes: withoutId(deletedId) },
      });
    },
    // The server may pick another base resume; ask rather than guess.
    refetchQueries: [ResumePageQuery],
  });

  async function makeBase() {
    setError(undefined);
    try {
      await setBase({ variables: { id: resume.id } });
    } catch (caught) {
      setError(`Could not make it the base resume: ${problemOf(caught).message}`);
    }
  }

  async function remove() {
    setError(undefined);
    try {
      await deleteResume({ variables: { id: resume.id } });
      onDeleted(resume.id);
    } catch (caught) {
      const problem = problemOf(caught);
      if (problem.code === 'NOT_FOUND') {
        onDeleted(resume.id);
        return;
      }
      cancel();
      setError(`Could not delete it: ${problem.message}`);
    }
  }

  return (
    <div className="min-w-0">
      {isConfirming ? (
        <div
          role="group"
          aria-label={`Confirm deleting ${resume.title}`}
          className="rounded-lg border border-bad/30 bg-bad/5 p-3"
        >
          <p className="text-sm text-ink">
            Delete “{resume.title}”? This cannot be undone.
            {resume.isBase
              ? ' Jobs are matched against it, so make another resume your base afterwards.'
              : ''}
          </p>
          <ConfirmButtons
            className="mt-2 flex flex-wrap gap-2"
            cancelRef={cancelRef}
            isPending={isDeleting}
            onCancel={cancel}
            onConfirm={() => void remove()}
          />
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {resume.isBase ? null : (
            <button
              type="button"
              disabled={isSettingBase}
              onClick={() => void makeBase()}
              className={buttonClasses('secondary', 'md')}
            >
              {isSettingBase ? <Spinner /> : null}
              Make base
              <span className="sr-only"> resume: {resume.title}</span>
            </button>
          )}
          <button
            ref={triggerRef}
            type="button"
            onClick={ask}
            className={buttonClasses('secondary', 'md', 'text-ink-muted hover:text-bad')}
          >
            Delete
            <span className="sr-only"> {resume.title}</span>
          </button>
        </div>
      )}
      <div role="alert">
        {error ? <p className="mt-2 text-sm font-medium text-bad">{error}</p> : null}
      </div>
    </div>
  );
}

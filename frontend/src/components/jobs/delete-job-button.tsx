'use client';

import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/button-link';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { JobPageDeleteJobDocument } from '@/gql/documents/JobPageDeleteJobDocument';
import { problemOf } from '@/lib/graphql-errors';

const DeleteJobMutation = JobPageDeleteJobDocument;

/** Deletes the job (and its application) after an explicit confirmation, then shows the list. */
export function DeleteJobButton({
  jobId,
  jobTitle,
  hasApplication,
}: {
  jobId: string;
  jobTitle: string;
  hasApplication: boolean;
}) {
  const router = useRouter();
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [error, setError] = useState<string>();
  const [deleteJob, { loading }] = useMutation(DeleteJobMutation, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'Job', id: jobId }) });
      // Its application is gone too: lists and counts that showed it must be fetched again.
      for (const fieldName of [
        'jobs',
        'jobCount',
        'applications',
        'pipeline',
        'followUpsDue',
        'jobsClosingSoon',
      ])
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  async function confirm() {
    setError(undefined);
    try {
      await deleteJob({ variables: { id: jobId } });
      router.push('/jobs');
    } catch (caught) {
      const problem = problemOf(caught);
      if (problem.code === 'NOT_FOUND') {
        router.push('/jobs');
        return;
      }
      setError(`Could not delete the job. ${problem.message}`);
    }
  }

  if (!isConfirming) {
    return (
      <button
        ref={triggerRef}
        type="button"
        onClick={ask}
        className={buttonClasses('ghost', 'md', 'text-bad hover:text-bad')}
      >
        Delete job
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`Confirm deleting ${jobTitle}`}
      className="flex w-full flex-col gap-2 rounded-lg border border-bad/30 bg-bad/5 p-3 sm:w-auto"
    >
      <p className="text-sm text-ink">
        Delete this job{hasApplication ? ' and its application' : ''}? This cannot be undone.
      </p>
      <ConfirmButtons
        cancelRef={cancelRef}
        isPending={loading}
        onCancel={cancel}
        onConfirm={() => void confirm()}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}

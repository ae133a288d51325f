'use client';

import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { graphql } from '@/gql';
import { problemOf } from '@/lib/graphql-errors';

const DeleteJobMutation = graphql(`
  mutation JobPageDeleteJob($id: ID!) {
    deleteJob(id: $id) {
      id
    }
  }
`);

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
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const [deleteJob, { loading }] = useMutation(DeleteJobMutation, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'Job', id: jobId }) });
      // Its application is gone too: lists and counts that showed it must be fetched again.
      for (const fieldName of ['jobs', 'applications', 'pipeline', 'followUpsDue'])
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  useEffect(() => {
    if (isConfirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

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
        ref={deleteRef}
        type="button"
        onClick={() => {
          setIsConfirming(true);
        }}
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
      <div className="flex gap-2">
        <button
          ref={cancelRef}
          type="button"
          disabled={loading}
          onClick={() => {
            setIsConfirming(false);
          }}
          className={buttonClasses('secondary', 'md')}
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={loading}
          onClick={() => void confirm()}
          className={buttonClasses(
            'primary',
            'md',
            'bg-rose-700 shadow-rose-900/20 hover:bg-rose-800 active:bg-rose-900',
          )}
        >
          {loading ? <Spinner /> : null}
          {loading ? 'Deleting…' : 'Yes, delete'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}

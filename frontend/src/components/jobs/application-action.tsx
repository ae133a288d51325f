'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { StatusBadge } from '@/components/app/status-badge';
import { buttonClasses, ButtonLink } from '@/components/button-link';
import type { ApplicationStatus } from '@/gql/graphql';
import { problemOf } from '@/lib/graphql-errors';
import { StartApplicationMutation } from './application-fragment';

/** "Start application" for a job without one; else a link to the application with its status. */
export function ApplicationAction({
  jobId,
  application,
}: {
  jobId: string;
  application: { id: string; status: ApplicationStatus } | null;
}) {
  const [error, setError] = useState<string>();
  const [start, { loading }] = useMutation(StartApplicationMutation);

  if (application) {
    return (
      <ButtonLink href={`/applications/${application.id}`} variant="secondary" size="md">
        Open application
        <StatusBadge status={application.status} />
      </ButtonLink>
    );
  }

  async function startApplication() {
    setError(undefined);
    try {
      await start({ variables: { jobId } });
    } catch (caught) {
      setError(`Could not start the application. ${problemOf(caught).message}`);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void startApplication()}
        disabled={loading}
        className={buttonClasses('secondary', 'md')}
      >
        {loading ? <Spinner /> : null}
        {loading ? 'Starting…' : 'Start application'}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}

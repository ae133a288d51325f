'use client';

import { FormAlert } from '@/components/account/fields';
import { buttonClasses } from '@/components/button-link';
import { useSignedOutRedirect } from '@/components/app/use-signed-out-redirect';
import { problemOf } from '@/lib/graphql-errors';

/**
 * A query that failed: the reason and a retry. An expired session goes to sign-in and comes
 * back here afterwards.
 */
export function QueryProblem({
  error,
  onRetry,
  what,
  isCompact = false,
}: {
  error: unknown;
  onRetry: () => void;
  what: string;
  /** Inside a panel of its own, without a page's room around it. */
  isCompact?: boolean;
}) {
  const problem = problemOf(error);
  const isSignedOut = useSignedOutRedirect([error]);

  return (
    <div className={isCompact ? 'max-w-xl space-y-3' : 'max-w-xl space-y-4 py-6'}>
      <FormAlert
        message={
          isSignedOut
            ? 'Your session ended. Taking you to sign in…'
            : `Could not load ${what}. ${problem.message}`
        }
      />
      {isSignedOut ? null : (
        <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md')}>
          Try again
        </button>
      )}
    </div>
  );
}

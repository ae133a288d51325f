'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FormAlert } from '@/components/account/fields';
import { buttonClasses } from '@/components/button-link';
import { problemOf } from '@/lib/graphql-errors';

/**
 * A query that failed: the reason and a retry. An expired session goes to sign-in and comes
 * back here afterwards.
 */
export function QueryProblem({
  error,
  onRetry,
  what,
}: {
  error: unknown;
  onRetry: () => void;
  what: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const problem = problemOf(error);
  const isSignedOut = problem.code === 'UNAUTHENTICATED';

  useEffect(() => {
    if (isSignedOut) router.replace(`/sign-in?next=${encodeURIComponent(pathname)}`);
  }, [isSignedOut, pathname, router]);

  return (
    <div className="max-w-xl space-y-4 py-6">
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

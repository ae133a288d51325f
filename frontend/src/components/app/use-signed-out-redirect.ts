'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { signInPathFor } from '@/lib/api';
import { problemOf } from '@/lib/graphql-errors';

/**
 * For a page drawn before its session check answers (`<AppShell awaitSession={false}>`): a
 * query that fails with UNAUTHENTICATED means the visitor is signed out (or the session just
 * ended). Sends them to sign in, and back here afterwards, as the shell's own check would,
 * and returns true so the page keeps its loading state through the redirect instead of
 * flashing the error.
 */
export function useSignedOutRedirect(errors: readonly unknown[]): boolean {
  const router = useRouter();
  const pathname = usePathname();
  const isSignedOut = errors.some(
    (error) => error !== undefined && problemOf(error).code === 'UNAUTHENTICATED',
  );

  useEffect(() => {
    if (isSignedOut) router.replace(signInPathFor(pathname));
  }, [isSignedOut, pathname, router]);

  return isSignedOut;
}

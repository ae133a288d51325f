'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, type User } from '@/lib/api';

export type Session =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; user: User };

/**
 * Checks the session in the browser (the cookie belongs to the backend's origin, which only
 * the browser can send), sends visitors to `signInPath`, and offers `retry` when the check
 * itself fails. Always 'loading' in the server's render: the effect runs in the browser only.
 */
export function useSession(signInPath: string): {
  session: Session;
  retry: () => void;
  /** The same session's user after a change the page made (a new e-mail address). */
  replaceUser: (user: User) => void;
} {
  const router = useRouter();
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    api.getCurrentUser().then(
      (user) => {
        if (!isCurrent) return;
        if (user === null) router.replace(signInPath);
        else setSession({ state: 'ready', user });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const message = error instanceof ApiError ? error.message : 'Could not load your account.';
        setSession({ state: 'error', message });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [router, signInPath, attempt]);

  const retry = useCallback(() => {
    setSession({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const replaceUser = useCallback((user: User) => {
    setSession({ state: 'ready', user });
  }, []);

  return { session, retry, replaceUser };
}

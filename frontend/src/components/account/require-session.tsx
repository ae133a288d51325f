'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, api, type User } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { FormAlert } from './fields';
import { Spinner } from './spinner';

type Session =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; user: User };

/**
 * Renders `children` for the signed-in user, sends visitors to `signInPath`, and offers a
 * retry when the session cannot be checked. Client-side because the session cookie belongs to
 * the backend's origin, which only the browser can send.
 */
export function RequireSession({
  signInPath,
  loadingLabel,
  frame = (content) => content,
  children,
}: {
  signInPath: string;
  loadingLabel: string;
  /** Wraps the loading and error states, e.g. in the page's header, so nothing jumps later. */
  frame?: (content: ReactNode) => ReactNode;
  children: (user: User) => ReactNode;
}) {
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

  if (session.state === 'loading') {
    return frame(
      <p role="status" className="flex items-center gap-2 py-16 text-ink-muted">
        <Spinner className="size-5" /> {loadingLabel}
      </p>,
    );
  }
  if (session.state === 'error') {
    return frame(
      <div className="max-w-lg space-y-4 py-10">
        <FormAlert message={session.message} />
        <button
          type="button"
          onClick={() => {
            setSession({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
          className={buttonClasses('secondary', 'md')}
        >
          Try again
        </button>
      </div>,
    );
  }
  return children(session.user);
}

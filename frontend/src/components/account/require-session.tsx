'use client';

import type { ReactNode } from 'react';
import type { User } from '@/lib/api';
import { SessionLoading, SessionProblem } from './session-states';
import { useSession } from './use-session';

/**
 * Renders `children` for the signed-in user, sends visitors to `signInPath`, and offers a
 * retry when the session cannot be checked.
 */
export function RequireSession({
  signInPath,
  loadingLabel,
  children,
}: {
  signInPath: string;
  loadingLabel: string;
  children: (user: User) => ReactNode;
}) {
  const { session, retry } = useSession(signInPath);
  if (session.state === 'loading') return <SessionLoading label={loadingLabel} />;
  if (session.state === 'error')
    return <SessionProblem message={session.message} onRetry={retry} />;
  return children(session.user);
}

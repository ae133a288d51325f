'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { ApiError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, api, checkPassword } from '@/lib/api';
import { resetTokenFromHash } from '@/lib/password-reset';
import { buttonClasses } from '../button-link';
import { FormAlert, formText, PasswordField } from './fields';
import { Spinner } from './spinner';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
  };
}

/**
 * A new password for the account of a reset link (`/reset-password#token=…`). The token is
 * read in the browser only; the server answers with a session, so success lands signed in.
 */
export function ResetPasswordForm() {
  const router = useRouter();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  // null on the server and while hydrating: only the browser ever sees the fragment.
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => null,
  );
  const hashToken = hash === null ? undefined : resetTokenFromHash(hash);
  // Kept in state, because the fragment is cleared as soon as it has been read.
  const [token, setToken] = useState<string>();
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isPending, setIsPending] = useState(false);

  if (hashToken !== undefined && hashToken !== token) {
    setToken(hashToken);
    setIsLinkInvalid(false);
  }

  useEffect(() => {
    if (hashToken === undefined) return;
    // Out of the address bar, so the secret stays out of history and of copied addresses.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [hashToken]);

  async function submit(resetToken: string, password: string) {
    const problem = checkPassword(password);
    setPasswordError(problem);
    setFormError(undefined);
    if (problem) {
      passwordRef.current?.focus();
      return;
    }
    setIsPending(true);
    try {
      await api.resetPassword({ token: resetToken, password });
      router.replace('/dashboard');
      router.refresh();
    } catch (error) {
      setIsPending(false);
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') {
        setIsLinkInvalid(true);
      } else if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        setPasswordError(error.message);
        passwordRef.current?.focus();
      } else {
        setFormError(
          error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        );
      }
    }
  }

  if (hash === null) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner />
        Opening the link…
      </p>
    );
  }
  if (token === undefined) {
    return (
      <LinkProblem heading="This link is incomplete">
        Part of the link is missing. Open it from the e-mail again, or copy the whole link into the
        address bar. If it still does not work, ask for a new one.
      </LinkProblem>
    );
  }
  if (isLinkInvalid) {
    return (
      <LinkProblem heading="This link is invalid, used or expired" isFocused>
        A link works once, for an hour. Ask for a new one and use the link in the newest e-mail.
      </LinkProblem>
    );
  }

  const readyToken = token;
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(readyToken, formText(new FormData(event.currentTarget), 'password'));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isPending}>
      <FormAlert message={formError} />
      <PasswordField
        ref={passwordRef}
        id={`${id}-password`}
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={passwordError}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A long passphrase works well.`}
      />
      <button
        type="submit"
        disabled={isPending}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {isPending ? <Spinner /> : null}
        {isPending ? 'Setting it…' : 'Set the new password'}
      </button>
    </form>
  );
}

/** Why the link cannot be used, and the way to a new one. */
function LinkProblem({
  heading,
  isFocused = false,
  children,
}: {
  heading: string;
  /** When it replaces the form the visitor was using, focus moves to it so it is read out. */
  isFocused?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) headingRef.current?.focus();
  }, [isFocused]);

  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-bad/30 bg-bad/10 px-4 py-3">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-bad focus:outline-none">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{children}</p>
      </div>
      <Link href="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
        Ask for a new link
      </Link>
    </div>
  );
}

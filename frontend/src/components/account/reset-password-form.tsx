'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, api, checkPassword } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { FormAlert, formText, PasswordField } from './fields';
import { LinkProblem, OpeningLink } from './link-problem';
import { Spinner } from './spinner';
import { useLinkToken } from './use-link-token';

/** Where a reset link that cannot be used sends its reader. */
const ASK_AGAIN = { actionHref: '/forgot-password', actionLabel: 'Ask for a new link' };

/**
 * A new password for the account of a reset link (`/reset-password#token=…`). The token is
 * read in the browser only; the server answers with a session, so success lands signed in.
 */
export function ResetPasswordForm() {
  const router = useRouter();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const token = useLinkToken();
  // The token the server refused: a newer link opened in this tab gets its own chance.
  const [refusedToken, setRefusedToken] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isPending, setIsPending] = useState(false);

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
        setRefusedToken(resetToken);
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

  if (token === undefined) {
    return <OpeningLink />;
  }
  if (token === null) {
    return (
      <LinkProblem heading="This link is incomplete" {...ASK_AGAIN}>
        Part of the link is missing. Open it from the e-mail again, or copy the whole link into the
        address bar. If it still does not work, ask for a new one.
      </LinkProblem>
    );
  }
  if (token === refusedToken) {
    return (
      <LinkProblem heading="This link is invalid, used or expired" isFocused {...ASK_AGAIN}>
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

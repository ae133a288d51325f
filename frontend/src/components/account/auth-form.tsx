'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import {
  ApiError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  api,
  checkEmail,
  checkPassword,
} from '@/lib/api';
import { forgotPasswordPath } from '@/lib/password-reset';
import { buttonClasses } from '../button-link';
import { EmailField, FieldMessage, FormAlert, formText, PasswordInput } from './fields';
import { Spinner } from './spinner';

type Mode = 'sign-in' | 'sign-up';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The sign-in and sign-up form: the same fields, a different endpoint and wording. */
export function AuthForm({ mode, next }: { mode: Mode; next: string }) {
  const router = useRouter();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isPending, setIsPending] = useState(false);
  // Carried to the forgot-password page so the address need not be typed twice.
  const [typedEmail, setTypedEmail] = useState('');

  const isSignUp = mode === 'sign-up';
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const passwordHint = isSignUp
    ? `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A long passphrase works well.`
    : undefined;

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const email = formText(data, 'email').trim();
    const password = formText(data, 'password');

    const errors: FieldErrors = {
      email: checkEmail(email),
      // Sign-in only needs something typed: old passwords may predate today's rules.
      password: isSignUp
        ? checkPassword(password)
        : password === ''
          ? 'Enter your password.'
          : undefined,
    };
    setFieldErrors(errors);
    setFormError(undefined);
    if (errors.email) {
      emailRef.current?.focus();
      return;
    }
    if (errors.password) {
      passwordRef.current?.focus();
      return;
    }

    setIsPending(true);
    try {
      if (isSignUp) await api.signUp({ email, password });
      else await api.signIn({ email, password });
      router.push(next);
      router.refresh();
    } catch (error) {
      setIsPending(false);
      if (error instanceof ApiError && error.status === 400 && isSignUp) {
        // The server's validation message is specific (e.g. the address is taken).
        setFormError(error.message);
      } else {
        setFormError(
          error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        );
      }
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  return (
    // method="post": submitted before the page's JavaScript has loaded, the browser would
    // otherwise send a GET with the password in the address (history, logs, Referer).
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isPending}>
      <FormAlert message={formError} />

      <EmailField
        ref={emailRef}
        id={emailId}
        error={fieldErrors.email}
        onChange={(event) => {
          setTypedEmail(event.currentTarget.value);
        }}
      />

      <div>
        <label htmlFor={passwordId} className="block text-sm font-medium text-ink">
          Password
        </label>
        <div className="mt-1.5">
          <PasswordInput
            ref={passwordRef}
            id={passwordId}
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            required
            minLength={isSignUp ? PASSWORD_MIN_LENGTH : undefined}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={
              fieldErrors.password || passwordHint ? `${passwordId}-message` : undefined
            }
          />
        </div>
        <FieldMessage
          id={`${passwordId}-message`}
          error={fieldErrors.password}
          hint={passwordHint}
        />
        {isSignUp ? null : (
          <p className="mt-2 text-right text-sm">
            {/* No prefetch: the address changes with each key, and each would be fetched. */}
            <Link
              href={forgotPasswordPath(typedEmail)}
              prefetch={false}
              className="font-medium text-accent hover:underline"
            >
              Forgot your password?
            </Link>
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={isPending}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {isPending ? <Spinner /> : null}
        {isPending
          ? isSignUp
            ? 'Creating account…'
            : 'Signing in…'
          : isSignUp
            ? 'Create account'
            : 'Sign in'}
      </button>
    </form>
  );
}

'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { api, checkEmail } from '@/lib/api';
import { resetRequestProblem } from '@/lib/password-reset';
import { buttonClasses } from '../button-link';
import { lineIconProps } from '../icons';
import { EmailField, FormAlert, formText } from './fields';
import { Spinner } from './spinner';

/**
 * Asks for a link to choose a new password, then says where it went. The server answers the
 * same for any well-formed address, so the confirmation says "if an account uses it".
 */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail: string }) {
  const id = useId();
  const emailId = `${id}-email`;
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isPending, setIsPending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const wasSent = useRef(false);

  useEffect(() => {
    // Back from the confirmation to correct the address: focus goes to it.
    if (sentTo === undefined && wasSent.current) emailRef.current?.focus();
    wasSent.current = sentTo !== undefined;
  }, [sentTo]);

  async function submit(form: HTMLFormElement) {
    const address = formText(new FormData(form), 'email').trim();
    const problem = checkEmail(address);
    setEmailError(problem);
    setFormError(undefined);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setIsPending(true);
    try {
      await api.requestPasswordReset(address);
      setSentTo(address);
    } catch (error) {
      setFormError(resetRequestProblem(error));
    } finally {
      setIsPending(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  if (sentTo !== undefined) {
    return (
      <LinkSent
        email={sentTo}
        onChangeAddress={() => {
          setSentTo(undefined);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isPending}>
      <FormAlert message={formError} />

      <EmailField
        ref={emailRef}
        id={emailId}
        error={emailError}
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
        }}
      />

      <button
        type="submit"
        disabled={isPending}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {isPending ? <Spinner /> : null}
        {isPending ? 'Sending…' : 'Send the link'}
      </button>
    </form>
  );
}

/** The confirmation that takes the form's place, with a way to send the link again. */
function LinkSent({ email, onChangeAddress }: { email: string; onChangeAddress: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [resentNote, setResentNote] = useState('');

  // The button that was pressed is gone: focus lands on what replaced it, so it is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function sendAgain() {
    setIsPending(true);
    setProblem(undefined);
    setResentNote('');
    try {
      await api.requestPasswordReset(email);
      // The server quietly drops requests past its hourly limit, so this cannot promise a mail.
      setResentNote(
        'Asked again. Only a few links an hour go to one address, so give it a few minutes.',
      );
    } catch (error) {
      setProblem(resetRequestProblem(error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent sm:flex">
          <svg {...lineIconProps('size-5')}>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m4 7 8 6 8-6" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-ink focus:outline-none"
          >
            Check your inbox
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            If an account uses{' '}
            <strong className="font-semibold wrap-anywhere text-ink">{email}</strong>, we have sent
            it a link to choose a new password. The link works for an hour.
          </p>
        </div>
      </div>

      <FormAlert message={problem} />

      <Link href="/sign-in" className={buttonClasses('primary', 'lg', 'w-full')}>
        Back to sign in
      </Link>

      <div className="border-t border-line pt-4 text-sm text-ink-muted">
        <p>Nothing after a few minutes? Look in your spam folder, then:</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={isPending}
            onClick={() => void sendAgain()}
            className={buttonClasses('secondary', 'md')}
          >
            {isPending ? <Spinner /> : null}
            Send it again
          </button>
          <button type="button" onClick={onChangeAddress} className={buttonClasses('ghost', 'md')}>
            Use another address
          </button>
        </div>
        <p role="status" className="mt-3">
          {resentNote}
        </p>
      </div>
    </div>
  );
}

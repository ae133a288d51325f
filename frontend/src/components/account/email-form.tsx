'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SettingsChangeEmailDocument } from '@/gql/documents/SettingsChangeEmailDocument';
import type { AccountEmailFragment } from '@/gql/graphql';
import { checkEmail } from '@/lib/api';
import { emailChangeProblem } from '@/lib/email-confirmation';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses } from '../button-link';
import { FieldMessage, FormAlert, formText, inputClasses, PasswordField } from './fields';
import { Spinner } from './spinner';

type Field = 'newEmail' | 'password';

/**
 * Asks for a new sign-in address, given the password (docs/accounts.md, "Changing the e-mail
 * address"): a link goes to it, and the address changes only when the link is opened. Opened
 * from the Account panel, in a chunk of its own.
 */
export function EmailForm({
  currentEmail,
  onRequested,
  onCancel,
}: {
  currentEmail: string;
  /** The account as the server answered: its address as it was, and the change waiting. */
  onRequested: (account: AccountEmailFragment) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [changeEmail, { loading }] = useMutation(SettingsChangeEmailDocument);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  async function submit(newEmail: string, password: string) {
    const errors: Partial<Record<Field, string>> = {};
    const emailProblem = checkEmail(newEmail);
    if (emailProblem !== undefined) errors.newEmail = emailProblem;
    else if (newEmail.trim().toLowerCase() === currentEmail)
      errors.newEmail = 'That is the address you sign in with now.';
    if (password === '') errors.password = 'Enter your password.';
    setFieldErrors(errors);
    setProblem(undefined);
    if (Object.keys(errors).length > 0) return;
    try {
      const result = await changeEmail({ variables: { input: { newEmail, password } } });
      if (result.data) onRequested(result.data.changeEmail);
    } catch (error) {
      const problem = problemOf(error);
      const { code, message } = problem;
      if (code === 'WRONG_PASSWORD') setFieldErrors({ password: message });
      else if (code === 'VALIDATION_FAILED' || code === 'EMAIL_REJECTED')
        setFieldErrors({ newEmail: message });
      else setProblem(emailChangeProblem(problem));
    }
  }

  return (
    <form
      noValidate
      aria-label="Change your e-mail address"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        void submit(formText(data, 'newEmail'), formText(data, 'password'));
      }}
      className="space-y-4 border-t border-line pt-4"
    >
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
          New e-mail address
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="newEmail"
          type="email"
          autoComplete="email"
          aria-invalid={fieldErrors.newEmail ? true : undefined}
          aria-describedby={`${id}-email-message`}
          className={`${inputClasses} mt-1.5`}
        />
        <FieldMessage
          id={`${id}-email-message`}
          error={fieldErrors.newEmail}
          hint="We e-mail a link to the new address. Nothing changes until you open it."
        />
      </div>
      <PasswordField
        id={`${id}-password`}
        label="Password"
        name="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <FormAlert message={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={loading} className={buttonClasses('primary', 'md')}>
          {loading ? <Spinner /> : null}
          Change e-mail
        </button>
        <button
          type="button"
          disabled={loading}
          onClick={onCancel}
          className={buttonClasses('secondary', 'md')}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

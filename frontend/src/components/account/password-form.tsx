'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { SettingsChangePasswordDocument } from '@/gql/documents/SettingsChangePasswordDocument';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/api';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses } from '../button-link';
import { forgotPasswordPath } from '@/lib/password-reset';
import { FormAlert, formText, PasswordField } from './fields';
import { Spinner } from './spinner';

type Field = 'currentPassword' | 'newPassword';

function signedOutSentence(count: number): string {
  if (count === 0) return 'Password changed. You were not signed in anywhere else.';
  return `Password changed. ${count === 1 ? 'One other session was' : `${count} other sessions were`} signed out.`;
}

/**
 * A new password, given the current one. The server signs out every other session of the
 * account; this one stays signed in (docs/accounts.md, "Sessions").
 */
export function PasswordForm({ email, onChanged }: { email: string; onChanged?: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [changePassword, { loading }] = useMutation(SettingsChangePasswordDocument);

  async function submit(currentPassword: string, newPassword: string) {
    const errors: Partial<Record<Field, string>> = {};
    if (currentPassword === '') errors.currentPassword = 'Enter your current password.';
    const newProblem = checkPassword(newPassword);
    if (newProblem !== undefined) errors.newPassword = newProblem;
    setFieldErrors(errors);
    setProblem(undefined);
    setAnnouncement('');
    if (Object.keys(errors).length > 0) return;
    try {
      const result = await changePassword({
        variables: { input: { currentPassword, newPassword } },
      });
      formRef.current?.reset();
      setAnnouncement(signedOutSentence(result.data?.changePassword.otherSessionsSignedOut ?? 0));
      onChanged?.();
    } catch (error) {
      const { code, message } = problemOf(error);
      if (code === 'WRONG_PASSWORD') setFieldErrors({ currentPassword: message });
      else if (code === 'VALIDATION_FAILED') setFieldErrors({ newPassword: message });
      else setProblem(message);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        void submit(formText(data, 'currentPassword'), formText(data, 'newPassword'));
      }}
      className="space-y-4"
    >
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        error={fieldErrors.currentPassword}
      />
      {/* Signed in but the current password forgotten: the e-mailed link replaces it too. */}
      <p className="-mt-2 text-sm">
        {/* A plain link: it leaves the app, and next/link would cost /settings its budget. */}
        <a href={forgotPasswordPath(email)} className="font-medium text-accent hover:underline">
          Forgot your current password?
        </a>
      </p>
      <PasswordField
        id={`${id}-new`}
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldErrors.newPassword}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A long passphrase works well.`}
      />
      <button type="submit" disabled={loading} className={buttonClasses('secondary', 'md')}>
        {loading ? <Spinner /> : null}
        Change password
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {announcement}
      </p>
      <FormAlert message={problem} />
    </form>
  );
}

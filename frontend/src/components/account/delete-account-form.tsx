'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, api } from '@/lib/api';
import { ConfirmButtons } from '../confirm-step';
import { FieldMessage, FormAlert, formText, PasswordInput } from './fields';

/** Where a deleted account's browser goes: a full load, so nothing of it stays in memory. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * The password, then the deletion (docs/accounts.md, "Deleting the account"). On success the
 * page is left by a full navigation: the Apollo cache and every component's state held the
 * account's data, which a client-side route change would keep.
 */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  async function submit(password: string) {
    setProblem(undefined);
    if (password === '') {
      setFieldError('Enter your password to delete your account.');
      passwordRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setIsPending(true);
    try {
      await api.deleteAccount(password);
      // Replace, not push: Back must not return to the settings of an account that is gone.
      window.location.replace(ACCOUNT_DELETED_PATH);
    } catch (error) {
      setIsPending(false);
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        setFieldError('That is not your password.');
        passwordRef.current?.select();
      } else {
        setProblem(error instanceof ApiError ? error.message : 'Could not delete your account.');
      }
    }
  }

  return (
    <form
      noValidate
      aria-label="Confirm deleting your account"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(formText(new FormData(event.currentTarget), 'password'));
      }}
      className="space-y-4"
    >
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-medium text-ink">
          Your password
        </label>
        <div className="mt-1.5 max-w-sm">
          <PasswordInput
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-password-message`}
          />
        </div>
        <FieldMessage
          id={`${id}-password-message`}
          error={fieldError}
          hint="Asked again so that nobody else at this computer can delete it."
        />
      </div>
      <FormAlert message={problem} />
      <ConfirmButtons
        cancelRef={cancelRef}
        isPending={isPending}
        onCancel={onCancel}
        confirmType="submit"
        confirmLabel="Delete my account"
        pendingLabel="Deleting…"
        className="flex flex-wrap gap-2"
      />
    </form>
  );
}

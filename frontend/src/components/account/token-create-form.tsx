'use client';

import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, TOKEN_SCOPES, api, type CreatedToken, type TokenScope } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { FieldMessage, FormAlert, formText, inputClasses } from './fields';
import { Spinner } from './spinner';
import { scopeDescriptions } from './token-scopes';

const NAME_MAX_LENGTH = 100;

interface FieldErrors {
  name?: string;
  scopes?: string;
}

/** Names a new token and picks its scopes; hands the one-time secret to the parent. */
export function TokenCreateForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const scopesRef = useRef<HTMLFieldSetElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isPending, setIsPending] = useState(false);
  const nameId = `${id}-name`;
  const scopesMessageId = `${id}-scopes-message`;

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const name = formText(data, 'name').trim();
    const scopes = data
      .getAll('scopes')
      .map(String)
      .filter((scope): scope is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(scope));

    const errors: FieldErrors = {
      name: name === '' ? 'Give the token a name, e.g. where it will be used.' : undefined,
      scopes: scopes.length === 0 ? 'Choose at least one scope.' : undefined,
    };
    setFieldErrors(errors);
    setFormError(undefined);
    if (errors.name) {
      nameRef.current?.focus();
      return;
    }
    if (errors.scopes) {
      scopesRef.current?.querySelector('input')?.focus();
      return;
    }

    setIsPending(true);
    try {
      const created = await api.createToken({ name, scopes });
      form.reset();
      onCreated(created);
    } catch (error) {
      setFormError(
        error instanceof ApiError ? error.message : 'Could not create the token. Please try again.',
      );
    } finally {
      setIsPending(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isPending}
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
        Create a token
      </h3>
      <FormAlert message={formError} />
      <div>
        <label htmlFor={nameId} className="block text-sm font-medium text-ink">
          Token name
        </label>
        <input
          ref={nameRef}
          id={nameId}
          name="name"
          type="text"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          placeholder="e.g. Nightly import script"
          required
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={`${nameId}-message`}
          className={`${inputClasses} mt-1.5 sm:max-w-sm`}
        />
        <FieldMessage
          id={`${nameId}-message`}
          error={fieldErrors.name}
          hint="Only you see it; it helps you recognise the token later."
        />
      </div>

      <fieldset
        ref={scopesRef}
        aria-describedby={fieldErrors.scopes ? scopesMessageId : undefined}
        aria-invalid={fieldErrors.scopes ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink">Scopes</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {TOKEN_SCOPES.map((scope) => (
            <label
              key={scope}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface p-3 transition-colors hover:border-accent-line has-[:checked]:border-accent-line has-[:checked]:bg-accent-soft"
            >
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                aria-describedby={`${id}-${scope}-description`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-mono text-sm font-medium text-ink">{scope}</span>
                <span
                  id={`${id}-${scope}-description`}
                  className="mt-0.5 block text-sm text-ink-muted"
                >
                  {scopeDescriptions[scope]}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id={scopesMessageId} error={fieldErrors.scopes} />
      </fieldset>

      <button type="submit" disabled={isPending} className={buttonClasses('primary', 'md')}>
        {isPending ? <Spinner /> : null}
        {isPending ? 'Creating token…' : 'Create token'}
      </button>
    </form>
  );
}

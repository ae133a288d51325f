'use client';

import { useState, type ComponentProps } from 'react';

export const inputClasses =
  'block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-subtle transition-colors hover:border-accent-line focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-bad sm:text-sm';

/** The line under a field: a field error (announced via aria-describedby) or helper text. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-bad">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 6v5m0 3v.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className="mt-1.5 text-sm text-ink-subtle">
        {hint}
      </p>
    );
  }
  return null;
}

/** A password input with a show/hide toggle; the toggle keeps the field's label intact. */
export function PasswordInput(props: ComponentProps<'input'> & { id: string }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={isVisible ? 'text' : 'password'}
        className={`${inputClasses} pr-20`}
      />
      <button
        type="button"
        onClick={() => {
          setIsVisible((visible) => !visible);
        }}
        aria-controls={props.id}
        aria-pressed={isVisible}
        className="absolute inset-y-1 right-1 rounded-md px-2.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-offset-0"
      >
        {isVisible ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}

/** The form-level error; role="alert" so screen readers announce it when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-bad/30 bg-bad/10 px-3 py-2.5 text-sm font-medium text-bad">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path
              d="M10 6v5m0 3v.01"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A text field's value from FormData (files and missing fields read as empty). */
export function formText(data: FormData, key: string): string {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
}

/**
 * Which of `fields` a form control stands for, by its name; undefined for any other control.
 * Forms use it to drop a field's message as the person changes that field.
 */
export function fieldNamed<Field extends string>(
  control: EventTarget,
  fields: readonly Field[],
): Field | undefined {
  if (!(control instanceof HTMLElement)) return undefined;
  const name = control.getAttribute('name');
  return fields.find((field) => field === name);
}

/** The labelled e-mail box of the sign-in, sign-up and forgot-password forms, with its error. */
export function EmailField({
  id,
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; error: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        E-mail
      </label>
      <input
        {...input}
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}

/** A labelled password box with its error or hint underneath. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">
        <PasswordInput
          {...input}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
        />
      </div>
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

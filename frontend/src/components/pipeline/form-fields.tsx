import type { HTMLInputTypeAttribute, Ref } from 'react';
import { FieldMessage, inputClasses } from '@/components/account/fields';

/**
 * A labelled one-line field of the application page's forms (interviews, contacts, the offer),
 * with its error and its hint underneath, both tied to the input. Not required unless said: the
 * label says "(optional)". The browser's autofill is off: what these forms ask is about other
 * people and other places, and the browser would offer the job seeker's own details.
 */
export function TextField({
  id,
  name,
  label,
  isRequired = false,
  type = 'text',
  hint,
  defaultValue,
  error,
  inputRef,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  isRequired?: boolean;
  type?: HTMLInputTypeAttribute;
  hint?: string;
  defaultValue: string;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  maxLength?: number;
  min?: string;
  max?: string;
  list?: string;
  inputMode?: 'email' | 'tel' | 'url' | 'decimal';
  autoCapitalize?: 'none' | 'words' | 'characters';
  spellCheck?: boolean;
}) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {isRequired ? null : <span className="font-normal text-ink-subtle"> (optional)</span>}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete="off"
        required={isRequired}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={messageId} error={error} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The forms' optional "Notes": a few lines that grow on request, with their error. */
export function NotesField({
  id,
  maxLength,
  defaultValue,
  placeholder,
  error,
}: {
  id: string;
  maxLength: number;
  defaultValue: string;
  placeholder: string;
  error: string | undefined;
}) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Notes <span className="font-normal text-ink-subtle">(optional)</span>
      </label>
      <textarea
        id={id}
        name="notes"
        rows={3}
        maxLength={maxLength}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`${inputClasses} mt-1.5 resize-y`}
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}

/** What a text field suggests as it is typed in (its `list`); anything else may be typed too. */
export function SuggestionList({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

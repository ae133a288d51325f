'use client';

import { useState, type HTMLInputAutoCompleteAttribute } from 'react';
import { FieldMessage, inputClasses } from '@/components/account/fields';
import {
  formatKeywords,
  listAt,
  parseKeywords,
  setIn,
  textAt,
  withScheme,
  type Path,
} from '@/lib/resume-editing';
import { useResumeEditor } from './editor-context';

interface FieldProps {
  path: Path;
  label: string;
  hint?: string;
  className?: string;
}

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ink">
      {children}
    </label>
  );
}

/** The wiring every text control shares: value, change, blur, id and its message. */
function useTextField(path: Path, hint: string | undefined) {
  const editor = useResumeEditor();
  const id = editor.idFor(path);
  const problem = editor.problemFor(path);
  const messageId = `${id}-message`;
  return {
    editor,
    id,
    problem,
    messageId,
    props: {
      id,
      value: textAt(editor.document, path),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem || hint ? messageId : undefined,
      onBlur: () => {
        editor.markTouched(path);
      },
    },
    set: (value: string) => {
      editor.update((document) => setIn(document, path, value));
    },
  };
}

export function TextField({
  path,
  label,
  hint,
  className,
  type = 'text',
  autoComplete = 'off',
  placeholder,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
}) {
  const field = useTextField(path, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <input
        {...field.props}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        spellCheck={type === 'text'}
        onChange={(event) => {
          field.set(event.target.value);
        }}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={field.messageId} error={field.problem} hint={hint} />
    </div>
  );
}

/** A URL field that adds the https:// people often leave out (the schema needs it). */
export function UrlField({ path, label, hint, className }: FieldProps) {
  const field = useTextField(path, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <input
        {...field.props}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        onChange={(event) => {
          field.set(event.target.value);
        }}
        onBlur={(event) => {
          const completed = withScheme(event.target.value);
          if (completed !== event.target.value) field.set(completed);
          field.editor.markTouched(path);
        }}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={field.messageId} error={field.problem} hint={hint} />
    </div>
  );
}

export function DateField({ path, label, hint, className }: FieldProps) {
  const field = useTextField(path, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <input
        {...field.props}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="YYYY-MM"
        maxLength={10}
        onChange={(event) => {
          field.set(event.target.value);
        }}
        className={`${inputClasses} mt-1.5 tabular-nums`}
      />
      <FieldMessage id={field.messageId} error={field.problem} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  path,
  label,
  hint,
  className,
  rows = 4,
}: FieldProps & { rows?: number }) {
  const field = useTextField(path, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <textarea
        {...field.props}
        rows={rows}
        onChange={(event) => {
          field.set(event.target.value);
        }}
        className={`${inputClasses} mt-1.5 min-h-20 field-sizing-content`}
      />
      <FieldMessage id={field.messageId} error={field.problem} hint={hint} />
    </div>
  );
}

/**
 * Keywords typed as one comma-separated line. The text is kept as typed (a trailing comma
 * included) and the list is written on every change; the text follows the list only when the
 * list changes from outside (a reload, a discard).
 */
export function KeywordsField({ path, label, hint, className }: FieldProps) {
  const editor = useResumeEditor();
  const id = editor.idFor(path);
  const keywords = formatKeywords(listAt(editor.document, path));
  const [text, setText] = useState(keywords);
  const [lastKeywords, setLastKeywords] = useState(keywords);
  if (keywords !== lastKeywords) {
    setLastKeywords(keywords);
    if (formatKeywords(parseKeywords(text)) !== keywords) setText(keywords);
  }

  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={text}
        aria-describedby={hint ? `${id}-message` : undefined}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          const list = parseKeywords(value);
          editor.update((document) => setIn(document, path, list.length === 0 ? undefined : list));
        }}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={`${id}-message`} hint={hint} />
    </div>
  );
}

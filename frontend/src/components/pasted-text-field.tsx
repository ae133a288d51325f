'use client';

import type { Ref } from 'react';
import { FieldMessage, inputClasses } from '@/components/account/fields';

/**
 * The importers' box for pasted text (a resume, a spreadsheet's cells): monospace, not spell
 * checked, its error or hint beneath, and lit like the drop zone while a file is dragged over
 * the form, which takes it instead.
 */
export function PastedTextField({
  id,
  label,
  value,
  rows,
  placeholder,
  error,
  hint,
  isDragging,
  textRef,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  rows: number;
  placeholder: string;
  error: string | undefined;
  hint: string;
  isDragging: boolean;
  textRef: Ref<HTMLTextAreaElement>;
  onChange: (text: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={textRef}
        id={id}
        value={value}
        rows={rows}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`${inputClasses} mt-1.5 font-mono text-sm sm:text-sm ${isDragging ? 'border-brand-500 bg-accent-soft' : ''}`}
      />
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

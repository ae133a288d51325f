'use client';

import type { Ref } from 'react';
import { FieldMessage, inputClasses } from '@/components/account/fields';
import { formatDay } from '@/lib/dates';
import { quickDays } from './application-task-rules';

/** A quick day's pill, here and among "Day"'s choices (task-day-menu.tsx). */
export const QUICK_DAY =
  'rounded-full border px-2.5 py-1 text-xs font-medium transition-colors disabled:opacity-60';
export const QUICK_DAY_OFF =
  'border-line-strong text-ink-muted hover:border-accent-line hover:bg-accent-soft hover:text-ink';
const QUICK_DAY_ON = 'border-accent-line bg-accent-soft text-accent';

/**
 * The day a task is due by: a date field, with Today, Tomorrow and In a week a press away (a
 * pressed one pressed again takes the day off). Shared by the quick add and the edit form.
 * `today` is the person's own day. `onChange` gets the field's value (YYYY-MM-DD, or empty).
 */
export function TaskDayField({
  id,
  value,
  today,
  error,
  isDisabled = false,
  inputRef,
  onChange,
}: {
  id: string;
  value: string;
  today: string;
  error?: string;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  const messageId = `${id}-message`;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex items-center gap-2">
          {/* No "(optional)": a task without a day is the plain case, and the label stays on one
              line beside its field at 320 px. */}
          <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink">
            Due
          </label>
          <input
            ref={inputRef}
            id={id}
            type="date"
            value={value}
            disabled={isDisabled}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            className={`${inputClasses} w-auto min-w-0 py-1.5`}
          />
        </div>
        <div role="group" aria-label="Quick days" className="flex flex-wrap gap-1.5">
          {quickDays(today).map(({ label, day }) => {
            const isOn = value === day;
            return (
              <button
                key={label}
                type="button"
                aria-pressed={isOn}
                disabled={isDisabled}
                onClick={() => {
                  onChange(isOn ? '' : day);
                }}
                className={`${QUICK_DAY} ${isOn ? QUICK_DAY_ON : QUICK_DAY_OFF}`}
              >
                {label}
                <span className="sr-only"> ({formatDay(day)})</span>
              </button>
            );
          })}
        </div>
      </div>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '@/components/account/fields';
import { buttonClasses } from '@/components/button-link';
import { CalendarIcon } from '@/components/calendar-icon';
import { quickDays } from './application-task-rules';
import { QUICK_DAY, QUICK_DAY_OFF } from './task-day-field';
import { useInlineMenu } from './use-inline-menu';

/**
 * "Day": gives an open task another day without leaving its list (the Tasks page, "Due this
 * week") — Today, Tomorrow, In a week, another day picked in a date field, or no day. The
 * choices open under the task, in the list's flow, and are walked as the board's Move is
 * (use-inline-menu.ts). `focusOnMount`: the task has just moved to another group, where this
 * row is new, and focus follows it here.
 */
export function TaskDayMenu({
  title,
  dueOn,
  today,
  focusOnMount = false,
  onFocused,
  onChoose,
  buttonClassName = '',
}: {
  title: string;
  dueOn: string | null;
  /** The person's own day, which the quick days count from. */
  today: string;
  focusOnMount?: boolean;
  onFocused?: () => void;
  onChoose: (dueOn: string | null) => void;
  buttonClassName?: string;
}) {
  const [otherDay, setOtherDay] = useState('');
  const choices = [
    ...quickDays(today).filter((choice) => choice.day !== dueOn),
    ...(dueOn === null ? [] : [{ label: 'No day', day: null }]),
  ];
  const { isOpen, toggle, close, buttonRef, wrapperProps, choiceProps } = useInlineMenu(
    choices.length,
  );
  const panelId = useId();
  const dayFieldId = useId();

  // Read as the row is drawn: only a row drawn anew for the moved task takes the focus, not the
  // one it leaves, which may still be drawn for a moment before the move.
  const isMovedHere = useRef(focusOnMount);
  useEffect(() => {
    if (!isMovedHere.current) return;
    isMovedHere.current = false;
    buttonRef.current?.focus();
    onFocused?.();
  }, [onFocused, buttonRef]);

  function choose(day: string | null) {
    close({ focusButton: true });
    onChoose(day);
  }

  return (
    <div className="contents" {...wrapperProps}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className={`inline-flex h-7 shrink-0 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink aria-expanded:bg-surface-muted aria-expanded:text-ink ${buttonClassName}`}
      >
        <CalendarIcon className="size-3.5" />
        Day<span className="sr-only"> of “{title}”</span>
      </button>
      {isOpen ? (
        <div
          id={panelId}
          role="group"
          aria-label={`Another day for “${title}”`}
          className="mt-2 min-w-0 basis-full space-y-3 rounded-lg border border-line bg-surface p-3 shadow-md"
        >
          <div className="flex flex-wrap gap-1.5">
            {choices.map((choice, index) => (
              <button
                key={choice.label}
                {...choiceProps(index)}
                type="button"
                onClick={() => {
                  choose(choice.day);
                }}
                className={`${QUICK_DAY} ${QUICK_DAY_OFF}`}
              >
                {choice.label}
              </button>
            ))}
          </div>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (/^\d{4}-\d{2}-\d{2}$/.test(otherDay)) choose(otherDay);
            }}
            className="space-y-1.5"
          >
            <label htmlFor={dayFieldId} className="block text-sm font-medium text-ink">
              Another day
            </label>
            {/* Set beside the field, or under it where the list is narrow (beside the dashboard's
                day column on a phone). */}
            <div className="flex flex-wrap items-center gap-2">
              <div className="min-w-0 flex-1 basis-36 sm:max-w-44">
                <input
                  id={dayFieldId}
                  type="date"
                  value={otherDay}
                  onChange={(event) => {
                    setOtherDay(event.target.value);
                  }}
                  className={inputClasses}
                />
              </div>
              <button
                type="submit"
                disabled={otherDay === ''}
                className={buttonClasses('secondary', 'md')}
              >
                Set
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </div>
  );
}

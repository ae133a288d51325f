'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '@/components/account/fields';
import { buttonClasses } from '@/components/button-link';
import { CalendarIcon } from '@/components/calendar-icon';
import { nextOptionIndex } from '@/lib/board-moves';
import { quickDays } from './application-task-rules';

/**
 * "Day": gives an open task another day without leaving its list (the Tasks page, "Due this
 * week") — Today, Tomorrow, In a week,
 * another day picked in a date field, or no day. The choices open under the task, in the
 * list's flow; arrow keys walk the buttons, Escape closes and returns to "Day", as the board's
 * Move does. `focusOnMount`: the task has just moved to another group, where this row is new,
 * and focus follows it here.
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
  const [isOpen, setIsOpen] = useState(false);
  const [otherDay, setOtherDay] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choiceRefs = useRef<(HTMLButtonElement | null)[]>([]);
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
  }, [onFocused]);
  useEffect(() => {
    if (isOpen) choiceRefs.current[0]?.focus();
  }, [isOpen]);

  const choices = [
    ...quickDays(today).filter((choice) => choice.day !== dueOn),
    ...(dueOn === null ? [] : [{ label: 'No day', day: null }]),
  ];

  function choose(day: string | null) {
    setIsOpen(false);
    buttonRef.current?.focus();
    onChoose(day);
  }

  function onChoiceKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextOptionIndex(event.key, index, choices.length);
    if (next === null) return;
    event.preventDefault();
    choiceRefs.current[next]?.focus();
  }

  return (
    <div
      className="contents"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setIsOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Closed when focus leaves the button and its choices (a click elsewhere, Tab past them).
        if (isOpen && !event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
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
                ref={(element) => {
                  choiceRefs.current[index] = element;
                }}
                type="button"
                onKeyDown={(event) => {
                  onChoiceKeyDown(event, index);
                }}
                onClick={() => {
                  choose(choice.day);
                }}
                className="rounded-full border border-line-strong px-2.5 py-1 text-xs font-medium text-ink-muted transition-colors hover:border-accent-line hover:bg-accent-soft hover:text-ink"
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

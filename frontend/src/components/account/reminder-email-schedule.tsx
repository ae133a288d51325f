'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  hourLabel,
  REMINDER_HOURS,
  supportedTimeZones,
  timeZoneChoices,
  timeZoneLabel,
  type ReminderField,
} from '@/lib/reminder-email';
import { FieldMessage, inputClasses } from './fields';

export type ScheduleErrors = Partial<Record<ReminderField, string>>;

/**
 * When the reminder e-mail comes: the hour, written on the browser's clock, and the time zone
 * it is read in, said in words with a way to choose another. `action` is the form's button
 * (Turn on, Save), under them: after the zone, when one is being chosen.
 */
export function ReminderSchedule({
  id,
  hour,
  timeZone,
  hour12,
  isDisabled,
  errors,
  hourRef,
  zoneRef,
  onHourChange,
  onZoneChange,
  action,
}: {
  id: string;
  hour: number;
  timeZone: string;
  hour12: boolean;
  isDisabled: boolean;
  errors: ScheduleErrors;
  hourRef: RefObject<HTMLSelectElement | null>;
  zoneRef: RefObject<HTMLSelectElement | null>;
  onHourChange: (hour: number) => void;
  onZoneChange: (timeZone: string) => void;
  action: ReactNode;
}) {
  const [isChoosingZone, setIsChoosingZone] = useState(false);
  const hasAsked = useRef(false);
  // The server's refusal of the zone is said by the chooser's field.
  const isZoneOpen = isChoosingZone || errors.timeZone !== undefined;

  // The button that opened the chooser is gone: focus goes to what replaced it.
  useEffect(() => {
    if (!isChoosingZone || !hasAsked.current) return;
    hasAsked.current = false;
    zoneRef.current?.focus();
  }, [isChoosingZone, zoneRef]);

  return (
    <div>
      <label htmlFor={`${id}-hour`} className="block text-sm font-medium text-ink">
        Time of day
      </label>
      {/* Wide enough for "12:00 AM": inputClasses fill their container. */}
      <div className="mt-1.5 w-32">
        <select
          ref={hourRef}
          id={`${id}-hour`}
          name="hour"
          disabled={isDisabled}
          value={String(hour)}
          onChange={(event) => {
            onHourChange(Number(event.target.value));
          }}
          aria-invalid={errors.hour ? true : undefined}
          aria-describedby={`${id}-hour-message ${id}-zone-note`}
          className={`${inputClasses} tabular-nums disabled:bg-surface-muted`}
        >
          {REMINDER_HOURS.map((each) => (
            <option key={each} value={String(each)}>
              {hourLabel(each, hour12)}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={`${id}-hour-message`} error={errors.hour} />
      <p id={`${id}-zone-note`} className="mt-1.5 text-sm text-ink-muted">
        Times in <span className="font-medium break-all text-ink">{timeZone}</span>.
        {isZoneOpen ? null : (
          <>
            {' '}
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => {
                hasAsked.current = true;
                setIsChoosingZone(true);
              }}
              className="font-semibold text-accent hover:underline disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:no-underline"
            >
              Choose another time zone
            </button>
          </>
        )}
      </p>
      {isZoneOpen ? (
        <div className="mt-3 max-w-sm">
          <label htmlFor={`${id}-zone`} className="block text-sm font-medium text-ink">
            Time zone
          </label>
          <select
            ref={zoneRef}
            id={`${id}-zone`}
            name="timeZone"
            disabled={isDisabled}
            value={timeZone}
            onChange={(event) => {
              onZoneChange(event.target.value);
            }}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={`${id}-zone-message`}
            className={`${inputClasses} mt-1.5 disabled:bg-surface-muted`}
          >
            {timeZoneChoices(supportedTimeZones(), timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </select>
          <FieldMessage
            id={`${id}-zone-message`}
            error={errors.timeZone}
            hint="The days and the hour are read on its clock."
          />
        </div>
      ) : null}
      <div className="mt-4">{action}</div>
    </div>
  );
}

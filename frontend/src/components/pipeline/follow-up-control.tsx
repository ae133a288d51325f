'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { saveFile } from '@/lib/download';
import { buildFollowUpCalendar, followUpFilename, ICS_MEDIA_TYPE } from '@/lib/ics';
import { FormAlert, inputClasses } from '../account/fields';
import { Spinner } from '../account/spinner';
import { buttonClasses } from '../button-link';
import { ApplicationPageSetFollowUpMutation, type ApplicationDetails } from './application-queries';
import { addDays, dueStatus, formatDay, localDay } from '@/lib/dates';
import { optimisticEvent, withTypename } from './optimistic';
import { useActionProblem } from './use-action-problem';
import { CalendarIcon } from '../calendar-icon';

const PRESETS = [
  { days: 3, label: 'In 3 days' },
  { days: 7, label: 'In a week' },
  { days: 14, label: 'In 2 weeks' },
] as const;

/** The day to follow up: pick, clear, or take it to a calendar. */
export function FollowUpControl({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  const [mutate] = useMutation(ApplicationPageSetFollowUpMutation);
  const describeProblem = useActionProblem(onStale);
  const [value, setValue] = useState(application.followUpOn ?? '');
  const [pending, setPending] = useState<'save' | 'clear' | null>(null);
  const [problem, setProblem] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const hintId = useId();
  const today = localDay();
  const current = application.followUpOn;
  // The field follows the saved day when it changes (a save here, a refetch after a conflict).
  const [shownDay, setShownDay] = useState(current);
  if (shownDay !== current) {
    setShownDay(current);
    setValue(current ?? '');
  }
  const due = current ? dueStatus(current, today) : null;

  async function save(on: string | null) {
    const now = new Date();
    setProblem(undefined);
    setFieldError(undefined);
    setAnnouncement('');
    setPending(on ? 'save' : 'clear');
    try {
      await mutate({
        variables: { input: { id: application.id, on } },
        optimisticResponse: {
          setFollowUp: withTypename('Application', {
            ...application,
            followUpOn: on,
            updatedAt: now.toISOString(),
            events: [
              ...application.events,
              optimisticEvent(on ? 'follow_up_set' : 'follow_up_cleared', { note: on }, now),
            ],
          }),
        },
      });
      setAnnouncement(on ? `Follow-up set for ${formatDay(on)}.` : 'Follow-up cleared.');
    } catch (error) {
      setProblem(describeProblem(error));
    } finally {
      setPending(null);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value) {
      setFieldError('Pick a day, or use Clear to remove the follow-up.');
      return;
    }
    void save(value);
  }

  function downloadCalendar() {
    if (!current) return;
    const calendar = buildFollowUpCalendar({
      applicationId: application.id,
      on: current,
      jobTitle: application.job.title,
      company: application.job.company,
      applicationUrl: `${window.location.origin}/applications/${encodeURIComponent(application.id)}`,
      now: new Date(),
    });
    saveFile(
      followUpFilename(application.job.title, application.job.company),
      ICS_MEDIA_TYPE,
      calendar,
    );
  }

  return (
    <section
      aria-labelledby="follow-up-heading"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="follow-up-heading" className="text-base font-semibold text-ink">
        Follow-up
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {current && due ? (
          <>
            <time dateTime={current} className="font-semibold text-ink">
              {formatDay(current)}
            </time>{' '}
            <span className={due.tone === 'overdue' ? 'font-medium text-bad' : ''}>
              ({due.label.toLowerCase()})
            </span>
          </>
        ) : (
          'No follow-up set. Pick a day to be reminded on the dashboard.'
        )}
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-4">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Follow up on
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            id={inputId}
            type="date"
            value={value}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            }}
            className={`${inputClasses} w-auto min-w-0 flex-1`}
          />
          <button
            type="submit"
            disabled={pending !== null}
            className={buttonClasses('primary', 'md', 'h-[2.625rem] sm:h-[2.375rem]')}
          >
            {pending === 'save' ? <Spinner /> : null}
            Save
          </button>
        </div>
        <p id={hintId} className={`mt-1.5 text-sm ${fieldError ? 'text-bad' : 'text-ink-subtle'}`}>
          {fieldError ?? 'Shown under “Due this week” on the dashboard from a week before.'}
        </p>
      </form>

      <div className="mt-3 flex flex-wrap gap-1.5" role="group" aria-label="Quick follow-up dates">
        {PRESETS.map((preset) => {
          const on = addDays(today, preset.days);
          return (
            <button
              key={preset.days}
              type="button"
              disabled={pending !== null}
              onClick={() => {
                setValue(on);
                void save(on);
              }}
              className="rounded-full border border-line-strong px-2.5 py-1 text-xs font-medium text-ink-muted hover:border-accent-line hover:bg-accent-soft hover:text-ink disabled:opacity-60"
            >
              {preset.label}
              <span className="sr-only"> ({formatDay(on)})</span>
            </button>
          );
        })}
      </div>

      {current ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
          <button
            type="button"
            onClick={downloadCalendar}
            className={buttonClasses('secondary', 'md')}
          >
            <CalendarIcon className="size-4" />
            Add to calendar (.ics)
          </button>
          <button
            type="button"
            disabled={pending !== null}
            onClick={() => {
              setValue('');
              void save(null);
            }}
            className={buttonClasses('ghost', 'md')}
          >
            {pending === 'clear' ? <Spinner /> : null}
            Clear
            <span className="sr-only"> follow-up date</span>
          </button>
        </div>
      ) : null}

      <div className="mt-3 space-y-2">
        <FormAlert message={problem} />
        <p role="status" className="text-sm text-ink-muted">
          {announcement}
        </p>
      </div>
    </section>
  );
}

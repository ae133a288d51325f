import type { ComponentProps, ReactNode, RefObject } from 'react';
import type { ReminderEmailDetailsFragment } from '@/gql/graphql';
import { formatMoment } from '@/lib/interview-time';
import { hourLabel } from '@/lib/reminder-email';
import { ReminderSchedule } from './reminder-email-schedule';

type Schedule = Omit<ComponentProps<typeof ReminderSchedule>, 'action'>;

/** While it is off: what it would hold and when, the hour and zone to choose, and Turn on. */
export function ReminderEmailOff({
  schedule,
  action,
  onSubmit,
}: {
  schedule: Schedule;
  action: ReactNode;
  onSubmit: () => void;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="font-semibold text-ink">The reminder e-mail is off</h3>
      <p className="mt-1 text-sm text-ink-muted">
        Turned on, it comes at the hour you choose on the days something is due: your interviews
        today and tomorrow, the follow-ups due, the last days to apply and the offers to answer
        within two days, and on Mondays the applications gone quiet. Other days, nothing comes.
      </p>
      <div className="mt-4">
        <ReminderSchedule {...schedule} action={action} />
      </div>
    </form>
  );
}

/**
 * While it is on: where and when it goes, the next one and the last, the hour and zone to
 * change (`action` saves them), and the panel's other buttons (`children`).
 */
export function ReminderEmailOn({
  reminderEmail: { hour, timeZone, nextAt, lastSentAt },
  email,
  hour12,
  now,
  schedule,
  action,
  onSubmit,
  children,
}: {
  reminderEmail: ReminderEmailDetailsFragment;
  email: string;
  hour12: boolean;
  now: Date;
  schedule: Schedule;
  action: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const clock = { timeZone, now };
  return (
    <div>
      <div className="flex items-start gap-3">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-good-soft text-good sm:flex">
          <MailIcon />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">The reminder e-mail is on</h3>
          <p className="mt-1 text-sm text-ink-muted">
            It goes to <strong className="font-semibold wrap-anywhere text-ink">{email}</strong> at{' '}
            {hourLabel(hour, hour12)}, {timeZone} time, on the days something is due.
          </p>
        </div>
      </div>
      <dl className="mt-4 space-y-1 text-sm">
        {/* Inline, so that on a phone the words wrap as a sentence would. */}
        <div>
          <dt className="inline text-ink-muted">Next one: </dt>
          <dd className="inline text-ink">
            <time dateTime={nextAt} className="font-medium">
              {formatMoment(nextAt, clock)}
            </time>
            <span className="text-ink-muted">, if that day has something in it</span>
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Last one: </dt>
          <dd className="inline text-ink">
            {lastSentAt === null ? (
              'none sent yet'
            ) : (
              <time dateTime={lastSentAt}>{formatMoment(lastSentAt, clock)}</time>
            )}
          </dd>
        </div>
      </dl>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="mt-5 border-t border-line pt-5"
      >
        <ReminderSchedule {...schedule} action={action} />
      </form>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-5">{children}</div>
    </div>
  );
}

/** Why the controls are off: the e-mail goes only to a confirmed address. */
export function UnconfirmedNote({
  noteRef,
  email,
}: {
  noteRef: RefObject<HTMLDivElement | null>;
  email: string;
}) {
  return (
    <div
      ref={noteRef}
      // Focused when the server refused for it: the button that was pressed is disabled now.
      tabIndex={-1}
      className="mb-5 flex items-start gap-2 rounded-lg border border-warn-line bg-warn-soft px-3 py-2.5 text-sm text-ink focus:outline-none"
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden="true">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 6v5m0 3v.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <p>
        Confirm your address first: the reminder e-mail goes only to a confirmed address. Open the
        link we e-mailed to <strong className="font-semibold wrap-anywhere">{email}</strong>, or
        send a new one from Account above.
      </p>
    </div>
  );
}

function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

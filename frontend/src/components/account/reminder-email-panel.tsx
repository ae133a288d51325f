'use client';

import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useAnchorArrival } from '@/components/use-anchor-arrival';
import { SettingsReminderEmailDocument } from '@/gql/documents/SettingsReminderEmailDocument';
import { SettingsSendReminderEmailNowDocument } from '@/gql/documents/SettingsSendReminderEmailNowDocument';
import { SettingsSetReminderEmailDocument } from '@/gql/documents/SettingsSetReminderEmailDocument';
import { SettingsTurnOffReminderEmailDocument } from '@/gql/documents/SettingsTurnOffReminderEmailDocument';
import type { ReminderEmailDetailsFragment } from '@/gql/graphql';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { problemOf } from '@/lib/graphql-errors';
import { formatMoment } from '@/lib/interview-time';
import {
  browserHour12,
  DEFAULT_REMINDER_HOUR,
  REMINDER_EMAIL_HREF,
  reminderProblemOf,
  sentAnnouncement,
  type ReminderAction,
} from '@/lib/reminder-email';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { useSessionUser } from '../app/app-shell';
import { buttonClasses } from '../button-link';
import { QueryProblem } from '../jobs/query-problem';
import { FormAlert } from './fields';
import { ReminderEmailOn, ReminderEmailOff, UnconfirmedNote } from './reminder-email-states';
import type { ScheduleErrors } from './reminder-email-schedule';
import { Spinner } from './spinner';

const ANCHOR = REMINDER_EMAIL_HREF.slice(REMINDER_EMAIL_HREF.indexOf('#'));

type FocusTarget = 'hour' | 'timeZone' | 'send' | 'turn-on' | 'note';

/** A ReminderEmail has no id to be found by in the cache: each answer replaces the query's. */
function keep(cache: ApolloCache, reminderEmail: ReminderEmailDetailsFragment | null) {
  cache.writeQuery({ query: SettingsReminderEmailDocument, data: { reminderEmail } });
}

/**
 * The reminder e-mail: a morning e-mail of the day's job search, to the account's confirmed
 * address on the days something is due. Turn it on at an hour of the day in a time zone,
 * change them, send one now to see it, or turn it off. Loaded in a chunk of its own, with its
 * query and mutations (the settings route is at the edge of its JavaScript budget).
 * `panelRef` is the panel the e-mail's "change it" link points at.
 */
export function ReminderEmailPanel({ panelRef }: { panelRef: RefObject<HTMLElement | null> }) {
  const id = useId();
  const user = useSessionUser();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(SettingsReminderEmailDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [setReminderEmail, { loading: isSetting }] = useMutation(SettingsSetReminderEmailDocument, {
    update(cache, { data: answer }) {
      if (answer) keep(cache, answer.setReminderEmail);
    },
  });
  const [turnOffReminderEmail, { loading: isTurningOff }] = useMutation(
    SettingsTurnOffReminderEmailDocument,
    {
      // False means it was off already (turned off elsewhere): off either way.
      update(cache) {
        keep(cache, null);
      },
    },
  );
  const [sendReminderEmailNow, { loading: isSending }] = useMutation(
    SettingsSendReminderEmailNowDocument,
    {
      update(cache, { data: answer }) {
        if (answer) keep(cache, answer.sendReminderEmailNow.reminderEmail);
      },
    },
  );
  const saved = data?.reminderEmail;
  // The fields show what is saved (while off: 8:00 in the browser's zone) until changed.
  const [draftHour, setDraftHour] = useState<number>();
  const [draftZone, setDraftZone] = useState<string>();
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  // The server refused for an unconfirmed address while the session's user said confirmed:
  // the user is read again (below); until it changes, the panel believes the server.
  const [refusedAsOf, setRefusedAsOf] = useState<{ confirmedAt: string | null }>();
  const hourRef = useRef<HTMLSelectElement>(null);
  const zoneRef = useRef<HTMLSelectElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const turnOnRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the state a mutation led to is drawn: the button that had it may be gone.
  const focusNext = useRef<FocusTarget>(undefined);
  const nextAt = saved ? Date.parse(saved.nextAt) : null;
  const now = useMinuteClock(nextAt);

  const isUnconfirmed =
    user.emailConfirmedAt === null || refusedAsOf?.confirmedAt === user.emailConfirmedAt;
  const isBusy = isSetting || isTurningOff || isSending;
  const hour12 = browserHour12();
  const hour = draftHour ?? saved?.hour ?? DEFAULT_REMINDER_HOUR;
  const timeZone = draftZone ?? saved?.timeZone ?? browserTimeZone() ?? 'UTC';

  useEffect(() => {
    const targets = {
      hour: hourRef,
      timeZone: zoneRef,
      send: sendRef,
      'turn-on': turnOnRef,
      note: noteRef,
    };
    const target = focusNext.current === undefined ? null : targets[focusNext.current].current;
    if (target === null) return;
    target.focus();
    focusNext.current = undefined;
  });

  // The e-mail's "change it" link leads to #reminder-email: in view once the setting has
  // loaded, with the cursor on the hour, which is what the link was followed for.
  useAnchorArrival(ANCHOR, saved !== undefined, { scrollTo: panelRef, focus: hourRef });

  // One goes out at the hour, usually while the page is in another tab: back in this one, or
  // once the hour has passed here, look again (the next one, the last sent).
  const isOn = saved !== undefined && saved !== null;
  useEffect(() => {
    if (!isOn) return;
    function lookAgain() {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    }
    document.addEventListener('visibilitychange', lookAgain);
    return () => {
      document.removeEventListener('visibilitychange', lookAgain);
    };
  }, [isOn, refetch]);
  const isPast = nextAt !== null && now.getTime() >= nextAt;
  useEffect(() => {
    if (isPast) void refetch().catch(() => undefined);
  }, [isPast, refetch]);

  function start() {
    setProblem(undefined);
    setAnnouncement('');
  }

  function fail(caught: unknown, action: ReminderAction) {
    const refusal = reminderProblemOf(problemOf(caught), action);
    if (refusal.kind === 'unconfirmed') {
      setRefusedAsOf({ confirmedAt: user.emailConfirmedAt });
      focusNext.current = 'note';
      // The Account panel's query: its answer brings the address's state to the whole app
      // (email-status.tsx), the notice with "Send it again" included.
      void client.refetchQueries({ include: ['SettingsAccountEmail'] }).catch(() => undefined);
    } else if (refusal.kind === 'field') {
      setErrors({ [refusal.field]: refusal.message });
      focusNext.current = refusal.field;
    } else if (refusal.kind === 'off') {
      keep(client.cache, null);
      setProblem(refusal.message);
      focusNext.current = 'turn-on';
    } else {
      setProblem(refusal.message);
    }
  }

  function nextOne(reminderEmail: ReminderEmailDetailsFragment): string {
    return formatMoment(reminderEmail.nextAt, { timeZone: reminderEmail.timeZone });
  }

  async function save(isTurningOn: boolean) {
    start();
    try {
      const result = await setReminderEmail({ variables: { input: { hour, timeZone, hour12 } } });
      const answer = result.data?.setReminderEmail;
      setDraftHour(undefined);
      setDraftZone(undefined);
      setErrors({});
      if (isTurningOn) focusNext.current = 'send';
      if (answer)
        setAnnouncement(
          `${isTurningOn ? 'The reminder e-mail is on' : 'Saved'}. Next one: ${nextOne(answer)}.`,
        );
    } catch (caught) {
      fail(caught, isTurningOn ? 'turn-on' : 'save');
    }
  }

  async function sendNow() {
    start();
    try {
      const result = await sendReminderEmailNow();
      if (result.data) setAnnouncement(sentAnnouncement(result.data.sendReminderEmailNow));
    } catch (caught) {
      fail(caught, 'send');
    }
  }

  async function turnOff() {
    start();
    try {
      await turnOffReminderEmail();
      setDraftHour(undefined);
      setDraftZone(undefined);
      setErrors({});
      focusNext.current = 'turn-on';
      setAnnouncement('The reminder e-mail is off.');
    } catch (caught) {
      fail(caught, 'turn-off');
    }
  }

  if (saved === undefined) {
    if (error)
      return (
        <QueryProblem
          error={error}
          what="your reminder e-mail"
          isCompact
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    return (
      // As high as settings-view's placeholder while this chunk loads: nothing moves between.
      <p
        role="status"
        className="flex min-h-[15.3125rem] items-center gap-2 text-sm text-ink-muted"
      >
        <Spinner /> Loading your reminder e-mail…
      </p>
    );
  }

  const schedule = {
    id,
    hour,
    timeZone,
    hour12,
    isDisabled: isUnconfirmed || isBusy,
    errors,
    hourRef,
    zoneRef,
    onHourChange: (value: number) => {
      setDraftHour(value);
      setErrors(({ timeZone: zoneError }) => ({ timeZone: zoneError }));
    },
    onZoneChange: (value: string) => {
      setDraftZone(value);
      setErrors(({ hour: hourError }) => ({ hour: hourError }));
    },
  };

  return (
    <div aria-busy={isBusy}>
      {isUnconfirmed ? <UnconfirmedNote noteRef={noteRef} email={user.email} /> : null}
      {saved === null ? (
        <ReminderEmailOff
          schedule={schedule}
          onSubmit={() => void save(true)}
          action={
            <button
              ref={turnOnRef}
              type="submit"
              disabled={isUnconfirmed || isBusy}
              className={buttonClasses('primary', 'md')}
            >
              {isSetting ? <Spinner /> : null}
              {isSetting ? 'Turning on…' : 'Turn on'}
            </button>
          }
        />
      ) : (
        <ReminderEmailOn
          reminderEmail={saved}
          email={user.email}
          hour12={hour12}
          now={now}
          schedule={schedule}
          onSubmit={() => {
            if (hour === saved.hour && timeZone === saved.timeZone && hour12 === saved.hour12) {
              setDraftHour(undefined);
              setDraftZone(undefined);
              setProblem(undefined);
              setAnnouncement('Nothing changed.');
              return;
            }
            void save(false);
          }}
          action={
            <button
              type="submit"
              disabled={isUnconfirmed || isBusy}
              className={buttonClasses('secondary', 'md')}
            >
              {isSetting ? <Spinner /> : null}
              Save
            </button>
          }
        >
          <button
            ref={sendRef}
            type="button"
            disabled={isUnconfirmed || isBusy}
            onClick={() => void sendNow()}
            className={buttonClasses('secondary', 'md')}
          >
            {isSending ? <Spinner /> : null}
            {isSending ? 'Sending…' : 'Send one now'}
          </button>
          {/* Turning it off asks for no confirmed address: it only stops e-mail. */}
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void turnOff()}
            className={buttonClasses('ghost', 'md')}
          >
            {isTurningOff ? <Spinner /> : null}
            {isTurningOff ? 'Turning off…' : 'Turn off'}
          </button>
        </ReminderEmailOn>
      )}
      {/* Always there, so that what appears in it is announced; spaced only when it speaks. */}
      <p role="status" className={announcement ? 'mt-3 text-sm text-ink-muted' : undefined}>
        {announcement}
      </p>
      <div className={problem ? 'mt-3' : undefined}>
        <FormAlert message={problem} />
      </div>
    </div>
  );
}

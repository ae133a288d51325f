'use client';

import Link from 'next/link';
import { useState } from 'react';
import { api } from '@/lib/api';
import {
  isUnsubscribeToken,
  REMINDER_EMAIL_HREF,
  unsubscribeFailureOf,
} from '@/lib/reminder-email';
import { buttonClasses } from '../button-link';
import { LinkAction, LinkDone, LinkProblem, OpeningLink } from './link-problem';
import { useLinkToken } from './use-link-token';

/** Where a link that cannot be used sends its reader: the e-mail is turned off there too. */
const TO_SETTINGS = { actionHref: REMINDER_EMAIL_HREF, actionLabel: 'Go to Settings' };

/** What became of a token the server was asked about; a newer link in the tab starts afresh. */
type Outcome = { token: string; kind: 'stopped' | 'link-invalid' };

/**
 * Turns the reminder e-mail off from the link at the foot of one (`/unsubscribe#token=…`).
 * Only on a press of the button, never when the page opens: mail scanners open links to
 * inspect them, and must not unsubscribe anyone.
 */
export function UnsubscribeForm() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>();
  const [problem, setProblem] = useState<string>();
  const [isPending, setIsPending] = useState(false);

  async function stop(linkToken: string) {
    setIsPending(true);
    setProblem(undefined);
    try {
      await api.unsubscribeFromReminderEmail(linkToken);
      setOutcome({ token: linkToken, kind: 'stopped' });
    } catch (error) {
      const failure = unsubscribeFailureOf(error);
      if (failure.kind === 'failed') setProblem(failure.message);
      else setOutcome({ token: linkToken, kind: 'link-invalid' });
    } finally {
      setIsPending(false);
    }
  }

  if (token === undefined) {
    return <OpeningLink />;
  }
  // A token of another shape was cut short on the way: no need to ask the server.
  if (token === null || !isUnsubscribeToken(token)) {
    return (
      <LinkProblem heading="This link is incomplete" {...TO_SETTINGS}>
        This page opens from the link at the foot of a reminder e-mail, and part of that link is
        missing. Open it from the e-mail again, or copy the whole link into the address bar. Signed
        in, you can also turn the e-mails off in Settings → Reminder e-mail.
      </LinkProblem>
    );
  }
  if (outcome?.token === token) {
    if (outcome.kind === 'stopped') return <RemindersStopped />;
    return (
      <LinkProblem heading="This link does not work" isFocused {...TO_SETTINGS}>
        This server did not make it, or it was changed on the way. Open it again from the foot of a
        reminder e-mail, or sign in and turn the e-mails off in Settings → Reminder e-mail.
      </LinkProblem>
    );
  }

  const readyToken = token;
  return (
    <LinkAction
      label="Stop the reminder e-mails"
      pendingLabel="Stopping…"
      isPending={isPending}
      problem={problem}
      onPress={() => void stop(readyToken)}
    />
  );
}

/** The answer that takes the button's place, with the way to turn them on again. */
export function RemindersStopped() {
  return (
    <LinkDone
      heading="The reminder e-mails are off"
      actions={
        <Link href={REMINDER_EMAIL_HREF} className={buttonClasses('secondary', 'lg', 'w-full')}>
          Turn them on again
        </Link>
      }
    >
      No more will come to this address. Changed your mind? Turn them on again in Settings, at the
      hour you like.
    </LinkDone>
  );
}

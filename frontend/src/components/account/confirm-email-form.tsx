'use client';

import Link from 'next/link';
import { useState } from 'react';
import { api } from '@/lib/api';
import { confirmFailureOf } from '@/lib/email-confirmation';
import { buttonClasses } from '../button-link';
import { LinkAction, LinkDone, LinkProblem, OpeningLink } from './link-problem';
import { useLinkToken } from './use-link-token';

/** Where a link that cannot be used sends its reader: a new one is sent from there. */
const TO_SETTINGS = { actionHref: '/settings', actionLabel: 'Go to Settings' };

/** What became of a token the server was asked about; a newer link in the tab starts afresh. */
type Outcome = { token: string } & (
  { kind: 'confirmed'; email: string } | { kind: 'link-invalid' } | { kind: 'address-taken' }
);

/**
 * Confirms the address of a link e-mailed by the app (`/confirm-email#token=…`): the account's
 * own after sign-up, or the new one of a change. Only on a press of the button, never when the
 * page opens: mail scanners open links to inspect them, and must not confirm anything.
 */
export function ConfirmEmailForm() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>();
  const [problem, setProblem] = useState<string>();
  const [isPending, setIsPending] = useState(false);

  async function confirm(linkToken: string) {
    setIsPending(true);
    setProblem(undefined);
    try {
      const user = await api.confirmEmail(linkToken);
      setOutcome({ token: linkToken, kind: 'confirmed', email: user.email });
    } catch (error) {
      const failure = confirmFailureOf(error);
      if (failure.kind === 'failed') setProblem(failure.message);
      else setOutcome({ token: linkToken, ...failure });
    } finally {
      setIsPending(false);
    }
  }

  if (token === undefined) {
    return <OpeningLink />;
  }
  if (token === null) {
    return (
      <LinkProblem heading="This link is incomplete" {...TO_SETTINGS}>
        This page opens from the link in the e-mail we sent you, and part of that link is missing.
        Open it from the e-mail again, or copy the whole link into the address bar. Settings →
        Account sends a new one.
      </LinkProblem>
    );
  }
  if (outcome?.token === token) {
    if (outcome.kind === 'confirmed') return <AddressConfirmed email={outcome.email} />;
    if (outcome.kind === 'link-invalid') {
      return (
        <LinkProblem heading="This link is invalid, used or expired" isFocused {...TO_SETTINGS}>
          A link works once, for 24 hours, and a newer link or a cancelled change ends it sooner.
          Already confirmed with it? Then you are done. Otherwise, sign in and send a new link from
          Settings → Account.
        </LinkProblem>
      );
    }
    return (
      <LinkProblem heading="This address cannot be used" isFocused {...TO_SETTINGS}>
        It cannot be used for your account any more, so your address stays as it was. You can choose
        another one in Settings → Account.
      </LinkProblem>
    );
  }

  const readyToken = token;
  return (
    <LinkAction
      label="Confirm my address"
      pendingLabel="Confirming…"
      isPending={isPending}
      problem={problem}
      onPress={() => void confirm(readyToken)}
    />
  );
}

/** The answer that takes the button's place, with the ways on (to sign in, when signed out). */
export function AddressConfirmed({ email }: { email: string }) {
  return (
    <LinkDone
      heading="Your address is confirmed"
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/dashboard" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            Go to the dashboard
          </Link>
          <Link href="/settings" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
            Go to Settings
          </Link>
        </div>
      }
    >
      <strong className="font-semibold wrap-anywhere text-ink">{email}</strong> is now the address
      you sign in with.
    </LinkDone>
  );
}

'use client';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SettingsAccountEmailDocument } from '@/gql/documents/SettingsAccountEmailDocument';
import { SettingsCancelEmailChangeDocument } from '@/gql/documents/SettingsCancelEmailChangeDocument';
import type { AccountEmailFragment } from '@/gql/graphql';
import type { User } from '@/lib/api';
import { problemOf } from '@/lib/graphql-errors';
import { useReplaceSessionUser } from '../app/app-shell';
import { buttonClasses } from '../button-link';
import { FormAlert } from './fields';
import { sendEmailConfirmation } from './send-email-confirmation';
import { Spinner } from './spinner';

type PendingEmail = NonNullable<AccountEmailFragment['pendingEmail']>;

const expiryFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 30, 2026, 2:05 PM", in the browser's time zone. */
function formatExpiry(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : expiryFormat.format(date);
}

/**
 * Under the address in the Account panel: a change of address that waits for its link, or,
 * for an address not confirmed yet, a way to a new link. Read from GraphQL (the session's user
 * does not know of a waiting change); every operation on the address answers with the same
 * fields, so Apollo's cache keeps this current. Loaded in a chunk of its own, with its query.
 */
export function EmailStatus({
  user,
  onAnnounce,
  onChangeCancelled,
}: {
  user: User;
  /** Says what happened, in the panel's live region. */
  onAnnounce: (text: string) => void;
  /** The block with the focused button is gone: the panel puts focus somewhere useful. */
  onChangeCancelled: () => void;
}) {
  const client = useApolloClient();
  const replaceUser = useReplaceSessionUser();
  const { data, error, refetch } = useQuery(SettingsAccountEmailDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [cancelEmailChange, { loading: isCancelling }] = useMutation(
    SettingsCancelEmailChangeDocument,
  );
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const account = data?.me;
  const isWaiting =
    account !== undefined && (account.pendingEmail !== null || account.emailConfirmedAt === null);

  // The link is usually opened in another tab, or on a phone: back in this one, look again.
  useEffect(() => {
    if (!isWaiting) return;
    function lookAgain() {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    }
    document.addEventListener('visibilitychange', lookAgain);
    return () => {
      document.removeEventListener('visibilitychange', lookAgain);
    };
  }, [isWaiting, refetch]);

  // An address confirmed meanwhile reaches the header and the app's notice too. Only then: a
  // waiting change leaves the address the session shows as it is.
  useEffect(() => {
    if (account === undefined) return;
    const isConfirmed = account.emailConfirmedAt !== null;
    if (account.email !== user.email || isConfirmed !== (user.emailConfirmedAt !== null))
      replaceUser({ ...user, email: account.email, emailConfirmedAt: account.emailConfirmedAt });
  }, [account, user, replaceUser]);

  async function sendAgain() {
    setIsSending(true);
    setProblem(undefined);
    onAnnounce('');
    const sending = await sendEmailConfirmation(client);
    setIsSending(false);
    if ('sentTo' in sending) {
      onAnnounce(
        `We sent a new link to ${sending.sentTo}; the links sent before it no longer work.`,
      );
      return;
    }
    setProblem(sending.problem);
    // Nothing to confirm any more (the link was opened elsewhere, or expired): show what is.
    if (sending.code === 'VALIDATION_FAILED') void refetch().catch(() => undefined);
  }

  async function cancelChange(currentEmail: string) {
    setProblem(undefined);
    onAnnounce('');
    try {
      await cancelEmailChange();
      onChangeCancelled();
      onAnnounce(`The change is cancelled: you still sign in with ${currentEmail}.`);
    } catch (caught) {
      setProblem(problemOf(caught).message);
    }
  }

  if (account === undefined) {
    if (!error) return null;
    return (
      <div className="mt-4 space-y-3 border-t border-line pt-4">
        <FormAlert message="Could not check for a change of address waiting for its link." />
        <button
          type="button"
          onClick={() => void refetch().catch(() => undefined)}
          className={buttonClasses('secondary', 'md')}
        >
          Try again
        </button>
      </div>
    );
  }
  if (account.pendingEmail !== null) {
    return (
      <PendingChange
        pending={account.pendingEmail}
        currentEmail={account.email}
        isSending={isSending}
        isCancelling={isCancelling}
        problem={problem}
        onSendAgain={() => void sendAgain()}
        onCancel={() => void cancelChange(account.email)}
      />
    );
  }
  if (account.emailConfirmedAt === null) {
    return (
      <UnconfirmedAddress isSending={isSending} problem={problem} onSend={() => void sendAgain()} />
    );
  }
  // Confirmed meanwhile: the answer to a last press may still need saying.
  return <FormAlert message={problem} />;
}

/** A new address that waits for the link sent to it; the old one signs in until then. */
export function PendingChange({
  pending,
  currentEmail,
  isSending,
  isCancelling,
  problem,
  onSendAgain,
  onCancel,
}: {
  pending: PendingEmail;
  currentEmail: string;
  isSending: boolean;
  isCancelling: boolean;
  problem: string | undefined;
  onSendAgain: () => void;
  onCancel: () => void;
}) {
  const isBusy = isSending || isCancelling;
  return (
    <div className="mt-4 rounded-lg border border-accent-line bg-accent-soft p-3 sm:p-4">
      <h3 className="font-semibold text-ink">
        Waiting for confirmation: <span className="wrap-anywhere">{pending.email}</span>
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        We sent a link to{' '}
        <strong className="font-semibold wrap-anywhere text-ink">{pending.email}</strong>; your
        address changes when you open it (the link works until {formatExpiry(pending.expiresAt)}).
        Until then you sign in with{' '}
        <strong className="font-semibold wrap-anywhere text-ink">{currentEmail}</strong>.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={isBusy}
          onClick={onSendAgain}
          className={buttonClasses('secondary', 'md')}
        >
          {isSending ? <Spinner /> : null}
          Send the link again
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={onCancel}
          className={buttonClasses('ghost', 'md')}
        >
          {isCancelling ? <Spinner /> : null}
          Cancel the change
        </button>
      </div>
      <div className={problem ? 'mt-3' : undefined}>
        <FormAlert message={problem} />
      </div>
    </div>
  );
}

/** The way to a new link for an address not confirmed yet (the one sent at sign-up is lost). */
export function UnconfirmedAddress({
  isSending,
  problem,
  onSend,
}: {
  isSending: boolean;
  problem: string | undefined;
  onSend: () => void;
}) {
  return (
    <div className="mt-4 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">
        Confirm this address with the link we e-mailed to it when you signed up. Lost the e-mail?
        Ask for a new link.
      </p>
      <button
        type="button"
        disabled={isSending}
        onClick={onSend}
        className={buttonClasses('secondary', 'md', 'mt-3')}
      >
        {isSending ? <Spinner /> : null}
        Send a confirmation link
      </button>
      <div className={problem ? 'mt-3' : undefined}>
        <FormAlert message={problem} />
      </div>
    </div>
  );
}

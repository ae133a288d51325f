'use client';

import { api, type TokenSummary } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { ConfirmButtons, useConfirmStep } from '../confirm-step';
import { useRowRemoval } from './loaded-list';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string, format = dateFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The user's tokens: name, scopes, prefix, dates, and revoke with a confirmation step. */
export function TokenList({
  tokens,
  onRevoked,
}: {
  tokens: TokenSummary[];
  onRevoked: (token: TokenSummary) => void;
}) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} onRevoked={onRevoked} />
      ))}
    </ul>
  );
}

function TokenRow({
  token,
  onRevoked,
}: {
  token: TokenSummary;
  onRevoked: (token: TokenSummary) => void;
}) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const removal = useRowRemoval(
    () => api.revokeToken(token.id),
    () => {
      onRevoked(token);
    },
    'Could not revoke the token.',
  );

  return (
    <li
      aria-label={token.name}
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="truncate font-semibold text-ink">{token.name}</p>
          <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-ink-muted">
            {token.prefix}…
          </code>
        </div>
        <ul aria-label="Scopes" className="mt-2 flex flex-wrap gap-1.5">
          {token.scopes.map((scope) => (
            <li
              key={scope}
              className="rounded-full border border-accent-line bg-accent-soft px-2 py-0.5 font-mono text-xs font-medium text-accent"
            >
              {scope}
            </li>
          ))}
        </ul>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-subtle">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd className="text-ink-muted">
              <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd className="text-ink-muted">
              {token.lastUsedAt ? (
                <time dateTime={token.lastUsedAt}>
                  {formatDate(token.lastUsedAt, dateTimeFormat)}
                </time>
              ) : (
                'Never'
              )}
            </dd>
          </div>
        </dl>
        {removal.error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-bad">
            {removal.error}
          </p>
        ) : null}
      </div>

      <div className="shrink-0">
        {isConfirming ? (
          <div
            role="group"
            aria-label={`Confirm revoking ${token.name}`}
            className="flex flex-col gap-2 rounded-lg border border-bad/30 bg-bad/5 p-3 sm:items-end"
          >
            <p className="text-sm text-ink">Revoke? Scripts using it stop working at once.</p>
            <ConfirmButtons
              cancelRef={cancelRef}
              isPending={removal.isPending}
              onCancel={cancel}
              onConfirm={() => {
                void removal.run();
              }}
              confirmLabel="Yes, revoke"
              pendingLabel="Revoking…"
            />
          </div>
        ) : (
          <button
            ref={triggerRef}
            type="button"
            onClick={ask}
            className={buttonClasses('secondary', 'md')}
          >
            Revoke
            <span className="sr-only"> {token.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

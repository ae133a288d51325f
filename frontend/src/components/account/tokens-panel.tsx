'use client';

import { lazyComponent } from '@/components/lazy-component';
import { useState } from 'react';
import { api, type CreatedToken } from '@/lib/api';
import { ListPending, useLoadedList } from './loaded-list';
import { SettingsPanel } from './settings-panel';
import { TokenCreateForm } from './token-create-form';
import { TokenList } from './token-list';

// Shown once, right after a token is created: loads on demand.
const TokenReveal = lazyComponent(() =>
  import('./token-reveal').then((module) => module.TokenReveal),
);

// Module-level, so the hook sees the same function on every render.
const loadTokens = () => api.listTokens();

/** Personal access tokens: create one (shown once), list them, revoke them. */
export function TokensPanel() {
  const tokens = useLoadedList(loadTokens, 'Could not load your tokens.');
  const [created, setCreated] = useState<CreatedToken>();
  const [announcement, setAnnouncement] = useState('');

  return (
    <SettingsPanel
      title="API tokens"
      description={
        <>
          Personal access tokens let hosts and scripts call the plant and case APIs as you, with{' '}
          <code className="font-mono text-xs whitespace-nowrap text-ink">
            Authorization: Bearer …
          </code>
          .
        </>
      }
    >
      <div className="space-y-6">
        {created ? (
          <TokenReveal
            token={created}
            onDismiss={() => {
              setCreated(undefined);
            }}
          />
        ) : null}

        <div className="rounded-xl border border-line bg-surface p-5 sm:p-6">
          <TokenCreateForm
            onCreated={(token) => {
              setCreated(token);
              setAnnouncement(`Token ${token.name} created.`);
              tokens.reload();
            }}
          />
        </div>

        <div>
          <h3 className="text-base font-semibold text-ink">Your tokens</h3>
          <div className="mt-3">
            {tokens.items === undefined || tokens.loadError ? (
              <ListPending
                loadError={tokens.loadError}
                loadingLabel="Loading tokens…"
                onRetry={tokens.reload}
              />
            ) : tokens.items.length === 0 ? (
              <EmptyTokens />
            ) : (
              <TokenList
                tokens={tokens.items}
                onRevoked={(token) => {
                  tokens.setItems((current) => current?.filter((item) => item.id !== token.id));
                  setAnnouncement(`Token ${token.name} revoked.`);
                }}
              />
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </SettingsPanel>
  );
}

function EmptyTokens() {
  return (
    <div className="rounded-xl border border-dashed border-line-strong bg-canvas-tint px-5 py-8 text-center">
      <svg viewBox="0 0 24 24" className="mx-auto size-8 text-ink-subtle" aria-hidden="true">
        <circle cx="8" cy="15" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="m11 12 8-8m-3 3 2.5 2.5M14 9l2 2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="mt-3 font-semibold text-ink">No tokens yet</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">
        Create a token for each host or script that calls the plant or case API. It sends the token
        as <code className="font-mono text-xs text-ink">Authorization: Bearer ra_pat_…</code>, and
        you can revoke it here at any time.
      </p>
    </div>
  );
}

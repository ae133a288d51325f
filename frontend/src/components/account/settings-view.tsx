'use client';

import { lazyComponent } from '@/components/lazy-component';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, api, type CreatedToken, type TokenSummary, type User } from '@/lib/api';
import { useSessionUser } from '../app/app-shell';
import { buttonClasses } from '../button-link';
import { FormAlert } from './fields';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { Spinner } from './spinner';
import { TokenCreateForm } from './token-create-form';
import { TokenList } from './token-list';

// Shown once, right after a token is created: loads on demand.
const TokenReveal = lazyComponent(() =>
  import('./token-reveal').then((module) => module.TokenReveal),
);

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The account settings: who is signed in, sign out, profile, password, personal access tokens. */
export function SettingsView() {
  const user = useSessionUser();
  return (
    <div className="space-y-10">
      <AccountPanel user={user} />
      <Panel title="Profile" description="How the app shows you.">
        <div className="rounded-xl border border-line bg-surface p-5">
          <ProfileForm initialDisplayName={user.displayName} />
        </div>
      </Panel>
      <Panel
        title="Password"
        description="Changing it signs out every other device; this one stays signed in."
      >
        <div className="rounded-xl border border-line bg-surface p-5">
          <PasswordForm />
        </div>
      </Panel>
      <TokensPanel />
    </div>
  );
}

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-1 text-sm text-ink-muted">{description}</div>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

function AccountPanel({ user }: { user: User }) {
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setIsPending(true);
    setError(undefined);
    try {
      await api.signOut();
      router.push('/sign-in');
      router.refresh();
    } catch (caught) {
      setIsPending(false);
      setError(messageOf(caught, 'Could not sign out. Please try again.'));
    }
  }

  return (
    <Panel title="Account" description="The e-mail address you sign in with.">
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-ink-subtle">Signed in as</p>
          <p className="font-semibold break-all text-ink" data-testid="account-email">
            {user.email}
          </p>
        </div>
        <button
          type="button"
          disabled={isPending}
          onClick={() => {
            void signOut();
          }}
          className={buttonClasses('secondary', 'md', 'shrink-0')}
        >
          {isPending ? <Spinner /> : null}
          {isPending ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
      {error ? (
        <div className="mt-3">
          <FormAlert message={error} />
        </div>
      ) : null}
    </Panel>
  );
}

function TokensPanel() {
  const [tokens, setTokens] = useState<TokenSummary[]>();
  const [loadError, setLoadError] = useState<string>();
  const [created, setCreated] = useState<CreatedToken>();
  const [announcement, setAnnouncement] = useState('');

  // Bumped to (re)load the list: after a creation or when "Try again" is pressed.
  const [listVersion, setListVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    api.listTokens().then(
      (items) => {
        if (!isCurrent) return;
        setTokens(items);
        setLoadError(undefined);
      },
      (error: unknown) => {
        if (isCurrent) setLoadError(messageOf(error, 'Could not load your tokens.'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [listVersion]);

  function reload() {
    setListVersion((version) => version + 1);
  }

  return (
    <Panel
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
              reload();
            }}
          />
        </div>

        <div>
          <h3 className="text-base font-semibold text-ink">Your tokens</h3>
          <div className="mt-3">
            {loadError ? (
              <div className="space-y-3">
                <FormAlert message={loadError} />
                <button
                  type="button"
                  onClick={() => {
                    reload();
                  }}
                  className={buttonClasses('secondary', 'md')}
                >
                  Try again
                </button>
              </div>
            ) : tokens === undefined ? (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner /> Loading tokens…
              </p>
            ) : tokens.length === 0 ? (
              <EmptyTokens />
            ) : (
              <TokenList
                tokens={tokens}
                onRevoked={(token) => {
                  setTokens((current) => current?.filter((item) => item.id !== token.id));
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
    </Panel>
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

'use client';

import { api, type SessionSummary } from '@/lib/api';
import { SHORT_MONTH_NAMES } from '@/lib/month-names';
import { timeAgo } from '@/lib/time-ago';
import { describeUserAgent, type DeviceKind } from '@/lib/user-agent';
import { buttonClasses } from '../button-link';
import { lineIconProps } from '../icons';
import { useRowRemoval } from './loaded-list';
import { Spinner } from './spinner';

function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${SHORT_MONTH_NAMES[date.getMonth()] ?? ''} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The account's live sessions, this device first, each other one with a way to sign it out. */
export function SessionList({
  sessions,
  onSignedOut,
}: {
  sessions: SessionSummary[];
  onSignedOut: (session: SessionSummary, label: string) => void;
}) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      {ordered.map((session) => (
        <SessionRow key={session.id} session={session} onSignedOut={onSignedOut} />
      ))}
    </ul>
  );
}

function SessionRow({
  session,
  onSignedOut,
}: {
  session: SessionSummary;
  onSignedOut: (session: SessionSummary, label: string) => void;
}) {
  const device = describeUserAgent(session.userAgent);
  const removal = useRowRemoval(
    () => api.signOutSession(session.id),
    () => {
      onSignedOut(session, device.label);
    },
    'Could not sign out that session.',
  );

  return (
    <li
      aria-label={session.current ? `${device.label}, this device` : device.label}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3.5">
        <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-lg bg-surface-muted text-ink-muted">
          <DeviceIcon kind={device.kind} />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <p className="font-semibold break-words text-ink">{device.label}</p>
            {session.current ? (
              <span className="rounded-full border border-accent-line bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                This device
              </span>
            ) : null}
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-subtle">
            <div className="flex gap-1">
              <dt>Active</dt>
              <dd className="text-ink-muted">
                <time dateTime={session.lastSeenAt}>
                  {session.current ? 'now' : timeAgo(session.lastSeenAt)}
                </time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Signed in</dt>
              <dd className="text-ink-muted">
                <time dateTime={session.createdAt}>{shortDate(session.createdAt)}</time>
              </dd>
            </div>
            {session.ip ? (
              <div className="flex gap-1">
                <dt>From</dt>
                <dd className="font-mono text-xs leading-5 break-all text-ink-muted">
                  {session.ip}
                </dd>
              </div>
            ) : null}
          </dl>
          {removal.error ? (
            <p role="alert" className="mt-2 text-sm font-medium text-bad">
              {removal.error}
            </p>
          ) : null}
        </div>
      </div>
      {session.current ? null : (
        <button
          type="button"
          disabled={removal.isPending}
          onClick={() => {
            void removal.run();
          }}
          className={buttonClasses('secondary', 'md', 'shrink-0 self-start sm:self-center')}
        >
          {removal.isPending ? <Spinner /> : null}
          {removal.isPending ? 'Signing out…' : 'Sign out'}
          <span className="sr-only"> {device.label}</span>
        </button>
      )}
    </li>
  );
}

function DeviceIcon({ kind }: { kind: DeviceKind }) {
  const props = lineIconProps('size-5');
  if (kind === 'phone')
    return (
      <svg {...props}>
        <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
        <path d="M11 18.5h2" />
      </svg>
    );
  if (kind === 'tablet')
    return (
      <svg {...props}>
        <rect x="4.5" y="2.5" width="15" height="19" rx="2.5" />
        <path d="M11 18.5h2" />
      </svg>
    );
  if (kind === 'computer')
    return (
      <svg {...props}>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8.5 20h7M12 16v4" />
      </svg>
    );
  return (
    <svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
    </svg>
  );
}

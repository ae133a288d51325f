'use client';

import Script from 'next/script';
import { useRouter } from 'next/navigation';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '@/env';
import { ApiError, api } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { FormAlert } from '../account/fields';
import { Spinner } from '../account/spinner';

const SIGN_IN_PATH = '/sign-in?next=/embed/demo';
const EVENT_TYPES = ['cases-loaded', 'case-created', 'case-status-changed', 'case-error'] as const;
const MAX_EVENTS = 8;

type Session = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready' };

interface LoggedEvent {
  id: number;
  type: (typeof EVENT_TYPES)[number];
  text: string;
}

/** The app's palette, handed to the element through its documented custom properties. */
const theme = {
  '--case-controls-font': 'var(--font-sans)',
  '--case-controls-accent': 'var(--color-brand-600)',
  '--case-controls-text': 'var(--ink)',
  '--case-controls-muted': 'var(--ink-muted)',
  '--case-controls-surface': 'var(--surface)',
  '--case-controls-border': 'var(--line-strong)',
  '--case-controls-radius': '0.75rem',
  '--case-controls-danger': 'var(--bad)',
} as CSSProperties;

/** The snippet a host pastes, pointing at this deployment's script and backend. */
function embedSnippet(origin: string): string {
  return `<!-- 1. On your server: proxy /agent/api/cases/* to ${apiBaseUrl}/api/cases/*
        adding  Authorization: Bearer <token with cases:read cases:write> -->
<!-- 2. Load the element once -->
<script src="${origin}/case-controls.js" defer></script>
<!-- 3. Place it -->
<agent-case-controls endpoint="/agent/api/cases"></agent-case-controls>`;
}

function describe(type: LoggedEvent['type'], detail: unknown): string {
  const value = detail as Record<string, unknown>;
  const caseTitle = (value.case as { title?: string } | undefined)?.title ?? '';
  switch (type) {
    case 'cases-loaded':
      return `${String(value.count)} case(s) shown${value.hasMore ? ', more to load' : ''}`;
    case 'case-created':
      return `“${caseTitle}”`;
    case 'case-status-changed':
      return `“${caseTitle}”: ${String(value.from)} → ${String(value.to)}`;
    case 'case-error':
      return `${String(value.status)} ${String(value.error)}: ${String(value.message)}`;
  }
}

/**
 * Mounts the case controls against the real case API with the session cookie, and lists the
 * DOM events the element sends so host developers can see what they can listen to.
 */
export function CaseControlsDemo() {
  const router = useRouter();
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const controls = useRef<HTMLElement>(null);

  useEffect(() => {
    let isCurrent = true;
    api.getCurrentUser().then(
      (user) => {
        if (!isCurrent) return;
        if (user === null) router.replace(SIGN_IN_PATH);
        else setSession({ state: 'ready' });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const message = error instanceof ApiError ? error.message : 'Could not load your account.';
        setSession({ state: 'error', message });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [router, attempt]);

  useEffect(() => {
    const element = controls.current;
    if (session.state !== 'ready' || element === null) return;
    let nextId = 0;
    const listener = (event: Event) => {
      const type = event.type as LoggedEvent['type'];
      const text = describe(type, (event as CustomEvent).detail);
      nextId += 1;
      const logged = { id: nextId, type, text };
      setEvents((previous) => [logged, ...previous].slice(0, MAX_EVENTS));
    };
    for (const type of EVENT_TYPES) element.addEventListener(type, listener);
    return () => {
      for (const type of EVENT_TYPES) element.removeEventListener(type, listener);
    };
  }, [session.state]);

  if (session.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-16 text-ink-muted">
        <Spinner className="size-5" /> Checking your session…
      </p>
    );
  }
  if (session.state === 'error') {
    return (
      <div className="max-w-lg space-y-4 py-10">
        <FormAlert message={session.message} />
        <button
          type="button"
          onClick={() => {
            setSession({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
          className={buttonClasses('secondary', 'md')}
        >
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Script src="/case-controls.js" strategy="afterInteractive" />
      <section
        aria-label="Live case controls"
        className="self-start rounded-2xl border border-line bg-canvas-tint p-4 sm:p-6"
      >
        <agent-case-controls
          ref={controls}
          endpoint={`${apiBaseUrl}/api/cases`}
          credentials="include"
          page-size="10"
          heading="Your applications"
          style={theme}
        />
      </section>
      <aside className="space-y-8">
        <section aria-labelledby="embed-heading">
          <h2 id="embed-heading" className="text-lg font-semibold text-ink">
            Embed it in three steps
          </h2>
          <pre className="mt-3 rounded-xl bg-brand-950 p-4 text-xs leading-relaxed break-all whitespace-pre-wrap text-brand-50">
            <code>{embedSnippet(window.location.origin)}</code>
          </pre>
          <p className="mt-3 text-sm text-ink-muted">
            The token stays on your server: the element only calls the endpoint you give it. The
            full guide, with proxy examples, attributes, events and theming, is{' '}
            <code className="font-mono text-xs">docs/embedding.md</code>.
          </p>
        </section>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-lg font-semibold text-ink">
            Events
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            What the element told this page, newest first.
          </p>
          {events.length === 0 ? (
            <p className="mt-3 text-sm text-ink-subtle">None yet.</p>
          ) : (
            <ol className="mt-3 space-y-2" aria-live="polite">
              {events.map((event) => (
                <li
                  key={event.id}
                  className="rounded-lg border border-line bg-surface p-2.5 text-sm"
                >
                  <code className="font-mono text-xs font-semibold text-accent">{event.type}</code>
                  <p className="mt-0.5 text-ink-muted">{event.text}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </aside>
    </div>
  );
}

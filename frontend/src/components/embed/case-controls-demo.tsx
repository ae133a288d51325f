'use client';

import Script from 'next/script';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '@/env';
import { RequireSession } from '../account/require-session';

const SIGN_IN_PATH = '/sign-in?next=/embed/demo';
const EVENT_TYPES = ['cases-loaded', 'case-created', 'case-status-changed', 'case-error'] as const;
const MAX_EVENTS = 8;

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
  return (
    <RequireSession signInPath={SIGN_IN_PATH} loadingLabel="Checking your session…">
      {() => <LiveControls />}
    </RequireSession>
  );
}

function LiveControls() {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const controls = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = controls.current;
    if (element === null) return;
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
  }, []);

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
            <code className="font-mono text-xs">docs/hosts/embedding.md</code>.
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

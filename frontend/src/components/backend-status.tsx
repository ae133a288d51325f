'use client';

import { useEffect, useState } from 'react';
import { apiBaseUrl } from '@/env';
import {
  CHECKING,
  OFFLINE,
  interpretHealth,
  type BackendHealth,
  type BackendState,
} from '@/lib/backend-health';

/** A backend that has not answered within this time counts as unreachable. */
const TIMEOUT_MS = 5_000;
/** Re-check while the page stays open and visible. */
const INTERVAL_MS = 30_000;

const dotClass: Record<BackendState, string> = {
  checking: 'bg-ink-subtle motion-safe:animate-pulse',
  online: 'bg-emerald-500 ring-4 ring-emerald-500/20',
  degraded: 'bg-amber-500 ring-4 ring-amber-500/20',
  offline: 'bg-rose-500 ring-4 ring-rose-500/20',
};

async function fetchHealth(signal: AbortSignal): Promise<BackendHealth> {
  try {
    const response = await fetch(`${apiBaseUrl}/health`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    return interpretHealth(response.status, body);
  } catch {
    return OFFLINE;
  }
}

/**
 * Whether the backend answers, from its `GET /health`. `data-state` (checking, online,
 * degraded, offline) lets browser tests wait for the outcome.
 */
export function BackendStatus({ className }: { className?: string }) {
  const [health, setHealth] = useState<BackendHealth>(CHECKING);

  useEffect(() => {
    let inFlight: AbortController | undefined;
    let isDisposed = false;

    async function check() {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const timeout = window.setTimeout(() => {
        controller.abort();
      }, TIMEOUT_MS);
      const next = await fetchHealth(controller.signal);
      window.clearTimeout(timeout);
      if (!isDisposed && inFlight === controller) setHealth(next);
    }

    function checkIfVisible() {
      if (document.visibilityState === 'visible') void check();
    }

    void check();
    const interval = window.setInterval(checkIfVisible, INTERVAL_MS);
    document.addEventListener('visibilitychange', checkIfVisible);
    return () => {
      isDisposed = true;
      inFlight?.abort();
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', checkIfVisible);
    };
  }, []);

  return (
    <p
      role="status"
      data-testid="backend-status"
      data-state={health.state}
      title={health.version ? `Backend ${health.version} at ${apiBaseUrl}` : apiBaseUrl}
      className={[
        'inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-ink-muted',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${dotClass[health.state]}`}
      />
      <span>{health.label}</span>
    </p>
  );
}

/**
 * A per-key request counter over fixed windows, kept in memory, per instance. It sits on the
 * path of every token request, where a database round trip per request would cost more than the
 * limit is worth (@fastify/rate-limit's in-memory store already cost ~8 µs a request there); this
 * costs a Map lookup. The account guards, a few requests a minute, keep their windows in the
 * database instead (shared-window-limiter.ts), where every instance counts against one allowance.
 *
 * A key's window starts at its first request and lasts `windowMs`; the `max + 1`-th request
 * within it is refused until the window ends.
 */

export interface LimiterVerdict {
  allowed: boolean;
  /** Whole seconds until the key's window ends (at least 1): what Retry-After says. */
  retryAfterSeconds: number;
}

export interface FixedWindowLimiter {
  hit: (key: string, now?: number) => LimiterVerdict;
  /** Keys with a window still open (for tests and metrics). */
  readonly size: number;
}

interface Window {
  count: number;
  endsAt: number;
}

export interface FixedWindowLimiterOptions {
  max: number;
  windowMs: number;
  /**
   * More keys than this in open windows and the oldest windows are dropped (their keys start
   * afresh). Keys are authenticated callers, so this only bounds memory, it is never reached
   * by a single caller.
   */
  maxKeys?: number;
}

export function createFixedWindowLimiter({
  max,
  windowMs,
  maxKeys = 100_000,
}: FixedWindowLimiterOptions): FixedWindowLimiter {
  const windows = new Map<string, Window>();
  let nextSweepAt = 0;

  /** Drops ended windows, at most once per window length: amortised O(1) per hit. */
  function sweep(now: number): void {
    if (now < nextSweepAt) return;
    nextSweepAt = now + windowMs;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  function open(key: string, now: number): Window {
    const window = { count: 0, endsAt: now + windowMs };
    // Map keeps insertion order: the first key is the oldest window.
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done !== true) windows.delete(oldest.value);
    }
    windows.set(key, window);
    return window;
  }

  return {
    hit(key, now = Date.now()) {
      sweep(now);
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= now) {
        if (window !== undefined) windows.delete(key);
        window = open(key, now);
      }
      window.count += 1;
      return {
        allowed: window.count <= max,
        retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
      };
    },
    get size() {
      return windows.size;
    },
  };
}

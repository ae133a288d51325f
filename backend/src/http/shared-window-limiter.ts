/**
 * A fixed-window rate limiter whose windows live in the database (`rate_limit_windows`), so that
 * every instance of the backend counts against one allowance: with the windows in memory, four
 * instances behind a load balancer would allow four times the sign-in attempts. One statement a
 * hit, an upsert that opens a window, counts in it, or opens the next once it has ended; it is
 * atomic under concurrent hits on both engines, and the clock is the database's, the one clock
 * all instances share. Meant for the account guards (a few requests a minute per person); the
 * per-token limit on every API request stays in memory (fixed-window-limiter.ts).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { LimiterVerdict } from './fixed-window-limiter.js';

export interface RateLimiter {
  hit: (key: string) => Promise<LimiterVerdict>;
}

export interface SharedWindowLimiterOptions {
  /** Sets this limiter's keys apart from other limiters' in the one table. */
  name: string;
  max: number;
  windowMs: number;
  /** How often this instance deletes ended windows (each instance sweeps on its own). */
  sweepEveryMs?: number;
}

const HIT = `INSERT INTO rate_limit_windows AS w (key, hits, ends_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN w.ends_at <= now() THEN 1 ELSE w.hits + 1 END,
    ends_at = CASE WHEN w.ends_at <= now() THEN EXCLUDED.ends_at ELSE w.ends_at END
  RETURNING w.hits,
    GREATEST(1, CEIL(EXTRACT(EPOCH FROM (w.ends_at - now()))))::int AS retry_after_seconds`;

/**
 * The stored key: a hash, since the keys are e-mail addresses, accounts and client addresses,
 * which a counter has no need to keep readable.
 */
function storedKey(name: string, key: string): string {
  return createHash('sha256').update(`${name}\0${key}`).digest('base64url');
}

export function createSharedWindowLimiter(
  db: Queryable,
  { name, max, windowMs, sweepEveryMs = 60_000 }: SharedWindowLimiterOptions,
): RateLimiter {
  let nextSweepAt = 0;

  return {
    async hit(key) {
      const { rows } = await db.query<{ hits: number; retry_after_seconds: number }>(HIT, [
        storedKey(name, key),
        windowMs,
      ]);
      const [row] = rows;
      if (row === undefined) throw new Error('The rate limit upsert returned no row');
      if (Date.now() >= nextSweepAt) {
        nextSweepAt = Date.now() + sweepEveryMs;
        await db.query('DELETE FROM rate_limit_windows WHERE ends_at < now()');
      }
      return { allowed: row.hits <= max, retryAfterSeconds: row.retry_after_seconds };
    },
  };
}

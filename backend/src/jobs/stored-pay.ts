/**
 * The pay kept with a job (`jobs.pay`, which the database copies from its stored reading's
 * `parsed -> 'pay'`), checked on the way out: the column is JSON written by whichever engine
 * version saved the posting, and a reading from before the engine read pay has none.
 */
import { PAY_PERIODS, type Pay } from '@resume-agent/tailor';

export type { Pay };

function amountOf(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function storedPay(value: unknown): Pay | null {
  if (typeof value !== 'object' || value === null) return null;
  const { currency, min, max, period } = value as Record<string, unknown>;
  const low = amountOf(min);
  const high = amountOf(max);
  if (typeof currency !== 'string' || low === undefined || high === undefined) return null;
  if (low === null && high === null) return null;
  const knownPeriod = PAY_PERIODS.find((candidate) => candidate === period) ?? null;
  return { currency, min: low, max: high, period: knownPeriod };
}

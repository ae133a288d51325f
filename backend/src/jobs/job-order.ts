/**
 * The orders of the jobs list other than newest first — best match, highest pay or the last day
 * to apply soonest first —
 * over every job the list holds (up to MAX_ORDERED_JOBS), not over the page a browser has
 * loaded. Pure: the caller loads the jobs, scores them and pages through the ids.
 */
import { yearlyAmount } from '@resume-agent/tailor';
import type { Pay } from './stored-pay.js';

/** The GraphQL enum JobSort. */
export type JobSort = 'newest' | 'match' | 'pay' | 'closing';

/**
 * The most jobs a list ordered by match or pay takes, the newest first: each is scored against
 * the resume on every request (a page of 100 by match took ~58 ms with 1,000 jobs, against
 * ~11 ms newest first, on both engines on a two-core host), and nobody weighs more postings
 * than this at once. Past it, the list says the order is among the newest this many.
 */
export const MAX_ORDERED_JOBS = 1_000;

export interface OrderableJob {
  id: string;
  /** The match score against the base resume; null when there is none (no posting, no resume). */
  score: number | null;
  pay: Pay | null;
  /** The last day to apply, YYYY-MM-DD; null when unknown. */
  applyBy: string | null;
}

/** The top of the pay as a year's worth; a pay without a period counts as yearly. */
function yearlyTop(pay: Pay): number | null {
  const top = pay.max ?? pay.min;
  if (top === null) return null;
  return pay.period === null ? top : yearlyAmount(top, pay.period);
}

/**
 * Highest pay first. Amounts are compared as a year's worth of the top of each range, and only
 * within one currency (nothing is converted): the currency most of the jobs state comes first,
 * then the others by how many state them, then by code. Jobs without pay come last.
 */
function byPay(jobs: readonly OrderableJob[]): (a: OrderableJob, b: OrderableJob) => number {
  const jobsPerCurrency = new Map<string, number>();
  for (const { pay } of jobs)
    if (pay) jobsPerCurrency.set(pay.currency, (jobsPerCurrency.get(pay.currency) ?? 0) + 1);
  const rank = (job: OrderableJob) => (job.pay ? (jobsPerCurrency.get(job.pay.currency) ?? 0) : -1);
  const top = (job: OrderableJob) => (job.pay ? (yearlyTop(job.pay) ?? -1) : -1);
  return (a, b) =>
    rank(b) - rank(a) ||
    (a.pay && b.pay && a.pay.currency !== b.pay.currency
      ? a.pay.currency.localeCompare(b.pay.currency)
      : top(b) - top(a));
}

/**
 * The ids of `jobs`, given newest first as the database lists them, in the order asked for.
 * Ties keep the order given (the sort is stable), so they stay newest first, exactly as the
 * database broke them.
 */
export function orderJobs(jobs: readonly OrderableJob[], sort: JobSort, today: string): string[] {
  const order = comparatorOf(jobs, sort, today);
  return [...jobs].sort(order).map((job) => job.id);
}

function comparatorOf(
  jobs: readonly OrderableJob[],
  sort: JobSort,
  today: string,
): (a: OrderableJob, b: OrderableJob) => number {
  if (sort === 'match') return (a, b) => (b.score ?? -1) - (a.score ?? -1);
  if (sort === 'pay') return byPay(jobs);
  if (sort === 'closing') return byLastDay(today);
  return () => 0;
}

/**
 * The last day to apply soonest first, from `today` (the caller's day) on; then the days gone
 * by, the latest first (just closed, and maybe still worth a try); then the jobs with none.
 */
function byLastDay(today: string): (a: OrderableJob, b: OrderableJob) => number {
  // 0: still open, 1: gone by, 2: unknown.
  const group = (job: OrderableJob) => (job.applyBy === null ? 2 : job.applyBy >= today ? 0 : 1);
  return (a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0 || a.applyBy === null || b.applyBy === null) return byGroup;
    const soonest = a.applyBy < b.applyBy ? -1 : a.applyBy > b.applyBy ? 1 : 0;
    return group(a) === 0 ? soonest : -soonest;
  };
}

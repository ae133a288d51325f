/** The orders the jobs list offers. Pure, so the list and its tests agree. */

import { yearlyTop, type PayAmount } from '@/lib/pay';

export const JOB_SORTS = ['newest', 'score', 'pay'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_LABELS: Readonly<Record<JobSort, string>> = {
  newest: 'Newest first',
  score: 'Best match first',
  pay: 'Highest pay first',
};

/** The sort named in the URL (`?sort=score`); anything else is the default, newest first. */
export function parseJobSort(value: string | null | undefined): JobSort {
  return JOB_SORTS.find((sort) => sort === value) ?? 'newest';
}

interface SortableJob {
  createdAt: string;
  match: { score: number } | null;
  pay?: PayAmount | null;
}

/**
 * Highest pay first: amounts are compared as a year's worth of the top of each range, and only
 * within one currency (nothing is converted): the currency most of the jobs state comes first.
 * Jobs without pay come last.
 */
function byPay<T extends SortableJob>(jobs: readonly T[]): (a: T, b: T) => number {
  const jobsPerCurrency = new Map<string, number>();
  for (const { pay } of jobs)
    if (pay) jobsPerCurrency.set(pay.currency, (jobsPerCurrency.get(pay.currency) ?? 0) + 1);
  const rank = (job: T) => (job.pay ? (jobsPerCurrency.get(job.pay.currency) ?? 0) : -1);
  return (a, b) =>
    rank(b) - rank(a) ||
    (a.pay && b.pay && a.pay.currency !== b.pay.currency
      ? a.pay.currency.localeCompare(b.pay.currency)
      : (yearlyTop(b.pay) ?? -1) - (yearlyTop(a.pay) ?? -1));
}

/**
 * Newest first; by match score, best first, with unscored jobs last; or by pay (byPay). Ties
 * newest first. Returns a new array.
 */
export function sortJobs<T extends SortableJob>(jobs: readonly T[], sort: JobSort): T[] {
  const newestFirst = (a: T, b: T) => timeOf(b.createdAt) - timeOf(a.createdAt);
  if (sort === 'newest') return [...jobs].sort(newestFirst);
  if (sort === 'pay') {
    const highestPay = byPay(jobs);
    return [...jobs].sort((a, b) => highestPay(a, b) || newestFirst(a, b));
  }
  return [...jobs].sort(
    (a, b) => (b.match?.score ?? -1) - (a.match?.score ?? -1) || newestFirst(a, b),
  );
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

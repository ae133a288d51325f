/** The orders the jobs list offers, as the page names them in its URL. */

import type { JobSort as ApiJobSort } from '@/gql/graphql';

export const JOB_SORTS = ['newest', 'score', 'pay', 'closing'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_LABELS: Readonly<Record<JobSort, string>> = {
  newest: 'Newest first',
  score: 'Best match first',
  pay: 'Highest pay first',
  closing: 'Closing soonest',
};

/** The sort named in the URL (`?sort=score`); anything else is the default, newest first. */
export function parseJobSort(value: string | null | undefined): JobSort {
  return JOB_SORTS.find((sort) => sort === value) ?? 'newest';
}

/**
 * The order the API sorts the jobs in. The server orders every job the list keeps (up to
 * MAX_ORDERED_JOBS, the newest), not only those loaded, so "Show more" goes on in that order.
 */
export function apiJobSort(sort: JobSort): ApiJobSort {
  return sort === 'score' ? 'match' : sort;
}

/** The most jobs the server orders but newest first: the newest this many (backend job-order.ts). */
export const MAX_ORDERED_JOBS = 1_000;

/** How many of `total` jobs a list in this order can show. */
export function orderableJobs(total: number, sort: JobSort): number {
  return sort === 'newest' ? total : Math.min(total, MAX_ORDERED_JOBS);
}

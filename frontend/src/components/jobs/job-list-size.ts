/**
 * How much of a long jobs list the page holds. Each job's match is worked out against the
 * base resume when it is listed, so the page asks for the newest hundred and more on request,
 * up to the most the API lists at once; sorting by match sorts what has been loaded.
 */
import type { JobSort } from './job-sort';

export const JOBS_PER_STEP = 100;
/** The API's largest `jobs(limit:)`. */
export const MOST_JOBS_LISTED = 500;

/** The line above the list: how many jobs there are, and how many of them are shown. */
export function jobListSummary({
  shown,
  total,
  search,
  sort,
}: {
  shown: number;
  total: number;
  search: string;
  sort: JobSort;
}): string {
  const jobs = `${total === 1 ? '1 job' : `${total} jobs`}${search === '' ? '' : ` matching “${search}”`}`;
  if (shown >= total) return jobs;
  const part = `the newest ${shown} of ${jobs}`;
  return sort === 'score' ? `Best matches among ${part}` : `Showing ${part}`;
}

/** How many more the "Show more" button adds; 0 when all are shown or the API's most is. */
export function moreJobsToShow({
  shown,
  total,
  limit,
}: {
  shown: number;
  total: number;
  limit: number;
}): number {
  return Math.max(0, Math.min(JOBS_PER_STEP, total - shown, MOST_JOBS_LISTED - limit));
}

/**
 * How much of a long jobs list the page holds. Each job's match is worked out against the
 * base resume when it is listed, so the page asks for the newest hundred and the next hundred
 * on request; sorting by match or pay sorts what has been loaded.
 */
import type { JobSort } from './job-sort';
import { jobsOfStage, type JobStageFilter } from './job-stage';

export const JOBS_PER_STEP = 100;

/** The line above the list: how many jobs there are, and how many of them are shown. */
export function jobListSummary({
  shown,
  total,
  search,
  sort,
  stage = 'all',
}: {
  shown: number;
  total: number;
  search: string;
  sort: JobSort;
  stage?: JobStageFilter;
}): string {
  const jobs = `${jobsOfStage(total, stage)}${search === '' ? '' : ` matching “${search}”`}`;
  if (shown >= total) return jobs;
  const part = `the newest ${shown} of ${jobs}`;
  if (sort === 'score') return `Best matches among ${part}`;
  if (sort === 'pay') return `Highest pay among ${part}`;
  return `Showing ${part}`;
}

/** How many more the "Show more" button adds; 0 when all are shown. */
export function moreJobsToShow({ shown, total }: { shown: number; total: number }): number {
  return Math.max(0, Math.min(JOBS_PER_STEP, total - shown));
}

/**
 * Whether a page asked for by "Show more" shows that the list changed elsewhere (a job added
 * or deleted in another tab): it came back short, yet the count says more jobs are left. The
 * newer ones cannot come after the last job shown, so the list starts again from the newest.
 */
export function listChangedElsewhere({
  shownBefore,
  received,
  asked,
  total,
}: {
  shownBefore: number;
  received: number;
  asked: number;
  total: number;
}): boolean {
  return received < asked && shownBefore + received < total;
}

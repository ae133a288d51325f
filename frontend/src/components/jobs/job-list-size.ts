/**
 * How much of a long jobs list the page holds. Each listed job's match is worked out against
 * the base resume, so the page asks for a hundred at a time, in the order chosen: the server
 * orders every job the list keeps (by match or pay, the newest 1,000), and the next hundred
 * come on request.
 */
import { JOB_SORT_LABELS, orderableJobs, type JobSort } from './job-sort';
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
  if (sort === 'newest') return `Showing the newest ${shown} of ${jobs}`;
  const orderable = orderableJobs(total, sort);
  const ordered = `${orderable < total ? `The newest ${orderable} of ${jobs}` : jobs}, ${JOB_SORT_LABELS[sort].toLowerCase()}`;
  return shown >= orderable ? ordered : `${ordered}: showing ${shown}`;
}

/** How many more the "Show more" button adds; 0 when all the order holds are shown. */
export function moreJobsToShow({
  shown,
  total,
  sort = 'newest',
}: {
  shown: number;
  total: number;
  sort?: JobSort;
}): number {
  return Math.max(0, Math.min(JOBS_PER_STEP, orderableJobs(total, sort) - shown));
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

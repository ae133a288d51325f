/** The orders the jobs list offers. Pure, so the list and its tests agree. */

export type JobSort = 'newest' | 'score';

export const JOB_SORT_LABELS: Readonly<Record<JobSort, string>> = {
  newest: 'Newest first',
  score: 'Best match first',
};

/** The sort named in the URL (`?sort=score`); anything else is the default, newest first. */
export function parseJobSort(value: string | null | undefined): JobSort {
  return value === 'score' ? 'score' : 'newest';
}

interface SortableJob {
  createdAt: string;
  match: { score: number } | null;
}

/**
 * Newest first; or by match score, best first, with unscored jobs last and ties newest first.
 * Returns a new array.
 */
export function sortJobs<T extends SortableJob>(jobs: readonly T[], sort: JobSort): T[] {
  const newestFirst = (a: T, b: T) => timeOf(b.createdAt) - timeOf(a.createdAt);
  if (sort === 'newest') return [...jobs].sort(newestFirst);
  return [...jobs].sort(
    (a, b) => (b.match?.score ?? -1) - (a.match?.score ?? -1) || newestFirst(a, b),
  );
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

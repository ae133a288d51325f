'use client';

import { useCallback, useState } from 'react';
import { problemOf } from '@/lib/graphql-errors';
import { JOBS_PER_STEP, listChangedElsewhere } from './job-list-size';

interface JobsPage {
  jobs: readonly unknown[];
  jobCount: number;
}

/** The parts of useQuery's result it uses: Apollo binds both to their query. */
interface PagedQuery {
  fetchMore: (options: {
    variables: { after: string; limit: number };
  }) => Promise<{ data?: JobsPage | undefined }>;
  refetch: () => Promise<unknown>;
}

/** What the last "Show more" left to say, for the list it was made in. */
interface Outcome {
  listKey: string;
  kind: 'failed' | 'restarted';
  message: string;
}

const RESTARTED =
  'Jobs were added or deleted elsewhere meanwhile, so the list starts again from the top.';

/**
 * "Show more" on the jobs list: the next page after the last job shown, added to the list in
 * the cache (lib/job-pages.ts). When the list changed elsewhere (the last job shown is gone, or
 * newer jobs cannot come after it), it starts again from the newest and says so. What it says
 * is kept for the list it happened in (`listKey`: its search, stage and order), so another list
 * does not show it. `listable` is how many of all the jobs the list's order holds (by match or
 * pay, the newest 1,000).
 */
export function useMoreJobs(
  { fetchMore, refetch }: PagedQuery,
  listKey: string,
  listable: (total: number) => number = (total) => total,
) {
  const [isLoading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const showMore = useCallback(
    async (lastJobId: string, shownBefore: number) => {
      setLoading(true);
      setOutcome(null);
      const startOver = () => {
        setOutcome({ listKey, kind: 'restarted', message: RESTARTED });
        void refetch();
      };
      try {
        const { data } = await fetchMore({
          variables: { after: lastJobId, limit: JOBS_PER_STEP },
        });
        const changed =
          data !== undefined &&
          listChangedElsewhere({
            shownBefore,
            received: data.jobs.length,
            asked: JOBS_PER_STEP,
            total: listable(data.jobCount),
          });
        if (changed) startOver();
      } catch (error) {
        const problem = problemOf(error);
        if (problem.code === 'NOT_FOUND') startOver();
        else
          setOutcome({
            listKey,
            kind: 'failed',
            message: `Could not load more jobs. ${problem.message}`,
          });
      } finally {
        setLoading(false);
      }
    },
    [fetchMore, refetch, listKey, listable],
  );

  const current = outcome?.listKey === listKey ? outcome : null;
  return {
    showMore,
    isLoading,
    problem: current?.kind === 'failed' ? current.message : null,
    notice: current?.kind === 'restarted' ? current.message : null,
  };
}

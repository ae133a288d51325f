'use client';

import { useCallback, useState } from 'react';
import { problemOf } from '@/lib/graphql-errors';
import { PEOPLE_PER_PAGE } from './people-format';

interface PeoplePage {
  people: { people: readonly { key: string }[] };
}

/** The part of useQuery's result it uses: Apollo binds it to its query. */
type FetchMore = (options: {
  variables: { after: string; first: number };
}) => Promise<{ data?: PeoplePage | undefined }>;

/** What the last "Show more" left behind, for the list it was made in. */
interface Outcome {
  listKey: string;
  /** The first person it added, to take focus: the button pressed may be gone with the last page. */
  firstNewKey?: string;
  problem?: string;
}

/**
 * "Show more" on the People page: the page after `endCursor`, added to the list in the cache
 * (lib/people-pages.ts). What it leaves (the person to focus, or why it failed) is kept for the
 * list it happened in (`listKey`: its search), so another list does not show it.
 */
export function useMorePeople(fetchMore: FetchMore, listKey: string) {
  const [isLoading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const showMore = useCallback(
    async (after: string) => {
      setLoading(true);
      setOutcome(null);
      try {
        const { data } = await fetchMore({ variables: { after, first: PEOPLE_PER_PAGE } });
        setOutcome({ listKey, firstNewKey: data?.people.people[0]?.key });
      } catch (error) {
        setOutcome({
          listKey,
          problem: `Could not load more people. ${problemOf(error).message}`,
        });
      } finally {
        setLoading(false);
      }
    },
    [fetchMore, listKey],
  );

  // Once focus has moved: a list drawn again later (the search cleared) does not take it again.
  const onFocused = useCallback(() => {
    setOutcome((last) => (last?.problem ? last : null));
  }, []);

  const current = outcome?.listKey === listKey ? outcome : null;
  return {
    showMore,
    isLoading,
    problem: current?.problem ?? null,
    focusKey: current?.firstNewKey ?? null,
    onFocused,
  };
}

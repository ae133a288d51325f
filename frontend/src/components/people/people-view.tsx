'use client';

import { useQuery } from '@apollo/client/react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useId } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { QueryProblem } from '@/components/jobs/query-problem';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { PeopleListDocument } from '@/gql/documents/PeopleListDocument';
import { problemOf } from '@/lib/graphql-errors';
import { NoPeopleFound, NoPeopleYet } from './people-empty';
import { morePeopleToShow, PEOPLE_PER_PAGE, peopleSummary } from './people-format';
import { PeopleSearch } from './people-search';
import { useMorePeople } from './use-more-people';

// The list (its links, badges and the vCard writer) loads while the query runs, and stays out
// of the route's first-load JavaScript (scripts/check-budgets.mjs).
const PeopleList = lazyComponent(() => import('./people-list').then((module) => module.PeopleList));
const SaveEveryone = lazyComponent(() =>
  import('./save-everyone').then((module) => module.SaveEveryone),
);
function preloadList() {
  return Promise.all([PeopleList.preload(), SaveEveryone.preload()]);
}

const PeopleListQuery = PeopleListDocument;

/**
 * Everyone the user met through their applications, each once, by name: a search (kept in the
 * URL), the count, the people and "Show more".
 */
export function PeopleView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.get('q')?.trim() ?? '';
  const headingId = useId();
  const listId = useId();

  const peopleQuery = useQuery(PeopleListQuery, {
    variables: { search: search === '' ? undefined : search, first: PEOPLE_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const morePeople = useMorePeople(peopleQuery.fetchMore, search);
  const hasList = usePreload(preloadList);

  const onSearch = useCallback(
    (value: string) => {
      const params = new URLSearchParams(searchParams.toString());
      if (value === '') params.delete('q');
      else params.set('q', value);
      const query = params.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  const page = (peopleQuery.data ?? peopleQuery.previousData)?.people;
  const people = page?.people;
  const total = Math.max(page?.totalCount ?? 0, people?.length ?? 0);
  const more = people ? morePeopleToShow({ shown: people.length, total }) : 0;
  // This answer's, not an earlier search's: nobody at all, so no search to offer.
  const hasNoPeopleAtAll = search === '' && peopleQuery.data?.people.totalCount === 0;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">People</h1>
        <p className="mt-2 text-ink-muted">
          Everyone you met through your applications, each once: how to reach them, when you last
          spoke and where you met.
        </p>
      </div>

      {peopleQuery.error && !people ? (
        <QueryProblem
          error={peopleQuery.error}
          what="the people you met"
          onRetry={() => void peopleQuery.refetch()}
        />
      ) : people === undefined || !hasList ? (
        <p role="status" className="flex items-center gap-2 py-10 text-ink-muted">
          <Spinner className="size-5" /> Loading the people you met…
        </p>
      ) : hasNoPeopleAtAll ? (
        <NoPeopleYet />
      ) : (
        <section aria-labelledby={headingId} className="space-y-4">
          <h2 id={headingId} className="sr-only">
            Your people
          </h2>
          <PeopleSearch search={search} onSearch={onSearch} />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p
              role="status"
              aria-live="polite"
              className="flex items-center gap-2 text-sm text-ink-muted"
            >
              {peopleQuery.loading ? <Spinner /> : null}
              {/* Until this search's answer is in, the list is the last one's: say nothing of it. */}
              {peopleQuery.data
                ? peopleSummary({ shown: people.length, total, search })
                : 'Loading…'}
            </p>
            {people.length > 0 ? <SaveEveryone search={search} /> : null}
          </div>
          {peopleQuery.error ? (
            <FormAlert
              message={`Could not search the people you met. ${problemOf(peopleQuery.error).message}`}
            />
          ) : null}
          {people.length === 0 ? (
            <NoPeopleFound
              search={search}
              onClear={() => {
                onSearch('');
              }}
            />
          ) : (
            <PeopleList
              id={listId}
              people={people}
              focusKey={morePeople.focusKey}
              onFocused={morePeople.onFocused}
            />
          )}
          {morePeople.problem ? <FormAlert message={morePeople.problem} /> : null}
          {more > 0 && page?.endCursor ? (
            <button
              type="button"
              aria-controls={listId}
              disabled={morePeople.isLoading}
              onClick={() => {
                if (page.endCursor) void morePeople.showMore(page.endCursor);
              }}
              className={buttonClasses('secondary', 'md')}
            >
              {morePeople.isLoading ? <Spinner /> : null}
              Show {more} more
            </button>
          ) : null}
        </section>
      )}
    </div>
  );
}

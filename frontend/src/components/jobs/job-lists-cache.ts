import type { ApolloCache } from '@apollo/client';

/**
 * After a job is added or changed: the lists that show jobs are sorted, searched, filtered by
 * stage and counted on the server, and the dashboard asks which close soon, so they are fetched
 * again rather than patched in the cache.
 */
export function evictJobLists(cache: ApolloCache): void {
  for (const fieldName of ['jobs', 'jobCount', 'jobsClosingSoon'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

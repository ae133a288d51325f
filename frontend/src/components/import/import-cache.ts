import type { ApolloCache } from '@apollo/client';

/**
 * The lists and counts an import adds to (jobs, applications, the board's counts, the week's
 * applications, the follow-ups, the skills asked for, the people): fetched again where they are
 * shown next, rather than patched here, as the server sorts, filters and counts them.
 */
const JOB_LISTS = [
  'jobs',
  'jobCount',
  'jobsClosingSoon',
  'applications',
  'pipeline',
  'followUpsDue',
  'quietApplications',
  'weeklyProgress',
  'skillDemand',
  'people',
] as const;

/**
 * What an undo takes away besides: the interviews, contacts and answers given to the jobs
 * since, and each job's and application's own page, whose ids this page does not know (the
 * pages of the jobs kept are fetched again, the price of an undo being rare).
 */
const UNDONE_ALSO = ['upcomingInterviews', 'answerSuggestions', 'job', 'application'] as const;

function evictFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** After an import: the lists it added to, and the imports to undo, are fetched again. */
export function evictImportedLists(cache: ApolloCache): void {
  evictFields(cache, [...JOB_LISTS, 'spreadsheetImports']);
}

/**
 * After an undo (or finding the import undone already): no page keeps showing its jobs and
 * applications. The import leaves "Recent imports" without the list being fetched again: Apollo
 * leaves a reference to an evicted object out of the list it was in.
 */
export function evictUndoneImport(cache: ApolloCache, importId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'SpreadsheetImport', id: importId }) });
  evictFields(cache, [...JOB_LISTS, ...UNDONE_ALSO]);
}

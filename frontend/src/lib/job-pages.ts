import type { FieldPolicy, Reference } from '@apollo/client/cache';

/**
 * `Query.jobs` as one growing list per search, stage and order. A page asked for `after` a job (the jobs page's
 * "Show more") goes on from that job in what is cached; a page without `after` is a fresh look
 * at the list and replaces it, so that a refetch after adding or deleting a job starts over.
 */
export const jobPagesPolicy: FieldPolicy<Reference[]> = {
  // The limit is a page size, not another list: pages of any size belong together.
  keyArgs: ['search', 'stage', 'sort', 'today'],
  merge(existing, incoming, { args, readField }) {
    const after: unknown = args?.after;
    if (typeof after !== 'string' || existing === undefined) return incoming;
    // From the job the page was asked after: asking twice for the same page replaces it
    // instead of listing its jobs twice.
    const end = existing.findIndex((job) => readField('id', job) === after);
    return [...(end === -1 ? existing : existing.slice(0, end + 1)), ...incoming];
  },
};

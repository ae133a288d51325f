import type { FieldPolicy, StoreObject } from '@apollo/client/cache';

/** `Query.people`'s answer as the cache holds it; a person has no `id`, so stays inline. */
interface CachedPeoplePage {
  people: readonly StoreObject[];
  totalCount: number;
  endCursor: string | null;
}

/**
 * `Query.people` as one growing page per search and company. A page asked for `after` a cursor
 * (the People page's "Show more") goes behind what is cached, with the new count and cursor; a
 * page without `after` is a fresh look and replaces it, so that a refetch starts over.
 */
export const peoplePagesPolicy: FieldPolicy<CachedPeoplePage> = {
  // `first` is a page size, not another list: pages of any size belong together.
  keyArgs: ['search', 'company'],
  merge(existing, incoming, { args, readField }) {
    const after: unknown = args?.after;
    if (typeof after !== 'string' || existing === undefined) return incoming;
    // A page asked for twice (a double press, a retry) adds no one twice.
    const listed = new Set(existing.people.map((person) => readField<string>('key', person)));
    return {
      ...incoming,
      people: [
        ...existing.people,
        ...incoming.people.filter((person) => !listed.has(readField<string>('key', person))),
      ],
    };
  },
};

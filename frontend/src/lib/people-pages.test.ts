import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { peoplePagesPolicy } from './people-pages';

const People = gql`
  query People($search: String, $company: String, $first: Int, $after: String) {
    people(search: $search, company: $company, first: $first, after: $after) {
      people {
        key
      }
      totalCount
      endCursor
    }
  }
`;

interface Answer {
  people: { people: { key: string }[]; totalCount: number; endCursor: string | null };
}

const page = (keys: string[], totalCount: number, endCursor: string | null) => ({
  people: {
    __typename: 'PeoplePage',
    people: keys.map((key) => ({ __typename: 'Person', key })),
    totalCount,
    endCursor,
  },
});

function cacheWithPolicy() {
  return new InMemoryCache({
    typePolicies: { Query: { fields: { people: peoplePagesPolicy } } },
  });
}

function listed(cache: InMemoryCache, variables: Record<string, unknown> = {}) {
  const data = cache.readQuery<Answer>({ query: People, variables });
  return data
    ? {
        keys: data.people.people.map((person) => person.key),
        totalCount: data.people.totalCount,
        endCursor: data.people.endCursor,
      }
    : undefined;
}

describe('peoplePagesPolicy', () => {
  it('puts a page asked for after a cursor behind what is listed, with its count and cursor', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: People, variables: { first: 2 }, data: page(['a', 'b'], 5, 'c1') });
    cache.writeQuery({
      query: People,
      variables: { first: 2, after: 'c1' },
      data: page(['c', 'd'], 5, 'c2'),
    });
    cache.writeQuery({
      query: People,
      variables: { first: 50, after: 'c2' },
      data: page(['e'], 5, null),
    });
    expect(listed(cache)).toEqual({
      keys: ['a', 'b', 'c', 'd', 'e'],
      totalCount: 5,
      endCursor: null,
    });
  });

  it('lists no one twice when a page is asked for twice', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: People, data: page(['a', 'b'], 4, 'c1') });
    cache.writeQuery({
      query: People,
      variables: { after: 'c1' },
      data: page(['c', 'd'], 4, null),
    });
    cache.writeQuery({
      query: People,
      variables: { after: 'c1' },
      data: page(['c', 'd'], 4, null),
    });
    expect(listed(cache)?.keys).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts over with a first page, and keeps each search and company a list of its own', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: People, data: page(['a', 'b'], 3, 'c1') });
    cache.writeQuery({ query: People, variables: { after: 'c1' }, data: page(['c'], 3, null) });
    cache.writeQuery({ query: People, variables: { search: 'ada' }, data: page(['a'], 1, null) });
    cache.writeQuery({
      query: People,
      variables: { company: 'Contoso', first: 5 },
      data: page(['b'], 1, null),
    });
    expect(listed(cache, { search: 'ada' })?.keys).toEqual(['a']);
    expect(listed(cache, { company: 'Contoso' })?.keys).toEqual(['b']);
    expect(listed(cache)?.keys).toEqual(['a', 'b', 'c']);
    cache.writeQuery({ query: People, data: page(['z'], 1, null) });
    expect(listed(cache)).toEqual({ keys: ['z'], totalCount: 1, endCursor: null });
  });
});

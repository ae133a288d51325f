import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { jobPagesPolicy } from './job-pages';

const Jobs = gql`
  query Jobs($search: String, $limit: Int, $after: ID) {
    jobs(search: $search, limit: $limit, after: $after) {
      id
    }
  }
`;

const page = (...ids: string[]) => ({ jobs: ids.map((id) => ({ __typename: 'Job', id })) });

function cacheWithPolicy() {
  return new InMemoryCache({ typePolicies: { Query: { fields: { jobs: jobPagesPolicy } } } });
}

function listed(cache: InMemoryCache, search?: string): string[] | undefined {
  const data = cache.readQuery<{ jobs: { id: string }[] }>({ query: Jobs, variables: { search } });
  return data?.jobs.map((job) => job.id);
}

describe('jobPagesPolicy', () => {
  it('puts a page asked for after a job behind what is listed, whatever its limit', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: Jobs, variables: { limit: 2 }, data: page('j5', 'j4') });
    cache.writeQuery({ query: Jobs, variables: { limit: 2, after: 'j4' }, data: page('j3', 'j2') });
    cache.writeQuery({ query: Jobs, variables: { limit: 5, after: 'j2' }, data: page('j1') });
    expect(listed(cache)).toEqual(['j5', 'j4', 'j3', 'j2', 'j1']);
  });

  it('replaces a page asked for twice instead of listing its jobs twice', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: Jobs, data: page('j5', 'j4') });
    cache.writeQuery({ query: Jobs, variables: { after: 'j4' }, data: page('j3', 'j2') });
    cache.writeQuery({ query: Jobs, variables: { after: 'j4' }, data: page('j3', 'j2') });
    expect(listed(cache)).toEqual(['j5', 'j4', 'j3', 'j2']);
  });

  it('starts over with a first page, and keeps each search a list of its own', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: Jobs, data: page('j5', 'j4') });
    cache.writeQuery({ query: Jobs, variables: { after: 'j4' }, data: page('j3') });
    cache.writeQuery({ query: Jobs, variables: { search: 'acme' }, data: page('j4') });
    expect(listed(cache, 'acme')).toEqual(['j4']);
    expect(listed(cache)).toEqual(['j5', 'j4', 'j3']);
    cache.writeQuery({ query: Jobs, data: page('j6', 'j5') });
    expect(listed(cache)).toEqual(['j6', 'j5']);
  });
});

import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { evictImportedLists, evictUndoneImport } from './import-cache';

const Imports = gql`
  query Imports {
    spreadsheetImports {
      id
      jobs
    }
  }
`;

const Jobs = gql`
  query Jobs {
    jobs {
      id
    }
  }
`;

const Application = gql`
  query Application($id: ID!) {
    application(id: $id) {
      id
    }
  }
`;

function filledCache(): InMemoryCache {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: Imports,
    data: {
      spreadsheetImports: [
        { __typename: 'SpreadsheetImport', id: 'i2', jobs: 4 },
        { __typename: 'SpreadsheetImport', id: 'i1', jobs: 12 },
      ],
    },
  });
  cache.writeQuery({ query: Jobs, data: { jobs: [{ __typename: 'Job', id: 'j1' }] } });
  cache.writeQuery({
    query: Application,
    variables: { id: 'a1' },
    data: { application: { __typename: 'Application', id: 'a1' } },
  });
  return cache;
}

describe('evictUndoneImport', () => {
  it('takes the import out of the recent imports, keeping the others', () => {
    const cache = filledCache();
    evictUndoneImport(cache, 'i1');
    expect(cache.readQuery({ query: Imports })).toEqual({
      spreadsheetImports: [{ __typename: 'SpreadsheetImport', id: 'i2', jobs: 4 }],
    });
  });

  it('leaves no list or page of jobs and applications to show from the cache', () => {
    const cache = filledCache();
    evictUndoneImport(cache, 'i1');
    expect(cache.readQuery({ query: Jobs })).toBeNull();
    expect(cache.readQuery({ query: Application, variables: { id: 'a1' } })).toBeNull();
    expect(cache.extract()).not.toHaveProperty('Job:j1');
  });
});

describe('evictImportedLists', () => {
  it('has the recent imports fetched again, with the new one', () => {
    const cache = filledCache();
    evictImportedLists(cache);
    expect(cache.readQuery({ query: Imports })).toBeNull();
    expect(cache.readQuery({ query: Jobs })).toBeNull();
  });
});

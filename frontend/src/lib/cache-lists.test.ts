import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { removeFromCachedList, withoutId } from './cache-lists';

const ApplicationContacts = gql`
  query ApplicationContacts {
    application {
      id
      contacts {
        id
        name
      }
    }
    people {
      id
      name
    }
  }
`;

function cacheWithContacts() {
  const cache = new InMemoryCache();
  const contact = (id: string, name: string) => ({ __typename: 'Contact', id, name });
  cache.writeQuery({
    query: ApplicationContacts,
    data: {
      application: {
        __typename: 'Application',
        id: 'a1',
        contacts: [contact('c1', 'Ada'), contact('c2', 'Grace'), contact('c3', 'Edsger')],
      },
      people: [contact('c2', 'Grace'), contact('c3', 'Edsger')],
    },
  });
  return cache;
}

interface Contacts {
  application: { contacts: { id: string }[] };
  people: { id: string }[];
}

function idsOf(items: readonly { id: string }[]) {
  return items.map((item) => item.id);
}

describe('removeFromCachedList', () => {
  it("takes the item out of its owner's list and out of the cache", () => {
    const cache = cacheWithContacts();

    removeFromCachedList(cache, {
      owner: { __typename: 'Application', id: 'a1' },
      field: 'contacts',
      item: { __typename: 'Contact', id: 'c2' },
    });

    const data = cache.readQuery<Contacts>({ query: ApplicationContacts });
    expect(idsOf(data?.application.contacts ?? [])).toEqual(['c1', 'c3']);
    // Evicted: another list that held it no longer draws it either.
    expect(idsOf(data?.people ?? [])).toEqual(['c3']);
    expect(cache.extract()['Contact:c2']).toBeUndefined();
    expect(cache.extract()['Contact:c1']).toBeDefined();
  });

  it('leaves the list as it was when the id is not in it', () => {
    const cache = cacheWithContacts();

    removeFromCachedList(cache, {
      owner: { __typename: 'Application', id: 'a1' },
      field: 'contacts',
      item: { __typename: 'Contact', id: 'c9' },
    });

    const data = cache.readQuery<Contacts>({ query: ApplicationContacts });
    expect(idsOf(data?.application.contacts ?? [])).toEqual(['c1', 'c2', 'c3']);
  });
});

describe('withoutId', () => {
  it('drops only the matching reference from a root list', () => {
    const cache = cacheWithContacts();

    cache.modify<{ people: readonly { __ref: string }[] }>({ fields: { people: withoutId('c3') } });

    expect(idsOf(cache.readQuery<Contacts>({ query: ApplicationContacts })?.people ?? [])).toEqual([
      'c2',
    ]);
    // Only dropped from the list: the application's contacts still hold it.
    expect(
      idsOf(cache.readQuery<Contacts>({ query: ApplicationContacts })?.application.contacts ?? []),
    ).toEqual(['c1', 'c2', 'c3']);
  });
});

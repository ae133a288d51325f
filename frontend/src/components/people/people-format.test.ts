import { describe, expect, it } from 'vitest';
import type { ApplicationStatus, PeopleListPersonFragment } from '@/gql/graphql';
import {
  morePeopleToShow,
  PEOPLE_PER_PAGE,
  peopleCount,
  peopleSummary,
  personApplications,
} from './people-format';

function contact(
  id: string,
  application: { id: string; status?: ApplicationStatus; title: string; company: string | null },
): PeopleListPersonFragment['contacts'][number] {
  return {
    id,
    application: {
      id: application.id,
      status: application.status ?? 'applied',
      job: {
        id: `job-${application.id}`,
        title: application.title,
        company: application.company,
      },
    },
  };
}

function person(contacts: PeopleListPersonFragment['contacts']): PeopleListPersonFragment {
  return {
    key: 'k1',
    name: 'Ada Lovelace',
    role: null,
    email: null,
    phone: null,
    profileUrl: null,
    companies: [],
    lastContactedOn: null,
    contacts,
  };
}

describe('peopleCount', () => {
  it('says person for one and people otherwise, with thousands grouped', () => {
    expect(peopleCount(0)).toBe('0 people');
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(12)).toBe('12 people');
    expect(peopleCount(1204)).toBe('1,204 people');
  });
});

describe('peopleSummary', () => {
  it('says how many when all are shown', () => {
    expect(peopleSummary({ shown: 12, total: 12, search: '' })).toBe('12 people');
  });

  it('names the search', () => {
    expect(peopleSummary({ shown: 1, total: 1, search: 'ada' })).toBe('1 person matching “ada”');
  });

  it('says how many are shown while more are left', () => {
    expect(peopleSummary({ shown: 50, total: 120, search: '' })).toBe('Showing 50 of 120 people');
    expect(peopleSummary({ shown: 50, total: 51, search: 'eng' })).toBe(
      'Showing 50 of 51 people matching “eng”',
    );
  });
});

describe('morePeopleToShow', () => {
  it('is a page at most, what is left at the end, and 0 when all are shown', () => {
    expect(morePeopleToShow({ shown: 50, total: 500 })).toBe(PEOPLE_PER_PAGE);
    expect(morePeopleToShow({ shown: 50, total: 62 })).toBe(12);
    expect(morePeopleToShow({ shown: 12, total: 12 })).toBe(0);
    // A count that fell behind the list (someone added meanwhile) asks for nothing.
    expect(morePeopleToShow({ shown: 13, total: 12 })).toBe(0);
  });
});

describe('personApplications', () => {
  it('lists each application once, in the order of the contacts', () => {
    const platform = { id: 'a1', title: 'Platform Engineer', company: 'Northwind Traders' };
    const data = {
      id: 'a2',
      status: 'interviewing' as const,
      title: 'Data Engineer',
      company: null,
    };
    expect(
      personApplications(
        person([contact('c3', data), contact('c1', platform), contact('c2', data)]),
      ),
    ).toEqual([
      { id: 'a2', status: 'interviewing', title: 'Data Engineer', company: null },
      { id: 'a1', status: 'applied', title: 'Platform Engineer', company: 'Northwind Traders' },
    ]);
  });
});

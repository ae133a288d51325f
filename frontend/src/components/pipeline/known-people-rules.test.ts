import { describe, expect, it } from 'vitest';
import {
  filledFields,
  isSamePerson,
  peopleToSuggest,
  type KnownPerson,
} from './known-people-rules';

function person(name: string, email: string | null = null): KnownPerson {
  return { key: name, name, role: null, email, phone: null, profileUrl: null };
}

describe('isSamePerson', () => {
  it('compares e-mail addresses without case when both have one', () => {
    expect(
      isSamePerson(person('Ada', 'Ada@Example.com'), {
        name: 'A. Lovelace',
        email: 'ada@example.com ',
      }),
    ).toBe(true);
    expect(
      isSamePerson(person('Ada Lovelace', 'ada@example.com'), {
        name: 'Ada Lovelace',
        email: 'ada@northwind.example',
      }),
    ).toBe(false);
  });

  it('compares names without case or extra spaces when either has no address', () => {
    expect(isSamePerson(person('Ada  Lovelace'), { name: 'ada lovelace ', email: null })).toBe(
      true,
    );
    expect(
      isSamePerson(person('Ada Lovelace', 'ada@example.com'), { name: 'ADA LOVELACE', email: '' }),
    ).toBe(true);
    expect(isSamePerson(person('Ada Lovelace'), { name: 'Grace Hopper', email: null })).toBe(false);
  });
});

describe('peopleToSuggest', () => {
  it('leaves out the contacts of the application, keeping the order', () => {
    const people = [
      person('Ada Lovelace', 'ada@example.com'),
      person('Alan Turing'),
      person('Grace Hopper', 'grace@example.com'),
    ];
    expect(
      peopleToSuggest(people, [
        { name: 'Ada L.', email: 'ADA@example.com' },
        { name: 'Someone else', email: null },
      ]).map(({ name }) => name),
    ).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(peopleToSuggest(people, [])).toEqual(people);
  });
});

describe('filledFields', () => {
  it('fills who they are, and empties what they have none of', () => {
    expect(
      filledFields({
        key: 'k',
        name: 'Ada Lovelace',
        role: 'Recruiter',
        email: 'ada@example.com',
        phone: null,
        profileUrl: 'https://www.linkedin.com/in/ada',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      role: 'Recruiter',
      email: 'ada@example.com',
      phone: '',
      profileUrl: 'https://www.linkedin.com/in/ada',
    });
  });
});

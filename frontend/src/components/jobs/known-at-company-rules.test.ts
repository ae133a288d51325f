import { describe, expect, it } from 'vitest';
import { peopleMetElsewhere, personHref } from './known-at-company-rules';

const metThrough = (name: string, jobIds: string[]) => ({
  key: name,
  name,
  role: null,
  contacts: jobIds.map((id) => ({ application: { job: { id } } })),
});

describe('peopleMetElsewhere', () => {
  it('keeps the people met through another job, in their order', () => {
    const people = [
      metThrough('Dana Brooks', ['other', 'this']),
      metThrough('Marcus Chen', ['this']),
      metThrough('Ada Lovelace', ['another']),
    ];
    expect(peopleMetElsewhere(people, 'this').map(({ name }) => name)).toEqual([
      'Dana Brooks',
      'Ada Lovelace',
    ]);
  });

  it('keeps nobody when all were met through this job', () => {
    expect(peopleMetElsewhere([metThrough('Marcus Chen', ['this'])], 'this')).toEqual([]);
  });
});

describe('personHref', () => {
  it('searches the People page for the name, encoded', () => {
    expect(personHref('Zoë Park & Co')).toBe('/people?q=Zo%C3%AB+Park+%26+Co');
  });
});

import { describe, expect, it } from 'vitest';
import { peopleMetElsewhere, peopleNotNamed, personHref } from './known-at-company-rules';

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

describe('peopleNotNamed', () => {
  it('counts the people at the company beyond the five named, not those met only here', () => {
    // 40 at the company; of the 20 answered, 2 were met only through this job.
    expect(peopleNotNamed(40, 20, 18)).toBe(33);
    expect(peopleNotNamed(7, 7, 7)).toBe(2);
  });

  it('is none when everyone met elsewhere is named', () => {
    expect(peopleNotNamed(3, 3, 2)).toBe(0);
    expect(peopleNotNamed(5, 5, 5)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { PeopleListPersonFragment } from '@/gql/graphql';
import { everyoneCards, personCard } from './people-cards';

function person(
  name: string,
  reach: { email?: string; phone?: string },
  jobs: { title: string; company: string | null }[] = [],
): PeopleListPersonFragment {
  return {
    key: name,
    name,
    role: 'Recruiter',
    email: reach.email ?? null,
    phone: reach.phone ?? null,
    profileUrl: null,
    companies: jobs.flatMap(({ company }) => company ?? []),
    lastContactedOn: null,
    contacts: jobs.map((job, index) => ({
      id: `${name}-${String(index)}`,
      application: {
        id: `${name}-application-${String(index)}`,
        status: 'applied',
        job: { id: `${name}-job-${String(index)}`, ...job },
      },
    })),
  };
}

describe('personCard', () => {
  it('writes a card naming the job of their newest contact', () => {
    const card = personCard(
      person('Dana Brooks', { email: 'dana@hirewell.example' }, [
        { title: 'Full Stack Engineer', company: 'Northwind Bank' },
        { title: 'Software Engineer II', company: 'Cobalt Games' },
      ]),
    );
    expect(card).toContain('FN:Dana Brooks\r\n');
    expect(card).toContain('EMAIL;TYPE=INTERNET:dana@hirewell.example\r\n');
    expect(card).toContain('ORG:Northwind Bank\r\n');
    expect(card).toContain('Met through your application: Full Stack Engineer at Northwind Bank.');
  });

  it('writes none for someone without an address or a phone number', () => {
    expect(personCard(person('Grace Hopper', {}))).toBeNull();
  });
});

describe('everyoneCards', () => {
  it('puts every card that can be written one after another, and counts them', () => {
    const { text, count } = everyoneCards([
      person('Ada Lovelace', { email: 'ada@example.com' }),
      person('Grace Hopper', {}),
      person('Alan Turing', { phone: '555 0100' }),
    ]);
    expect(count).toBe(2);
    expect(text.match(/^BEGIN:VCARD\r$/gmu)).toHaveLength(2);
    expect(text.indexOf('FN:Ada Lovelace')).toBeLessThan(text.indexOf('FN:Alan Turing'));
    expect(text).not.toContain('Grace Hopper');
  });

  it('is empty for nobody to reach', () => {
    expect(everyoneCards([person('Grace Hopper', {})])).toEqual({ text: '', count: 0 });
  });
});

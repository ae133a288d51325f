import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@/gql/graphql';
import { applicationChoices, choiceLabel, isInProgress } from './application-choices';

function application(id: string, status: ApplicationStatus, title: string, company?: string) {
  return { id, status, job: { title, company: company ?? null } };
}

describe('applicationChoices', () => {
  const applications = [
    application('a1', 'draft', 'Platform Engineer', 'Northwind Traders'),
    application('a2', 'interviewing', 'Site Reliability Engineer', 'Contoso'),
    application('a3', 'applied', 'backend Engineer', 'Fabrikam'),
    application('a4', 'applied', 'Analytics Engineer'),
    application('a5', 'rejected', 'Data Engineer', 'Litware'),
    application('a6', 'offer', 'Staff Engineer', 'Tailspin'),
  ];

  it('groups the applications in progress, furthest along first, each by its job’s name', () => {
    expect(applicationChoices(applications)).toEqual([
      {
        status: 'offer',
        title: 'Offer',
        choices: [{ id: 'a6', label: 'Staff Engineer · Tailspin' }],
      },
      {
        status: 'interviewing',
        title: 'Interviewing',
        choices: [{ id: 'a2', label: 'Site Reliability Engineer · Contoso' }],
      },
      {
        status: 'applied',
        title: 'Applied',
        choices: [
          { id: 'a4', label: 'Analytics Engineer' },
          { id: 'a3', label: 'backend Engineer · Fabrikam' },
        ],
      },
      {
        status: 'draft',
        title: 'Draft',
        choices: [{ id: 'a1', label: 'Platform Engineer · Northwind Traders' }],
      },
    ]);
  });

  it('keeps two applications for the same job apart, in a fixed order', () => {
    const twice = [
      application('b2', 'applied', 'Platform Engineer', 'Contoso'),
      application('b1', 'applied', 'Platform Engineer', 'Contoso'),
    ];
    expect(applicationChoices(twice)[0]?.choices.map(({ id }) => id)).toEqual(['b1', 'b2']);
  });

  it('offers nothing when no application is in progress', () => {
    expect(applicationChoices([application('c1', 'withdrawn', 'Data Engineer')])).toEqual([]);
  });
});

describe('choiceLabel', () => {
  const groups = applicationChoices([
    application('a1', 'draft', 'Platform Engineer', 'Northwind Traders'),
    application('a2', 'applied', 'Data Engineer'),
  ]);

  it('names the job of an application offered, and nothing for one that is not', () => {
    expect(choiceLabel(groups, 'a2')).toBe('Data Engineer');
    expect(choiceLabel(groups, 'a1')).toBe('Platform Engineer · Northwind Traders');
    expect(choiceLabel(groups, 'gone')).toBeUndefined();
  });
});

describe('isInProgress', () => {
  it('holds for the statuses whose tasks the page lists', () => {
    expect(
      ['draft', 'ready', 'applied', 'interviewing', 'offer'].map((status) =>
        isInProgress(status as ApplicationStatus),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['accepted', 'rejected', 'withdrawn'].map((status) =>
        isInProgress(status as ApplicationStatus),
      ),
    ).toEqual([false, false, false]);
  });
});

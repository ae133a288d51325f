import { describe, expect, it } from 'vitest';
import { parseJobSort, sortJobs } from './job-sort';

const jobs = [
  { id: 'a', createdAt: '2026-01-01T10:00:00.000Z', match: { score: 60 } },
  { id: 'b', createdAt: '2026-03-01T10:00:00.000Z', match: null },
  { id: 'c', createdAt: '2026-02-01T10:00:00.000Z', match: { score: 85 } },
  { id: 'd', createdAt: '2026-04-01T10:00:00.000Z', match: { score: 60 } },
];

describe('sortJobs', () => {
  it('puts the newest first by default', () => {
    expect(sortJobs(jobs, 'newest').map((job) => job.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('puts the best match first, ties newest first and unscored jobs last', () => {
    expect(sortJobs(jobs, 'score').map((job) => job.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('does not change the given array', () => {
    sortJobs(jobs, 'score');
    expect(jobs.map((job) => job.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('sortJobs by pay', () => {
  const at = (id: string, day: number, pay: Record<string, unknown> | null) => ({
    id,
    createdAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    match: null,
    pay: pay as never,
  });

  it('orders by a year of the top of the range, hourly and monthly pay included', () => {
    const sorted = sortJobs(
      [
        at('yearly', 1, { currency: 'USD', min: 120_000, max: 150_000, period: 'year' }),
        at('hourly', 2, { currency: 'USD', min: 70, max: 80, period: 'hour' }), // 166,400
        at('monthly', 3, { currency: 'USD', min: 9_000, max: null, period: 'month' }), // 108,000
        at('unsaid', 4, { currency: 'USD', min: null, max: 140_000, period: null }),
        at('none', 5, null),
      ],
      'pay',
    );
    expect(sorted.map((job) => job.id)).toEqual(['hourly', 'yearly', 'unsaid', 'monthly', 'none']);
  });

  it('compares amounts within a currency only, the most stated one first', () => {
    const sorted = sortJobs(
      [
        at('eur-high', 1, { currency: 'EUR', min: null, max: 300_000, period: 'year' }),
        at('usd-low', 2, { currency: 'USD', min: 50_000, max: 60_000, period: 'year' }),
        at('usd-high', 3, { currency: 'USD', min: 90_000, max: 100_000, period: 'year' }),
        at('none', 4, null),
      ],
      'pay',
    );
    expect(sorted.map((job) => job.id)).toEqual(['usd-high', 'usd-low', 'eur-high', 'none']);
  });

  it('puts ties newest first', () => {
    const pay = { currency: 'USD', min: 1, max: 2, period: 'hour' };
    expect(sortJobs([at('old', 1, pay), at('new', 2, pay)], 'pay').map((job) => job.id)).toEqual([
      'new',
      'old',
    ]);
  });
});

describe('parseJobSort', () => {
  it('reads the sort from the URL and defaults to newest', () => {
    expect(parseJobSort('score')).toBe('score');
    expect(parseJobSort('pay')).toBe('pay');
    expect(parseJobSort(null)).toBe('newest');
    expect(parseJobSort('bogus')).toBe('newest');
  });
});

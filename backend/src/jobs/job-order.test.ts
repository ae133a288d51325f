import { describe, expect, it } from 'vitest';
import { orderJobs, type OrderableJob } from './job-order.js';
import type { Pay } from './stored-pay.js';

/** Jobs are given newest first, as the database lists them. */
const job = (id: string, fields: Partial<OrderableJob> = {}): OrderableJob => ({
  id,
  score: null,
  pay: null,
  applyBy: null,
  ...fields,
});
const TODAY = '2026-12-02';

describe('orderJobs', () => {
  const jobs = [
    job('d', { score: 60 }),
    job('b'),
    job('c', { score: 85 }),
    job('a', { score: 60 }),
  ];

  it('keeps the newest first as given', () => {
    expect(orderJobs(jobs, 'newest', TODAY)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('puts the best match first, ties newest first and unscored jobs last', () => {
    expect(orderJobs(jobs, 'match', TODAY)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('does not change the given array', () => {
    orderJobs(jobs, 'match', TODAY);
    expect(jobs.map((each) => each.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('orderJobs by pay', () => {
  const paid = (id: string, pay: Pay | null) => job(id, { pay });

  it('orders by a year of the top of the range, hourly and monthly pay included', () => {
    expect(
      orderJobs(
        [
          paid('yearly', { currency: 'USD', min: 120_000, max: 150_000, period: 'year' }),
          paid('hourly', { currency: 'USD', min: 70, max: 80, period: 'hour' }), // 166,400
          paid('monthly', { currency: 'USD', min: 9_000, max: null, period: 'month' }), // 108,000
          paid('unsaid', { currency: 'USD', min: null, max: 140_000, period: null }),
          paid('none', null),
        ],
        'pay',
        TODAY,
      ),
    ).toEqual(['hourly', 'yearly', 'unsaid', 'monthly', 'none']);
  });

  it('compares amounts within a currency only, the most stated one first', () => {
    expect(
      orderJobs(
        [
          paid('eur-high', { currency: 'EUR', min: null, max: 300_000, period: 'year' }),
          paid('usd-low', { currency: 'USD', min: 50_000, max: 60_000, period: 'year' }),
          paid('usd-high', { currency: 'USD', min: 90_000, max: 100_000, period: 'year' }),
          paid('none', null),
        ],
        'pay',
        TODAY,
      ),
    ).toEqual(['usd-high', 'usd-low', 'eur-high', 'none']);
  });

  it('puts ties newest first', () => {
    const pay: Pay = { currency: 'USD', min: 1, max: 2, period: 'hour' };
    expect(orderJobs([paid('new', pay), paid('old', pay)], 'pay', TODAY)).toEqual(['new', 'old']);
  });
});

describe('orderJobs by the last day to apply', () => {
  it('puts the days still ahead first, soonest first, then those gone by, latest first, then none', () => {
    const jobs = [
      job('none'),
      job('next-month', { applyBy: '2027-01-05' }),
      job('closed-long-ago', { applyBy: '2026-10-01' }),
      job('today', { applyBy: TODAY }),
      job('closed-yesterday', { applyBy: '2026-12-01' }),
      job('friday', { applyBy: '2026-12-04' }),
    ];
    expect(orderJobs(jobs, 'closing', TODAY)).toEqual([
      'today',
      'friday',
      'next-month',
      'closed-yesterday',
      'closed-long-ago',
      'none',
    ]);
  });

  it('keeps jobs of one day newest first', () => {
    const day = { applyBy: '2026-12-10' };
    expect(orderJobs([job('new', day), job('old', day)], 'closing', TODAY)).toEqual(['new', 'old']);
  });
});

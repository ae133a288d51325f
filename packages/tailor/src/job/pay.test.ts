import { describe, expect, it } from 'vitest';
import { payInLines, payOfMonetaryAmount, yearlyAmount } from './pay.js';

const pay = (line: string) => payInLines([line]);

describe('payInLines', () => {
  it.each([
    [
      'The base salary range for this role is $120,000 – $150,000 a year.',
      { currency: 'USD', min: 120_000, max: 150_000, period: 'year' },
    ],
    ['Salary: €55k-65k', { currency: 'EUR', min: 55_000, max: 65_000, period: null }],
    ['55.000–65.000 € brutto p.a.', { currency: 'EUR', min: 55_000, max: 65_000, period: 'year' }],
    ['£40 - £45 per hour', { currency: 'GBP', min: 40, max: 45, period: 'hour' }],
    ['Hourly rate: $45.50 to $60', { currency: 'USD', min: 45.5, max: 60, period: 'hour' }],
    [
      'Compensation: CA$95,000 to CA$110,000 annually',
      { currency: 'CAD', min: 95_000, max: 110_000, period: 'year' },
    ],
    [
      'Pay range: 6 500 – 8 000 CHF per month',
      { currency: 'CHF', min: 6_500, max: 8_000, period: 'month' },
    ],
    [
      'We pay between USD 90k and USD 110k',
      { currency: 'USD', min: 90_000, max: 110_000, period: null },
    ],
    ['Salary up to 70.000 € p.a.', { currency: 'EUR', min: null, max: 70_000, period: 'year' }],
    ['Salary from $90k', { currency: 'USD', min: 90_000, max: null, period: null }],
    ['$5,000/month', { currency: 'USD', min: 5_000, max: 5_000, period: 'month' }],
    ['Earn 300 EUR a day', { currency: 'EUR', min: 300, max: 300, period: 'day' }],
    [
      'Base salary $150,000 – $180,000, annual bonus, health insurance, 401(k) match.',
      { currency: 'USD', min: 150_000, max: 180_000, period: null },
    ],
    [
      'The details: permanent contract, €85,000 to €100,000, 30 vacation days.',
      { currency: 'EUR', min: 85_000, max: 100_000, period: null },
    ],
  ])('reads %s', (line, expected) => {
    expect(pay(line)).toEqual(expected);
  });

  it.each([
    'We raised $40M from leading investors',
    'A $500 learning budget every year',
    'Home office allowance of $1,000 a year',
    'Our revenue grew to $120,000,000',
    'Serving 2,000,000 requests a day',
    'Salary: competitive, depending on experience',
    '5+ years of experience with Go',
    'Matching 401(k) up to $6,000 a year',
    'A yearly learning budget of €2,000 to €3,000 to spend on conferences',
    'Seed round: $2,000,000 to $3,000,000 raised',
  ])('finds no pay in %s', (line) => {
    expect(pay(line)).toBeNull();
  });

  it('prefers an amount stated as pay with its period over an earlier looser one', () => {
    expect(
      payInLines([
        'Salary: around $100k depending on level',
        'The pay range is $110,000 - $130,000 per year',
      ]),
    ).toEqual({ currency: 'USD', min: 110_000, max: 130_000, period: 'year' });
  });

  it('takes a pay heading as the cue for the lines under it, until the next heading', () => {
    const lines = (heading: string) => [
      { text: heading, isHeading: true },
      { text: '$150K + equity' },
    ];
    expect(payInLines(lines('Compensation'))).toEqual({
      currency: 'USD',
      min: 150_000,
      max: 150_000,
      period: null,
    });
    expect(payInLines(lines('What you will build'))).toBeNull();
    expect(
      payInLines([...lines('Salary'), { text: 'Perks', isHeading: true }, { text: '$2,000' }]),
    ).toMatchObject({ min: 150_000 });
  });

  it('reads the first of equally sure statements', () => {
    expect(payInLines(['Salary: $90k', 'Salary: $95k'])).toMatchObject({ min: 90_000 });
  });
});

describe('payOfMonetaryAmount', () => {
  it('reads a QuantitativeValue range with its unit', () => {
    expect(
      payOfMonetaryAmount({
        '@type': 'MonetaryAmount',
        currency: 'usd',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 120000,
          maxValue: '150,000',
          unitText: 'YEAR',
        },
      }),
    ).toEqual({ currency: 'USD', min: 120_000, max: 150_000, period: 'year' });
  });

  it('reads a single value, as a number or a QuantitativeValue', () => {
    expect(payOfMonetaryAmount({ currency: 'EUR', value: 42 })).toEqual({
      currency: 'EUR',
      min: 42,
      max: 42,
      period: null,
    });
    expect(
      payOfMonetaryAmount([{ currency: 'GBP', value: { value: 30, unitText: 'hour' } }]),
    ).toEqual({ currency: 'GBP', min: 30, max: 30, period: 'hour' });
  });

  it('leaves out what is not an amount of money', () => {
    expect(payOfMonetaryAmount(null)).toBeNull();
    expect(payOfMonetaryAmount('competitive')).toBeNull();
    expect(payOfMonetaryAmount({ currency: 'dollars', value: 5 })).toBeNull();
    expect(payOfMonetaryAmount({ currency: 'USD', value: { minValue: -1 } })).toBeNull();
  });
});

describe('yearlyAmount', () => {
  it.each([
    [150_000, 'year', 150_000],
    [12_500, 'month', 150_000],
    [2_000, 'week', 104_000],
    [400, 'day', 104_000],
    [52.5, 'hour', 109_200],
  ] as const)('%d a %s is %d a year', (amount, period, yearly) => {
    expect(yearlyAmount(amount, period)).toBe(yearly);
  });

  it('keeps cents and no more', () => {
    expect(yearlyAmount(33.33, 'hour')).toBe(69_326.4);
    expect(yearlyAmount(0.01, 'month')).toBe(0.12);
  });
});

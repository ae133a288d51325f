import { describe, expect, it } from 'vitest';
import { formatMoney, formatPay, yearlyAmount, yearlyRange } from './pay';

const en = (pay: Parameters<typeof formatPay>[0]) => formatPay(pay, 'en-US');

describe('formatPay', () => {
  it('writes a yearly range short', () => {
    expect(en({ currency: 'USD', min: 140_000, max: 165_000, period: 'year' })).toBe(
      '$140K–$165K a year',
    );
    expect(en({ currency: 'EUR', min: 55_500, max: 65_000, period: null })).toBe('€55.5K–€65K');
  });

  it('writes small amounts in full, with cents only when there are some', () => {
    expect(en({ currency: 'GBP', min: 40, max: 45.5, period: 'hour' })).toBe('£40–£45.50 an hour');
    expect(en({ currency: 'USD', min: 5_000, max: 5_000, period: 'month' })).toBe('$5,000 a month');
  });

  it('says a floor and a ceiling in words', () => {
    expect(en({ currency: 'USD', min: 90_000, max: null, period: null })).toBe('From $90K');
    expect(en({ currency: 'EUR', min: null, max: 70_000, period: 'year' })).toBe(
      'Up to €70K a year',
    );
  });

  it('names a currency that has no symbol of its own', () => {
    expect(en({ currency: 'CHF', min: 6_500, max: 8_000, period: 'month' })).toBe(
      'CHF\u00a06,500–CHF\u00a08,000 a month',
    );
  });

  it('writes a currency Intl refuses after the number', () => {
    expect(en({ currency: 'dollars', min: 40, max: 45, period: 'hour' })).toBe(
      '40 dollars–45 dollars an hour',
    );
  });

  it('tells nothing without an amount', () => {
    expect(en(null)).toBeNull();
    expect(en({ currency: 'USD', min: null, max: null, period: 'year' })).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes an amount in full, with cents only when there are some', () => {
    expect(formatMoney('USD', 155_000, { locale: 'en-US' })).toBe('$155,000');
    expect(formatMoney('EUR', 75.5, { locale: 'en-US' })).toBe('€75.50');
    expect(formatMoney('USD', 155_000, { locale: 'en-US', isShort: true })).toBe('$155K');
    expect(formatMoney('USD', 9_500, { locale: 'en-US', isShort: true })).toBe('$9,500');
  });

  it('writes a currency Intl refuses after the number', () => {
    expect(formatMoney('dollars', 1_500.25, { locale: 'en-US' })).toBe('1,500.25 dollars');
  });
});

describe('yearly pay', () => {
  it('counts 2,080 hours, 260 days, 52 weeks and 12 months in a year', () => {
    expect(yearlyAmount(75, 'hour')).toBe(156_000);
    expect(yearlyAmount(600, 'day')).toBe(156_000);
    expect(yearlyAmount(3_000, 'week')).toBe(156_000);
    expect(yearlyAmount(13_000, 'month')).toBe(156_000);
    expect(yearlyAmount(156_000, 'year')).toBe(156_000);
    // A posting's pay without a period is yearly.
    expect(yearlyAmount(156_000, null)).toBe(156_000);
  });

  it('annualises a posting’s range, each end as stated', () => {
    expect(yearlyRange({ currency: 'USD', min: 70, max: 75, period: 'hour' })).toEqual({
      min: 145_600,
      max: 156_000,
    });
    expect(yearlyRange({ currency: 'USD', min: null, max: 5_000, period: 'month' })).toEqual({
      min: null,
      max: 60_000,
    });
    expect(yearlyRange({ currency: 'USD', min: null, max: null, period: 'year' })).toBeNull();
    expect(yearlyRange(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { storedPay } from './stored-pay.js';

describe('storedPay', () => {
  it('keeps a pay the engine wrote', () => {
    const pay = { currency: 'EUR', min: 55_000, max: null, period: 'year' };
    expect(storedPay(pay)).toEqual(pay);
  });

  it('drops a period it does not know, and keeps the amounts', () => {
    expect(storedPay({ currency: 'USD', min: 40, max: 48, period: 'fortnight' })).toEqual({
      currency: 'USD',
      min: 40,
      max: 48,
      period: null,
    });
  });

  it.each([
    [undefined],
    [null],
    ['$120k'],
    [{ currency: 'USD', min: null, max: null, period: null }],
    [{ currency: 'USD', min: '120000', max: null, period: null }],
    [{ currency: 'USD', min: -5, max: 10, period: null }],
    [{ min: 1, max: 2, period: null }],
  ])('reads %j as no pay', (value) => {
    expect(storedPay(value)).toBeNull();
  });
});

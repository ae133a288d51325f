import { describe, expect, it } from 'vitest';
import { offerFieldsOf, offerSummary, offerView } from './offer-service.js';
import type { OfferRecord } from './offers-repository.js';

const RECORD: OfferRecord = {
  applicationId: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  currency: 'USD',
  baseAmount: 12_500,
  period: 'month',
  signingBonus: null,
  yearlyBonus: null,
  equity: null,
  startsOn: null,
  respondBy: null,
  notes: null,
  createdAt: '2026-11-30T12:00:00.000Z',
  updatedAt: '2026-11-30T12:00:00.000Z',
};

describe('offerView', () => {
  it('counts a year of the base pay and adds both bonuses for the first year', () => {
    expect(offerView({ ...RECORD, signingBonus: 5_000, yearlyBonus: 0.1 + 0.2 })).toMatchObject({
      yearlyBase: 150_000,
      firstYearTotal: 155_000.3,
    });
  });

  it('is the base alone without bonuses', () => {
    expect(offerView({ ...RECORD, baseAmount: 45.55, period: 'hour' })).toMatchObject({
      yearlyBase: 94_744,
      firstYearTotal: 94_744,
    });
  });
});

describe('offerFieldsOf', () => {
  const BASE = { currency: ' EUR ', baseAmount: 0.1 + 0.2, period: 'year' } as const;

  it('reads sums of cents as cents, and bonuses of 0 as none', () => {
    expect(offerFieldsOf({ ...BASE, signingBonus: 0, yearlyBonus: 1_000.1 })).toMatchObject({
      currency: 'EUR',
      baseAmount: 0.3,
      signingBonus: null,
      yearlyBonus: 1_000.1,
    });
  });

  it('refuses what is not money, naming the field', () => {
    for (const [input, field] of [
      [{ ...BASE, baseAmount: Number.NaN }, 'baseAmount'],
      [{ ...BASE, baseAmount: Number.POSITIVE_INFINITY }, 'baseAmount'],
      [{ ...BASE, yearlyBonus: 0.001 }, 'yearlyBonus'],
      [{ ...BASE, period: 'fortnight' as 'year' }, 'period'],
    ] as const)
      expect(() => offerFieldsOf(input), field).toThrow(
        expect.objectContaining({ details: { field } }),
      );
  });
});

describe('offerSummary', () => {
  it('names the pay, and the first year when it says more', () => {
    expect(offerSummary({ ...RECORD, period: 'year', baseAmount: 150_000 })).toBe(
      '$150,000 a year',
    );
    expect(offerSummary(RECORD)).toBe('$12,500 a month, $150,000 in the first year');
    expect(
      offerSummary({
        ...RECORD,
        currency: 'EUR',
        baseAmount: 52.5,
        period: 'hour',
        signingBonus: 500,
      }),
    ).toBe('€52.50 an hour, €109,700 in the first year');
  });
});

import { describe, expect, it } from 'vitest';
import type { ApplicationOfferFragment } from '@/gql/graphql';
import {
  checkOffer,
  isDraftChanged,
  offerDraft,
  offerInput,
  refusedOfferField,
  yearlyBonusPreview,
  type OfferDraft,
} from './offer-rules';

const EMPTY: OfferDraft = offerDraft(null, null);

function draft(fields: Partial<OfferDraft>): OfferDraft {
  return { ...EMPTY, baseAmount: '155000', ...fields };
}

const written: ApplicationOfferFragment = {
  currency: 'EUR',
  baseAmount: 6500.5,
  period: 'month',
  signingBonus: 5000,
  yearlyBonus: null,
  equity: '0.05% over 4 years',
  startsOn: '2027-01-04',
  respondBy: '2026-12-04',
  notes: 'Remote two days a week.',
  yearlyBase: 78_006,
  firstYearTotal: 83_006,
};

describe('offerDraft', () => {
  it('starts a new offer in US dollars a year when the posting states no pay', () => {
    expect(EMPTY).toMatchObject({ currency: 'USD', period: 'year', baseAmount: '' });
  });

  it('starts a new offer in the posting’s currency and period', () => {
    expect(offerDraft(null, { currency: 'gbp', min: 40, max: 45, period: 'hour' })).toMatchObject({
      currency: 'GBP',
      period: 'hour',
    });
    // A posting without a period is yearly; one in a currency that is no code is not followed.
    expect(offerDraft(null, { currency: 'dollars', min: 1, max: 2, period: null })).toMatchObject({
      currency: 'USD',
      period: 'year',
    });
  });

  it('opens an offer as it is written down, cents and all', () => {
    expect(offerDraft(written, null)).toEqual({
      currency: 'EUR',
      baseAmount: '6500.50',
      period: 'month',
      signingBonus: '5000',
      yearlyBonus: '',
      equity: '0.05% over 4 years',
      startsOn: '2027-01-04',
      respondBy: '2026-12-04',
      notes: 'Remote two days a week.',
    });
  });
});

describe('checkOffer', () => {
  it('accepts a whole offer', () => {
    expect(checkOffer(draft({ ...offerDraft(written, null) }))).toEqual({});
    expect(checkOffer(draft({ yearlyBonus: '10%', signingBonus: '20,000' }))).toEqual({});
  });

  it('asks for a three-letter currency, in any case', () => {
    expect(checkOffer(draft({ currency: '' })).currency).toBe(
      'Enter the currency’s three-letter code, such as USD.',
    );
    expect(checkOffer(draft({ currency: 'US' })).currency).toBe(
      'Enter a three-letter currency code, such as USD or EUR.',
    );
    expect(checkOffer(draft({ currency: 'U$D' })).currency).toBeDefined();
    expect(checkOffer(draft({ currency: ' eur ' })).currency).toBeUndefined();
  });

  it('asks for a base pay of more than 0 and at most 100,000,000', () => {
    expect(checkOffer(draft({ baseAmount: '' })).baseAmount).toBe('Enter the base pay.');
    expect(checkOffer(draft({ baseAmount: '0' })).baseAmount).toBe(
      'Enter a base pay of more than 0.',
    );
    expect(checkOffer(draft({ baseAmount: '100000000.01' })).baseAmount).toBe(
      'Enter at most 100,000,000.',
    );
    expect(checkOffer(draft({ baseAmount: '100,000,000' })).baseAmount).toBeUndefined();
  });

  it('takes amounts with thousands separators, and no more than cents', () => {
    for (const amount of ['155,000', '155 000', '155000.50', '1,234,567.8', '75.500'])
      expect(checkOffer(draft({ baseAmount: amount })).baseAmount, amount).toBeUndefined();
    expect(checkOffer(draft({ baseAmount: '75.505' })).baseAmount).toBe(
      'Enter at most 2 decimals.',
    );
    expect(checkOffer(draft({ baseAmount: '-5' })).baseAmount).toBe(
      'Enter a base pay of more than 0.',
    );
    for (const amount of ['$155,000', '155k', '1,5', '15,00', 'ten'])
      expect(checkOffer(draft({ baseAmount: amount })).baseAmount, amount).toBe(
        'Enter the base pay as a number, such as 155000 or 155,000.',
      );
  });

  it('lets a bonus be empty or 0, and refuses one that is negative or too large', () => {
    expect(checkOffer(draft({ signingBonus: '', yearlyBonus: '0' }))).toEqual({});
    expect(checkOffer(draft({ signingBonus: '-1' })).signingBonus).toBe(
      'Enter an amount of 0 or more.',
    );
    expect(checkOffer(draft({ signingBonus: 'lots' })).signingBonus).toBe(
      'Enter an amount such as 20000 or 20,000, or leave it empty.',
    );
    expect(checkOffer(draft({ signingBonus: '100000001' })).signingBonus).toBe(
      'Enter at most 100,000,000.',
    );
    expect(checkOffer(draft({ yearlyBonus: 'a lot' })).yearlyBonus).toBe(
      'Enter an amount such as 20000, or a percentage of the yearly base such as 10%.',
    );
  });

  it('takes a yearly bonus as a percentage only of a base pay there is', () => {
    expect(checkOffer(draft({ baseAmount: '', yearlyBonus: '10%' })).yearlyBonus).toBe(
      'Enter the base pay first: the percentage is of its yearly amount.',
    );
    // 2,000,000 a month is 24,000,000 a year: 500% of it is past the limit.
    expect(
      checkOffer(draft({ baseAmount: '2000000', period: 'month', yearlyBonus: '500%' }))
        .yearlyBonus,
    ).toBe('Enter at most 100,000,000.');
  });

  it('takes days from 2000 to 2099 that are on the calendar', () => {
    expect(checkOffer(draft({ startsOn: '2000-01-01', respondBy: '2099-12-31' }))).toEqual({});
    expect(checkOffer(draft({ respondBy: '2100-01-01' })).respondBy).toBe(
      'Enter a day from 2000 to 2099.',
    );
    expect(checkOffer(draft({ startsOn: '1999-12-31' })).startsOn).toBeDefined();
    expect(checkOffer(draft({ startsOn: '2027-02-30' })).startsOn).toBeDefined();
  });

  it('limits equity to 200 characters and notes to 5,000, trimmed', () => {
    expect(checkOffer(draft({ equity: 'x'.repeat(201) })).equity).toBe(
      'Equity has at most 200 characters.',
    );
    expect(checkOffer(draft({ equity: ` ${'x'.repeat(200)} ` })).equity).toBeUndefined();
    expect(checkOffer(draft({ notes: 'x'.repeat(5001) })).notes).toBe(
      'Notes have at most 5,000 characters.',
    );
  });

  it('asks for a period the server knows', () => {
    expect(checkOffer(draft({ period: 'fortnight' })).period).toBeDefined();
  });
});

describe('offerInput', () => {
  it('sends the whole offer: capitals, amounts as numbers, blanks and zeros as none', () => {
    expect(
      offerInput(
        draft({
          currency: ' usd',
          baseAmount: '155,000.5',
          signingBonus: '0',
          yearlyBonus: '',
          equity: '  ',
          notes: ' Good team. ',
          respondBy: '2026-12-04',
        }),
      ),
    ).toEqual({
      currency: 'USD',
      baseAmount: 155_000.5,
      period: 'year',
      signingBonus: null,
      yearlyBonus: null,
      equity: null,
      startsOn: null,
      respondBy: '2026-12-04',
      notes: 'Good team.',
    });
  });

  it('turns a yearly bonus typed as a percentage into its amount of the yearly base', () => {
    expect(offerInput(draft({ baseAmount: '155000', yearlyBonus: '10%' })).yearlyBonus).toBe(
      15_500,
    );
    // 75 an hour is 156,000 a year (2,080 hours); 12.5% of it, to the cent.
    expect(
      offerInput(draft({ baseAmount: '75', period: 'hour', yearlyBonus: '12.5 %' })).yearlyBonus,
    ).toBe(19_500);
    expect(
      offerInput(draft({ baseAmount: '1234.57', period: 'month', yearlyBonus: '3.3%' }))
        .yearlyBonus,
    ).toBe(488.89);
    expect(offerInput(draft({ yearlyBonus: '0%' })).yearlyBonus).toBeNull();
  });
});

describe('yearlyBonusPreview', () => {
  it('says what a percentage comes to, and nothing for an amount', () => {
    expect(yearlyBonusPreview(draft({ yearlyBonus: '10%' }), 'en-US')).toBe(
      '10% of $155,000 a year is $15,500.',
    );
    expect(yearlyBonusPreview(draft({ yearlyBonus: '15000' }), 'en-US')).toBeNull();
    expect(yearlyBonusPreview(draft({ baseAmount: '', yearlyBonus: '10%' }), 'en-US')).toBeNull();
  });
});

describe('isDraftChanged', () => {
  it('ignores spaces around what was there', () => {
    expect(isDraftChanged(EMPTY, { ...EMPTY, notes: '  ' })).toBe(false);
    expect(isDraftChanged(EMPTY, { ...EMPTY, baseAmount: '1' })).toBe(true);
  });
});

describe('refusedOfferField', () => {
  it('names the field a VALIDATION_FAILED refusal is about', () => {
    expect(
      refusedOfferField({
        code: 'VALIDATION_FAILED',
        message: 'The day to answer by is a day from 2000-01-01 to 2099-12-31',
        details: { field: 'respondBy' },
      }),
    ).toBe('respondBy');
  });

  it('leaves the whole form’s refusals, and other problems, to the form', () => {
    expect(
      refusedOfferField({
        code: 'VALIDATION_FAILED',
        message: 'Move it to Offer first',
        details: { field: 'applicationId' },
      }),
    ).toBeUndefined();
    expect(
      refusedOfferField({ code: 'NOT_FOUND', message: 'No such application' }),
    ).toBeUndefined();
    expect(refusedOfferField({ code: 'VALIDATION_FAILED', message: 'x' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  answerByStatus,
  compareOffers,
  compareWithPosting,
  formatAmountPer,
  formatWeekdayDay,
  hasReachedOffer,
  offersToAnswer,
  type OfferApplication,
} from './offer-format';

const TODAY = '2026-11-30';

describe('hasReachedOffer', () => {
  const moved = (toStatus: 'interviewing' | 'offer' | 'accepted') => [
    { toStatus: 'applied' as const },
    { toStatus },
  ];

  it('holds at Offer and Accepted, with an offer, or after a move to Offer', () => {
    expect(hasReachedOffer({ status: 'offer', offer: null, events: [] })).toBe(true);
    expect(hasReachedOffer({ status: 'accepted', offer: null, events: [] })).toBe(true);
    expect(hasReachedOffer({ status: 'applied', offer: {}, events: [] })).toBe(true);
    expect(hasReachedOffer({ status: 'rejected', offer: null, events: moved('offer') })).toBe(true);
  });

  it('does not hold before the offer', () => {
    expect(hasReachedOffer({ status: 'interviewing', offer: null, events: [] })).toBe(false);
    expect(
      hasReachedOffer({ status: 'withdrawn', offer: null, events: moved('interviewing') }),
    ).toBe(false);
  });
});

describe('formatAmountPer', () => {
  it('writes the amount in full, with cents only when there are some', () => {
    expect(formatAmountPer('USD', 155_000, 'year', 'en-US')).toBe('$155,000 a year');
    expect(formatAmountPer('EUR', 75.5, 'hour', 'en-US')).toBe('€75.50 an hour');
  });
});

describe('compareWithPosting', () => {
  const offer = { currency: 'USD', yearlyBase: 150_000 };
  const range = { currency: 'USD', min: 140_000, max: 160_000, period: 'year' as const };
  const text = (pay: Parameters<typeof compareWithPosting>[1], base = offer.yearlyBase) =>
    compareWithPosting({ ...offer, yearlyBase: base }, pay, 'en-US');

  it('places the yearly base within, above or below the posting’s range', () => {
    expect(text(range)).toEqual({
      kind: 'compared',
      position: 'within',
      text: "Within the posting's $140K–$160K a year",
    });
    // The top of the range is within it.
    expect(text(range, 160_000)).toMatchObject({ position: 'within' });
    expect(text(range, 165_000)).toMatchObject({
      position: 'above',
      text: "Above the posting's range ($140K–$160K a year)",
    });
    expect(text(range, 120_000)).toMatchObject({
      position: 'below',
      text: "Below the posting's range ($140K–$160K a year)",
    });
  });

  it('annualises a posting paid by the hour, and words it as the posting does', () => {
    // $70–$75 an hour is $145,600–$156,000 a year.
    expect(text({ currency: 'USD', min: 70, max: 75, period: 'hour' }, 150_000)).toMatchObject({
      position: 'within',
      text: "Within the posting's $70–$75 an hour",
    });
    expect(text({ currency: 'USD', min: 70, max: 75, period: 'hour' }, 140_000)).toMatchObject({
      position: 'below',
    });
  });

  it('words a floor, a ceiling and a single amount', () => {
    expect(text({ currency: 'USD', min: 140_000, max: null, period: 'year' })).toMatchObject({
      position: 'within',
      text: "At or above the posting's floor of $140K a year",
    });
    expect(text({ currency: 'USD', min: 160_000, max: null, period: null })).toMatchObject({
      position: 'below',
      text: "Below the posting's floor of $160K",
    });
    expect(text({ currency: 'USD', min: null, max: 140_000, period: 'year' })).toMatchObject({
      position: 'above',
      text: "Above the posting's ceiling of $140K a year",
    });
    expect(text({ currency: 'USD', min: 150_000, max: 150_000, period: 'year' })).toMatchObject({
      position: 'within',
      text: "Matches the posting's $150K a year",
    });
  });

  it('compares nothing across currencies, and nothing with a posting without pay', () => {
    expect(text({ currency: 'EUR', min: 1, max: 2, period: 'year' })).toEqual({
      kind: 'other-currency',
      text: "The posting's pay is in EUR: nothing is converted, so it is not compared.",
    });
    expect(text(null)).toBeNull();
    expect(text({ currency: 'USD', min: null, max: null, period: 'year' })).toBeNull();
  });
});

describe('formatWeekdayDay', () => {
  it('names the weekday, and the year only when it is not this one', () => {
    expect(formatWeekdayDay('2026-12-04', TODAY)).toBe('Fri, Dec 4');
    expect(formatWeekdayDay('2027-01-04', TODAY)).toBe('Mon, Jan 4, 2027');
    expect(formatWeekdayDay('soon', TODAY)).toBe('soon');
  });

  it('names weekdays as Intl does in English', () => {
    const intl = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' });
    for (let date = 1; date <= 7; date += 1) {
      const day = `2026-03-0${String(date)}`;
      expect(formatWeekdayDay(day, '2026-01-01').slice(0, 3)).toBe(intl.format(Date.parse(day)));
    }
  });
});

describe('answerByStatus', () => {
  it('says how near the day is, in the follow-ups’ words and tones', () => {
    expect(answerByStatus('2026-12-04', TODAY)).toEqual({
      tone: 'upcoming',
      day: 'Fri, Dec 4',
      label: 'In 4 days',
      shortLabel: 'Answer by Fri',
    });
    expect(answerByStatus(TODAY, TODAY)).toMatchObject({
      tone: 'today',
      shortLabel: 'Answer today',
    });
    expect(answerByStatus('2026-12-01', TODAY)).toMatchObject({ shortLabel: 'Answer tomorrow' });
    // Monday to Monday: the weekday alone would read as today.
    expect(answerByStatus('2026-12-07', TODAY)).toMatchObject({ shortLabel: 'Answer in 7 days' });
    expect(answerByStatus('2026-11-28', TODAY)).toMatchObject({
      tone: 'overdue',
      label: 'Overdue by 2 days',
      shortLabel: 'Overdue by 2 days',
    });
  });
});

function application(
  id: string,
  offer: { currency?: string; firstYearTotal: number; respondBy?: string | null } | null,
): OfferApplication {
  return {
    id,
    status: 'offer',
    job: { title: `Job ${id}` },
    offer: offer ? { currency: 'USD', respondBy: null, ...offer } : null,
  };
}

describe('compareOffers', () => {
  it('puts the soonest day to answer first, offers without one and unwritten ones last', () => {
    const { rows } = compareOffers([
      application('none', { firstYearTotal: 1 }),
      application('unwritten', null),
      application('later', { firstYearTotal: 1, respondBy: '2026-12-10' }),
      application('sooner', { firstYearTotal: 1, respondBy: '2026-12-02' }),
    ]);
    expect(rows.map((row) => row.application.id)).toEqual(['sooner', 'later', 'none', 'unwritten']);
  });

  it('marks the highest first year of each currency that has two offers or more', () => {
    const { rows, currencies } = compareOffers([
      application('a', { firstYearTotal: 180_500 }),
      application('b', { firstYearTotal: 170_000 }),
      application('c', { currency: 'EUR', firstYearTotal: 190_000 }),
      application('d', null),
    ]);
    const marked = rows.filter((row) => row.isHighestFirstYear).map((row) => row.application.id);
    // EUR has one offer only: nothing to beat, and nothing is converted to compare it with USD.
    expect(marked).toEqual(['a']);
    expect(currencies).toEqual(['EUR', 'USD']);
  });

  it('marks no offer when those of a currency pay the same', () => {
    const { rows } = compareOffers([
      application('a', { firstYearTotal: 100 }),
      application('b', { firstYearTotal: 100 }),
    ]);
    expect(rows.some((row) => row.isHighestFirstYear)).toBe(false);
  });
});

describe('offersToAnswer', () => {
  it('keeps the unanswered offers due within a week or past, soonest first', () => {
    const due = offersToAnswer(
      [
        application('week', { firstYearTotal: 1, respondBy: '2026-12-07' }),
        application('past', { firstYearTotal: 1, respondBy: '2026-11-01' }),
        application('later', { firstYearTotal: 1, respondBy: '2026-12-08' }),
        application('none', { firstYearTotal: 1 }),
        {
          ...application('taken', { firstYearTotal: 1, respondBy: '2026-12-01' }),
          status: 'accepted',
        },
      ],
      TODAY,
    );
    expect(due.map((each) => each.id)).toEqual(['past', 'week']);
  });
});

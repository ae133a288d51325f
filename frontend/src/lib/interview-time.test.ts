import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatInterviewStart,
  formatInterviewTime,
  formatMoment,
  instantToLocalTime,
  interviewTiming,
  localTimeToInstant,
  splitInterviews,
} from './interview-time';

const BERLIN = { timeZone: 'Europe/Berlin' };
const NEW_YORK = { timeZone: 'America/New_York' };

describe('localTimeToInstant', () => {
  it.each([
    ['2026-12-03', '14:00', BERLIN, '2026-12-03T13:00:00.000Z'],
    ['2026-07-01', '14:00', BERLIN, '2026-07-01T12:00:00.000Z'],
    ['2026-12-03', '09:30', NEW_YORK, '2026-12-03T14:30:00.000Z'],
    ['2026-12-03', '14:00', { timeZone: 'Asia/Kolkata' }, '2026-12-03T08:30:00.000Z'],
    ['2026-12-31', '23:45', { timeZone: 'UTC' }, '2026-12-31T23:45:00.000Z'],
    ['2027-01-01', '00:15', { timeZone: 'Pacific/Auckland' }, '2026-12-31T11:15:00.000Z'],
  ])('reads %s %s in %o as %s', (date, time, zone, expected) => {
    expect(localTimeToInstant(date, time, zone)).toBe(expected);
  });

  it('keeps the wall-clock time on either side of a change to summer time', () => {
    // Berlin moves its clocks forward on 29 March 2026: 14:00 is an hour earlier in UTC after.
    expect(localTimeToInstant('2026-03-28', '14:00', BERLIN)).toBe('2026-03-28T13:00:00.000Z');
    expect(localTimeToInstant('2026-03-29', '14:00', BERLIN)).toBe('2026-03-29T12:00:00.000Z');
    expect(localTimeToInstant('2026-03-07', '14:00', NEW_YORK)).toBe('2026-03-07T19:00:00.000Z');
    expect(localTimeToInstant('2026-03-08', '14:00', NEW_YORK)).toBe('2026-03-08T18:00:00.000Z');
  });

  it('reads a time the clock skips as the time after the skip', () => {
    // 02:30 does not happen in Berlin on 29 March 2026: the clock goes from 02:00 to 03:00.
    expect(localTimeToInstant('2026-03-29', '02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToLocalTime('2026-03-29T01:30:00.000Z', BERLIN)).toEqual({
      date: '2026-03-29',
      time: '03:30',
    });
    expect(localTimeToInstant('2026-03-08', '02:30', NEW_YORK)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads a time the clock shows twice as the first', () => {
    // 02:30 happens twice in Berlin on 25 October 2026, first in summer time (UTC+2).
    expect(localTimeToInstant('2026-10-25', '02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
    expect(localTimeToInstant('2026-11-01', '01:30', NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives every other time of the days the clocks change back as it was entered', () => {
    for (const [date, zone, skipped] of [
      ['2026-03-29', BERLIN, '02'],
      ['2026-10-25', BERLIN, null],
      ['2026-03-08', NEW_YORK, '02'],
      ['2026-11-01', NEW_YORK, null],
    ] as const) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (time.slice(0, 2) === skipped) continue;
        const instant = localTimeToInstant(date, time, zone);
        expect(instant && instantToLocalTime(instant, zone), `${date} ${time}`).toEqual({
          date,
          time,
        });
      }
    }
  });

  it('drops the seconds a time field may give', () => {
    expect(localTimeToInstant('2026-12-03', '14:00:30', BERLIN)).toBe('2026-12-03T13:00:00.000Z');
  });

  it.each([
    ['', '14:00'],
    ['2026-12-03', ''],
    ['2026-02-30', '14:00'],
    ['2026-13-01', '14:00'],
    ['2026-12-03', '24:00'],
    ['2026-12-03', '14:60'],
    ['3 Dec 2026', '14:00'],
    ['2026-12-03', '2pm'],
  ])('is null for %j at %j', (date, time) => {
    expect(localTimeToInstant(date, time, BERLIN)).toBeNull();
  });
});

describe('instantToLocalTime', () => {
  it('gives the day and time the zone’s clock shows, for the form’s fields', () => {
    expect(instantToLocalTime('2026-12-03T13:00:00.000Z', BERLIN)).toEqual({
      date: '2026-12-03',
      time: '14:00',
    });
    expect(instantToLocalTime('2026-12-03T02:00:00.000Z', NEW_YORK)).toEqual({
      date: '2026-12-02',
      time: '21:00',
    });
    expect(instantToLocalTime('2026-12-03T13:00:00.000Z', { timeZone: 'Asia/Kathmandu' })).toEqual({
      date: '2026-12-03',
      time: '18:45',
    });
  });

  it('is null for what is not an instant', () => {
    expect(instantToLocalTime('soon', BERLIN)).toBeNull();
  });
});

describe('formatInterviewTime', () => {
  const inBritishBerlin = (now: string) => ({
    ...BERLIN,
    locale: 'en-GB',
    now: new Date(now),
  });
  const options = inBritishBerlin('2026-12-01T10:00:00Z');

  it('writes the day and the hours it takes', () => {
    expect(formatInterviewTime('2026-12-03T13:00:00.000Z', 60, options)).toBe(
      'Thu 3 Dec, 14:00–15:00',
    );
  });

  it('names today, tomorrow and yesterday', () => {
    expect(formatInterviewTime('2026-12-01T13:00:00.000Z', 45, options)).toBe('Today, 14:00–14:45');
    expect(formatInterviewTime('2026-12-02T08:00:00.000Z', 30, options)).toBe(
      'Tomorrow, 09:00–09:30',
    );
    expect(formatInterviewTime('2026-11-30T15:00:00.000Z', 90, options)).toBe(
      'Yesterday, 16:00–17:30',
    );
  });

  it('counts days on the person’s own clock', () => {
    // 03:00 UTC on the 2nd: still the 1st in New York, already the 2nd in Berlin.
    const now = new Date('2026-12-01T20:00:00Z');
    expect(formatInterviewTime('2026-12-02T03:00:00.000Z', 60, { ...options, now })).toBe(
      'Tomorrow, 04:00–05:00',
    );
    expect(
      formatInterviewTime('2026-12-02T03:00:00.000Z', 60, { ...NEW_YORK, locale: 'en-GB', now }),
    ).toBe('Today, 22:00–23:00');
  });

  it('adds the year to a day of another year', () => {
    expect(formatInterviewTime('2027-01-05T13:00:00.000Z', 60, options)).toBe(
      'Tue, 5 Jan 2027, 14:00–15:00',
    );
  });

  it('ends by the duration, not by the wall clock, when the clocks change meanwhile', () => {
    // Two hours from 01:30 summer time on 25 October: the clock goes back an hour at 03:00.
    expect(
      formatInterviewTime('2026-10-24T23:30:00.000Z', 120, inBritishBerlin('2026-10-20T10:00Z')),
    ).toBe('Sun 25 Oct, 01:30–02:30');
  });

  it('names both days when it runs to or past midnight', () => {
    expect(formatInterviewTime('2026-12-03T22:30:00.000Z', 90, options)).toBe(
      'Thu 3 Dec, 23:30 – Fri 4 Dec, 01:00',
    );
    expect(formatInterviewTime('2026-12-03T22:00:00.000Z', 60, options)).toBe(
      'Thu 3 Dec, 23:00 – Fri 4 Dec, 00:00',
    );
  });

  it('writes English on the person’s own clock when no locale is asked for', () => {
    const at = { ...NEW_YORK, now: new Date('2026-12-01T10:00:00Z') };
    // ICU's English puts thin spaces around the dash.
    expect(
      formatInterviewTime('2026-12-03T19:00:00.000Z', 60, { ...at, hourCycle: 'h23' }).replace(
        /\s/g,
        ' ',
      ),
    ).toBe('Thu, Dec 3, 14:00 – 15:00');
    expect(
      formatInterviewTime('2026-12-03T19:00:00.000Z', 60, { ...at, hourCycle: 'h12' }).replace(
        /\s/g,
        ' ',
      ),
    ).toBe('Thu, Dec 3, 2:00 – 3:00 PM');
    expect(formatInterviewStart('2026-12-03T19:00:00.000Z', { ...at, hourCycle: 'h23' })).toBe(
      'Thu, Dec 3, 14:00',
    );
  });

  it('writes in another locale when asked', () => {
    const american = formatInterviewTime('2026-12-03T19:00:00.000Z', 60, {
      ...NEW_YORK,
      locale: 'en-US',
      now: new Date('2026-12-01T10:00:00Z'),
    });
    // ICU puts narrow and thin spaces around the dash and before PM.
    expect(american.replace(/\s/g, ' ')).toBe('Thu, Dec 3, 2:00 – 3:00 PM');
    expect(
      formatInterviewTime('2026-12-03T13:00:00.000Z', 60, { ...options, locale: 'de-DE' }),
    ).toBe('Do., 3. Dez., 14:00–15:00 Uhr');
  });

  it('gives back what is not an instant', () => {
    expect(formatInterviewTime('soon', 60, options)).toBe('soon');
  });
});

describe('interviewTiming', () => {
  const startsAt = '2026-12-03T13:00:00.000Z';

  it.each([
    ['2026-12-03T12:59:59Z', 'upcoming'],
    ['2026-12-03T13:00:00Z', 'now'],
    ['2026-12-03T13:44:59Z', 'now'],
    ['2026-12-03T13:45:00Z', 'past'],
    ['2027-01-01T00:00:00Z', 'past'],
  ])('at %s a 45-minute interview is %s', (now, expected) => {
    expect(interviewTiming(startsAt, 45, new Date(now))).toBe(expected);
  });
});

describe('splitInterviews', () => {
  it('lists those to come soonest first, going on ones included, and those over latest first', () => {
    const interview = (id: string, startsAt: string) => ({ id, startsAt, durationMinutes: 60 });
    const { upcoming, past } = splitInterviews(
      [
        interview('next week', '2026-12-10T09:00:00Z'),
        interview('last month', '2026-11-02T09:00:00Z'),
        interview('going on', '2026-12-03T12:30:00Z'),
        interview('tomorrow', '2026-12-04T09:00:00Z'),
        interview('this morning', '2026-12-03T08:00:00Z'),
      ],
      new Date('2026-12-03T13:00:00Z'),
    );
    expect(upcoming.map((each) => each.id)).toEqual(['going on', 'tomorrow', 'next week']);
    expect(past.map((each) => each.id)).toEqual(['this morning', 'last month']);
  });
});

describe('formatDuration', () => {
  it.each([
    [5, '5 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [180, '3 h'],
    [720, '12 h'],
  ])('writes %i minutes as %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe('formatInterviewStart', () => {
  const options = { ...BERLIN, locale: 'en-GB', now: new Date('2026-12-01T10:00:00Z') };

  it('names the day, even today’s, and the time it starts on the reader’s clock', () => {
    expect(formatInterviewStart('2026-12-03T13:00:00.000Z', options)).toBe('Thu 3 Dec, 14:00');
    expect(formatInterviewStart('2026-12-01T13:00:00.000Z', options)).toBe('Tue 1 Dec, 14:00');
    expect(formatInterviewStart('2026-12-01T13:00:00.000Z', { ...options, ...NEW_YORK })).toBe(
      'Tue 1 Dec, 08:00',
    );
  });

  it('adds the year when it is not this year, and gives back what is not an instant', () => {
    expect(formatInterviewStart('2027-01-05T09:00:00.000Z', options)).toBe(
      'Tue, 5 Jan 2027, 10:00',
    );
    expect(formatInterviewStart('soon', options)).toBe('soon');
  });
});

describe('formatMoment', () => {
  const options = { ...BERLIN, locale: 'en-GB', now: new Date('2026-12-01T10:00:00Z') };

  it('says today and tomorrow by name, on the clock of the zone asked for', () => {
    expect(formatMoment('2026-12-01T13:00:00.000Z', options)).toBe('Today, 14:00');
    expect(formatMoment('2026-12-02T07:00:00.000Z', options)).toBe('Tomorrow, 08:00');
    // 23:30 in New York on Dec 1 is already Dec 2 in Berlin.
    expect(formatMoment('2026-12-02T04:30:00.000Z', { ...options, ...NEW_YORK })).toBe(
      'Today, 23:30',
    );
  });

  it('names any other day, with the year when it is not this year', () => {
    expect(formatMoment('2026-12-03T07:00:00.000Z', options)).toBe('Thu 3 Dec, 08:00');
    expect(formatMoment('2027-01-05T07:00:00.000Z', options)).toBe('Tue, 5 Jan 2027, 08:00');
  });

  it('writes English on the clock asked for, and gives back what is not an instant', () => {
    const at = { ...NEW_YORK, now: new Date('2026-12-01T10:00:00Z') };
    expect(formatMoment('2026-12-02T13:00:00.000Z', { ...at, hourCycle: 'h23' })).toBe(
      'Tomorrow, 08:00',
    );
    expect(
      formatMoment('2026-12-02T13:00:00.000Z', { ...at, hourCycle: 'h12' }).replace(/\s/g, ' '),
    ).toBe('Tomorrow, 8:00 AM');
    expect(formatMoment('soon', options)).toBe('soon');
  });
});

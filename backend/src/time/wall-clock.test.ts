import { describe, expect, it } from 'vitest';
import { instantAt, nextInstantAtHour, wallTimeOf } from './wall-clock.js';

describe('instantAt', () => {
  it('reads an hour on the clock of a zone as the instant', () => {
    expect(instantAt('2026-11-30', 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    expect(instantAt('2026-07-01', 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
    expect(instantAt('2026-11-30', 23, 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-01T07:00:00.000Z',
    );
    expect(instantAt('2026-11-30', 0, 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-29T18:30:00.000Z',
    );
    expect(instantAt('2026-11-30', 8, 'UTC').toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('keeps the hour on the days the clocks change', () => {
    // Berlin: summer time from 29 March 2026, winter time from 25 October 2026.
    expect(instantAt('2026-03-29', 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(instantAt('2026-10-25', 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    // Sydney's summer time begins on 4 October 2026.
    expect(instantAt('2026-10-04', 9, 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T22:00:00.000Z',
    );
  });

  it('takes an hour the clocks skip as the moment they jump over it', () => {
    // 2:00 does not happen in Berlin on 29 March 2026: 1:59:59 is followed by 3:00.
    const instant = instantAt('2026-03-29', 2, 'Europe/Berlin');
    expect(instant.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(wallTimeOf(instant, 'Europe/Berlin').hour).toBe(3);
  });

  it('takes an hour the clocks show twice as one of the two', () => {
    const instant = instantAt('2026-10-25', 2, 'Europe/Berlin');
    expect(['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']).toContain(
      instant.toISOString(),
    );
    expect(wallTimeOf(instant, 'Europe/Berlin')).toMatchObject({ day: '2026-10-25', hour: 2 });
  });
});

describe('nextInstantAtHour', () => {
  const at = (iso: string) => new Date(iso);

  it("is today's hour while it is still to come, else tomorrow's", () => {
    // 7:30 in Berlin.
    expect(nextInstantAtHour(at('2026-11-30T06:30:00Z'), 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    // 8:00 exactly has come: the next is tomorrow's.
    expect(nextInstantAtHour(at('2026-11-30T07:00:00Z'), 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-12-01T07:00:00.000Z',
    );
  });

  it("goes by the zone's day, not the server's", () => {
    // 23:30 on 30 November in UTC is already 1 December, 8:30, in Tokyo.
    expect(nextInstantAtHour(at('2026-11-30T23:30:00Z'), 8, 'Asia/Tokyo').toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    // ...and still 30 November, 15:30, in Los Angeles.
    expect(
      nextInstantAtHour(at('2026-11-30T23:30:00Z'), 16, 'America/Los_Angeles').toISOString(),
    ).toBe('2026-12-01T00:00:00.000Z');
  });

  it('crosses the night the clocks change', () => {
    // Saturday 28 March 2026 at 9:00 in Berlin; Sunday's 8:00 is summer time.
    expect(nextInstantAtHour(at('2026-03-28T08:00:00Z'), 8, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });
});

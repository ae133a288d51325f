import { describe, expect, it } from 'vitest';
import { exactIsoFromTimestamptzText, isoFromTimestamptzText } from './timestamptz.js';

describe('isoFromTimestamptzText', () => {
  it.each([
    ['2026-11-25 19:52:30+00', '2026-11-25T19:52:30.000Z'],
    ['2026-11-25 19:52:30.1+00', '2026-11-25T19:52:30.100Z'],
    ['2026-11-25 19:52:30.12+00', '2026-11-25T19:52:30.120Z'],
    ['2026-11-25 19:52:30.123+00', '2026-11-25T19:52:30.123Z'],
    ['2026-11-25 19:52:30.123999+00', '2026-11-25T19:52:30.123Z'],
  ])('rewrites UTC text %s as %s', (text, iso) => {
    expect(isoFromTimestamptzText(text)).toBe(iso);
  });

  it.each([
    ['2026-11-25 21:52:30.5+02', '2026-11-25T19:52:30.500Z'],
    ['2026-11-25 14:22:30.123456-05:30', '2026-11-25T19:52:30.123Z'],
  ])('converts text in another session time zone (%s) to UTC', (text, iso) => {
    expect(isoFromTimestamptzText(text)).toBe(iso);
  });

  it('agrees with Date#toISOString on the fast path', () => {
    for (const millis of [0, 1, 999, 1_764_100_350_123, 253_402_300_799_999]) {
      const iso = new Date(millis).toISOString();
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}456+00`;
      expect(isoFromTimestamptzText(text)).toBe(iso);
    }
  });

  it.each(['infinity', '-infinity', '2026-11-25 19:52:30+00 BC', 'not a time'])(
    'refuses %s, which no API instant can express',
    (text) => {
      expect(() => isoFromTimestamptzText(text)).toThrow(/cannot express/);
    },
  );
});

describe('exactIsoFromTimestamptzText', () => {
  it.each([
    ['2026-11-25 19:52:30+00', '2026-11-25T19:52:30.000000Z'],
    ['2026-11-25 19:52:30.1+00', '2026-11-25T19:52:30.100000Z'],
    ['2026-11-25 19:52:30.123456+00', '2026-11-25T19:52:30.123456Z'],
    ['2026-11-25 21:52:30.000001+02', '2026-11-25T19:52:30.000001Z'],
    ['2026-11-25 14:22:30.123456-05:30', '2026-11-25T19:52:30.123456Z'],
  ])('keeps every digit of %s: %s', (text, iso) => {
    expect(exactIsoFromTimestamptzText(text)).toBe(iso);
  });

  it.each(['infinity', '2026-11-25 19:52:30+00 BC', '2026-11-25T19:52:30Z', ''])(
    'refuses %s',
    (text) => {
      expect(() => exactIsoFromTimestamptzText(text)).toThrow(/cannot express/);
    },
  );
});

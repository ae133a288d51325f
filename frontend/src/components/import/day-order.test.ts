import { describe, expect, it } from 'vitest';
import { dayOrderInput, dayOrderOfParts } from './day-order';

/** The parts Intl gives a locale, as formatToParts would. */
function partsOf(locale: string) {
  return new Intl.DateTimeFormat(locale).formatToParts(Date.UTC(2026, 10, 3));
}

describe('dayOrderOfParts', () => {
  it('reads month first where the month comes before the day', () => {
    expect(dayOrderOfParts(partsOf('en-US'))).toBe('month_first');
    expect(
      dayOrderOfParts([{ type: 'month' }, { type: 'literal' }, { type: 'day' }, { type: 'year' }]),
    ).toBe('month_first');
  });

  it('reads day first where the day comes before the month', () => {
    expect(dayOrderOfParts(partsOf('en-GB'))).toBe('day_first');
    expect(dayOrderOfParts(partsOf('de-DE'))).toBe('day_first');
    expect(dayOrderOfParts(partsOf('fr-FR'))).toBe('day_first');
  });

  it('reads year-first locales as month before day', () => {
    expect(
      dayOrderOfParts([{ type: 'year' }, { type: 'literal' }, { type: 'month' }, { type: 'day' }]),
    ).toBe('month_first');
  });

  it('falls back to day first when the parts name no day or month', () => {
    expect(dayOrderOfParts([])).toBe('day_first');
    expect(dayOrderOfParts([{ type: 'year' }, { type: 'month' }])).toBe('day_first');
  });
});

describe('dayOrderInput', () => {
  it('sends no order for a file without such days', () => {
    expect(dayOrderInput('none')).toBeNull();
    expect(dayOrderInput('day_first')).toBe('day_first');
    expect(dayOrderInput('month_first')).toBe('month_first');
  });
});

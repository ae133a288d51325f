import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './dates.js';

describe('parseDate', () => {
  it.each([
    ['Jan 2019', '2019-01'],
    ['January 2019', '2019-01'],
    ['Sept. 2020', '2020-09'],
    ['03/2019', '2019-03'],
    ['3/2019', '2019-03'],
    ['2019-03', '2019-03'],
    ['2019.03', '2019-03'],
    ['2019', '2019'],
    ['2019-03-15', '2019-03-15'],
    ['Summer 2018', '2018'],
  ])('reads %s as %s', (written, iso) => {
    expect(parseDate(written)).toBe(iso);
  });

  it('returns undefined for what is not a date', () => {
    expect(parseDate('soon')).toBeUndefined();
  });
});

describe('findDates', () => {
  it.each([
    ['Senior Engineer — Acme (Jan 2019 – Present)', { start: '2019-01', isCurrent: true }],
    ['Acme | Engineer | 2019–2023', { start: '2019', end: '2023', isCurrent: false }],
    ['06/2017 - 12/2018', { start: '2017-06', end: '2018-12', isCurrent: false }],
    ['2019-05 to 2020-01', { start: '2019-05', end: '2020-01', isCurrent: false }],
    ['March 2020 until now', { start: '2020-03', isCurrent: true }],
    ['2019 - current', { start: '2019', isCurrent: true }],
    ['Since 2021', { start: '2021', isCurrent: true }],
    ['Graduated May 2015', { single: '2015-05', isCurrent: false }],
  ])('finds the dates in %s', (text, expected) => {
    expect(findDates(text)).toMatchObject(expected);
  });

  it('reads 2019-2023 as a range of years, not as a month', () => {
    expect(findDates('2019-2023')).toMatchObject({ start: '2019', end: '2023' });
  });

  it('finds nothing in text without dates', () => {
    expect(findDates('Senior Engineer at Acme')).toBeUndefined();
    expect(findDates('Cut latency by 2000 ms')).toBeUndefined();
  });
});

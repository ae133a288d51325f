import { describe, expect, it } from 'vitest';
import { applyByStatus, formatApplyByDay, isStillToApply } from './apply-by';

const TODAY = '2026-12-03';

describe('applyByStatus', () => {
  it('gives the day while the deadline is more than two days away', () => {
    expect(applyByStatus('2026-12-06', TODAY)).toEqual({
      tone: 'open',
      daysLeft: 3,
      label: 'Apply by Dec 6',
      shortLabel: 'In 3 days',
      day: 'Dec 6',
    });
  });

  it('counts down the last two days and the day itself', () => {
    expect(applyByStatus('2026-12-05', TODAY)).toMatchObject({
      tone: 'closing',
      label: 'Closes in 2 days',
      shortLabel: 'In 2 days',
    });
    expect(applyByStatus('2026-12-04', TODAY)).toMatchObject({
      tone: 'closing',
      label: 'Closes tomorrow',
      shortLabel: 'Tomorrow',
    });
    expect(applyByStatus(TODAY, TODAY)).toMatchObject({
      tone: 'closing',
      daysLeft: 0,
      label: 'Closes today',
      shortLabel: 'Today',
    });
  });

  it('says when a passed deadline closed', () => {
    expect(applyByStatus('2026-11-28', TODAY)).toMatchObject({
      tone: 'closed',
      daysLeft: -5,
      label: 'Closed Nov 28',
      shortLabel: 'Closed',
    });
    expect(applyByStatus('2026-12-02', TODAY)).toMatchObject({ label: 'Closed Dec 2' });
  });

  it('writes the year when asked, for a page about one job', () => {
    expect(applyByStatus('2026-12-25', TODAY, { withYear: true })?.label).toBe(
      'Apply by Dec 25, 2026',
    );
    expect(applyByStatus('2025-11-28', TODAY, { withYear: true })?.label).toBe(
      'Closed Nov 28, 2025',
    );
  });

  it('counts across months, years and a daylight-saving change', () => {
    expect(applyByStatus('2027-01-01', '2026-12-31')?.label).toBe('Closes tomorrow');
    expect(applyByStatus('2026-03-02', '2026-02-28')?.label).toBe('Closes in 2 days');
    // Europe and the US move their clocks in late March; a UTC day count does not notice.
    expect(applyByStatus('2026-04-01', '2026-03-01')?.daysLeft).toBe(31);
  });

  it('is null for what is not a day', () => {
    expect(applyByStatus('soon', TODAY)).toBeNull();
    expect(applyByStatus('2026-02-31', TODAY)).toBeNull();
    expect(applyByStatus('2026-12-05', '')).toBeNull();
  });
});

describe('formatApplyByDay', () => {
  it('writes days as Intl does in English', () => {
    const short = new Intl.DateTimeFormat('en', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const medium = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      for (const date of [1, 9, 28]) {
        const day = `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
        expect(formatApplyByDay(day)).toBe(short.format(Date.parse(day)));
        expect(formatApplyByDay(day, { withYear: true })).toBe(medium.format(Date.parse(day)));
      }
    }
  });
});

describe('isStillToApply', () => {
  it('holds until the application is sent', () => {
    expect(isStillToApply(null)).toBe(true);
    expect(isStillToApply(undefined)).toBe(true);
    expect(isStillToApply('draft')).toBe(true);
    expect(isStillToApply('ready')).toBe(true);
    for (const status of [
      'applied',
      'interviewing',
      'offer',
      'accepted',
      'rejected',
      'withdrawn',
    ] as const)
      expect(isStillToApply(status)).toBe(false);
  });
});

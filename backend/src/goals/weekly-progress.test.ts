import { describe, expect, it } from 'vitest';
import { mondayOf } from './weekly-progress.js';

describe('mondayOf', () => {
  it('is the Monday on or before the day', () => {
    // 2026-11-30 is a Monday.
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

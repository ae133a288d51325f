import { describe, expect, it } from 'vitest';
import { apiJobSort, orderableJobs, parseJobSort } from './job-sort';

describe('parseJobSort', () => {
  it('reads the sort from the URL and defaults to newest', () => {
    expect(parseJobSort('score')).toBe('score');
    expect(parseJobSort('pay')).toBe('pay');
    expect(parseJobSort('closing')).toBe('closing');
    expect(parseJobSort(null)).toBe('newest');
    expect(parseJobSort('bogus')).toBe('newest');
  });
});

describe('apiJobSort', () => {
  it('asks the API for the order the URL names', () => {
    expect(apiJobSort('score')).toBe('match');
    expect(apiJobSort('pay')).toBe('pay');
    expect(apiJobSort('newest')).toBe('newest');
    expect(apiJobSort('closing')).toBe('closing');
  });
});

describe('orderableJobs', () => {
  it('lists every job newest first, and the newest 1,000 in another order', () => {
    expect(orderableJobs(2_500, 'newest')).toBe(2_500);
    expect(orderableJobs(2_500, 'score')).toBe(1_000);
    expect(orderableJobs(640, 'pay')).toBe(640);
  });
});

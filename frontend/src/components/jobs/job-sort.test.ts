import { describe, expect, it } from 'vitest';
import { parseJobSort, sortJobs } from './job-sort';

const jobs = [
  { id: 'a', createdAt: '2026-01-01T10:00:00.000Z', match: { score: 60 } },
  { id: 'b', createdAt: '2026-03-01T10:00:00.000Z', match: null },
  { id: 'c', createdAt: '2026-02-01T10:00:00.000Z', match: { score: 85 } },
  { id: 'd', createdAt: '2026-04-01T10:00:00.000Z', match: { score: 60 } },
];

describe('sortJobs', () => {
  it('puts the newest first by default', () => {
    expect(sortJobs(jobs, 'newest').map((job) => job.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('puts the best match first, ties newest first and unscored jobs last', () => {
    expect(sortJobs(jobs, 'score').map((job) => job.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('does not change the given array', () => {
    sortJobs(jobs, 'score');
    expect(jobs.map((job) => job.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('parseJobSort', () => {
  it('reads the sort from the URL and defaults to newest', () => {
    expect(parseJobSort('score')).toBe('score');
    expect(parseJobSort(null)).toBe('newest');
    expect(parseJobSort('bogus')).toBe('newest');
  });
});

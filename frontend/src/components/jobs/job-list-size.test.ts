import { describe, expect, it } from 'vitest';
import { jobListSummary, moreJobsToShow } from './job-list-size';

describe('jobListSummary', () => {
  it('counts the jobs when all of them are shown', () => {
    expect(jobListSummary({ shown: 1, total: 1, search: '', sort: 'newest' })).toBe('1 job');
    expect(jobListSummary({ shown: 3, total: 3, search: 'rust', sort: 'score' })).toBe(
      '3 jobs matching “rust”',
    );
  });

  it('says which part is shown when the list is longer than the page holds', () => {
    expect(jobListSummary({ shown: 100, total: 150, search: '', sort: 'newest' })).toBe(
      'Showing the newest 100 of 150 jobs',
    );
    expect(jobListSummary({ shown: 100, total: 101, search: 'go', sort: 'newest' })).toBe(
      'Showing the newest 100 of 101 jobs matching “go”',
    );
    // Sorting by match sorts what is loaded, and says so.
    expect(jobListSummary({ shown: 200, total: 640, search: '', sort: 'score' })).toBe(
      'Best matches among the newest 200 of 640 jobs',
    );
  });
});

describe('moreJobsToShow', () => {
  it('offers the next hundred, the rest, or nothing once the API’s most is loaded', () => {
    expect(moreJobsToShow({ shown: 100, total: 150, limit: 100 })).toBe(50);
    expect(moreJobsToShow({ shown: 100, total: 900, limit: 100 })).toBe(100);
    expect(moreJobsToShow({ shown: 400, total: 900, limit: 400 })).toBe(100);
    expect(moreJobsToShow({ shown: 500, total: 900, limit: 500 })).toBe(0);
    expect(moreJobsToShow({ shown: 30, total: 30, limit: 100 })).toBe(0);
    // A job deleted elsewhere meanwhile: never a negative offer.
    expect(moreJobsToShow({ shown: 100, total: 99, limit: 100 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { jobListSummary, listChangedElsewhere, moreJobsToShow } from './job-list-size';

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
    expect(jobListSummary({ shown: 100, total: 130, search: '', sort: 'pay' })).toBe(
      'Highest pay among the newest 100 of 130 jobs',
    );
  });
});

describe('jobListSummary with a stage', () => {
  it('names the stage in the count', () => {
    expect(
      jobListSummary({ shown: 3, total: 3, search: '', sort: 'newest', stage: 'to_apply' }),
    ).toBe('3 jobs to apply to');
    expect(
      jobListSummary({ shown: 1, total: 1, search: 'go', sort: 'newest', stage: 'closed' }),
    ).toBe('1 closed job matching “go”');
    expect(
      jobListSummary({ shown: 100, total: 120, search: '', sort: 'newest', stage: 'in_progress' }),
    ).toBe('Showing the newest 100 of 120 jobs in progress');
  });
});

describe('moreJobsToShow', () => {
  it('offers the next hundred, the rest, or nothing once all are shown', () => {
    expect(moreJobsToShow({ shown: 100, total: 150 })).toBe(50);
    expect(moreJobsToShow({ shown: 100, total: 900 })).toBe(100);
    // Past the 500 the API lists at once: pages go on from the last job shown.
    expect(moreJobsToShow({ shown: 800, total: 900 })).toBe(100);
    expect(moreJobsToShow({ shown: 30, total: 30 })).toBe(0);
    // A job deleted elsewhere meanwhile: never a negative offer.
    expect(moreJobsToShow({ shown: 100, total: 99 })).toBe(0);
  });
});

describe('listChangedElsewhere', () => {
  it('is false for a full page, or a short one that reaches the count', () => {
    expect(listChangedElsewhere({ shownBefore: 100, received: 100, asked: 100, total: 900 })).toBe(
      false,
    );
    expect(listChangedElsewhere({ shownBefore: 200, received: 30, asked: 100, total: 230 })).toBe(
      false,
    );
    // Jobs deleted elsewhere from among the older ones: the count went down, nothing is missed.
    expect(listChangedElsewhere({ shownBefore: 200, received: 25, asked: 100, total: 225 })).toBe(
      false,
    );
  });

  it('is true for a short page while the count says more are left (added elsewhere, newer)', () => {
    expect(listChangedElsewhere({ shownBefore: 200, received: 30, asked: 100, total: 231 })).toBe(
      true,
    );
    expect(listChangedElsewhere({ shownBefore: 230, received: 0, asked: 100, total: 231 })).toBe(
      true,
    );
  });
});

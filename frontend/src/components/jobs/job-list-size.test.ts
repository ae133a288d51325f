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
    // The server orders every job by match or pay; the page shows the first of them.
    expect(jobListSummary({ shown: 200, total: 640, search: '', sort: 'score' })).toBe(
      '640 jobs, best match first: showing 200',
    );
    expect(jobListSummary({ shown: 100, total: 130, search: '', sort: 'pay' })).toBe(
      '130 jobs, highest pay first: showing 100',
    );
    // Past 1,000 jobs, the order is among the newest 1,000.
    expect(jobListSummary({ shown: 100, total: 2_500, search: '', sort: 'score' })).toBe(
      'The newest 1000 of 2500 jobs, best match first: showing 100',
    );
    expect(jobListSummary({ shown: 1_000, total: 2_500, search: '', sort: 'pay' })).toBe(
      'The newest 1000 of 2500 jobs, highest pay first',
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
    // By match or pay, the order ends with the newest 1,000.
    expect(moreJobsToShow({ shown: 950, total: 2_500, sort: 'score' })).toBe(50);
    expect(moreJobsToShow({ shown: 1_000, total: 2_500, sort: 'pay' })).toBe(0);
    expect(moreJobsToShow({ shown: 1_000, total: 2_500, sort: 'newest' })).toBe(100);
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

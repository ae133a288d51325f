import { describe, expect, it } from 'vitest';
import { jobsOfStage, noJobsOfStage, parseJobStage } from './job-stage';

describe('parseJobStage', () => {
  it('reads the stages the list offers', () => {
    expect(parseJobStage('to_apply')).toBe('to_apply');
    expect(parseJobStage('in_progress')).toBe('in_progress');
    expect(parseJobStage('closed')).toBe('closed');
  });

  it('shows every job for anything else', () => {
    for (const value of [null, undefined, '', 'all', 'TO_APPLY', 'archived', 'closed '])
      expect(parseJobStage(value)).toBe('all');
  });
});

describe('jobsOfStage', () => {
  it('counts the jobs of a stage in words', () => {
    expect(jobsOfStage(3, 'to_apply')).toBe('3 jobs to apply to');
    expect(jobsOfStage(1, 'in_progress')).toBe('1 job in progress');
    expect(jobsOfStage(2, 'closed')).toBe('2 closed jobs');
    expect(jobsOfStage(1, 'all')).toBe('1 job');
    expect(jobsOfStage(0, 'all')).toBe('0 jobs');
  });
});

describe('noJobsOfStage', () => {
  it('says what is missing, with the search when there is one', () => {
    expect(noJobsOfStage('to_apply', '')).toBe('No jobs left to apply to.');
    expect(noJobsOfStage('closed', '')).toBe('No closed applications.');
    expect(noJobsOfStage('all', 'rust')).toBe('No job title or company matches “rust”.');
    expect(noJobsOfStage('in_progress', 'rust')).toBe(
      'No job title or company matches “rust” among the jobs in progress.',
    );
  });
});

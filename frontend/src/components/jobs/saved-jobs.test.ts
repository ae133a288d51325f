import { describe, expect, it } from 'vitest';
import type { OperationProblem } from '@/lib/graphql-errors';
import { formatDay, formatDayTime } from './dates';
import { addedWhen, savedJobsOf } from './saved-jobs';

function refusal(details: unknown): OperationProblem {
  return {
    code: 'JOB_ALREADY_SAVED',
    message: 'You saved this job already: "Senior Backend Engineer" at Northwind Traders',
    details,
  };
}

const saved = {
  id: '0b7f3c2e-5a41-4c1e-9d2a-1f0e8b6c4d21',
  title: 'Senior Backend Engineer',
  company: 'Northwind Traders',
  createdAt: '2026-11-20T09:30:00.000Z',
};

describe('savedJobsOf', () => {
  it('reads the saved jobs of a JOB_ALREADY_SAVED refusal', () => {
    expect(savedJobsOf(refusal({ jobs: [saved] }))).toEqual([saved]);
  });

  it('is undefined for any other problem', () => {
    expect(savedJobsOf({ code: 'BAD_USER_INPUT', message: 'No', details: { jobs: [saved] } })).toBe(
      undefined,
    );
    expect(savedJobsOf({ code: 'NETWORK_ERROR', message: 'Offline' })).toBe(undefined);
  });

  it('puts the newest first', () => {
    const older = { ...saved, id: 'older', createdAt: '2026-10-01T08:00:00.000Z' };
    const newer = { ...saved, id: 'newer', createdAt: '2026-11-22T08:00:00.000Z' };
    expect(savedJobsOf(refusal({ jobs: [older, newer] }))?.map((job) => job.id)).toEqual([
      'newer',
      'older',
    ]);
  });

  it('reads a job without a company as having none', () => {
    const { company: _company, ...withoutCompany } = saved;
    expect(savedJobsOf(refusal({ jobs: [{ ...saved, company: null }, withoutCompany] }))).toEqual([
      { ...saved, company: null },
      { ...saved, company: null },
    ]);
    expect(savedJobsOf(refusal({ jobs: [{ ...saved, company: '' }] }))).toEqual([
      { ...saved, company: null },
    ]);
  });

  it('leaves out entries that are not saved jobs', () => {
    const jobs = [
      null,
      'job-1',
      { ...saved, id: '' },
      { ...saved, id: 42 },
      { ...saved, title: undefined },
      { ...saved, company: 7 },
      { ...saved, createdAt: 'yesterday' },
      { ...saved, createdAt: undefined },
      saved,
    ];
    expect(savedJobsOf(refusal({ jobs }))).toEqual([saved]);
  });

  it('keeps only the fields it knows', () => {
    expect(savedJobsOf(refusal({ jobs: [{ ...saved, description: 'x'.repeat(10) }] }))).toEqual([
      saved,
    ]);
  });

  it('is an empty list when the details name no jobs', () => {
    expect(savedJobsOf(refusal(undefined))).toEqual([]);
    expect(savedJobsOf(refusal(null))).toEqual([]);
    expect(savedJobsOf(refusal({ jobs: 'many' }))).toEqual([]);
    expect(savedJobsOf(refusal([saved]))).toEqual([]);
  });
});

describe('addedWhen', () => {
  it('gives the day each job was added', () => {
    const older = { ...saved, createdAt: '2026-10-01T12:00:00.000Z' };
    expect(addedWhen([saved, older])).toEqual([
      formatDay(saved.createdAt),
      formatDay(older.createdAt),
    ]);
  });

  it('adds the time for jobs added the same day', () => {
    const sameDay = { ...saved, createdAt: '2026-11-20T09:35:00.000Z' };
    const older = { ...saved, createdAt: '2026-10-01T12:00:00.000Z' };
    expect(addedWhen([sameDay, saved, older])).toEqual([
      formatDayTime(sameDay.createdAt),
      formatDayTime(saved.createdAt),
      formatDay(older.createdAt),
    ]);
  });
});

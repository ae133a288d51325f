import { describe, expect, it } from 'vitest';
import { importTextResume } from '@resume-agent/tailor';
import { POSTING_TEXT, RESUME_TEXT } from '../../test/graphql/graphql-app.js';
import { readingOf } from '../jobs/posting-reading.js';
import { matchJob } from './job-match.js';

describe('matchJob', () => {
  const resume = importTextResume(RESUME_TEXT).resume;
  const job = {
    title: 'Backend Engineer',
    company: 'Northwind',
    location: null,
    description: POSTING_TEXT,
  };

  it('scores the stored reading of a posting exactly as a fresh reading', () => {
    const fresh = matchJob(resume, job, '2026-11-23');
    const stored = readingOf(job)?.parsed;
    expect(stored).toBeDefined();
    const again = matchJob(resume, { ...job, parsed: stored }, '2026-11-23');
    expect(again?.details).toEqual(fresh?.details);
  });

  it('lets the user’s title win over what the stored reading says', () => {
    const stored = readingOf(job)?.parsed;
    const renamed = matchJob(
      resume,
      { ...job, title: 'Staff Platform Engineer', parsed: stored },
      '2026-11-23',
    );
    expect(renamed?.parsed.title).toBe('Staff Platform Engineer');
  });
});

import { describe, expect, it } from 'vitest';
import { sourceFunnels } from './source-funnels.js';

const STAGES = ['applied', 'interviewing', 'offer', 'accepted'] as const;
const counts = (funnel: { count: number }[]) => funnel.map(({ count }) => count);

describe('sourceFunnels', () => {
  it('counts how far each source’s applications got, the most sent first, none last', () => {
    const funnels = sourceFunnels(
      [
        { source: null, statuses: ['draft', 'applied', 'interviewing', 'offer', 'accepted'] },
        { source: 'Referral', statuses: ['applied', 'interviewing', 'offer'] },
        { source: 'LinkedIn', statuses: ['applied'] },
        { source: 'LinkedIn', statuses: ['applied', 'interviewing', 'rejected'] },
        { source: 'LinkedIn', statuses: ['ready', 'applied', 'rejected'] },
      ],
      STAGES,
    );
    expect(funnels.map(({ source, funnel }) => [source, counts(funnel)])).toEqual([
      ['LinkedIn', [3, 1, 0, 0]],
      ['Referral', [1, 1, 1, 0]],
      [null, [1, 1, 1, 1]],
    ]);
  });

  it('breaks ties by the most that reached the second stage, then by name without case', () => {
    const sent = (source: string, statuses: string[]) => ({ source, statuses });
    const funnels = sourceFunnels(
      [
        sent('referral', ['applied']),
        sent('referral', ['applied']),
        sent('Indeed', ['applied', 'interviewing']),
        sent('Indeed', ['applied']),
        sent('Glassdoor', ['applied']),
        sent('Glassdoor', ['applied']),
      ],
      STAGES,
    );
    expect(funnels.map(({ source }) => source)).toEqual(['Indeed', 'Glassdoor', 'referral']);
  });

  it('merges spellings that differ in case or spaces, named as most write it', () => {
    const funnels = sourceFunnels(
      [
        { source: 'linkedin', statuses: ['applied'] },
        { source: 'LinkedIn', statuses: ['applied'] },
        { source: ' LinkedIn ', statuses: ['applied'] },
        { source: 'LinkedIn', statuses: ['applied'] },
        { source: 'Company  website', statuses: ['applied'] },
        { source: 'company website', statuses: ['applied'] },
      ],
      STAGES,
    );
    expect(funnels.map(({ source, funnel }) => [source, counts(funnel)[0]])).toEqual([
      ['LinkedIn', 4],
      // A tie: the first in code-point order, the same answer every time.
      ['Company  website', 2],
    ]);
  });

  it('leaves out applications that were never sent, and sources with none sent', () => {
    expect(
      sourceFunnels(
        [
          { source: 'Indeed', statuses: ['draft', 'ready'] },
          { source: null, statuses: ['withdrawn'] },
        ],
        STAGES,
      ),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { refusedFieldOf } from './refused-field';

const FIELDS = ['title', 'company'] as const;

describe('refusedFieldOf', () => {
  it('names the field of a VALIDATION_FAILED refusal the form has', () => {
    expect(
      refusedFieldOf(
        { code: 'VALIDATION_FAILED', message: 'Too long', details: { field: 'company' } },
        FIELDS,
      ),
    ).toBe('company');
  });

  it('is undefined for a field the form lacks, another code, or details without a field', () => {
    for (const problem of [
      { code: 'VALIDATION_FAILED', message: 'Full', details: { field: 'applicationId' } },
      { code: 'NOT_FOUND', message: 'Gone', details: { field: 'title' } },
      { code: 'VALIDATION_FAILED', message: 'Bad' },
      { code: 'VALIDATION_FAILED', message: 'Bad', details: null },
      { code: 'VALIDATION_FAILED', message: 'Bad', details: 'title' },
    ])
      expect(refusedFieldOf(problem, FIELDS), JSON.stringify(problem)).toBeUndefined();
  });
});

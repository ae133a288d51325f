import { describe, expect, it } from 'vitest';
import { jobLabel } from './job-label';

describe('jobLabel', () => {
  it('adds the company when there is one', () => {
    expect(jobLabel({ title: 'Platform Engineer', company: 'Contoso' })).toBe(
      'Platform Engineer · Contoso',
    );
    expect(jobLabel({ title: 'Platform Engineer', company: ' Contoso ' })).toBe(
      'Platform Engineer · Contoso',
    );
    expect(jobLabel({ title: 'Platform Engineer', company: null })).toBe('Platform Engineer');
    expect(jobLabel({ title: 'Platform Engineer', company: '  ' })).toBe('Platform Engineer');
  });
});

import { describe, expect, it } from 'vitest';
import { allJsonFixtureFiles, readJsonFixture } from './test-fixtures.js';
import { readablePath, validateResume } from './validate.js';

describe('validateResume', () => {
  it.each(allJsonFixtureFiles())('accepts the fixture %s', (file) => {
    expect(validateResume(readJsonFixture(file))).toMatchObject({ ok: true });
  });

  it('accepts the meta keys the tailor writes: provenance and tailoredFor', () => {
    const result = validateResume({
      basics: { name: 'Jane Doe' },
      work: [{ name: 'Acme', highlights: ['Built things', 'Led things'] }],
      meta: {
        version: 'v1.0.0',
        provenance: {
          '/work/0/highlights/0': 'hl-0a1b2c3d',
          '/work/0/highlights/1': 'hl-4e5f6a7b',
        },
        tailoredFor: { title: 'Staff Engineer', company: 'Initech', postingHash: 'abc' },
      },
    });
    expect(result.ok).toBe(true);
  });

  it('accepts unknown keys anywhere, as the published schema allows', () => {
    expect(validateResume({ custom: 1, work: [{ name: 'Acme', internalNote: 'x' }] }).ok).toBe(
      true,
    );
  });

  it('reports every error with a JSON Pointer and a readable message', () => {
    const result = validateResume({
      basics: { email: 'not-an-email', url: 'example.com' },
      work: [{ startDate: 'Jan 2019', highlights: ['ok', 42] }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        path: '/basics/email',
        message:
          'basics.email must be an email address such as jane@example.com (got "not-an-email")',
      },
      {
        path: '/basics/url',
        message: 'basics.url must be a full URL such as https://example.com (got "example.com")',
      },
      {
        path: '/work/0/startDate',
        message:
          'work[0].startDate must be a date written YYYY, YYYY-MM or YYYY-MM-DD (got "Jan 2019")',
      },
      { path: '/work/0/highlights/1', message: 'work[0].highlights[1] must be a string (got 42)' },
    ]);
  });

  it('rejects a document that is not an object', () => {
    expect(validateResume([])).toEqual({
      ok: false,
      errors: [{ path: '', message: 'The resume must be an object (got an array)' }],
    });
  });

  it('reads pointers as paths people know', () => {
    expect(readablePath('/work/0/highlights/2')).toBe('work[0].highlights[2]');
    expect(readablePath('/meta/provenance/~1work~10')).toBe('meta.provenance./work/0');
    expect(readablePath('')).toBe('The resume');
  });
});

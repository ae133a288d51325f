import { describe, expect, it } from 'vitest';
import { ResumeImportError } from './errors.js';
import { importJsonResume } from './import-json.js';
import { readFixture, readJsonFixture } from './test-fixtures.js';

describe('importJsonResume', () => {
  it('keeps a valid resume exactly as it is, unknown keys included', () => {
    const text = readFixture('product-designer.json');
    expect(importJsonResume(text)).toEqual({
      resume: readJsonFixture('product-designer.json'),
      warnings: [],
    });
  });

  it('accepts a byte-order mark', () => {
    expect(importJsonResume('\uFEFF{"basics":{"name":"Jane"}}').resume).toEqual({
      basics: { name: 'Jane' },
    });
  });

  it('warns when the resume has no name', () => {
    expect(importJsonResume('{"work":[]}').warnings).toEqual(['The resume has no basics.name.']);
  });

  it('refuses text that is not JSON, saying so', () => {
    expect(() => importJsonResume('{"basics": ')).toThrow(ResumeImportError);
    expect(() => importJsonResume('{"basics": ')).toThrow(/^The file is not valid JSON: /);
  });

  it('refuses an invalid resume with every schema error attached', () => {
    let caught: unknown;
    try {
      importJsonResume(
        JSON.stringify({
          basics: { email: 'x' },
          work: [{ startDate: 'soon' }, { endDate: 'later' }, { url: 'nope' }, { name: 3 }],
        }),
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ResumeImportError);
    const error = caught as ResumeImportError;
    expect(error.code).toBe('INVALID_RESUME');
    expect(error.errors.map((item) => item.path)).toEqual([
      '/basics/email',
      '/work/0/startDate',
      '/work/1/endDate',
      '/work/2/url',
      '/work/3/name',
    ]);
    expect(error.message).toMatch(
      /^The file is not a valid JSON Resume: basics\.email must be an email address .*; and 2 more\.$/,
    );
  });
});

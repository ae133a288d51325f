import { describe, expect, it } from 'vitest';
import { readJsonFixture, resumeFixtureFiles } from '../resume/test-fixtures.js';
import { exportJsonResume } from './export-json.js';

describe('exportJsonResume', () => {
  it.each(resumeFixtureFiles())('gives back %s deep-equal after parsing', (file) => {
    const resume = readJsonFixture(file);
    expect(JSON.parse(exportJsonResume(resume))).toEqual(resume);
  });

  it('keeps unknown keys, meta.provenance and key order', () => {
    const resume = {
      basics: { name: 'Jane', pronouns: 'she/her' },
      work: [{ name: 'Acme', x: { y: [1, null] } }],
      meta: { provenance: { '/work/0/highlights/0': 'hl-1' } },
    };
    const text = exportJsonResume(resume);
    expect(JSON.parse(text)).toEqual(resume);
    expect(text).toBe(`${JSON.stringify(resume, null, 2)}\n`);
  });
});

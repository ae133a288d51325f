import { describe, expect, it } from 'vitest';
import { readJsonFixture } from '../resume/test-fixtures.js';
import { exportResume } from './export-resume.js';

const resume = readJsonFixture('product-designer.json');

describe('exportResume', () => {
  it.each([
    ['pdf', 'application/pdf', 'pdf'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ] as const)('writes %s as bytes', async (format, mediaType, fileExtension) => {
    const result = await exportResume(resume, format);
    expect(result).toMatchObject({ format, mediaType, fileExtension });
    expect('bytes' in result && result.bytes.byteLength > 1000).toBe(true);
  });

  it.each([
    ['markdown', 'text/markdown; charset=utf-8', 'md'],
    ['json', 'application/json', 'json'],
  ] as const)('writes %s as text', async (format, mediaType, fileExtension) => {
    const result = await exportResume(resume, format);
    expect(result).toMatchObject({ format, mediaType, fileExtension });
    expect(
      'text' in result && result.text.startsWith(format === 'json' ? '{' : '# Lena Fischer'),
    ).toBe(true);
  });
});

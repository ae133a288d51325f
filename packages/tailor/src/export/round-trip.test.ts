/**
 * The round trip: export each fixture resume as PDF, DOCX and Markdown, read the file back with
 * our own importers, and check that nothing a recruiter or ATS would look for went missing —
 * every highlight, every skill keyword, every employer — and that the structure survived.
 */
import { describe, expect, it } from 'vitest';
import { readEntries, readStrings } from '../resume/fields.js';
import { importDocxResume } from '../resume/import-docx.js';
import { importPdfResume } from '../resume/import-pdf.js';
import { importTextResume } from '../resume/import-text.js';
import { readJsonFixture, resumeFixtureFiles } from '../resume/test-fixtures.js';
import type { JsonResume } from '../resume/types.js';
import { validateResume } from '../resume/validate.js';
import { exportDocx } from './export-docx.js';
import { exportMarkdown } from './export-markdown.js';
import { exportPdf } from './export-pdf.js';

const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

function highlights(resume: JsonResume): string[] {
  return ['work', 'volunteer', 'projects']
    .flatMap((section) =>
      readEntries(resume, section).flatMap(({ entry }) => readStrings(entry, 'highlights')),
    )
    .map(normalize);
}

function skillKeywords(resume: JsonResume): string[] {
  return readEntries(resume, 'skills')
    .flatMap(({ entry }) => readStrings(entry, 'keywords'))
    .map(normalize);
}

/** Per work entry: employer, position, dates and number of highlights. */
function workShape(resume: JsonResume): unknown[] {
  return readEntries(resume, 'work').map(({ entry }) => ({
    name: entry.name,
    position: entry.position,
    startDate: entry.startDate,
    endDate: entry.endDate,
    highlights: readStrings(entry, 'highlights').length,
  }));
}

const readers = {
  pdf: async (resume: JsonResume) => importPdfResume(await exportPdf(resume)),
  docx: async (resume: JsonResume) => importDocxResume(await exportDocx(resume)),
  markdown: (resume: JsonResume) =>
    Promise.resolve(importTextResume(exportMarkdown(resume), { format: 'markdown' })),
} as const;

describe.each(resumeFixtureFiles())('round trip of %s', (file) => {
  const original = readJsonFixture(file);

  describe.each(Object.keys(readers) as (keyof typeof readers)[])('through %s', (format) => {
    it('finds every highlight, skill keyword and employer again, in a valid resume, without warnings', async () => {
      const { resume: back, warnings } = await readers[format](original);
      expect(warnings).toEqual([]);
      expect(validateResume(back).ok).toBe(true);
      const foundHighlights = new Set(highlights(back));
      for (const highlight of highlights(original)) expect(foundHighlights).toContain(highlight);
      const foundKeywords = new Set(skillKeywords(back));
      for (const keyword of skillKeywords(original)) expect(foundKeywords).toContain(keyword);
      const employers = new Set(readEntries(back, 'work').map(({ entry }) => entry.name));
      for (const { entry } of readEntries(original, 'work'))
        expect(employers).toContain(entry.name);
    });

    it('keeps the structure: the same work entries with the same positions, dates and number of highlights', async () => {
      const { resume: back } = await readers[format](original);
      expect(workShape(back)).toEqual(workShape(original));
      expect(readEntries(back, 'skills').length).toBe(readEntries(original, 'skills').length);
      expect(readEntries(back, 'education').length).toBe(readEntries(original, 'education').length);
    });
  });
});

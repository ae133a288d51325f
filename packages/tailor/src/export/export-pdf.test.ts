import { describe, expect, it } from 'vitest';
import { readJsonFixture } from '../resume/test-fixtures.js';
import type { JsonResume } from '../resume/types.js';
import { readPdf } from '../test-support/read-pdf.js';
import { exportPdf } from './export-pdf.js';

const resume = readJsonFixture('platform-engineer.json');

describe('exportPdf', () => {
  it('writes the same bytes for the same resume', async () => {
    const first = await exportPdf(resume);
    const second = await exportPdf(structuredClone(resume));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('takes the creation date from meta.lastModified (as UTC), else from a fixed date', async () => {
    const { info } = await readPdf(await exportPdf(resume));
    expect(info.CreationDate).toBe('D:20250601090000Z');
    const undated = await readPdf(await exportPdf({ ...resume, meta: {} }));
    expect(undated.info.CreationDate).toBe('D:20000101000000Z');
    const chosen = await readPdf(
      await exportPdf(resume, { creationDate: new Date(Date.UTC(2024, 1, 3)) }),
    );
    expect(chosen.info.CreationDate).toBe('D:20240203000000Z');
  });

  it('gives the document a title, an author, a subject and keywords', async () => {
    const { info } = await readPdf(await exportPdf(resume));
    expect(info).toMatchObject({
      Title: 'Jordan Ellis — Resume',
      Author: 'Jordan Ellis',
      Subject: 'Senior Backend & Platform Engineer',
      Creator: 'Resume Agent',
    });
    expect(info.Keywords).toContain('Kubernetes');
  });

  it('uses only the standard Helvetica fonts, not embedded, and no images', async () => {
    const bytes = await exportPdf(resume);
    const latin1 = new TextDecoder('latin1').decode(bytes);
    expect((await readPdf(bytes)).fonts).toEqual([
      'Helvetica',
      'Helvetica-Bold',
      'Helvetica-Oblique',
    ]);
    expect(latin1).not.toMatch(/\/FontFile|\/Subtype\s*\/Image/);
  });

  it('writes selectable text: headings, entries and bullets as characters', async () => {
    const { text, pages } = await readPdf(await exportPdf(resume));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Jordan Ellis');
    expect(text).toContain('EXPERIENCE');
    expect(text).toContain('Staff Platform Engineer — Northwind Logistics');
    expect(text).toMatch(
      /• Mentored six senior engineers, two of whom were promoted to staff level\./,
    );
  });

  it('breaks pages for a long resume, keeping every bullet', async () => {
    const work = Array.from({ length: 60 }, (_unused, index) => ({
      name: `Company ${index}`,
      position: 'Engineer',
      highlights: [`Shipped feature number ${index} to production on time`],
    }));
    const long: JsonResume = { basics: { name: 'Long Resume' }, work };
    const { pages, text } = await readPdf(await exportPdf(long));
    expect(pages).toBeGreaterThan(2);
    for (let index = 0; index < 60; index++)
      expect(text).toContain(`Shipped feature number ${index} to production on time`);
  });

  it('writes characters outside the standard fonts as their nearest form', async () => {
    const { text } = await readPdf(
      await exportPdf({ basics: { name: 'Łukasz Nowak', summary: 'Latency 420 → 95 ms.' } }),
    );
    expect(text).toContain('Lukasz Nowak');
    expect(text).toContain('Latency 420 -> 95 ms.');
  });
});

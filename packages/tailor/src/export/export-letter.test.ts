import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readJsonFixture } from '../resume/test-fixtures.js';
import { readPdf } from '../test-support/read-pdf.js';
import { exportCoverLetter } from './export-letter.js';

const resume = readJsonFixture('platform-engineer.json');
const letter = [
  'Dear Northwind Hiring Team,',
  'I am applying for the Staff Platform Engineer role at Northwind. My work on “zero-downtime deploys” cut release time in half.',
  'I would welcome the chance to talk.',
  'Kind regards,\nJordan Ellis\njordan.ellis@example.com · +49 30 5550 1234',
].join('\n\n');
const options = { resume, subject: 'Staff Platform Engineer at Northwind' };

async function htmlOf(bytes: Uint8Array): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
}

describe('exportCoverLetter as PDF', () => {
  it('writes the letter as selectable text under the resume’s header', async () => {
    const file = await exportCoverLetter(letter, 'pdf', options);
    expect(file).toMatchObject({
      format: 'pdf',
      mediaType: 'application/pdf',
      fileExtension: 'pdf',
    });
    const { text, pages, fonts } = await readPdf(file.bytes);
    expect(pages).toBe(1);
    expect(fonts).toEqual(['Helvetica', 'Helvetica-Bold']);
    const order = [
      'Jordan Ellis',
      'Senior Backend & Platform Engineer',
      'jordan.ellis@example.com',
      'Dear Northwind Hiring Team,',
      'My work on “zero-downtime deploys” cut release time in half.',
      'I would welcome the chance to talk.',
      'Kind regards, Jordan Ellis',
    ].map((part) => text.replace(/\s+/g, ' ').indexOf(part));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The sign-off keeps its line breaks.
    expect(text).toContain(
      'Kind regards,\nJordan Ellis\njordan.ellis@example.com · +49 30 5550 1234',
    );
  });

  it('carries a title, an author and the job as its subject', async () => {
    const { info } = await readPdf((await exportCoverLetter(letter, 'pdf', options)).bytes);
    expect(info).toMatchObject({
      Title: 'Jordan Ellis — Cover letter',
      Author: 'Jordan Ellis',
      Subject: 'Staff Platform Engineer at Northwind',
      Creator: 'Resume Agent',
      CreationDate: 'D:20000101000000Z',
    });
  });

  it('writes the same bytes for the same letter, and the given creation date', async () => {
    const first = await exportCoverLetter(letter, 'pdf', options);
    const second = await exportCoverLetter(letter, 'pdf', {
      ...options,
      resume: structuredClone(resume),
    });
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const dated = await exportCoverLetter(letter, 'pdf', {
      ...options,
      creationDate: new Date(Date.UTC(2026, 10, 30, 9, 5)),
    });
    expect((await readPdf(dated.bytes)).info.CreationDate).toBe('D:20261130090500Z');
  });

  it('writes just the letter when there is no resume to head it', async () => {
    const { text, info } = await readPdf((await exportCoverLetter('Hello there.', 'pdf')).bytes);
    expect(text.trim()).toBe('Hello there.');
    expect(info.Title).toBe('Cover letter');
  });

  it('runs a long letter over pages, losing no paragraph', async () => {
    const long = Array.from(
      { length: 40 },
      (_unused, index) =>
        `Paragraph ${index} says something about the work, at some length, so that it wraps.`,
    ).join('\n\n');
    const { text, pages } = await readPdf((await exportCoverLetter(long, 'pdf', options)).bytes);
    expect(pages).toBeGreaterThan(1);
    for (let index = 0; index < 40; index++) expect(text).toContain(`Paragraph ${index} says`);
  });

  it('writes characters outside the standard fonts as their nearest form', async () => {
    const { text } = await readPdf(
      (await exportCoverLetter('Łódź: latency 420 → 95 ms.', 'pdf')).bytes,
    );
    expect(text).toContain('Lódz: latency 420 -> 95 ms.');
  });
});

describe('exportCoverLetter as DOCX', () => {
  it('writes the header, one Word paragraph per paragraph and line breaks inside them', async () => {
    const file = await exportCoverLetter(letter, 'docx', options);
    expect(file.fileExtension).toBe('docx');
    expect(new TextDecoder().decode(file.bytes.slice(0, 2))).toBe('PK');
    const html = await htmlOf(file.bytes);
    expect(html).toContain('<h1>Jordan Ellis</h1>');
    expect(html).toContain('<p>Dear Northwind Hiring Team,</p>');
    expect(html).toContain('<p>I would welcome the chance to talk.</p>');
    expect(html).toContain(
      '<p>Kind regards,<br />Jordan Ellis<br />jordan.ellis@example.com · +49 30 5550 1234</p>',
    );
    expect(html).not.toMatch(/<table|<img|<li/);
  });

  it('keeps every character Word can hold, and still opens with control characters typed in', async () => {
    const html = await htmlOf(
      (await exportCoverLetter('Łódź \u{1F600} 日本\u0001 <b>&amp;</b>', 'docx')).bytes,
    );
    expect(html).toContain('<p>Łódź 😀 日本 &lt;b&gt;&amp;amp;&lt;/b&gt;</p>');
  });
});

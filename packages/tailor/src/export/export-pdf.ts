/**
 * PDF export with PDFKit: one column, Helvetica, clear section headings, bullets drawn as text
 * characters (not graphics, so they survive copy-and-paste), no images or tables.
 *
 * Deterministic: the creation date — which PDFKit also hashes into the file id — comes from
 * `meta.lastModified` or a fixed date, never the clock, so the same resume gives the same bytes.
 */
import type { JsonResume } from '../resume/types.js';
import { readStrings, readEntries } from '../resume/fields.js';
import {
  buildResumeDocument,
  documentTitle,
  type DocumentBlock,
  type DocumentEntry,
} from './document.js';
import { collectBytes, createPdf, LINE_GAP, PDF_COLOR, PDF_FONT, PdfWriter } from './pdf-writer.js';
import { toWinAnsi } from './win-ansi.js';

export interface PdfExportOptions {
  pageSize?: 'A4' | 'LETTER';
  /** The creation date written into the file; by default `meta.lastModified`, else 2000-01-01. */
  creationDate?: Date;
}

export const FIXED_CREATION_DATE = new Date(Date.UTC(2000, 0, 1));
const SIZE = { heading: 11.5, title: 10.5, meta: 9.5, body: 10 } as const;
const BULLET_INDENT = 12;

/** `2024-05-01T10:00:00` read as UTC (a date without a zone would otherwise follow the machine's). */
function creationDateOf(resume: JsonResume): Date {
  const written = resume.meta?.lastModified;
  if (typeof written !== 'string') return FIXED_CREATION_DATE;
  const withZone =
    /T.*(Z|[+-]\d{2}:?\d{2})$/.test(written) || !written.includes('T') ? written : `${written}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? FIXED_CREATION_DATE : date;
}

class ResumePdfWriter extends PdfWriter {
  heading(text: string): void {
    this.pdf.moveDown(0.8);
    // A heading never ends a page: keep it with at least three lines of its section.
    this.ensureSpace(this.lineHeight(SIZE.heading) + 3 * this.lineHeight(SIZE.body));
    this.write(text.toUpperCase(), PDF_FONT.bold, SIZE.heading, PDF_COLOR.text);
    this.rule();
  }

  block(block: DocumentBlock): void {
    switch (block.kind) {
      case 'paragraph':
        this.paragraph(block.text);
        return;
      case 'list':
        for (const item of block.items) this.bullet(item.text, item.label);
        return;
      case 'entry':
        this.entry(block);
    }
  }

  private paragraph(text: string): void {
    this.write(text, PDF_FONT.regular, SIZE.body, PDF_COLOR.text);
    this.pdf.moveDown(0.3);
  }

  private entry(entry: DocumentEntry): void {
    this.pdf.moveDown(0.4);
    // Keep the title, its date line and the first line of content together.
    const needed =
      this.lineHeight(SIZE.title) +
      (entry.meta === null ? 0 : this.lineHeight(SIZE.meta)) +
      2 * this.lineHeight(SIZE.body);
    this.ensureSpace(needed);
    this.write(entry.title, PDF_FONT.bold, SIZE.title, PDF_COLOR.text);
    if (entry.meta !== null) this.write(entry.meta, PDF_FONT.italic, SIZE.meta, PDF_COLOR.muted);
    for (const paragraph of entry.paragraphs) this.paragraph(paragraph);
    for (const bullet of entry.bullets) this.bullet(bullet, null);
  }

  /** "•" as a text character, the item beside it with a hanging indent. */
  private bullet(text: string, label: string | null): void {
    const width = this.width - BULLET_INDENT;
    const full = toWinAnsi(label === null ? text : `${label}: ${text}`);
    this.pdf.font(PDF_FONT.regular).fontSize(SIZE.body);
    this.ensureSpace(this.pdf.heightOfString(full, { width, lineGap: LINE_GAP }));
    const y = this.pdf.y;
    this.pdf.fillColor(PDF_COLOR.text).text('•', this.left + 2, y, { lineBreak: false });
    if (label === null) {
      this.pdf.text(toWinAnsi(text), this.left + BULLET_INDENT, y, { width, lineGap: LINE_GAP });
    } else {
      this.pdf.font(PDF_FONT.bold).text(toWinAnsi(`${label}: `), this.left + BULLET_INDENT, y, {
        width,
        lineGap: LINE_GAP,
        continued: true,
      });
      this.pdf.font(PDF_FONT.regular).text(toWinAnsi(text));
    }
    this.pdf.x = this.left;
    this.pdf.moveDown(0.15);
  }
}

/** Skills, for the PDF's Keywords entry. */
function keywordsOf(resume: JsonResume): string {
  return readEntries(resume, 'skills')
    .flatMap(({ entry }) => readStrings(entry, 'keywords'))
    .join(', ');
}

export async function exportPdf(
  resume: JsonResume,
  options: PdfExportOptions = {},
): Promise<Uint8Array> {
  const document = buildResumeDocument(resume);
  const keywords = keywordsOf(resume);
  const pdf = await createPdf(
    {
      Title: documentTitle(document),
      ...(document.name === null ? {} : { Author: document.name }),
      ...(document.label === null ? {} : { Subject: document.label }),
      ...(keywords === '' ? {} : { Keywords: keywords }),
      CreationDate: options.creationDate ?? creationDateOf(resume),
    },
    options.pageSize,
  );
  const bytes = collectBytes(pdf);
  const writer = new ResumePdfWriter(pdf);
  writer.header(document);
  for (const section of document.sections) {
    writer.heading(section.heading);
    for (const block of section.blocks) writer.block(block);
  }
  pdf.end();
  return bytes;
}

/**
 * PDF export with PDFKit: one column, Helvetica (a standard font, so every word is real,
 * selectable text that applicant-tracking systems read), clear section headings, bullets drawn
 * as text characters (not graphics, so they survive copy-and-paste), no images or tables.
 *
 * Deterministic: the creation date — which PDFKit also hashes into the file id — comes from
 * `meta.lastModified` or a fixed date, never the clock, so the same resume gives the same bytes.
 */
import type PdfKitDocument from 'pdfkit';
import type { JsonResume } from '../resume/types.js';
import { readStrings, readEntries } from '../resume/fields.js';
import {
  META_SEPARATOR,
  buildResumeDocument,
  documentTitle,
  type DocumentBlock,
  type DocumentEntry,
  type ResumeDocument,
} from './document.js';
import { toWinAnsi } from './win-ansi.js';

export interface PdfExportOptions {
  pageSize?: 'A4' | 'LETTER';
  /** The creation date written into the file; by default `meta.lastModified`, else 2000-01-01. */
  creationDate?: Date;
}

const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));
const MARGINS = { top: 54, bottom: 54, left: 60, right: 60 };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const SIZE = {
  name: 20,
  label: 11.5,
  contact: 9.5,
  heading: 11.5,
  title: 10.5,
  meta: 9.5,
  body: 10,
} as const;
const COLOR = { text: '#111111', muted: '#555555', rule: '#999999' } as const;
const LINE_GAP = 1.2;
const BULLET_INDENT = 12;

type Pdf = InstanceType<typeof PdfKitDocument>;

/** `2024-05-01T10:00:00` read as UTC (a date without a zone would otherwise follow the machine's). */
function creationDateOf(resume: JsonResume): Date {
  const written = resume.meta?.lastModified;
  if (typeof written !== 'string') return FIXED_DATE;
  const withZone =
    /T.*(Z|[+-]\d{2}:?\d{2})$/.test(written) || !written.includes('T') ? written : `${written}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? FIXED_DATE : date;
}

class PdfWriter {
  private readonly left: number;
  private readonly width: number;

  constructor(private readonly pdf: Pdf) {
    this.left = pdf.page.margins.left;
    this.width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  }

  /** Start a new page unless `height` points still fit on this one. */
  private ensureSpace(height: number): void {
    const bottom = this.pdf.page.height - this.pdf.page.margins.bottom;
    if (this.pdf.y + height > bottom) this.pdf.addPage();
  }

  private write(
    text: string,
    font: string,
    size: number,
    color: string,
    options: PDFKit.Mixins.TextOptions = {},
  ): void {
    this.pdf.font(font).fontSize(size).fillColor(color);
    this.pdf.text(toWinAnsi(text), this.left, this.pdf.y, {
      width: this.width,
      lineGap: LINE_GAP,
      ...options,
    });
  }

  private lineHeight(size: number): number {
    return this.pdf.fontSize(size).currentLineHeight(true) + LINE_GAP;
  }

  header(document: ResumeDocument): void {
    if (document.name !== null) this.write(document.name, FONT.bold, SIZE.name, COLOR.text);
    if (document.label !== null) this.write(document.label, FONT.regular, SIZE.label, COLOR.text);
    for (const line of this.packContact(document.contact))
      this.write(line, FONT.regular, SIZE.contact, COLOR.muted);
  }

  /**
   * Contact details on as few lines as fit, broken only between items: PDFKit would otherwise
   * break inside a URL (after a `/` or `-`), which readers then see as two pieces.
   */
  private packContact(items: readonly string[]): string[] {
    this.pdf.font(FONT.regular).fontSize(SIZE.contact);
    const lines: string[] = [];
    for (const item of items.map(toWinAnsi)) {
      const last = lines.at(-1);
      const joined = last === undefined ? item : `${last}${META_SEPARATOR}${item}`;
      if (last !== undefined && this.pdf.widthOfString(joined) <= this.width)
        lines[lines.length - 1] = joined;
      else lines.push(item);
    }
    return lines;
  }

  heading(text: string): void {
    this.pdf.moveDown(0.8);
    // A heading never ends a page: keep it with at least three lines of its section.
    this.ensureSpace(this.lineHeight(SIZE.heading) + 3 * this.lineHeight(SIZE.body));
    this.write(text.toUpperCase(), FONT.bold, SIZE.heading, COLOR.text);
    const y = this.pdf.y + 1;
    this.pdf
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    this.pdf.y = y + 5;
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
    this.write(text, FONT.regular, SIZE.body, COLOR.text);
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
    this.write(entry.title, FONT.bold, SIZE.title, COLOR.text);
    if (entry.meta !== null) this.write(entry.meta, FONT.italic, SIZE.meta, COLOR.muted);
    for (const paragraph of entry.paragraphs) this.paragraph(paragraph);
    for (const bullet of entry.bullets) this.bullet(bullet, null);
  }

  /** "•" as a text character, the item beside it with a hanging indent. */
  private bullet(text: string, label: string | null): void {
    const width = this.width - BULLET_INDENT;
    const full = toWinAnsi(label === null ? text : `${label}: ${text}`);
    this.pdf.font(FONT.regular).fontSize(SIZE.body);
    this.ensureSpace(this.pdf.heightOfString(full, { width, lineGap: LINE_GAP }));
    const y = this.pdf.y;
    this.pdf.fillColor(COLOR.text).text('•', this.left + 2, y, { lineBreak: false });
    if (label === null) {
      this.pdf.text(toWinAnsi(text), this.left + BULLET_INDENT, y, { width, lineGap: LINE_GAP });
    } else {
      this.pdf.font(FONT.bold).text(toWinAnsi(`${label}: `), this.left + BULLET_INDENT, y, {
        width,
        lineGap: LINE_GAP,
        continued: true,
      });
      this.pdf.font(FONT.regular).text(toWinAnsi(text));
    }
    this.pdf.x = this.left;
    this.pdf.moveDown(0.15);
  }
}

function collectBytes(pdf: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('error', reject);
    pdf.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
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
  // Loaded on first export: a server that never exports need not carry PDFKit in its heap.
  const { default: PDFDocument } = await import('pdfkit');
  const document = buildResumeDocument(resume);
  const date = options.creationDate ?? creationDateOf(resume);
  const keywords = keywordsOf(resume);
  const pdf = new PDFDocument({
    size: options.pageSize ?? 'A4',
    margins: MARGINS,
    pdfVersion: '1.7',
    displayTitle: true,
    info: {
      // Metadata strings are written as UTF-16, so they keep every character.
      Title: documentTitle(document),
      ...(document.name === null ? {} : { Author: document.name }),
      ...(document.label === null ? {} : { Subject: document.label }),
      ...(keywords === '' ? {} : { Keywords: keywords }),
      Creator: 'Resume Agent',
      CreationDate: date,
      ModDate: date,
    },
  });
  const bytes = collectBytes(pdf);
  const writer = new PdfWriter(pdf);
  writer.header(document);
  for (const section of document.sections) {
    writer.heading(section.heading);
    for (const block of section.blocks) writer.block(block);
  }
  pdf.end();
  return bytes;
}

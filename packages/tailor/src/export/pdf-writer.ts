/**
 * What every PDF we write shares: the page, Helvetica (a standard font, so every word is real,
 * selectable text that applicant-tracking systems read), the header of name, headline and
 * contact details, and the bytes collected at the end. The resume (export-pdf.ts) and the
 * cover letter (export-letter.ts) add their own blocks, so the two read as a matching pair.
 */
import type PdfKitDocument from 'pdfkit';
import { META_SEPARATOR, type DocumentHeader } from './document.js';
import { toWinAnsi } from './win-ansi.js';

export type Pdf = InstanceType<typeof PdfKitDocument>;

export interface PdfInfo {
  Title: string;
  Author?: string;
  Subject?: string;
  Keywords?: string;
  CreationDate: Date;
}

export const PDF_MARGINS = { top: 54, bottom: 54, left: 60, right: 60 };
export const PDF_FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;
export const PDF_COLOR = { text: '#111111', muted: '#555555', rule: '#999999' } as const;
const HEADER_SIZE = { name: 20, label: 11.5, contact: 9.5 } as const;
export const LINE_GAP = 1.2;

/** A new PDFKit document with our page and metadata: dates from `info`, never the clock. */
export async function createPdf(info: PdfInfo, pageSize: 'A4' | 'LETTER' = 'A4'): Promise<Pdf> {
  // Loaded on first export: a server that never exports need not carry PDFKit in its heap.
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    size: pageSize,
    margins: PDF_MARGINS,
    pdfVersion: '1.7',
    displayTitle: true,
    info: {
      // Metadata strings are written as UTF-16, so they keep every character.
      ...Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined)),
      Creator: 'Resume Agent',
      ModDate: info.CreationDate,
    },
  });
}

export class PdfWriter {
  protected readonly left: number;
  protected readonly width: number;

  constructor(protected readonly pdf: Pdf) {
    this.left = pdf.page.margins.left;
    this.width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  }

  /** Start a new page unless `height` points still fit on this one. */
  protected ensureSpace(height: number): void {
    const bottom = this.pdf.page.height - this.pdf.page.margins.bottom;
    if (this.pdf.y + height > bottom) this.pdf.addPage();
  }

  protected write(
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

  protected lineHeight(size: number): number {
    return this.pdf.fontSize(size).currentLineHeight(true) + LINE_GAP;
  }

  /** A thin line across the text column, just below the current position. */
  protected rule(): void {
    const y = this.pdf.y + 1;
    this.pdf
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(PDF_COLOR.rule)
      .stroke();
    this.pdf.y = y + 5;
  }

  header(header: DocumentHeader): void {
    if (header.name !== null)
      this.write(header.name, PDF_FONT.bold, HEADER_SIZE.name, PDF_COLOR.text);
    if (header.label !== null)
      this.write(header.label, PDF_FONT.regular, HEADER_SIZE.label, PDF_COLOR.text);
    for (const line of this.packContact(header.contact))
      this.write(line, PDF_FONT.regular, HEADER_SIZE.contact, PDF_COLOR.muted);
  }

  /**
   * Contact details on as few lines as fit, broken only between items: PDFKit would otherwise
   * break inside a URL (after a `/` or `-`), which readers then see as two pieces.
   */
  private packContact(items: readonly string[]): string[] {
    this.pdf.font(PDF_FONT.regular).fontSize(HEADER_SIZE.contact);
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
}

/**
 * The document's bytes, once `pdf.end()` is called. Call it right after `createPdf`, before
 * anything is written, so that no chunk is emitted before it listens.
 */
export function collectBytes(pdf: Pdf): Promise<Uint8Array> {
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

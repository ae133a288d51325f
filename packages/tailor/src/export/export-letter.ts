/**
 * Cover letter export as PDF and DOCX: the letter as the person wrote it, under the same header
 * (name, headline, contact details) and in the same type as the resume's exports, so the two
 * files read as a pair. Deterministic like them: the creation date is given, never the clock.
 */
import type { Paragraph } from 'docx';
import type { JsonResume } from '../resume/types.js';
import { documentTitle } from './document.js';
import { headerParagraphs, loadDocx, packDocx, run, type DocxModule } from './docx-writer.js';
import { FIXED_CREATION_DATE } from './export-pdf.js';
import { buildLetterDocument, hasHeader, type LetterDocument } from './letter-document.js';
import { collectBytes, createPdf, PDF_COLOR, PDF_FONT, PdfWriter } from './pdf-writer.js';
import { EXPORT_MEDIA_TYPES } from './types.js';
import { toWinAnsi } from './win-ansi.js';

export type LetterFormat = 'pdf' | 'docx';

export interface LetterExportOptions {
  /** The resume the letter goes with: its name, headline and contact details head the letter. */
  resume?: JsonResume | null;
  /** What the letter is for ("Senior Engineer at Acme"): the file's subject. */
  subject?: string;
  /** The creation date written into the file; by default 2000-01-01. */
  creationDate?: Date;
  pageSize?: 'A4' | 'LETTER';
}

export interface ExportedLetter {
  format: LetterFormat;
  bytes: Uint8Array;
  mediaType: string;
  fileExtension: string;
}

const LETTER_KIND = 'Cover letter';
/** A letter is read line by line, not scanned: larger type and more air than the resume's. */
const PDF_BODY = { size: 11, lineGap: 3.5 } as const;
/** A paragraph this short (a greeting, a sign-off) is never split across two pages. */
const KEEP_TOGETHER_LINES = 6;
/** docx sizes are in half-points, spacing in twentieths of a point. */
const DOCX_BODY = { size: 22, after: 200, line: 288 } as const;

class LetterPdfWriter extends PdfWriter {
  letterhead(letter: LetterDocument): void {
    if (!hasHeader(letter.header)) return;
    this.header(letter.header);
    this.pdf.moveDown(0.3);
    this.rule();
    this.pdf.moveDown(1.5);
  }

  paragraph(lines: readonly string[]): void {
    // Line by line: toWinAnsi would turn the line breaks themselves into "?".
    const text = lines.map(toWinAnsi).join('\n');
    const options = { width: this.width, lineGap: PDF_BODY.lineGap };
    this.pdf.font(PDF_FONT.regular).fontSize(PDF_BODY.size).fillColor(PDF_COLOR.text);
    if (lines.length <= KEEP_TOGETHER_LINES)
      this.ensureSpace(this.pdf.heightOfString(text, options));
    this.pdf.text(text, this.left, this.pdf.y, options);
    this.pdf.moveDown(0.9);
  }
}

async function letterPdf(
  letter: LetterDocument,
  options: LetterExportOptions,
): Promise<Uint8Array> {
  const { name } = letter.header;
  const pdf = await createPdf(
    {
      Title: documentTitle(letter.header, LETTER_KIND),
      ...(name === null ? {} : { Author: name }),
      ...(options.subject === undefined ? {} : { Subject: options.subject }),
      CreationDate: options.creationDate ?? FIXED_CREATION_DATE,
    },
    options.pageSize,
  );
  const bytes = collectBytes(pdf);
  const writer = new LetterPdfWriter(pdf);
  writer.letterhead(letter);
  for (const lines of letter.paragraphs) writer.paragraph(lines);
  pdf.end();
  return bytes;
}

/** One Word paragraph, its lines kept apart by line breaks rather than split into paragraphs. */
function docxParagraph(docx: DocxModule, lines: readonly string[]): Paragraph {
  return new docx.Paragraph({
    children: lines.map((line, index) => run(docx, { text: line, ...(index > 0 && { break: 1 }) })),
    spacing: { after: DOCX_BODY.after, line: DOCX_BODY.line },
  });
}

async function letterDocx(
  letter: LetterDocument,
  options: LetterExportOptions,
): Promise<Uint8Array> {
  const docx = await loadDocx();
  const children = headerParagraphs(docx, letter.header);
  // Air between the header and the letter, as in the PDF.
  if (children.length > 0)
    children.push(new docx.Paragraph({ children: [], spacing: { after: 240 } }));
  for (const lines of letter.paragraphs) children.push(docxParagraph(docx, lines));
  return packDocx(
    docx,
    {
      title: documentTitle(letter.header, LETTER_KIND),
      ...(options.subject === undefined ? {} : { description: options.subject }),
    },
    children,
    DOCX_BODY.size,
  );
}

/** The letter `text` as a PDF or DOCX file. */
export async function exportCoverLetter(
  text: string,
  format: LetterFormat,
  options: LetterExportOptions = {},
): Promise<ExportedLetter> {
  const letter = buildLetterDocument(text, options.resume);
  const bytes =
    format === 'pdf' ? await letterPdf(letter, options) : await letterDocx(letter, options);
  return { format, bytes, ...EXPORT_MEDIA_TYPES[format] };
}

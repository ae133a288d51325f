/**
 * What every DOCX we write shares: Calibri, Word's own Heading styles (so outlines, screen
 * readers and converters see the structure), the header of name, headline and contact details,
 * and the page. The resume (export-docx.ts) and the cover letter (export-letter.ts) add their
 * own paragraphs, so the two read as a matching pair.
 */
import type * as Docx from 'docx';
import type { IRunOptions, Paragraph, TextRun } from 'docx';
import { META_SEPARATOR, type DocumentHeader } from './document.js';

/** The docx module, loaded on first export: a server that never exports need not carry it. */
export type DocxModule = typeof Docx;

export const DOCX_FONT = 'Calibri';
/** docx sizes are in half-points. */
export const DOCX_SIZE = {
  body: 21,
  label: 24,
  heading1: 36,
  heading2: 24,
  heading3: 22,
} as const;
export const DOCX_COLOR = { text: '111111', muted: '555555' } as const;

export function loadDocx(): Promise<DocxModule> {
  return import('docx');
}

/**
 * A run from typed options: TextRun also takes a plain string, and through that union the type
 * checker would read `bold`/`italics` as the deprecated String.prototype methods.
 */
export function run(docx: DocxModule, options: IRunOptions): TextRun {
  return new docx.TextRun(options);
}

/** The name as Heading 1, the headline under it, the contact details on one muted line. */
export function headerParagraphs(docx: DocxModule, header: DocumentHeader): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  if (header.name !== null)
    paragraphs.push(
      new docx.Paragraph({
        heading: docx.HeadingLevel.HEADING_1,
        children: [new docx.TextRun(header.name)],
      }),
    );
  if (header.label !== null)
    paragraphs.push(
      new docx.Paragraph({
        children: [run(docx, { text: header.label, size: DOCX_SIZE.label })],
      }),
    );
  if (header.contact.length > 0)
    paragraphs.push(
      new docx.Paragraph({
        children: [
          run(docx, { text: header.contact.join(META_SEPARATOR), color: DOCX_COLOR.muted }),
        ],
      }),
    );
  return paragraphs;
}

export interface DocxMetadata {
  title: string;
  description?: string;
  keywords?: string;
}

/** The document around `children`, packed into a file's bytes. */
export async function packDocx(
  docx: DocxModule,
  metadata: DocxMetadata,
  children: Paragraph[],
  bodySize: number = DOCX_SIZE.body,
): Promise<Uint8Array> {
  const file = new docx.Document({
    creator: 'Resume Agent',
    title: metadata.title,
    ...(metadata.description === undefined ? {} : { description: metadata.description }),
    ...(metadata.keywords === undefined ? {} : { keywords: metadata.keywords }),
    styles: {
      default: {
        document: { run: { font: DOCX_FONT, size: bodySize, color: DOCX_COLOR.text } },
        heading1: {
          run: { font: DOCX_FONT, size: DOCX_SIZE.heading1, bold: true, color: DOCX_COLOR.text },
          paragraph: { spacing: { after: 60 } },
        },
        heading2: {
          run: {
            font: DOCX_FONT,
            size: DOCX_SIZE.heading2,
            bold: true,
            allCaps: true,
            color: DOCX_COLOR.text,
          },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
        heading3: {
          run: { font: DOCX_FONT, size: DOCX_SIZE.heading3, bold: true, color: DOCX_COLOR.text },
          paragraph: { spacing: { before: 120, after: 20 } },
        },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 } } },
        children,
      },
    ],
  });
  // toArrayBuffer, not toBuffer: it works the same in the browser, should this move there.
  return new Uint8Array(await docx.Packer.toArrayBuffer(file));
}

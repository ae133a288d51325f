/**
 * DOCX export with the `docx` package: Word's own Heading 1–3 styles for name, sections and
 * entries (so outlines, screen readers and converters see the structure), real bulleted lists,
 * one column, no tables or text boxes — the shape applicant-tracking systems parse best.
 */
import type * as Docx from 'docx';
import type { IRunOptions, Paragraph, TextRun } from 'docx';
import { readEntries, readStrings } from '../resume/fields.js';
import type { JsonResume } from '../resume/types.js';
import {
  META_SEPARATOR,
  buildResumeDocument,
  documentTitle,
  type DocumentBlock,
} from './document.js';

const FONT = 'Calibri';
/** docx sizes are in half-points. */
const SIZE = { body: 21, label: 24, heading1: 36, heading2: 24, heading3: 22 } as const;
const COLOR = { text: '111111', muted: '555555' } as const;

/** The docx module, loaded on first export: a server that never exports need not carry it. */
type DocxModule = typeof Docx;

/**
 * A run from typed options: TextRun also takes a plain string, and through that union the type
 * checker would read `bold`/`italics` as the deprecated String.prototype methods.
 */
function run(docx: DocxModule, options: IRunOptions): TextRun {
  return new docx.TextRun(options);
}

function paragraph(docx: DocxModule, text: string): Paragraph {
  return new docx.Paragraph({ children: [new docx.TextRun(text)], spacing: { after: 80 } });
}

function bullet(docx: DocxModule, text: string, label: string | null): Paragraph {
  // The space after the label stays out of the bold run, so readers see "**Languages:** Go".
  const children =
    label === null
      ? [new docx.TextRun(text)]
      : [run(docx, { text: `${label}:`, bold: true }), new docx.TextRun(` ${text}`)];
  return new docx.Paragraph({ children, bullet: { level: 0 }, spacing: { after: 40 } });
}

function blockParagraphs(docx: DocxModule, block: DocumentBlock): Paragraph[] {
  switch (block.kind) {
    case 'paragraph':
      return [paragraph(docx, block.text)];
    case 'list':
      return block.items.map((item) => bullet(docx, item.text, item.label));
    case 'entry':
      return [
        new docx.Paragraph({
          heading: docx.HeadingLevel.HEADING_3,
          children: [new docx.TextRun(block.title)],
        }),
        ...(block.meta === null
          ? []
          : [
              new docx.Paragraph({
                children: [run(docx, { text: block.meta, italics: true, color: COLOR.muted })],
                spacing: { after: 60 },
              }),
            ]),
        ...block.paragraphs.map((text) => paragraph(docx, text)),
        ...block.bullets.map((text) => bullet(docx, text, null)),
      ];
  }
}

export async function exportDocx(resume: JsonResume): Promise<Uint8Array> {
  const docx = await import('docx');
  const document = buildResumeDocument(resume);
  const children: Paragraph[] = [];
  if (document.name !== null)
    children.push(
      new docx.Paragraph({
        heading: docx.HeadingLevel.HEADING_1,
        children: [new docx.TextRun(document.name)],
      }),
    );
  if (document.label !== null)
    children.push(
      new docx.Paragraph({
        children: [new docx.TextRun({ text: document.label, size: SIZE.label })],
      }),
    );
  if (document.contact.length > 0) {
    children.push(
      new docx.Paragraph({
        children: [
          new docx.TextRun({ text: document.contact.join(META_SEPARATOR), color: COLOR.muted }),
        ],
      }),
    );
  }
  for (const section of document.sections) {
    children.push(
      new docx.Paragraph({
        heading: docx.HeadingLevel.HEADING_2,
        children: [new docx.TextRun(section.heading)],
      }),
    );
    for (const block of section.blocks) children.push(...blockParagraphs(docx, block));
  }
  const keywords = readEntries(resume, 'skills').flatMap(({ entry }) =>
    readStrings(entry, 'keywords'),
  );
  const file = new docx.Document({
    creator: 'Resume Agent',
    title: documentTitle(document),
    ...(document.label === null ? {} : { description: document.label }),
    ...(keywords.length === 0 ? {} : { keywords: keywords.join(', ') }),
    styles: {
      default: {
        document: { run: { font: FONT, size: SIZE.body, color: COLOR.text } },
        heading1: {
          run: { font: FONT, size: SIZE.heading1, bold: true, color: COLOR.text },
          paragraph: { spacing: { after: 60 } },
        },
        heading2: {
          run: { font: FONT, size: SIZE.heading2, bold: true, allCaps: true, color: COLOR.text },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
        heading3: {
          run: { font: FONT, size: SIZE.heading3, bold: true, color: COLOR.text },
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

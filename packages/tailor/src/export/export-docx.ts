/**
 * DOCX export with the `docx` package: Word's own Heading 1–3 styles for name, sections and
 * entries (so outlines, screen readers and converters see the structure), real bulleted lists,
 * one column, no tables or text boxes — the shape applicant-tracking systems parse best.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun, type IRunOptions } from 'docx';
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

/**
 * A run from typed options: TextRun also takes a plain string, and through that union the type
 * checker would read `bold`/`italics` as the deprecated String.prototype methods.
 */
function run(options: IRunOptions): TextRun {
  return new TextRun(options);
}

function paragraph(text: string): Paragraph {
  return new Paragraph({ children: [new TextRun(text)], spacing: { after: 80 } });
}

function bullet(text: string, label: string | null): Paragraph {
  // The space after the label stays out of the bold run, so readers see "**Languages:** Go".
  const children =
    label === null
      ? [new TextRun(text)]
      : [run({ text: `${label}:`, bold: true }), new TextRun(` ${text}`)];
  return new Paragraph({ children, bullet: { level: 0 }, spacing: { after: 40 } });
}

function blockParagraphs(block: DocumentBlock): Paragraph[] {
  switch (block.kind) {
    case 'paragraph':
      return [paragraph(block.text)];
    case 'list':
      return block.items.map((item) => bullet(item.text, item.label));
    case 'entry':
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(block.title)] }),
        ...(block.meta === null
          ? []
          : [
              new Paragraph({
                children: [run({ text: block.meta, italics: true, color: COLOR.muted })],
                spacing: { after: 60 },
              }),
            ]),
        ...block.paragraphs.map(paragraph),
        ...block.bullets.map((text) => bullet(text, null)),
      ];
  }
}

export async function exportDocx(resume: JsonResume): Promise<Uint8Array> {
  const document = buildResumeDocument(resume);
  const children: Paragraph[] = [];
  if (document.name !== null)
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(document.name)] }),
    );
  if (document.label !== null)
    children.push(
      new Paragraph({ children: [new TextRun({ text: document.label, size: SIZE.label })] }),
    );
  if (document.contact.length > 0) {
    children.push(
      new Paragraph({
        children: [
          new TextRun({ text: document.contact.join(META_SEPARATOR), color: COLOR.muted }),
        ],
      }),
    );
  }
  for (const section of document.sections) {
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(section.heading)] }),
    );
    for (const block of section.blocks) children.push(...blockParagraphs(block));
  }
  const keywords = readEntries(resume, 'skills').flatMap(({ entry }) =>
    readStrings(entry, 'keywords'),
  );
  const docx = new Document({
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
  return new Uint8Array(await Packer.toArrayBuffer(docx));
}

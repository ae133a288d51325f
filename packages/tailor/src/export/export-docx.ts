/**
 * DOCX export with the `docx` package: Word's Heading 1–3 for name, sections and entries, real
 * bulleted lists, one column, no tables or text boxes — the shape applicant-tracking systems
 * parse best.
 */
import type { Paragraph } from 'docx';
import { readEntries, readStrings } from '../resume/fields.js';
import type { JsonResume } from '../resume/types.js';
import { buildResumeDocument, documentTitle, type DocumentBlock } from './document.js';
import {
  DOCX_COLOR,
  headerParagraphs,
  loadDocx,
  packDocx,
  run,
  type DocxModule,
} from './docx-writer.js';

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
                children: [run(docx, { text: block.meta, italics: true, color: DOCX_COLOR.muted })],
                spacing: { after: 60 },
              }),
            ]),
        ...block.paragraphs.map((text) => paragraph(docx, text)),
        ...block.bullets.map((text) => bullet(docx, text, null)),
      ];
  }
}

export async function exportDocx(resume: JsonResume): Promise<Uint8Array> {
  const docx = await loadDocx();
  const document = buildResumeDocument(resume);
  const children: Paragraph[] = headerParagraphs(docx, document);
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
  return packDocx(
    docx,
    {
      title: documentTitle(document),
      ...(document.label === null ? {} : { description: document.label }),
      ...(keywords.length === 0 ? {} : { keywords: keywords.join(', ') }),
    },
    children,
  );
}

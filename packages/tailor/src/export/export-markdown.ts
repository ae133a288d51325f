/**
 * Markdown export: `#` name, `##` sections, `###` entries with an italic date line, `-` bullets.
 * Text is escaped so that it reads back unchanged, by our importer or any CommonMark reader.
 */
import { escapeMarkdownInline, escapeMarkdownText } from '../resume/markdown.js';
import type { JsonResume } from '../resume/types.js';
import { META_SEPARATOR, buildResumeDocument, type DocumentBlock } from './document.js';

function renderBlock(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [escapeMarkdownText(block.text), ''];
    case 'list':
      return [
        ...block.items.map((item) =>
          item.label === null
            ? `- ${escapeMarkdownText(item.text)}`
            : `- **${escapeMarkdownInline(item.label)}:** ${escapeMarkdownInline(item.text)}`,
        ),
        '',
      ];
    case 'entry':
      return [
        `### ${escapeMarkdownInline(block.title)}`,
        '',
        ...(block.meta === null ? [] : [`*${escapeMarkdownInline(block.meta)}*`, '']),
        ...block.paragraphs.flatMap((paragraph) => [escapeMarkdownText(paragraph), '']),
        ...block.bullets.map((bullet) => `- ${escapeMarkdownText(bullet)}`),
        ...(block.bullets.length > 0 ? [''] : []),
      ];
  }
}

export function exportMarkdown(resume: JsonResume): string {
  const document = buildResumeDocument(resume);
  const lines: string[] = [];
  if (document.name !== null) lines.push(`# ${escapeMarkdownInline(document.name)}`, '');
  if (document.label !== null) lines.push(escapeMarkdownText(document.label), '');
  if (document.contact.length > 0)
    lines.push(document.contact.map(escapeMarkdownInline).join(META_SEPARATOR), '');
  for (const section of document.sections) {
    lines.push(`## ${section.heading}`, '');
    for (const block of section.blocks) lines.push(...renderBlock(block));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

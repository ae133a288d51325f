/**
 * Plain text and Markdown to lines. Both share the bullet and heading rules; Markdown adds `#`
 * headings, setext underlines, bold-only lines as headings, and removes inline markup.
 */
import { cleanLine, type PostingLine } from './posting-lines.js';

const BULLET = /^(?:[-*+•·▪◦‣●○■□➢➤►▶✓✔–—]|\d{1,2}[.)]|\(\d{1,2}\)|[a-z][.)])\s+(.*)$/u;
const ATX_HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const SETEXT = /^(=+|-+)$/;
const BOLD_ONLY = /^(?:\*\*|__)([^*_]+?)(?:\*\*|__)\s*:?$/;

/** Removes Markdown inline markup, keeping the visible text. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?!\s)([^*\n]+?)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?!\s)([^_\n]+?)_(?!\w)/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
}

/** Splits plain text or Markdown into heading, bullet and text lines. */
export function textToLines(input: string, options: { markdown: boolean }): PostingLine[] {
  const lines: PostingLine[] = [];
  const clean = (text: string): string =>
    cleanLine(options.markdown ? stripInlineMarkdown(text) : text);
  let inFence = false;

  for (const raw of input.split(/\r\n?|\n/)) {
    const trimmed = raw.trim();
    if (options.markdown && trimmed.startsWith('```')) {
      inFence = !inFence;
      continue;
    }
    if (!trimmed) continue;
    if (inFence) {
      lines.push({ text: cleanLine(trimmed), kind: 'text', level: 0 });
      continue;
    }
    if (options.markdown) {
      const previous = lines[lines.length - 1];
      if (SETEXT.test(trimmed)) {
        // `===`/`---` under a text line makes it a heading; alone, `---` is a rule to drop.
        if (previous?.kind === 'text') {
          previous.kind = 'heading';
          previous.level = trimmed.startsWith('=') ? 1 : 2;
        }
        continue;
      }
      const atx = ATX_HEADING.exec(trimmed);
      if (atx) {
        lines.push({ text: clean(atx[2] ?? ''), kind: 'heading', level: (atx[1] ?? '#').length });
        continue;
      }
      const bold = BOLD_ONLY.exec(trimmed);
      if (bold && (bold[1] ?? '').split(/\s+/).length <= 8) {
        lines.push({ text: clean(bold[1] ?? ''), kind: 'heading', level: 7 });
        continue;
      }
    }
    const bullet = BULLET.exec(trimmed);
    if (bullet) {
      lines.push({ text: clean(bullet[1] ?? ''), kind: 'bullet', level: 0 });
      continue;
    }
    lines.push({ text: clean(trimmed), kind: 'text', level: 0 });
  }
  return lines.filter((line) => line.text !== '');
}

/**
 * A pasted resume as classified lines: blank, heading, bullet or text, with Markdown inline
 * syntax read off (in Markdown mode) and indentation kept for telling wrapped lines apart.
 */
import { readInlineMarkdown, readInlinePlain, type InlineText } from '../markdown.js';

export type LineKind = 'blank' | 'heading' | 'bullet' | 'text';

export interface Line {
  kind: LineKind;
  /** The content: bullet marker, `#`s and inline syntax removed, whitespace collapsed. */
  text: string;
  /** Leading spaces (a tab counts four). */
  indent: number;
  /** 1–6 for a Markdown (`#`) or underlined heading, 0 otherwise. */
  level: number;
  bold: InlineText['bold'];
  italic: boolean;
  urls: string[];
  /** 1-based, for warnings. */
  number: number;
}

export type TextFormat = 'text' | 'markdown';

const ATX_HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const UNDERLINE = /^\s*(=+|-+|~+|_+)\s*$/;
const RULE = /^\s*([-*_=~])(?:\s*\1){2,}\s*$/;
/** `-`, `*`, `•`, `–` … followed by a space; the round glyphs may touch their text. */
const BULLET =
  /^([-*+•●○◦▪▫■□‣⁃∙–—➢➤►▶✓✔❖◆◇])\s+(.*)$|^([•●○◦▪■□‣➢➤►▶✓✔❖◆◇])(\S.*)$|^(\d{1,2})[.)]\s+(.*)$/;
/** Tabs and wide runs of spaces separate columns in plain-text resumes ("Acme     2019 – 2023"). */
const COLUMN_GAP = /\t+| {3,}/g;

function leadingIndent(raw: string): number {
  const match = /^[ \t]*/.exec(raw);
  return (match?.[0] ?? '').replace(/\t/g, '    ').length;
}

function normalizeSource(source: string): string[] {
  return (
    source
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      // Zero-width characters; an alternation, as a joiner inside a class confuses readers.
      .replace(/\u200b|\u200c|\u200d|\u2060/g, '')
      .split('\n')
  );
}

export function readLines(source: string, format: TextFormat): Line[] {
  const rawLines = normalizeSource(source);
  const lines: Line[] = [];
  const inline = (text: string): InlineText =>
    format === 'markdown' ? readInlineMarkdown(text) : readInlinePlain(text);
  const make = (kind: LineKind, content: string, raw: string, number: number, level = 0): Line => {
    const read = inline(content);
    const text = (kind === 'bullet' ? read.text : read.text.trim().replace(COLUMN_GAP, ' | '))
      .replace(/\s+/g, ' ')
      .trim();
    return {
      kind: text === '' ? 'blank' : kind,
      text,
      indent: leadingIndent(raw),
      level,
      bold: read.bold,
      italic: read.italic,
      urls: read.urls,
      number,
    };
  };
  for (let i = 0; i < rawLines.length; i++) {
    const raw = (rawLines[i] ?? '').replace(/\s+$/, '');
    const number = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      lines.push(make('blank', '', raw, number));
      continue;
    }
    const atx = ATX_HEADING.exec(trimmed);
    if (atx) {
      lines.push(make('heading', atx[2] ?? '', raw, number, (atx[1] ?? '#').length));
      continue;
    }
    const next = rawLines[i + 1] ?? '';
    if (
      UNDERLINE.test(next) &&
      next.trim().length >= 3 &&
      !BULLET.test(trimmed) &&
      !RULE.test(trimmed)
    ) {
      lines.push(make('heading', trimmed, raw, number, next.trim().startsWith('=') ? 1 : 2));
      lines.push(make('blank', '', '', number + 1));
      i++;
      continue;
    }
    if (RULE.test(trimmed)) {
      lines.push(make('blank', '', raw, number));
      continue;
    }
    const bullet = BULLET.exec(trimmed);
    if (bullet) {
      lines.push(make('bullet', bullet[2] ?? bullet[4] ?? bullet[6] ?? '', raw, number));
      continue;
    }
    lines.push(make('text', trimmed, raw, number));
  }
  return lines;
}

/** A line in capitals ("WORK EXPERIENCE"), as plain-text resumes mark their headings. */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}

/**
 * Join a wrapped line to the one above. Line breaking (PDFKit's included) breaks after the hyphen
 * of a compound ("developer-" / "platform") and after a slash in a URL, which join back without
 * a space.
 */
export function joinWrapped(above: string, below: string): string {
  return /(?:[\p{L}\p{N}][-‐]|\S\/)$/u.test(above) ? `${above}${below}` : `${above} ${below}`;
}

/**
 * The small part of Markdown the resume importers and exporters share: escaping text so that
 * it reads back unchanged, and reading inline syntax (emphasis, links, code, escapes) off a line.
 * Pure string work, safe in the browser.
 */

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/**
 * Backslash-escape what Markdown would read as inline syntax. `_` is escaped only where it could
 * open or close emphasis, so `snake_case` stays readable.
 */
export function escapeMarkdownInline(text: string): string {
  let escaped = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if ('\\`*[]<'.includes(char)) escaped += `\\${char}`;
    else if (char === '_' && !(isWordChar(text[i - 1]) && isWordChar(text[i + 1])))
      escaped += '\\_';
    else escaped += char;
  }
  return escaped;
}

/**
 * Escape a paragraph's start where Markdown would read a heading, list item, quote or rule
 * (`#1 in sales` would otherwise become a heading).
 */
export function escapeMarkdownBlockStart(text: string): string {
  const ordered = /^(\d{1,9})([.)])(\s|$)/.exec(text);
  if (ordered) return `${ordered[1] ?? ''}\\${text.slice((ordered[1] ?? '').length)}`;
  if (/^(#{1,6}(\s|$)|>|[-+](\s|$)|=+\s*$)/.test(text)) return `\\${text}`;
  return text;
}

/** Escapes and inline Markdown for a whole line of text. */
export function escapeMarkdownText(text: string): string {
  return escapeMarkdownBlockStart(escapeMarkdownInline(text));
}

export interface InlineText {
  text: string;
  /** Link targets found in the line, in order. */
  urls: string[];
  /** Whether the whole line, or only its start, was strong (`**…**`). */
  bold: 'all' | 'lead' | 'none';
  /** Whether the whole line was emphasised (`*…*`), as the date line under a job often is. */
  italic: boolean;
}

// Escaped ASCII punctuation is parked in the Private Use Area while emphasis is stripped, so
// `\*` never pairs with a real `*`.
const PARK_BASE = 0xe000;
const park = (char: string): string => String.fromCharCode(PARK_BASE + char.charCodeAt(0));
const unpark = (text: string): string =>
  text.replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - PARK_BASE));

const STRONG_ALL = /^(\*\*|__)(.+)\1$/;
const STRONG_LEAD = /^(\*\*|__)(.+?)\1/;
const EMPHASIS_ALL = /^([*_])(?![*_])(.+)(?<![*_])\1$/;

/** Read inline Markdown: links and emphasis become plain text; escapes are resolved. */
export function readInlineMarkdown(line: string): InlineText {
  const urls: string[] = [];
  let text = line.replace(/\\([!-/:-@[-`{-~])/g, (_match, char: string) => park(char));
  text = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(
      /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
      (_m, label: string, url: string) => {
        urls.push(url);
        return label.trim() === '' ? url : label;
      },
    )
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, (_m, url: string) => {
      urls.push(url);
      return url.replace(/^mailto:/i, '');
    })
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(`+)(.+?)\1/g, '$2');
  const trimmed = text.trim();
  const bold = STRONG_ALL.test(trimmed) ? 'all' : STRONG_LEAD.test(trimmed) ? 'lead' : 'none';
  const italic = bold === 'none' && EMPHASIS_ALL.test(trimmed);
  text = stripStrong(text)
    .replace(/(^|[^\p{L}\p{N}*])\*(?=\S)(.+?)(?<=\S)\*(?![\p{L}\p{N}*])/gu, '$1$2')
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1$2');
  return { text: unpark(text), urls: urls.map(unpark), bold, italic };
}

/**
 * `**bold**` in plain-text mode too: resumes pasted from Markdown editors keep it, and a real
 * resume has no other use for doubled asterisks.
 */
export function stripStrong(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}_])__(.+?)__(?![\p{L}\p{N}_])/gu, '$1$2');
}

/** Bold markers of a plain-text line, read the same way as in Markdown. */
export function readInlinePlain(line: string): InlineText {
  const trimmed = line.trim();
  const bold = STRONG_ALL.test(trimmed) ? 'all' : STRONG_LEAD.test(trimmed) ? 'lead' : 'none';
  return { text: stripStrong(line), urls: [], bold, italic: false };
}

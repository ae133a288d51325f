/**
 * A section's lines cut into entries — a job, a degree, a project — each with its heading lines
 * (title, organisation, dates), its paragraphs and its bullets.
 */
import { hasDates } from './dates.js';
import { joinWrapped, type Line } from './lines.js';
import { looksLikeLocation } from './words.js';

export interface RawEntry {
  headers: Line[];
  paragraphs: string[];
  bullets: string[];
  /** Whether the entry began with a Markdown heading or a bold line. */
  isStrong: boolean;
  /** The line it starts on, for warnings. */
  number: number;
}

const MAX_HEADER_LINES = 3;
const PARAGRAPH_MIN_WORDS = 14;
/** "Technologies: Go, Kafka", "GPA: 3.8": a labelled line belongs to the entry's body. */
const LABELLED_LINE = /^[\p{L}][\p{L} /&-]{1,30}:\s+\S/u;
const ABBREVIATION_END = /\b(inc|ltd|co|corp|llc|jr|sr|st|dr)\.$/i;

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

function isSentence(text: string): boolean {
  return /[.!?]$/.test(text) && !ABBREVIATION_END.test(text);
}

function looksLikeParagraph(text: string): boolean {
  const words = wordCount(text);
  return words >= PARAGRAPH_MIN_WORDS || (isSentence(text) && words >= 4);
}

function isStrongStart(line: Line): boolean {
  return line.kind === 'heading' || line.bold === 'all';
}

function entryHasDates(entry: RawEntry): boolean {
  return entry.headers.some((header) => hasDates(header.text));
}

/** Whether a text line continues the bullet above it (a wrapped line). */
function continuesBullet(line: Line, bulletIndent: number, format: 'text' | 'markdown'): boolean {
  if (line.bold !== 'none' || line.italic || hasDates(line.text)) return false;
  if (line.indent > bulletIndent) return true;
  // A Markdown list item swallows the lines that follow it until a blank line ("lazy
  // continuation"); in plain text only a lower-case start says the sentence goes on.
  return format === 'markdown' || /^[\p{Ll}(&]/u.test(line.text);
}

/**
 * Whether a text line continues the paragraph above it: the paragraph stopped mid-sentence, or
 * this line starts in lower case. "…reliability." followed by "Staff Engineer — Initech" is a
 * new entry, not more summary.
 */
function continuesParagraph(line: Line, paragraph: string): boolean {
  if (line.kind !== 'text' || line.bold !== 'none' || line.italic) return false;
  if (hasDates(line.text) || LABELLED_LINE.test(line.text)) return false;
  return !isSentence(paragraph) || /^[\p{Ll}(&]/u.test(line.text);
}

export function segmentEntries(lines: readonly Line[], format: 'text' | 'markdown'): RawEntry[] {
  const entries: RawEntry[] = [];
  let current: RawEntry | undefined;
  let phase: 'header' | 'body' = 'header';
  let last: 'header' | 'paragraph' | 'bullet' | undefined;
  let bulletIndent = 0;
  let blankBefore = false;

  const start = (line: Line): RawEntry => {
    const entry: RawEntry = {
      headers: [line],
      paragraphs: [],
      bullets: [],
      isStrong: isStrongStart(line),
      number: line.number,
    };
    entries.push(entry);
    phase = 'header';
    last = 'header';
    return entry;
  };
  const addParagraph = (entry: RawEntry, text: string): void => {
    entry.paragraphs.push(text);
    phase = 'body';
    last = 'paragraph';
  };

  for (const line of lines) {
    if (line.kind === 'blank') {
      blankBefore = true;
      continue;
    }
    const wasBlank = blankBefore;
    blankBefore = false;
    if (line.kind === 'bullet') {
      if (!current) {
        current = {
          headers: [],
          paragraphs: [],
          bullets: [],
          isStrong: false,
          number: line.number,
        };
        entries.push(current);
      }
      current.bullets.push(line.text);
      phase = 'body';
      last = 'bullet';
      bulletIndent = line.indent;
      continue;
    }
    const text = line.text;
    if (
      current &&
      last === 'bullet' &&
      !wasBlank &&
      line.kind === 'text' &&
      continuesBullet(line, bulletIndent, format)
    ) {
      const bullets = current.bullets;
      bullets[bullets.length - 1] = joinWrapped(bullets.at(-1) ?? '', text);
      continue;
    }
    if (
      current &&
      last === 'paragraph' &&
      !wasBlank &&
      continuesParagraph(line, current.paragraphs.at(-1) ?? '')
    ) {
      const paragraphs = current.paragraphs;
      paragraphs[paragraphs.length - 1] = joinWrapped(paragraphs.at(-1) ?? '', text);
      continue;
    }
    if (!current || isStrongStart(line)) {
      current = start(line);
      continue;
    }
    if (LABELLED_LINE.test(text) && !hasDates(text)) {
      addParagraph(current, text);
      continue;
    }
    const datey = hasDates(text);
    if (phase === 'header') {
      if (datey) {
        if (entryHasDates(current)) current = start(line);
        else current.headers.push(line);
        last = 'header';
      } else if (
        line.italic ||
        (looksLikeLocation(text) && current.headers.length < MAX_HEADER_LINES)
      ) {
        current.headers.push(line);
        last = 'header';
      } else if (
        current.isStrong ||
        looksLikeParagraph(text) ||
        isSentence(text) ||
        current.headers.length >= MAX_HEADER_LINES
      ) {
        addParagraph(current, text);
      } else {
        current.headers.push(line);
        last = 'header';
      }
      continue;
    }
    // In the body: a dated, bold-led or short line opens the next entry; a long one is more text.
    if (!datey && line.bold === 'none' && looksLikeParagraph(text)) addParagraph(current, text);
    else current = start(line);
  }
  return entries;
}

/**
 * For list-like sections (certificates, awards, …) written as bullets without headings, each
 * bullet is an entry of its own.
 */
export function splitBulletEntries(entries: readonly RawEntry[]): RawEntry[] {
  return entries.flatMap((entry) => {
    if (entry.headers.length > 0 || entry.paragraphs.length > 0) return [entry];
    return entry.bullets.map((bullet, position) => ({
      headers: [
        {
          kind: 'text' as const,
          text: bullet,
          indent: 0,
          level: 0,
          bold: 'none' as const,
          italic: false,
          urls: [],
          number: entry.number + position,
        },
      ],
      paragraphs: [],
      bullets: [],
      isStrong: false,
      number: entry.number + position,
    }));
  });
}

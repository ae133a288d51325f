/**
 * A cover letter laid out as a document: the sender's header (from the resume it was written
 * with) and the letter's paragraphs, each a list of lines. The text is the person's own, kept as
 * written: blank lines part paragraphs, single line breaks (a sign-off, an address) stay breaks.
 */
import type { JsonResume } from '../resume/types.js';
import { documentHeaderOf, type DocumentHeader } from './document.js';

export interface LetterDocument {
  header: DocumentHeader;
  paragraphs: string[][];
}

const NO_HEADER: DocumentHeader = { name: null, label: null, contact: [] };

/**
 * Characters a document cannot carry: control characters (XML 1.0 forbids most of them, so one
 * would make Word refuse the file) and unpaired surrogates, which encode no character at all.
 */
const UNWRITABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The letter's paragraphs: lines trimmed at the end, runs of blank lines as one break. */
export function letterParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(UNWRITABLE, '')
    .replace(/\t/g, ' ')
    .split(/\n\s*\n/)
    .map((paragraph) => withoutBlankEnds(paragraph.split('\n').map((line) => line.trimEnd())))
    .filter((lines) => lines.length > 0);
}

/** A paragraph without the blank lines at its ends (the letter's first and last can have them). */
function withoutBlankEnds(lines: string[]): string[] {
  const first = lines.findIndex((line) => line !== '');
  return first === -1 ? [] : lines.slice(first, lines.findLastIndex((line) => line !== '') + 1);
}

export function buildLetterDocument(text: string, resume?: JsonResume | null): LetterDocument {
  return {
    header: resume ? documentHeaderOf(resume) : NO_HEADER,
    paragraphs: letterParagraphs(text),
  };
}

export function hasHeader(header: DocumentHeader): boolean {
  return header.name !== null || header.label !== null || header.contact.length > 0;
}

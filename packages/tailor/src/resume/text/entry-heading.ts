/**
 * An entry's heading lines read into parts, dates and links:
 * "Senior Engineer — Acme Corp (Jan 2019 – Present)" → parts [Senior Engineer, Acme Corp],
 * start 2019-01, current.
 */
import { findDates, removeDates, type FoundDates } from './dates.js';
import type { Line } from './lines.js';
import { findUrls, normalizeUrl } from './urls.js';
import { looksLikeLocation } from './words.js';

export interface HeadingPart {
  text: string;
  /** The separator written before it (` — `, `, ` …), to join parts back as they were. */
  separator: string;
}

export interface EntryHeading {
  parts: HeadingPart[];
  dates?: FoundDates;
  urls: string[];
}

/** Bars, middle dots, spaced dashes and " at " separate the parts of a heading line. */
const STRONG_SEPARATOR = /(\s*\|\s*|\s+[·•]\s+|\s+[—–]\s+|\s+-\s+|\s+(?:at|@)\s+)/;
/** A comma separates parts too, except before a company form ("Acme, Inc."). */
const COMMA_SEPARATOR = /(,\s+(?!(?:inc|llc|ltd|gmbh|corp|co|plc|ag|s\.?a\.?)\b))/i;
const ASIDE =
  /^(remote|hybrid|on-?site|contract|contractor|part-time|full-time|freelance|internship|temporary|sabbatical)$/i;
const EDGE_PUNCTUATION = /^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g;

function splitBy(text: string, separator: RegExp): HeadingPart[] {
  // split() with a capturing separator alternates text (even) and separators (odd).
  const pieces = text.split(separator);
  const parts: HeadingPart[] = [];
  let before = '';
  pieces.forEach((piece, position) => {
    if (position % 2 === 1) {
      before = piece;
      return;
    }
    const clean = piece.replace(EDGE_PUNCTUATION, '').trim();
    if (clean !== '') parts.push({ text: clean, separator: parts.length === 0 ? '' : before });
  });
  return parts;
}

/**
 * Parenthesised places and work arrangements ("(Remote)", "(Berlin, Germany)") become parts of
 * their own; other brackets belong to the text ("Certified Kubernetes Developer (CKAD)").
 */
function openParentheses(text: string): string {
  return text.replace(/\s*\(([^()]*)\)\s*/g, (whole, inner: string) =>
    ASIDE.test(inner.trim()) || looksLikeLocation(inner.trim()) ? ` | ${inner} | ` : whole,
  );
}

export function readEntryHeading(headers: readonly Line[]): EntryHeading {
  const heading: EntryHeading = { parts: [], urls: [] };
  headers.forEach((line, position) => {
    let text = line.text;
    for (const url of line.urls) {
      const normalized = normalizeUrl(url);
      if (normalized !== undefined) heading.urls.push(normalized);
    }
    for (const { written, url } of findUrls(text)) {
      heading.urls.push(url);
      text = text.replace(written, ' | ');
    }
    const dates = findDates(text);
    if (dates) {
      heading.dates ??= dates;
      text = removeDates(text, dates);
    }
    text = openParentheses(text);
    let parts = splitBy(text, STRONG_SEPARATOR);
    // Commas split only the first line ("**Senior Engineer**, Acme"): on later lines a comma
    // is more often inside a place ("Berlin, Germany").
    const only = parts[0];
    if (position === 0 && parts.length === 1 && only !== undefined)
      parts = splitBy(only.text, COMMA_SEPARATOR);
    heading.parts.push(
      ...parts.map((part, index) =>
        index === 0 && heading.parts.length > 0 ? { ...part, separator: ' | ' } : part,
      ),
    );
  });
  return heading;
}

/** Parts joined back with the separators they were written with. */
export function joinHeadingParts(parts: readonly HeadingPart[]): string {
  return parts
    .map((part, index) => (index === 0 ? part.text : `${part.separator}${part.text}`))
    .join('');
}

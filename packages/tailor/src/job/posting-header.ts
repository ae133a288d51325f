/**
 * Title, company and location. JSON-LD wins when present; then labelled lines ("Company: …");
 * then the shapes job boards print at the top of a posting:
 *   Senior Backend Engineer — Acme Corp          (title line with a separator or " at ")
 *   Acme Corp · Berlin, Germany · Hybrid          (the line under the title)
 * and finally an "About Acme" heading or an "At Acme, we …" sentence for the company.
 */
import type { JobPostingLd } from './json-ld.js';
import { classifyHeading, type SectionedLine } from './sections.js';

export interface PostingHeader {
  title: string | null;
  /** Index of the line the title was read from, when it was read from one. */
  titleLine: number | null;
  company: string | null;
  location: string | null;
}

const LABELLED =
  /^(job title|title|position|role|company|employer|organi[sz]ation|hiring company|location|locations|work location|based in)\s*:\s*(.+)$/i;
const SEPARATORS = /\s+(?:[—–|·•]|-{1,2})\s+|\s*[·•|]\s*/;
const LOCATION_WORDS =
  /\b(?:remote|hybrid|on-?site|onsite|anywhere|worldwide|in[- ]office)\b|,\s*[A-Z]{2}\b|\b(?:USA|UK|US|EU|EMEA|Europe)\b/i;
/** Parenthesised remarks about place or gender that are not part of the title itself. */
const TITLE_REMARK =
  /\s*\((?:[^)]*\b(?:remote|hybrid|on-?site)\b[^)]*|[mfwdx]\/[mfwdx](?:\/[mfwdx])?)\)\s*$/i;
const ABOUT_NOT_COMPANY = /^(?:us|the\b|you\b|this\b|our\b|working\b|life\b)/i;
const AT_COMPANY = /(?:^|\.\s+)At ([A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,4}),\s+we\b/;
const WE_ARE_COMPANY = /\bWe(?:'re|’re| are) ([A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,3})\s*[,.]/;

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function isLocationLike(text: string): boolean {
  return LOCATION_WORDS.test(text);
}

interface Labels {
  title?: string;
  company?: string;
  location?: string;
  lines: Set<number>;
}

function readLabels(lines: readonly SectionedLine[]): Labels {
  const labels: Labels = { lines: new Set() };
  lines.slice(0, 20).forEach((line, index) => {
    if (line.kind === 'bullet') return;
    const match = LABELLED.exec(line.text);
    if (!match) return;
    const label = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    labels.lines.add(index);
    if (/title|position|role/.test(label)) labels.title ??= value;
    else if (/company|employer|organi/.test(label)) labels.company ??= value;
    else labels.location ??= value;
  });
  return labels;
}

/** The first line that reads like a title: short, not a section heading, not a label. */
function findTitleLine(lines: readonly SectionedLine[], labels: Labels): number | null {
  const candidates = lines.slice(0, 8).map((line, index) => ({ line, index }));
  const isCandidate = ({ line, index }: { line: SectionedLine; index: number }): boolean =>
    line.kind !== 'bullet' &&
    !labels.lines.has(index) &&
    classifyHeading(line.text, true) === null &&
    wordCount(line.text) <= 14 &&
    !/[.!?]$/.test(line.text);
  const heading = candidates.find(
    (candidate) => candidate.line.kind === 'heading' && isCandidate(candidate),
  );
  return (heading ?? candidates.find(isCandidate))?.index ?? null;
}

function splitTitle(text: string): {
  title: string;
  company: string | null;
  location: string | null;
} {
  const at = /^(.+?)\s+at\s+([A-Z][\w&.,'’ -]{1,60})$/.exec(text);
  if (at) return { title: (at[1] ?? text).trim(), company: (at[2] ?? '').trim(), location: null };
  const parts = text
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
  const [title = text, ...rest] = parts;
  if (rest.length === 0) return { title: text, company: null, location: null };
  const company = rest.find((part) => !isLocationLike(part)) ?? null;
  const location = rest.filter((part) => part !== company).join(', ') || null;
  return { title, company, location };
}

/** The line under the title: "Acme Corp · Berlin, Germany", or just "Acme Corp". */
function readSubtitle(line: SectionedLine | undefined): {
  company: string | null;
  location: string | null;
} {
  const none = { company: null, location: null };
  if (line === undefined || line.kind === 'bullet' || wordCount(line.text) > 12) return none;
  if (/[.!?]$/.test(line.text) || classifyHeading(line.text, true) !== null) return none;
  const parts = line.text
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
  const [first = ''] = parts;
  if (parts.length === 1) {
    if (isLocationLike(first)) return { company: null, location: first };
    return wordCount(first) <= 5 && /^[\p{Lu}\d]/u.test(first)
      ? { company: first, location: null }
      : none;
  }
  if (isLocationLike(first)) return { company: null, location: parts.join(', ') };
  return { company: first, location: parts.slice(1).join(', ') };
}

function companyFromText(lines: readonly SectionedLine[]): string | null {
  for (const line of lines) {
    if (line.isHeading && line.section === 'about') {
      const about = /^about\s+(.+?)[:.]?$/i.exec(line.text);
      const name = about?.[1]?.trim();
      if (name && !ABOUT_NOT_COMPANY.test(name) && wordCount(name) <= 5) return name;
    }
  }
  for (const line of lines) {
    const at = AT_COMPANY.exec(line.text) ?? WE_ARE_COMPANY.exec(line.text);
    if (at?.[1]) return at[1];
  }
  return null;
}

export function readHeader(
  lines: readonly SectionedLine[],
  jsonLd: JobPostingLd | null,
): PostingHeader {
  const labels = readLabels(lines);
  let title = jsonLd?.title ?? labels.title ?? null;
  let titleLine: number | null = null;
  let company = jsonLd?.company ?? labels.company ?? null;
  let location = jsonLd?.location ?? labels.location ?? null;

  if (title !== null) {
    const wanted = normalize(title);
    const found = lines.findIndex((line) => normalize(line.text) === wanted);
    titleLine = found >= 0 ? found : null;
  } else {
    titleLine = findTitleLine(lines, labels);
    const line = titleLine === null ? undefined : lines[titleLine];
    if (line !== undefined) {
      // With the company known from a label, separators belong to the title ("Tech Lead - Frontend").
      const split = company === null ? splitTitle(line.text) : null;
      title = split?.title ?? line.text;
      company ??= split?.company ?? null;
      location ??= split?.location ?? null;
    }
  }

  if (titleLine !== null && (company === null || location === null)) {
    const next = lines
      .slice(titleLine + 1)
      .find((_, offset) => !labels.lines.has(titleLine + 1 + offset));
    const subtitle = readSubtitle(next);
    company ??= subtitle.company;
    location ??= subtitle.location;
  }
  company ??= companyFromText(lines);

  if (title !== null) {
    // Decorations pasted from job boards: "🚀 Senior Data Scientist (m/f/d)".
    title = title.replace(/^[^\p{L}\p{N}.(]+/u, '').trim();
    const remark = TITLE_REMARK.exec(title);
    if (remark) {
      location ??= remark[0].trim().replace(/^\(|\)$/g, '');
      title = title.slice(0, remark.index).trim();
    }
  }
  return { title, titleLine, company, location };
}

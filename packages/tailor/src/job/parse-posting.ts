/**
 * Parses a pasted job posting (plain text, Markdown or HTML with optional JSON-LD) into the
 * engine's JobPosting: header fields, must-have and nice-to-have skills, responsibilities.
 *
 * Where a skill counts, by the section its mention is in:
 * - requirements: must-have, except the parts of a line that state a preference ("…is a plus",
 *   "ideally X", "(X preferred)"), which are nice-to-have;
 * - nice-to-have sections: nice-to-have;
 * - the title line: must-have ("Senior Go Engineer" requires Go);
 * - responsibilities and tech-stack sections: nice-to-have when the posting has a requirements
 *   section (the job uses them; the requirements say what is required);
 * - about, benefits and other sections (how to apply, EEO): never.
 * Fallback: a posting with no requirements section at all (prose postings) takes every skill
 * outside about/benefits/other/nice-to-have sections as must-have, still honouring preference
 * wording. A skill that qualifies for both lists is must-have only.
 */
import { extractTerms } from '../terms/extract.js';
import type { ExtractedTerm } from '../terms/types.js';
import { isInRanges, preferenceRanges, type Range } from './cues.js';
import { fieldOfStudyRanges, lowestDegreeIn } from './degree.js';
import { detectFormat } from './detect-format.js';
import { yearsIn } from './experience.js';
import { htmlFieldToLines, htmlToLines } from './html-lines.js';
import { findJobPosting, readJobPosting, type JobPostingLd } from './json-ld.js';
import { payInLines } from './pay.js';
import { readHeader } from './posting-header.js';
import { cleanLine, renderLines, type PostingLine } from './posting-lines.js';
import { assignSections, type SectionKind, type SectionedLine } from './sections.js';
import { seniorityOf } from './seniority.js';
import { textToLines } from './text-lines.js';
import { DEGREES, type Degree, type JobPosting, type PostingFormat } from './types.js';

export interface ParsePostingOptions {
  /** Skip format detection when the caller knows what it pasted. */
  format?: PostingFormat;
}

interface Source {
  lines: PostingLine[];
  jsonLd: JobPostingLd | null;
}

function plain(text: string): string {
  return cleanLine(text.replace(/<[^>]+>/g, ' ')).toLowerCase();
}

function characterCount(lines: readonly PostingLine[]): number {
  return lines.reduce((sum, line) => sum + line.text.length, 0);
}

/** JSON-LD fields that the visible text does not already say, appended as their own sections. */
function jsonLdSections(jsonLd: JobPostingLd, visible: string): PostingLine[] {
  const sections: [string, string[]][] = [
    ['Qualifications', jsonLd.qualifications],
    ['Skills', jsonLd.skills],
    ['Experience', jsonLd.experience],
    ['Education', jsonLd.education],
  ];
  const lines: PostingLine[] = [];
  for (const [heading, items] of sections) {
    const missing = items.filter((item) => !visible.includes(plain(item)));
    if (missing.length === 0) continue;
    lines.push({ text: heading, kind: 'heading', level: 2 });
    for (const item of missing) {
      for (const line of htmlFieldToLines(item)) {
        lines.push(line.kind === 'text' ? { ...line, kind: 'bullet' } : line);
      }
    }
  }
  return lines;
}

function readHtml(input: string): Source {
  const page = htmlToLines(input);
  const posting = findJobPosting(page.jsonLd);
  const jsonLd = posting ? readJobPosting(posting) : null;
  let lines = page.lines;
  if (jsonLd?.description) {
    // Pages that render the posting with JavaScript carry it only in JSON-LD.
    const described = htmlFieldToLines(jsonLd.description);
    if (characterCount(lines) < characterCount(described) / 2) lines = described;
  }
  if (jsonLd?.title) {
    const title = plain(jsonLd.title);
    if (!lines.some((line) => plain(line.text) === title)) {
      lines = [{ text: cleanLine(jsonLd.title), kind: 'heading', level: 1 }, ...lines];
    }
  }
  if (jsonLd) {
    const visible = plain(lines.map((line) => line.text).join(' '));
    lines = [...lines, ...jsonLdSections(jsonLd, visible)];
  }
  return { lines, jsonLd };
}

function readSource(input: string, format: PostingFormat): Source {
  if (format === 'html') return readHtml(input);
  return { lines: textToLines(input, { markdown: format === 'markdown' }), jsonLd: null };
}

type Role = 'must' | 'nice' | 'none';

/** Sections whose skills never count. */
const SILENT: ReadonlySet<SectionKind> = new Set(['about', 'benefits', 'other']);

interface LineRoles {
  line: SectionedLine;
  role: Role;
  /** Offsets (into the posting text) of the parts of the line that only state a preference. */
  preferences: Range[];
  /** Offsets of fields of study after a degree ("BS in Robotics"): subjects, not skills. */
  ignored: Range[];
}

function rolesOf(lines: readonly SectionedLine[], titleLine: number | null): LineRoles[] {
  const hasRequirements = lines.some((line) => line.section === 'requirements');
  return lines.map((line, index) => {
    const shift = (ranges: Range[]): Range[] =>
      ranges.map(([start, end]) => [line.start + start, line.start + end] as const);
    const entry = (role: Role, preferences: Range[] = []): LineRoles => ({
      line,
      role,
      preferences,
      ignored: role === 'none' ? [] : shift(fieldOfStudyRanges(line.text)),
    });
    if (index === titleLine) return entry('must');
    if (SILENT.has(line.section)) return entry('none');
    if (line.section === 'niceToHave') return entry('nice');
    if (line.section === 'requirements' || !hasRequirements) {
      return entry('must', shift(preferenceRanges(line.text)));
    }
    const usesSkills = line.section === 'responsibilities' || line.section === 'stack';
    return entry(usesSkills ? 'nice' : 'none');
  });
}

/** The roles entry of the line containing an offset (lines are sorted and do not overlap). */
function lineAt(roles: readonly LineRoles[], offset: number): LineRoles | undefined {
  let low = 0;
  let high = roles.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const entry = roles[middle];
    if (entry === undefined) break;
    if (offset < entry.line.start) high = middle - 1;
    else if (offset >= entry.line.end) low = middle + 1;
    else return entry;
  }
  return undefined;
}

function roleOfTerm(term: ExtractedTerm, roles: readonly LineRoles[]): Role {
  let best: Role = 'none';
  for (const mention of term.mentions) {
    const entry = lineAt(roles, mention.start);
    if (entry === undefined || entry.role === 'none') continue;
    if (isInRanges(entry.ignored, mention.start, mention.end)) continue;
    if (entry.role === 'must' && !isInRanges(entry.preferences, mention.start, mention.end)) {
      return 'must';
    }
    best = 'nice';
  }
  return best;
}

/** A line's text with its preference parts blanked out, so they do not set years or degree. */
function requiredText(entry: LineRoles): string {
  let text = entry.line.text;
  for (const [start, end] of entry.preferences) {
    const from = start - entry.line.start;
    const to = end - entry.line.start;
    text = text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);
  }
  return text;
}

/** Lines to read years and degree from, most authoritative first. */
function requirementTexts(roles: readonly LineRoles[]): string[][] {
  const must = roles.filter((entry) => entry.role === 'must').map(requiredText);
  const nice = roles
    .filter((entry) => entry.line.section === 'niceToHave' || entry.preferences.length > 0)
    .map((entry) => entry.line.text);
  const rest = roles
    .filter((entry) => !SILENT.has(entry.line.section))
    .map((entry) => entry.line.text);
  return [must, nice, rest];
}

function firstFound<T>(groups: readonly string[][], read: (lines: string[]) => T | null): T | null {
  for (const group of groups) {
    const found = read(group);
    if (found !== null) return found;
  }
  return null;
}

function lowerDegree(a: Degree | null, b: Degree | null): Degree | null {
  if (a === null) return b;
  if (b === null) return a;
  return DEGREES.indexOf(a) <= DEGREES.indexOf(b) ? a : b;
}

function responsibilitiesOf(lines: readonly SectionedLine[]): string[] {
  return lines
    .filter((line) => line.section === 'responsibilities' && !line.isHeading)
    .flatMap((line) =>
      line.kind === 'bullet' ? [line.text] : line.text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u),
    )
    .filter(Boolean);
}

/** Parses a pasted posting. See the module comment for how skills are assigned. */
export function parsePosting(input: string, options: ParsePostingOptions = {}): JobPosting {
  const format = options.format ?? detectFormat(input);
  const source = readSource(input, format);
  const rendered = renderLines(source.lines);
  const lines = assignSections(rendered.lines);
  const header = readHeader(lines, source.jsonLd);
  const roles = rolesOf(lines, header.titleLine);

  const mustHave: ExtractedTerm[] = [];
  const niceToHave: ExtractedTerm[] = [];
  for (const term of extractTerms(rendered.text)) {
    const role = roleOfTerm(term, roles);
    if (role === 'must') mustHave.push(term);
    else if (role === 'nice') niceToHave.push(term);
  }

  const groups = requirementTexts(roles);
  const months = source.jsonLd?.monthsOfExperience ?? null;
  const statedYears = firstFound(groups, yearsIn);
  const ldYears = months === null ? null : Math.round((months / 12) * 10) / 10;
  const yearsExperience =
    statedYears === null
      ? ldYears
      : ldYears === null
        ? statedYears
        : Math.min(statedYears, ldYears);

  return {
    title: header.title,
    company: header.company,
    location: header.location,
    seniority: seniorityOf(header.title),
    yearsExperience,
    degree: lowerDegree(firstFound(groups, lowestDegreeIn), source.jsonLd?.degree ?? null),
    mustHave,
    niceToHave,
    pay: source.jsonLd?.pay ?? payInLines(lines),
    responsibilities: responsibilitiesOf(lines),
    text: rendered.text,
  };
}

/**
 * Import a resume pasted as plain text or Markdown: find the sections by their headings, read
 * the contact details above them, cut each section into entries and read those into JSON
 * Resume. Whatever cannot be placed with confidence is reported as a warning, not guessed.
 */
import type { JsonObject } from './fields.js';
import { readContactHeader } from './text/contact.js';
import {
  readNamedEntry,
  readEducationEntry,
  readProjectEntry,
  readReferenceEntry,
  readRoleEntry,
  type EntryContext,
} from './text/entry-fields.js';
import { segmentEntries, splitBulletEntries } from './text/entries.js';
import { joinWrapped, readLines, type Line, type TextFormat } from './text/lines.js';
import { readLanguageLines, readSkillLines } from './text/lists.js';
import { matchSectionHeading, type SectionKey } from './text/sections.js';
import type { ImportResult, JsonResume } from './types.js';
import { readablePath, validateResume } from './validate.js';

export interface TextImportOptions {
  format?: TextFormat;
}

interface Section {
  key: SectionKey;
  heading: string;
  lines: Line[];
}

const SECTION_NAMES: Readonly<Record<SectionKey, string>> = {
  summary: 'summary',
  work: 'work',
  volunteer: 'volunteer',
  projects: 'project',
  education: 'education',
  skills: 'skills',
  certificates: 'certificate',
  awards: 'award',
  publications: 'publication',
  languages: 'languages',
  interests: 'interests',
  references: 'reference',
};

/** The section a line opens, `unknown` for a heading we cannot name, or null for content. */
function sectionOf(line: Line, sectionLevel: number | null): SectionKey | 'unknown' | null {
  if (line.kind === 'heading') {
    // Below the sections' own level, a heading names an entry ("### Volunteer Mentor — Code Club").
    if (sectionLevel !== null && line.level > sectionLevel) return null;
    const key = matchSectionHeading(line.text, { markdown: true });
    if (key) return key;
    return sectionLevel !== null ? 'unknown' : null;
  }
  return line.kind === 'text' ? matchSectionHeading(line.text) : null;
}

function splitSections(
  lines: readonly Line[],
  warnings: string[],
): { header: Line[]; sections: Section[] } {
  const header: Line[] = [];
  const sections: Section[] = [];
  let current: Section | undefined;
  let unknown: { heading: string; number: number; count: number } | undefined;
  let sectionLevel: number | null = null;
  const closeUnknown = (): void => {
    if (unknown && unknown.count > 0) {
      warnings.push(
        `Line ${unknown.number}: the section “${unknown.heading}” is not one the importer knows; its ${unknown.count} line(s) were left out.`,
      );
    }
    unknown = undefined;
  };
  for (const line of lines) {
    const key = sectionOf(line, sectionLevel);
    if (key === 'unknown') {
      closeUnknown();
      current = undefined;
      unknown = { heading: line.text, number: line.number, count: 0 };
      continue;
    }
    if (key) {
      closeUnknown();
      if (line.kind === 'heading' && sectionLevel === null) sectionLevel = line.level;
      current = { key, heading: line.text, lines: [] };
      sections.push(current);
      continue;
    }
    if (unknown) {
      if (line.kind !== 'blank') unknown.count++;
    } else if (current) current.lines.push(line);
    else header.push(line);
  }
  closeUnknown();
  if (sections.length === 0)
    warnings.push('No section headings (Experience, Education, Skills, …) were found.');
  return { header, sections };
}

function readSummary(lines: readonly Line[]): string | undefined {
  const paragraphs: string[] = [];
  let joinNext = false;
  for (const line of lines) {
    if (line.kind === 'blank') {
      joinNext = false;
      continue;
    }
    const last = paragraphs.at(-1);
    if (joinNext && line.kind === 'text' && last !== undefined)
      paragraphs[paragraphs.length - 1] = joinWrapped(last, line.text);
    else paragraphs.push(line.text);
    joinNext = line.kind === 'text';
  }
  return paragraphs.length === 0 ? undefined : paragraphs.join('\n\n');
}

function readSection(
  section: Section,
  format: TextFormat,
  warnings: string[],
): JsonObject[] | string | undefined {
  const context: EntryContext = { section: SECTION_NAMES[section.key], warnings };
  const entries = (): ReturnType<typeof segmentEntries> => segmentEntries(section.lines, format);
  switch (section.key) {
    case 'summary':
      return readSummary(section.lines);
    case 'work':
      return entries().map((entry) => readRoleEntry(entry, context, 'name'));
    case 'volunteer':
      return entries().map((entry) => readRoleEntry(entry, context, 'organization'));
    case 'projects':
      return entries().map((entry) => readProjectEntry(entry, context));
    case 'education':
      return entries().map((entry) => readEducationEntry(entry, context));
    case 'certificates':
      return splitBulletEntries(entries()).map((entry) =>
        readNamedEntry(entry, context, { name: 'name', by: 'issuer', date: 'date' }),
      );
    case 'awards':
      return splitBulletEntries(entries()).map((entry) =>
        readNamedEntry(entry, context, {
          name: 'title',
          by: 'awarder',
          date: 'date',
          summary: 'summary',
        }),
      );
    case 'publications':
      return splitBulletEntries(entries()).map((entry) =>
        readNamedEntry(entry, context, {
          name: 'name',
          by: 'publisher',
          date: 'releaseDate',
          summary: 'summary',
        }),
      );
    case 'references':
      return splitBulletEntries(entries()).map((entry) => readReferenceEntry(entry));
    case 'skills':
    case 'interests':
      return readSkillLines(section.lines);
    case 'languages':
      return readLanguageLines(section.lines);
  }
}

/** Remove the value a JSON Pointer names (array items by splicing). */
function removeAt(root: JsonObject, pointer: string): void {
  const tokens = pointer.slice(1).split('/');
  const last = tokens.pop();
  let parent: unknown = root;
  for (const token of tokens) parent = (parent as Record<string, unknown> | undefined)?.[token];
  if (last === undefined || typeof parent !== 'object' || parent === null) return;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else Reflect.deleteProperty(parent, last);
}

/**
 * The importer should only ever write valid values; should one slip through (a URL the schema's
 * stricter format rejects), it is dropped with a warning rather than failing the import.
 */
function dropInvalidValues(resume: JsonResume, warnings: string[]): void {
  const validation = validateResume(resume);
  if (validation.ok) return;
  // Deepest and last first, so that splicing an array item does not shift the next pointer.
  const errors = [...validation.errors].sort((a, b) =>
    b.path.localeCompare(a.path, 'en', { numeric: true }),
  );
  for (const error of errors) {
    if (error.path === '') continue;
    removeAt(resume, error.path);
    warnings.push(`Left out ${readablePath(error.path)}: ${error.message}.`);
  }
}

export function importTextResume(text: string, options: TextImportOptions = {}): ImportResult {
  const format = options.format ?? 'text';
  const warnings: string[] = [];
  const lines = readLines(text, format);
  const { header, sections } = splitSections(lines, warnings);
  const { basics, summary } = readContactHeader(header, warnings);
  const resume: JsonResume = {};
  for (const section of sections) {
    const value = readSection(section, format, warnings);
    if (value === undefined) continue;
    if (typeof value === 'string') {
      basics.summary = typeof basics.summary === 'string' ? `${basics.summary}\n\n${value}` : value;
      continue;
    }
    const existing = resume[section.key];
    resume[section.key] = Array.isArray(existing)
      ? [...(existing as JsonObject[]), ...value]
      : value;
  }
  if (basics.summary === undefined && summary !== undefined) basics.summary = summary;
  if (Object.keys(basics).length > 0) resume.basics = basics;
  const ordered = orderSections(resume);
  dropInvalidValues(ordered, warnings);
  return { resume: ordered, warnings };
}

const SECTION_ORDER = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
];

/** The keys in the schema's order, so that the same resume always serialises the same way. */
function orderSections(resume: JsonResume): JsonResume {
  const ordered: JsonResume = {};
  for (const key of SECTION_ORDER) if (resume[key] !== undefined) ordered[key] = resume[key];
  return ordered;
}

/**
 * The resume index: every addressable piece of text with a stable id.
 *
 * An id is `<kind prefix>-<hash>` where the hash covers the section, the entry's identity
 * (company and position, project name, skill group, …, case- and space-insensitive) and the
 * item's own text (space-normalised). So adding, removing or reordering other entries, fixing a
 * date, or re-importing the same resume keeps every id; editing the text gives a new one. The
 * same text twice in one entry gets `-2`, `-3`, … in document order.
 */
import { shortHash } from './hash.js';
import {
  entryLabel,
  isJsonObject,
  normalizeSpace,
  readEntries,
  readString,
  type JsonObject,
} from './fields.js';
import type { JsonResume, ResumeIndex, ResumeItem, ResumeItemKind } from './types.js';

export const ITEM_ID_PREFIX: Readonly<Record<ResumeItemKind, string>> = {
  summary: 'sm',
  highlight: 'hl',
  'entry-summary': 'es',
  skill: 'sk',
  keyword: 'kw',
  course: 'co',
  award: 'aw',
  certificate: 'ce',
};

interface FieldSpec {
  key: string;
  kind: ResumeItemKind;
}

interface SectionSpec {
  section: string;
  /** The fields that say which entry this is; dates are left out so fixing one keeps ids. */
  identity: readonly string[];
  label: (entry: JsonObject) => string | null;
  fields: readonly FieldSpec[];
}

function labelOf(...keys: string[]): (entry: JsonObject) => string | null {
  return (entry) => entryLabel(entry, keys);
}

/**
 * What is indexed, in index order. Publications contribute their summaries only; languages
 * count as skills (section `languages`), since a posting asks for them as it asks for skills.
 */
const SECTIONS: readonly SectionSpec[] = [
  {
    section: 'work',
    identity: ['name', 'position'],
    label: labelOf('position', 'name'),
    fields: [
      { key: 'summary', kind: 'entry-summary' },
      { key: 'highlights', kind: 'highlight' },
    ],
  },
  {
    section: 'volunteer',
    identity: ['organization', 'position'],
    label: labelOf('position', 'organization'),
    fields: [
      { key: 'summary', kind: 'entry-summary' },
      { key: 'highlights', kind: 'highlight' },
    ],
  },
  {
    section: 'projects',
    identity: ['name'],
    label: labelOf('name'),
    fields: [
      { key: 'description', kind: 'entry-summary' },
      { key: 'highlights', kind: 'highlight' },
      { key: 'keywords', kind: 'keyword' },
    ],
  },
  {
    section: 'skills',
    identity: ['name'],
    label: labelOf('name'),
    fields: [
      { key: 'name', kind: 'skill' },
      { key: 'keywords', kind: 'keyword' },
    ],
  },
  {
    section: 'education',
    identity: ['institution', 'studyType', 'area'],
    label: labelOf('studyType', 'area', 'institution'),
    fields: [{ key: 'courses', kind: 'course' }],
  },
  {
    section: 'certificates',
    identity: ['name', 'issuer'],
    label: labelOf('name'),
    fields: [{ key: 'name', kind: 'certificate' }],
  },
  {
    section: 'awards',
    identity: ['title', 'awarder'],
    label: labelOf('title'),
    fields: [
      { key: 'title', kind: 'award' },
      { key: 'summary', kind: 'entry-summary' },
    ],
  },
  {
    section: 'publications',
    identity: ['name', 'publisher'],
    label: labelOf('name'),
    fields: [{ key: 'summary', kind: 'entry-summary' }],
  },
  {
    section: 'languages',
    identity: ['language'],
    label: labelOf('language'),
    fields: [{ key: 'language', kind: 'skill' }],
  },
];

interface Candidate {
  kind: ResumeItemKind;
  pointer: string;
  text: string;
  section: string;
  entry: string | null;
  identity: string;
}

export function indexResume(resume: JsonResume): ResumeIndex {
  const candidates = collectCandidates(resume);
  const items: ResumeItem[] = [];
  const byId = new Map<string, ResumeItem>();
  for (const candidate of candidates) {
    const base = itemId(candidate.kind, candidate.section, candidate.identity, candidate.text);
    let id = base;
    for (let n = 2; byId.has(id); n++) id = `${base}-${n}`;
    const item: ResumeItem = {
      id,
      kind: candidate.kind,
      pointer: candidate.pointer,
      text: candidate.text,
      section: candidate.section,
      entry: candidate.entry,
    };
    items.push(item);
    byId.set(id, item);
  }
  return { resume, items, byId };
}

/** The id an item with this text would get in this entry (before any collision suffix). */
export function itemId(
  kind: ResumeItemKind,
  section: string,
  identity: string,
  text: string,
): string {
  const key = [kind, section, identity, normalizeSpace(text.normalize('NFC'))].join('\u0000');
  return `${ITEM_ID_PREFIX[kind]}-${shortHash(key)}`;
}

function entryIdentity(entry: JsonObject, keys: readonly string[]): string {
  return keys
    .map((key) => normalizeSpace(readString(entry, key) ?? '').toLowerCase())
    .join('\u0001');
}

function collectCandidates(resume: JsonResume): Candidate[] {
  const candidates: Candidate[] = [];
  const basics = isJsonObject(resume.basics) ? resume.basics : undefined;
  const summary = readString(basics, 'summary');
  if (summary !== undefined) {
    candidates.push({
      kind: 'summary',
      pointer: '/basics/summary',
      text: summary,
      section: 'basics',
      entry: null,
      identity: '',
    });
  }
  for (const spec of SECTIONS) {
    for (const { entry, index } of readEntries(resume, spec.section)) {
      const identity = entryIdentity(entry, spec.identity);
      const label = spec.label(entry);
      for (const field of spec.fields) {
        for (const [pointer, text] of fieldTexts(entry, field.key, `/${spec.section}/${index}`)) {
          candidates.push({
            kind: field.kind,
            pointer,
            text,
            section: spec.section,
            entry: label,
            identity,
          });
        }
      }
    }
  }
  return candidates;
}

/** The non-blank texts of a string or string-array field, each with its pointer. */
function fieldTexts(entry: JsonObject, key: string, entryPointer: string): [string, string][] {
  const value = entry[key];
  if (typeof value === 'string')
    return value.trim() === '' ? [] : [[`${entryPointer}/${key}`, value]];
  if (!Array.isArray(value)) return [];
  const texts: [string, string][] = [];
  value.forEach((item: unknown, position) => {
    if (typeof item === 'string' && item.trim() !== '')
      texts.push([`${entryPointer}/${key}/${position}`, item]);
  });
  return texts;
}

/**
 * Immutable editing of a JSON Resume document (https://jsonresume.org/schema) for the resume
 * editor. Every change returns a new document that shares the untouched parts with the old one,
 * so keys the editor does not know (certificates, `meta`, a work entry's `location`) survive a
 * round trip exactly as they were.
 */

export type JsonObject = Record<string, unknown>;
/** Where a value lives: `['work', 0, 'highlights', 2]`. */
export type Path = readonly (string | number)[];

/** The sections the structured editor shows; everything else is kept as it is. */
export const EDITED_SECTIONS = ['basics', 'work', 'education', 'skills', 'projects'] as const;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON Pointer for a path (`/work/0/startDate`), the way the server names fields. */
export function pointerOf(path: Path): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function getIn(document: unknown, path: Path): unknown {
  let current = document;
  for (const part of path) {
    if (typeof part === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[part];
    } else {
      if (!isRecord(current)) return undefined;
      current = current[part];
    }
  }
  return current;
}

/** The text at `path`, or '' when there is none (or it is not text). */
export function textAt(document: unknown, path: Path): string {
  const value = getIn(document, path);
  return typeof value === 'string' ? value : '';
}

/** The list at `path`, or an empty list when there is none. */
export function listAt(document: unknown, path: Path): unknown[] {
  const value = getIn(document, path);
  return Array.isArray(value) ? value : [];
}

/**
 * The document with `value` at `path`, creating the objects and lists on the way (a list where
 * the next step is a number). `undefined` removes the key.
 */
export function setIn<T>(document: T, path: Path, value: unknown): T {
  return setAt(document, path, 0, value) as T;
}

function setAt(current: unknown, path: Path, depth: number, value: unknown): unknown {
  if (depth === path.length) return value;
  const part = path[depth];
  if (part === undefined) return value;
  if (typeof part === 'number') {
    const list = Array.isArray(current) ? [...(current as unknown[])] : [];
    const next = setAt(list[part], path, depth + 1, value);
    // Fill a gap with nulls rather than leaving holes that JSON cannot carry.
    while (list.length < part) list.push(null);
    list[part] = next;
    return list;
  }
  const object: JsonObject = isRecord(current) ? current : {};
  const next = setAt(object[part], path, depth + 1, value);
  if (next !== undefined) return { ...object, [part]: next };
  const { [part]: _removed, ...rest } = object;
  return rest;
}

/** Applies `change` to the list at `path` (an empty list when there is none). */
export function updateList<T>(document: T, path: Path, change: (list: unknown[]) => unknown[]): T {
  return setIn(document, path, change([...listAt(document, path)]));
}

/** The document with `item` added to the list at `path`, at `index` or at the end. */
export function insertItem<T>(document: T, path: Path, item: unknown, index?: number): T {
  return updateList(document, path, (list) => {
    const at = index === undefined ? list.length : clamp(index, 0, list.length);
    list.splice(at, 0, item);
    return list;
  });
}

export function removeItem<T>(document: T, path: Path, index: number): T {
  const list = listAt(document, path);
  if (index < 0 || index >= list.length) return document;
  return updateList(document, path, (copy) => {
    copy.splice(index, 1);
    return copy;
  });
}

/** The document with the list item at `from` moved to `to`; out-of-range moves change nothing. */
export function moveItem<T>(document: T, path: Path, from: number, to: number): T {
  const list = listAt(document, path);
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length)
    return document;
  return updateList(document, path, (copy) => {
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item);
    return copy;
  });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The value without blank text, empty lists and empty objects (and text trimmed), or
 * `undefined` when nothing is left. The schema rejects an empty e-mail or URL, and a blank
 * entry the person added but never filled in should not be saved.
 */
export function pruneEmpty(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = value.map(pruneEmpty).filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruneEmpty(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * The document ready to save: the edited sections pruned with `pruneEmpty`, every other key
 * untouched (a `meta: {}` the person never saw stays as it was).
 */
export function pruneEditedSections(document: JsonObject): JsonObject {
  let result = document;
  for (const section of EDITED_SECTIONS) {
    if (section in result) result = setIn(result, [section], pruneEmpty(result[section]));
  }
  return result;
}

/** Deep equality of JSON values (key order does not matter). */
export function isEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return (
      Array.isArray(b) && a.length === b.length && a.every((item, i) => isEqualJson(item, b[i]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && isEqualJson(a[key], b[key]))
    );
  }
  return false;
}

/** Other top-level sections of the document (certificates, languages, …), for a "kept" note. */
export function otherSections(document: JsonObject): string[] {
  const edited: readonly string[] = EDITED_SECTIONS;
  return Object.keys(document).filter(
    (key) => !edited.includes(key) && key !== '$schema' && key !== 'meta',
  );
}

/** Comma-separated keywords as a list: trimmed, blanks dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export function formatKeywords(list: readonly unknown[]): string {
  return list.filter((word) => typeof word === 'string').join(', ');
}

/** An address typed without a scheme (`github.com/jane`) as the full URL the schema wants. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * A readable name for a list entry, for legends and button names: `Engineer at Acme`,
 * `M.Sc., Warsaw University`, `Work entry 2`. Two parts where the data has them, because
 * people often list two roles at one company or two degrees at one university.
 */
export function entryLabel(section: EditedListSection, entry: unknown, index: number): string {
  const text = (key: string) => textAt(entry, [key]).trim();
  const both = (first: string, second: string, join: string) =>
    first && second ? `${first}${join}${second}` : first || second;
  const name =
    section === 'work'
      ? both(text('position'), text('name'), ' at ')
      : section === 'education'
        ? both(text('studyType'), text('institution') || text('area'), ', ')
        : text('name');
  return name || `${SECTION_NOUNS[section]} ${index + 1}`;
}

export type EditedListSection = 'work' | 'education' | 'skills' | 'projects';

const SECTION_NOUNS: Record<EditedListSection, string> = {
  work: 'Work entry',
  education: 'Education entry',
  skills: 'Skill group',
  projects: 'Project',
};

// The schema's own date pattern (iso8601): a year, a month or a day.
const PARTIAL_DATE = /^[12]\d{3}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isPartialDate(text: string): boolean {
  return PARTIAL_DATE.test(text.trim());
}

export interface FieldProblem {
  /** The field's JSON Pointer (`/work/0/endDate`). */
  pointer: string;
  message: string;
}

const DATE_MESSAGE = 'Write the date as YYYY-MM or YYYY-MM-DD (a year alone also works).';
const URL_MESSAGE = 'Write a full address such as https://example.com.';

/**
 * What the schema would refuse in the edited sections, found before a round trip: dates,
 * the e-mail address and URLs. Blank fields are fine (they are dropped on save).
 */
export function findFieldProblems(document: JsonObject): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (path: Path, isValid: (text: string) => boolean, message: string) => {
    const value = getIn(document, path);
    if (typeof value !== 'string' || value.trim() === '') return;
    if (!isValid(value.trim())) problems.push({ pointer: pointerOf(path), message });
  };
  const isUrl = (text: string) => {
    try {
      const url = new URL(text);
      return url.protocol !== '' && url.host !== '';
    } catch {
      return false;
    }
  };

  check(
    ['basics', 'email'],
    (text) => EMAIL.test(text),
    'Write an e-mail address such as jane@example.com.',
  );
  check(['basics', 'url'], isUrl, URL_MESSAGE);
  listAt(document, ['basics', 'profiles']).forEach((_, index) => {
    check(['basics', 'profiles', index, 'url'], isUrl, URL_MESSAGE);
  });
  for (const section of ['work', 'education', 'projects'] as const) {
    listAt(document, [section]).forEach((_, index) => {
      check([section, index, 'startDate'], isPartialDate, DATE_MESSAGE);
      check([section, index, 'endDate'], isPartialDate, DATE_MESSAGE);
      if (section !== 'education') check([section, index, 'url'], isUrl, URL_MESSAGE);
    });
  }
  return problems;
}

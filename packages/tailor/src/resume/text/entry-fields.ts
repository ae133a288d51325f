/**
 * Raw entries read into JSON Resume entries, one reader per section: which heading part is the
 * position and which the company, which the degree and which the school, and where the dates go.
 */
import type { JsonObject } from '../fields.js';
import type { FoundDates } from './dates.js';
import {
  joinHeadingParts,
  readEntryHeading,
  type EntryHeading,
  type HeadingPart,
} from './entry-heading.js';
import type { RawEntry } from './entries.js';
import { splitList } from './lists.js';
import {
  looksLikeDegree,
  looksLikeInstitution,
  looksLikeLocation,
  looksLikeOrganization,
  looksLikePlaceName,
  splitDegreeAbbreviation,
  titleScore,
} from './words.js';

export interface EntryContext {
  section: string;
  warnings: string[];
}

/** Dates into fields: a range always gives start and end; a lone date goes where `single` says. */
function assignDates(
  target: JsonObject,
  dates: FoundDates | undefined,
  keys: { start?: string; end?: string; single: string },
): void {
  if (!dates) return;
  if (dates.single !== undefined) {
    target[keys.single] = dates.single;
    return;
  }
  if (keys.start !== undefined && dates.start !== undefined) target[keys.start] = dates.start;
  if (keys.end !== undefined && dates.end !== undefined) target[keys.end] = dates.end;
  if (keys.start === undefined && keys.end === undefined) {
    const date = dates.end ?? dates.start;
    if (date !== undefined) target[keys.single] = date;
  }
}

function texts(parts: readonly HeadingPart[]): string[] {
  return parts.map((part) => part.text);
}

function warnLeftover(context: EntryContext, entry: RawEntry, leftover: readonly string[]): void {
  if (leftover.length === 0) return;
  context.warnings.push(
    `Line ${entry.number}: could not place ${leftover.map((text) => `“${text}”`).join(', ')} in the ${context.section} entry.`,
  );
}

function firstUrl(heading: EntryHeading): string | undefined {
  return heading.urls[0];
}

/**
 * "Senior Engineer, Acme Ltd — London": the heading reader splits at commas only in a line of
 * one part, so here the position and the organisation arrive as one part. Split it only when
 * the head reads as a title and the tail as an organisation (by its words: "Ltd", "Labs", …);
 * the head may hold organisation words too ("Software"). "VP, Engineering — Acme" stays whole:
 * without an organisation word a department and a company look alike.
 */
function splitPositionAndOrganization(part: string): string[] {
  const comma = part.indexOf(', ');
  if (comma <= 0) return [part];
  const head = part.slice(0, comma);
  const tail = part.slice(comma + 2);
  const isSplit = titleScore(head) > 0 && titleScore(tail) === 0 && looksLikeOrganization(tail);
  return isSplit ? [head, tail] : [part];
}

/** Position, organisation and place from the parts of a job heading. */
function readRoleParts(parts: readonly string[]): {
  position?: string;
  organization?: string;
  location?: string;
  leftover: string[];
} {
  const remaining = parts.flatMap(splitPositionAndOrganization);
  let location: string | undefined;
  for (let i = remaining.length - 1; i >= 0; i--) {
    const part = remaining[i] ?? '';
    if (looksLikeLocation(part) && titleScore(part) === 0) {
      location = part;
      remaining.splice(i, 1);
      break;
    }
  }
  let positionIndex = -1;
  let best = 0;
  remaining.forEach((part, index) => {
    const score = looksLikeOrganization(part) ? 0 : titleScore(part);
    if (score > best) {
      best = score;
      positionIndex = index;
    }
  });
  // With no title words to go by, the first part is the position ("Engineer — Acme" is the
  // more common order, and the one our own exports write).
  if (positionIndex === -1 && remaining.length > 1) positionIndex = 0;
  const position = positionIndex === -1 ? undefined : remaining.splice(positionIndex, 1)[0];
  let organization = remaining.shift();
  // "Acme Corp, Berlin, Germany" after " at ": the place rides on the organisation.
  const comma = organization?.indexOf(', ') ?? -1;
  if (organization !== undefined && location === undefined && comma > 0) {
    const tail = organization.slice(comma + 2);
    if ((looksLikeLocation(tail) || looksLikePlaceName(tail)) && !looksLikeOrganization(tail)) {
      location = tail;
      organization = organization.slice(0, comma);
    }
  }
  if (location === undefined && remaining.length > 0 && remaining.every(looksLikePlaceName)) {
    location = remaining.splice(0).join(', ');
  }
  return {
    ...(position === undefined ? {} : { position }),
    ...(organization === undefined ? {} : { organization }),
    ...(location === undefined ? {} : { location }),
    leftover: remaining,
  };
}

function bodyText(entry: RawEntry): string | undefined {
  const text = entry.paragraphs.join(' ').trim();
  return text === '' ? undefined : text;
}

/** work[] and volunteer[] entries. */
export function readRoleEntry(
  entry: RawEntry,
  context: EntryContext,
  organizationKey: 'name' | 'organization',
): JsonObject {
  const heading = readEntryHeading(entry.headers);
  const role = readRoleParts(texts(heading.parts));
  const result: JsonObject = {};
  if (role.organization !== undefined) result[organizationKey] = role.organization;
  if (role.position !== undefined) result.position = role.position;
  if (role.location !== undefined && organizationKey === 'name') result.location = role.location;
  const url = firstUrl(heading);
  if (url !== undefined) result.url = url;
  assignDates(result, heading.dates, { start: 'startDate', end: 'endDate', single: 'startDate' });
  const summary = bodyText(entry);
  if (summary !== undefined) result.summary = summary;
  if (entry.bullets.length > 0) result.highlights = [...entry.bullets];
  warnLeftover(context, entry, role.leftover);
  if (entry.headers.length === 0) {
    context.warnings.push(
      `Line ${entry.number}: bullets without a heading were kept in a ${context.section} entry with no name.`,
    );
  }
  return result;
}

const KEYWORDS_LINE =
  /^(keywords|technologies|tech stack|tech|stack|tools|built with|languages and tools)\s*:\s*(.+)$/i;

export function readProjectEntry(entry: RawEntry, context: EntryContext): JsonObject {
  const heading = readEntryHeading(entry.headers);
  const [name, ...rest] = heading.parts;
  const result: JsonObject = {};
  if (name !== undefined) result.name = name.text;
  const description: string[] = [];
  const keywords: string[] = [];
  for (const paragraph of entry.paragraphs) {
    const labelled = KEYWORDS_LINE.exec(paragraph);
    if (labelled) keywords.push(...splitList(labelled[2] ?? ''));
    else description.push(paragraph);
  }
  // "Kafka Lens — a topic browser for Kafka": with no paragraph, the rest of the heading describes it.
  if (description.length === 0 && rest.length > 0)
    description.push(joinHeadingParts(rest).replace(/^\s*[—–|-]?\s*/, ''));
  if (description.length > 0) result.description = description.join(' ');
  const url = firstUrl(heading);
  if (url !== undefined) result.url = url;
  assignDates(result, heading.dates, { start: 'startDate', end: 'endDate', single: 'startDate' });
  if (entry.bullets.length > 0) result.highlights = [...entry.bullets];
  if (keywords.length > 0) result.keywords = keywords;
  if (entry.headers.length === 0)
    context.warnings.push(
      `Line ${entry.number}: project bullets without a project name were kept in an entry with no name.`,
    );
  return result;
}

const SCORE_LINE = /^(gpa|cgpa|grade|score|final grade|result)\s*:?\s*(.+)$/i;
const COURSES_LINE = /^(relevant\s+)?(courses|coursework|modules)\s*:\s*(.+)$/i;

/** "Bachelor of Science in Computer Science" → studyType and area. */
function readDegree(text: string): { studyType?: string; area?: string } {
  const inMatch = /^(.+?)\s+in\s+(.+)$/i.exec(text);
  if (inMatch) return { studyType: inMatch[1] ?? text, area: inMatch[2] ?? '' };
  const comma = /^(.+?),\s*(.+)$/.exec(text);
  if (comma && looksLikeDegree(comma[1] ?? ''))
    return { studyType: comma[1] ?? text, area: comma[2] ?? '' };
  const abbreviation = splitDegreeAbbreviation(text);
  if (abbreviation) return { studyType: abbreviation[0], area: abbreviation[1] };
  return looksLikeDegree(text) ? { studyType: text } : { area: text };
}

export function readEducationEntry(entry: RawEntry, context: EntryContext): JsonObject {
  const heading = readEntryHeading(entry.headers);
  const parts = texts(heading.parts).filter(
    (part) => !looksLikeLocation(part) || looksLikeInstitution(part),
  );
  let institutionIndex = parts.findIndex(
    (part) => looksLikeInstitution(part) && !looksLikeDegree(part),
  );
  let degreeIndex = parts.findIndex(
    (part, index) => index !== institutionIndex && looksLikeDegree(part),
  );
  if (institutionIndex === -1 && degreeIndex === -1) {
    // Nothing to go by: our own exports write the degree first.
    degreeIndex = parts.length > 1 ? 0 : -1;
    institutionIndex = parts.length > 1 ? 1 : 0;
  } else if (institutionIndex === -1)
    institutionIndex = parts.findIndex((_part, index) => index !== degreeIndex);
  else if (degreeIndex === -1)
    degreeIndex = parts.findIndex((_part, index) => index !== institutionIndex);
  const result: JsonObject = {};
  const institution = parts[institutionIndex];
  if (institution !== undefined) result.institution = institution;
  const degree = parts[degreeIndex];
  if (degree !== undefined) Object.assign(result, readDegree(degree));
  warnLeftover(
    context,
    entry,
    parts.filter((_part, index) => index !== institutionIndex && index !== degreeIndex),
  );
  const url = firstUrl(heading);
  if (url !== undefined) result.url = url;
  assignDates(result, heading.dates, { start: 'startDate', end: 'endDate', single: 'endDate' });
  const courses: string[] = [];
  for (const line of [...entry.paragraphs, ...entry.bullets]) {
    const score = SCORE_LINE.exec(line);
    const listed = COURSES_LINE.exec(line);
    if (score) result.score = (score[2] ?? '').trim();
    else if (listed) courses.push(...splitList(listed[3] ?? ''));
    else if (entry.bullets.includes(line)) courses.push(line);
    else
      context.warnings.push(
        `Line ${entry.number}: could not place “${line}” in the education entry.`,
      );
  }
  if (courses.length > 0) result.courses = courses;
  return result;
}

interface NamedEntryKeys {
  name: string;
  by: string;
  date: string;
  summary?: string;
}

/**
 * Awards, certificates and publications: "Name — Issuer (2021)", the issuer last. A name with a
 * dash of its own ("AWS Solutions Architect – Associate — Amazon") keeps it.
 */
export function readNamedEntry(
  entry: RawEntry,
  context: EntryContext,
  keys: NamedEntryKeys,
): JsonObject {
  const heading = readEntryHeading(entry.headers);
  const parts = heading.parts;
  const result: JsonObject = {};
  const by = parts.length > 1 ? parts.at(-1) : undefined;
  const nameParts = by === undefined ? parts : parts.slice(0, -1);
  if (nameParts.length > 0) result[keys.name] = joinHeadingParts(nameParts);
  if (by !== undefined) result[keys.by] = by.text;
  assignDates(result, heading.dates, { single: keys.date });
  const url = firstUrl(heading);
  if (url !== undefined) result.url = url;
  const body = [...entry.paragraphs, ...entry.bullets].join(' ').trim();
  if (body !== '') {
    if (keys.summary !== undefined) result[keys.summary] = body;
    else
      context.warnings.push(
        `Line ${entry.number}: could not place “${body}” in the ${context.section} entry.`,
      );
  }
  return result;
}

export function readReferenceEntry(entry: RawEntry): JsonObject {
  const heading = readEntryHeading(entry.headers);
  const result: JsonObject = {};
  if (heading.parts.length > 0) result.name = joinHeadingParts(heading.parts);
  const reference = [...entry.paragraphs, ...entry.bullets].join(' ').trim();
  if (reference !== '') result.reference = reference;
  return result;
}

/**
 * A JSON Resume laid out as a document — header, then sections of entries, paragraphs and
 * lists — once, so that the Markdown, PDF and DOCX exports show the same content in the same
 * order, and our importers can read each of them back.
 */
import {
  isJsonObject,
  joinParts,
  normalizeSpace,
  readEntries,
  readString,
  readStrings,
  type JsonObject,
} from '../resume/fields.js';
import type { JsonResume } from '../resume/types.js';

export interface DocumentEntry {
  kind: 'entry';
  /** "Senior Engineer — Acme Corp". */
  title: string;
  /** "Jan 2019 – Present · Berlin, Germany". */
  meta: string | null;
  paragraphs: string[];
  bullets: string[];
}

export interface DocumentParagraph {
  kind: 'paragraph';
  text: string;
}

/** A bulleted list whose items may start with a bold label: "Languages: TypeScript, Go". */
export interface DocumentList {
  kind: 'list';
  items: { label: string | null; text: string }[];
}

export type DocumentBlock = DocumentEntry | DocumentParagraph | DocumentList;

export interface DocumentSection {
  key: string;
  heading: string;
  blocks: DocumentBlock[];
}

/** Who a document is from: the name, headline and contact details at its top. */
export interface DocumentHeader {
  name: string | null;
  label: string | null;
  contact: string[];
}

export interface ResumeDocument extends DocumentHeader {
  sections: DocumentSection[];
}

/** Between a title and its organisation, and the parts of a meta line. */
export const TITLE_SEPARATOR = ' — ';
export const META_SEPARATOR = ' · ';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** `2019-03` → `Mar 2019`; `2019` stays; anything else is shown as written. */
export function formatDate(iso: string | undefined): string | undefined {
  if (iso === undefined) return undefined;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(iso);
  if (!match) return iso;
  const month = match[2] === undefined ? undefined : MONTH_NAMES[Number(match[2]) - 1];
  return month === undefined ? (match[1] ?? iso) : `${month} ${match[1] ?? ''}`;
}

/**
 * `Jan 2019 – Present` for an open job, `2012 – 2016` for a range, `2016` for a lone date.
 * `open` says whether a start without an end means "until now" (jobs) or just a date (projects).
 */
export function formatDateRange(
  start: string | undefined,
  end: string | undefined,
  open: boolean,
): string | undefined {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from !== undefined && to !== undefined) return from === to ? from : `${from} – ${to}`;
  if (from !== undefined) return open ? `${from} – Present` : from;
  return to;
}

function paragraphsOf(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => normalizeSpace(paragraph))
    .filter((paragraph) => paragraph !== '');
}

function meta(...parts: (string | undefined)[]): string | null {
  return joinParts(parts, META_SEPARATOR) || null;
}

function entry(
  title: string,
  metaLine: string | null,
  paragraphs: string[],
  bullets: string[],
): DocumentEntry {
  return {
    kind: 'entry',
    title: title || 'Untitled',
    meta: metaLine,
    paragraphs,
    bullets: bullets.map(normalizeSpace),
  };
}

function formatLocation(location: unknown): string | undefined {
  if (!isJsonObject(location)) return undefined;
  return (
    joinParts(
      [
        readString(location, 'city'),
        readString(location, 'region'),
        readString(location, 'countryCode'),
      ],
      ', ',
    ) || undefined
  );
}

function contactOf(basics: JsonObject | undefined): string[] {
  const contact = [
    readString(basics, 'email'),
    readString(basics, 'phone'),
    formatLocation(basics?.location),
    readString(basics, 'url'),
  ];
  for (const { entry: profile } of readEntries(basics, 'profiles')) {
    const url = readString(profile, 'url');
    const network = readString(profile, 'network');
    const username = readString(profile, 'username');
    contact.push(
      url ??
        (network !== undefined && username !== undefined ? `${network}: ${username}` : undefined),
    );
  }
  return contact.filter((part): part is string => part !== undefined).map(normalizeSpace);
}

function roleEntries(
  resume: JsonResume,
  key: 'work' | 'volunteer',
  organizationKey: string,
): DocumentBlock[] {
  return readEntries(resume, key).map(({ entry: job }) =>
    entry(
      joinParts([readString(job, 'position'), readString(job, organizationKey)], TITLE_SEPARATOR),
      meta(
        formatDateRange(readString(job, 'startDate'), readString(job, 'endDate'), true),
        readString(job, 'location'),
        readString(job, 'url'),
      ),
      paragraphsOf(readString(job, 'summary')),
      readStrings(job, 'highlights'),
    ),
  );
}

function projectEntries(resume: JsonResume): DocumentBlock[] {
  return readEntries(resume, 'projects').map(({ entry: project }) => {
    const keywords = readStrings(project, 'keywords');
    return entry(
      readString(project, 'name') ?? '',
      meta(
        formatDateRange(readString(project, 'startDate'), readString(project, 'endDate'), false),
        readString(project, 'url'),
      ),
      [
        ...paragraphsOf(readString(project, 'description')),
        ...(keywords.length > 0 ? [`Keywords: ${keywords.join(', ')}`] : []),
      ],
      readStrings(project, 'highlights'),
    );
  });
}

function educationEntries(resume: JsonResume): DocumentBlock[] {
  return readEntries(resume, 'education').map(({ entry: school }) => {
    const studyType = readString(school, 'studyType');
    const area = readString(school, 'area');
    const degree =
      studyType !== undefined && area !== undefined
        ? `${studyType} in ${area}`
        : (studyType ?? area);
    const score = readString(school, 'score');
    return entry(
      joinParts([degree, readString(school, 'institution')], TITLE_SEPARATOR),
      meta(
        formatDateRange(readString(school, 'startDate'), readString(school, 'endDate'), true),
        readString(school, 'url'),
      ),
      score === undefined ? [] : [`Grade: ${score}`],
      readStrings(school, 'courses'),
    );
  });
}

/** Awards, certificates and publications: "Name — Issuer", a date, maybe a summary. */
function namedEntries(
  resume: JsonResume,
  key: string,
  fields: { name: string; by: string; date: string; summary?: string },
): DocumentBlock[] {
  return readEntries(resume, key).map(({ entry: item }) =>
    entry(
      joinParts([readString(item, fields.name), readString(item, fields.by)], TITLE_SEPARATOR),
      meta(formatDate(readString(item, fields.date)), readString(item, 'url')),
      fields.summary === undefined ? [] : paragraphsOf(readString(item, fields.summary)),
      [],
    ),
  );
}

type ListItem = DocumentList['items'][number];

function labelledList(resume: JsonResume, key: string): DocumentBlock[] {
  const items = readEntries(resume, key).flatMap(({ entry: item }): ListItem[] => {
    const name = readString(item, 'name');
    const level = readString(item, 'level');
    const label =
      name === undefined ? undefined : level === undefined ? name : `${name} (${level})`;
    const keywords = readStrings(item, 'keywords').map(normalizeSpace);
    if (label === undefined && keywords.length === 0) return [];
    return keywords.length === 0 || label === undefined
      ? [{ label: null, text: label ?? keywords.join(', ') }]
      : [{ label, text: keywords.join(', ') }];
  });
  return items.length === 0 ? [] : [{ kind: 'list', items }];
}

function languageList(resume: JsonResume): DocumentBlock[] {
  const items = readEntries(resume, 'languages').flatMap(({ entry: item }): ListItem[] => {
    const language = readString(item, 'language');
    const fluency = readString(item, 'fluency');
    if (language === undefined) return [];
    return [{ label: null, text: fluency === undefined ? language : `${language} (${fluency})` }];
  });
  return items.length === 0 ? [] : [{ kind: 'list', items }];
}

function referenceEntries(resume: JsonResume): DocumentBlock[] {
  return readEntries(resume, 'references').map(({ entry: reference }) =>
    entry(
      readString(reference, 'name') ?? 'Reference',
      null,
      paragraphsOf(readString(reference, 'reference')),
      [],
    ),
  );
}

/** The resume's name, headline and contact details, as its exports (and its letters) head them. */
export function documentHeaderOf(resume: JsonResume): DocumentHeader {
  const basics = isJsonObject(resume.basics) ? resume.basics : undefined;
  const name = readString(basics, 'name');
  const label = readString(basics, 'label');
  return {
    name: name === undefined ? null : normalizeSpace(name),
    label: label === undefined ? null : normalizeSpace(label),
    contact: contactOf(basics),
  };
}

export function buildResumeDocument(resume: JsonResume): ResumeDocument {
  const basics = isJsonObject(resume.basics) ? resume.basics : undefined;
  const summary = paragraphsOf(readString(basics, 'summary')).map((text): DocumentBlock => ({
    kind: 'paragraph',
    text,
  }));
  const sections: DocumentSection[] = [
    { key: 'summary', heading: 'Summary', blocks: summary },
    { key: 'work', heading: 'Experience', blocks: roleEntries(resume, 'work', 'name') },
    { key: 'projects', heading: 'Projects', blocks: projectEntries(resume) },
    { key: 'skills', heading: 'Skills', blocks: labelledList(resume, 'skills') },
    { key: 'education', heading: 'Education', blocks: educationEntries(resume) },
    {
      key: 'certificates',
      heading: 'Certifications',
      blocks: namedEntries(resume, 'certificates', { name: 'name', by: 'issuer', date: 'date' }),
    },
    {
      key: 'awards',
      heading: 'Awards',
      blocks: namedEntries(resume, 'awards', {
        name: 'title',
        by: 'awarder',
        date: 'date',
        summary: 'summary',
      }),
    },
    {
      key: 'publications',
      heading: 'Publications',
      blocks: namedEntries(resume, 'publications', {
        name: 'name',
        by: 'publisher',
        date: 'releaseDate',
        summary: 'summary',
      }),
    },
    {
      key: 'volunteer',
      heading: 'Volunteering',
      blocks: roleEntries(resume, 'volunteer', 'organization'),
    },
    { key: 'languages', heading: 'Languages', blocks: languageList(resume) },
    { key: 'interests', heading: 'Interests', blocks: labelledList(resume, 'interests') },
    { key: 'references', heading: 'References', blocks: referenceEntries(resume) },
  ];
  return {
    ...documentHeaderOf(resume),
    sections: sections.filter((section) => section.blocks.length > 0),
  };
}

/** "Jane Doe — Resume", "Jane Doe — Cover letter": the title PDF and DOCX metadata carry. */
export function documentTitle(header: DocumentHeader, kind = 'Resume'): string {
  return header.name === null ? kind : `${header.name}${TITLE_SEPARATOR}${kind}`;
}

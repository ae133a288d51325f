/**
 * Which column of a spreadsheet holds what: its header, as people and trackers name them ("Job
 * title", "Position", "Role"; "Company", "Employer"; "Date applied"…), compared without case,
 * spaces or punctuation. The job search log's own headers are among them, so its file reads back.
 * The first column of a field wins; columns of no field (pay, a tracker's own) are read as
 * nothing, and the answer says so.
 */

export const IMPORT_FIELDS = [
  'title',
  'company',
  'location',
  'url',
  'status',
  'applied_on',
  'source',
  'notes',
  'follow_up_on',
  'apply_by',
  'contacts',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

const HEADERS: Readonly<Record<ImportField, readonly string[]>> = {
  title: ['job title', 'title', 'position', 'role', 'job', 'job name', 'position title'],
  company: ['company', 'employer', 'organization', 'organisation', 'company name', 'business'],
  location: ['location', 'city', 'place', 'where'],
  url: ['job link', 'link', 'url', 'job url', 'posting', 'posting url', 'job posting', 'website'],
  status: ['status', 'stage', 'result', 'outcome', 'state'],
  applied_on: [
    'applied on',
    'date applied',
    'applied',
    'application date',
    'date of application',
    'applied date',
    'date',
  ],
  source: ['source', 'found via', 'found on', 'where found', 'method', 'channel', 'how applied'],
  notes: ['notes', 'note', 'comments', 'comment'],
  follow_up_on: ['follow up on', 'follow up', 'follow up date', 'next follow up'],
  apply_by: ['last day to apply', 'apply by', 'deadline', 'closing date', 'closes'],
  contacts: [
    'contacts',
    'contact',
    'contact person',
    'contact name',
    'recruiter',
    'hiring manager',
  ],
};

/** "Job-Title " → "job title": letters and digits, one space between words. */
function normalHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FIELD_OF_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => HEADERS[field].map((header) => [header, field] as const)),
);

/** Each header's field, or null: the first column of a field takes it. */
export function fieldsOfHeaders(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = FIELD_OF_HEADER.get(normalHeader(header));
    if (field === undefined || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The headers the title may have, for the message of a file without one. */
export const TITLE_HEADERS = ['Job title', 'Position', 'Role'] as const;

/**
 * Dates as resumes write them (`Jan 2019`, `03/2019`, `2019-03`, `2019`, `Present`), read into
 * the ISO forms JSON Resume stores (`YYYY-MM`, `YYYY`, `YYYY-MM-DD`).
 */

const MONTHS: Readonly<Record<string, string>> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const SEASON = String.raw`(?:spring|summer|autumn|fall|winter)`;
/** One date; the full ISO form comes first so that the alternation prefers the longest. */
const DATE = String.raw`(?:${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|${MONTH_NAME},?\s+${YEAR}|${SEASON}\s+${YEAR}|(?:0?[1-9]|1[0-2])\/${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?!\d)|${YEAR})(?!\d)`;
const PRESENT = String.raw`(?:present|current(?:ly)?|now|today|ongoing|to date|date)`;
const DASH = String.raw`\s*(?:–|—|-|to|until|till|→|->|~)\s*`;

const RANGE = new RegExp(String.raw`(?<![\p{L}\d])(${DATE})${DASH}(${DATE}|${PRESENT}\b)`, 'iu');
const SINCE = new RegExp(String.raw`\b(?:since|from)\s+(${DATE})`, 'i');
/** A lone year followed by a unit ("2000 ms", "1999+") is a number, not a date. */
const SINGLE = new RegExp(
  String.raw`(?<![\p{L}\d,.])(${DATE})(?!\s*(?:%|\+|ms\b|k\b|x\b|users\b|requests\b))`,
  'iu',
);

export interface FoundDates {
  start?: string;
  end?: string;
  /** An end written as `Present`/`Current`: JSON Resume says so by leaving endDate out. */
  isCurrent: boolean;
  /** A lone date (`May 2019`), which each section reads its own way (start, end, date). */
  single?: string;
  /** Where the dates were in the text, to cut them out. */
  index: number;
  length: number;
}

/** An ISO date for one written date, or undefined. */
export function parseDate(written: string): string | undefined {
  const text = written.trim().toLowerCase().replace(/,/g, '');
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return `${match[1] ?? ''}-${match[2] ?? ''}-${match[3] ?? ''}`;
  match = /^([a-z]+)\.?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS[(match[1] ?? '').slice(0, 3)];
    // Seasons say only the year.
    return month === undefined ? match[2] : `${match[2] ?? ''}-${month}`;
  }
  match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return `${match[2] ?? ''}-${(match[1] ?? '').padStart(2, '0')}`;
  match = /^(\d{4})[-/.](\d{2})$/.exec(text);
  if (match) return `${match[1] ?? ''}-${match[2] ?? ''}`;
  match = /^(\d{4})$/.exec(text);
  return match ? match[1] : undefined;
}

/** The first date range (or, failing that, lone date) written in the text. */
export function findDates(text: string): FoundDates | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const [whole, from = '', to = ''] = range;
    const end = parseDate(to);
    return {
      start: parseDate(from),
      ...(end === undefined ? {} : { end }),
      isCurrent: end === undefined,
      index: range.index,
      length: whole.length,
    };
  }
  const since = SINCE.exec(text);
  if (since) {
    return {
      start: parseDate(since[1] ?? ''),
      isCurrent: true,
      index: since.index,
      length: since[0].length,
    };
  }
  const single = SINGLE.exec(text);
  if (single) {
    return {
      single: parseDate(single[1] ?? ''),
      isCurrent: false,
      index: single.index,
      length: single[0].length,
    };
  }
  return undefined;
}

/** Whether the text holds a date range or a date. */
export function hasDates(text: string): boolean {
  return findDates(text) !== undefined;
}

/** The text with the found dates and any brackets around them cut out. */
export function removeDates(text: string, dates: FoundDates): string {
  const before = text.slice(0, dates.index).replace(/[([]\s*$/, '');
  const after = text.slice(dates.index + dates.length).replace(/^\s*[)\]]/, '');
  return `${before} | ${after}`;
}

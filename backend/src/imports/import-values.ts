/**
 * The values of a spreadsheet's cells as the app keeps them: a status from the words trackers
 * use ("Interview", "Submitted", "Ghosted" is not one), and a day from the ways sheets write days.
 */
import type { CaseStatus } from '@resume-agent/case-contract';
import { isCalendarDate } from '../pipeline/application-service.js';

const STATUS_WORDS: Readonly<Record<CaseStatus, readonly string[]>> = {
  draft: ['draft', 'to apply', 'saved', 'wishlist', 'bookmarked', 'interested', 'not applied'],
  ready: ['ready', 'ready to apply'],
  applied: ['applied', 'submitted', 'sent', 'application sent', 'waiting', 'pending'],
  interviewing: [
    'interviewing',
    'interview',
    'interviews',
    'phone screen',
    'screening',
    'screen',
    'assessment',
    'technical interview',
    'onsite',
  ],
  offer: ['offer', 'offered', 'offer received'],
  accepted: ['accepted', 'hired', 'offer accepted'],
  rejected: ['rejected', 'rejection', 'declined by employer', 'not selected', 'turned down'],
  withdrawn: ['withdrawn', 'withdrew', 'declined', 'declined offer', 'offer declined'],
};

const STATUS_OF_WORD = new Map<string, CaseStatus>(
  (Object.entries(STATUS_WORDS) as [CaseStatus, readonly string[]][]).flatMap(([status, words]) =>
    words.map((word) => [word, status] as const),
  ),
);

/** The status a cell names, or undefined for one we do not know. */
export function statusOfCell(cell: string): CaseStatus | undefined {
  return STATUS_OF_WORD.get(
    cell
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
}

export type DayOrder = 'day_first' | 'month_first';

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

function dayOf(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}

function monthOf(word: string): number | undefined {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return index === -1 ? undefined : index + 1;
}

export type DayReading =
  | { day: string }
  | { problem: 'unreadable' }
  /** 03/11/2026: the third of November or March the eleventh, as the file's order says. */
  | { problem: 'ambiguous' };

/**
 * A day as sheets write it: 2026-11-03 (or with a time after it), 2026/11/03, 3 November 2026,
 * Nov 3, 2026, and 03/11/2026 or 3.11.2026, which `order` reads (without it, only when one part
 * is over 12). Two-digit years are this century's.
 */
export function dayOfCell(cell: string, order: DayOrder | null): DayReading {
  const text = cell.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) {
    const day = dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return day === undefined ? { problem: 'unreadable' } : { day };
  }
  const named =
    /^(\d{1,2})\.?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(text) ??
    /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text);
  if (named) {
    const [first = '', second = '', year = ''] = named.slice(1);
    const dayFirst = /^\d/.test(first);
    const month = monthOf(dayFirst ? second : first);
    const day =
      month === undefined
        ? undefined
        : dayOf(Number(year), month, Number(dayFirst ? first : second));
    return day === undefined ? { problem: 'unreadable' } : { day };
  }
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    const year = (numeric[3] ?? '').length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
    const readAs: DayOrder | null = a > 12 ? 'day_first' : b > 12 ? 'month_first' : order;
    if (readAs === null) return { problem: 'ambiguous' };
    const day = readAs === 'day_first' ? dayOf(year, b, a) : dayOf(year, a, b);
    return day === undefined ? { problem: 'unreadable' } : { day };
  }
  return { problem: 'unreadable' };
}

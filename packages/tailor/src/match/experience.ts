/**
 * Years of experience and the highest degree, read from a JSON Resume. Dates are ISO-ish
 * (`2019`, `2019-04`, `2019-04-01`); an entry without an end date runs until `asOf`, which the
 * caller passes so that the same resume scores the same on any day.
 */
import type { Degree } from '../job/types.js';
import { trimmedText } from '../resume/fields.js';
import type { JsonResume } from '../resume/types.js';

/** Months since year 0 for an ISO-ish date; null when it is not one. */
export function monthIndex(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? 1 : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return year * 12 + (month - 1);
}

/** The resume's work entries in its own order (JSON Resume lists the latest first). */
export function workEntries(resume: JsonResume): Record<string, unknown>[] {
  const work = Array.isArray(resume.work) ? resume.work : [];
  return work.filter((entry): entry is Record<string, unknown> => typeof entry === 'object');
}

/** The latest job as the resume names it: the first work entry (JSON Resume lists the latest first). */
export interface LatestRole {
  position: string;
  /** Its employer; a volunteer-style entry names it `organization`. */
  employer: string | null;
  /** No end date: the person holds it still. */
  current: boolean;
}

/** The latest role; null when the latest entry names no position. */
export function latestRoleOf(resume: JsonResume): LatestRole | null {
  const latest = workEntries(resume)[0];
  const position = trimmedText(latest?.position);
  if (latest === undefined || position === null) return null;
  return {
    position,
    employer: trimmedText(latest.name) ?? trimmedText(latest.organization),
    current: trimmedText(latest.endDate) === null,
  };
}

/** "Engineer at Acme", or "Engineer" without an employer. */
export function roleText({ position, employer }: LatestRole): string {
  return employer === null ? position : `${position} at ${employer}`;
}

/** "about 6 years", "about a year", "under a year" for a span of months; null for none. */
export function experienceSpanText(months: number): string | null {
  if (months <= 0) return null;
  if (months < 12) return 'under a year';
  const years = Math.round(months / 12);
  return years === 1 ? 'about a year' : `about ${years} years`;
}

/** The latest date the resume itself mentions, as a month index: its own "today". */
export function latestMonthOf(resume: JsonResume): number | null {
  let latest: number | null = monthIndex(
    (resume.meta as { lastModified?: unknown } | undefined)?.lastModified,
  );
  for (const entry of workEntries(resume)) {
    for (const key of ['startDate', 'endDate']) {
      const month = monthIndex(entry[key]);
      if (month !== null && (latest === null || month > latest)) latest = month;
    }
  }
  return latest;
}

/**
 * Whole months the entries span, overlaps counted once; an entry without an end runs until
 * `now` (a month index), or is left out when there is none.
 */
export function monthsOfWork(
  entries: readonly Record<string, unknown>[],
  now: number | null,
): number {
  const spans: [number, number][] = [];
  for (const entry of entries) {
    const start = monthIndex(entry.startDate);
    const end = monthIndex(entry.endDate) ?? now;
    if (start !== null && end !== null && end >= start) spans.push([start, end + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    months += Math.max(0, end - Math.max(start, reach));
    reach = Math.max(reach, end);
  }
  return months;
}

/** Whole years of work, overlapping jobs counted once. */
export function yearsOfExperience(resume: JsonResume, asOf?: string): number {
  const now = monthIndex(asOf) ?? latestMonthOf(resume);
  if (now === null) return 0;
  return Math.floor(monthsOfWork(workEntries(resume), now) / 12);
}

export const DEGREE_RANK: Readonly<Record<Degree, number>> = {
  associate: 1,
  bachelor: 2,
  master: 3,
  phd: 4,
};

const DEGREE_PATTERNS: readonly [Degree, RegExp][] = [
  ['phd', /\b(ph\.?\s?d|doctor(ate)?|dphil|d\.?sc)\b/i],
  ['master', /\b(master|m\.?\s?sc?|m\.?eng|mba|m\.?a\.?|ms)\b/i],
  ['bachelor', /\b(bachelor|b\.?\s?sc?|b\.?eng|b\.?a\.?|bs|ba|undergraduate)\b/i],
  ['associate', /\b(associate|a\.?a\.?s?)\b/i],
];

/** The highest degree of the resume's education, from `studyType`. */
export function highestDegree(resume: JsonResume): Degree | null {
  const education = Array.isArray(resume.education) ? (resume.education as unknown[]) : [];
  let best: Degree | null = null;
  for (const entry of education) {
    const studyType = (entry as { studyType?: unknown } | null)?.studyType;
    if (typeof studyType !== 'string') continue;
    const degree = DEGREE_PATTERNS.find(([, pattern]) => pattern.test(studyType))?.[0];
    if (degree && (best === null || DEGREE_RANK[degree] > DEGREE_RANK[best])) best = degree;
  }
  return best;
}

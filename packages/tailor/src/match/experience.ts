/**
 * Years of experience and the highest degree, read from a JSON Resume. Dates are ISO-ish
 * (`2019`, `2019-04`, `2019-04-01`); an entry without an end date runs until `asOf`, which the
 * caller passes so that the same resume scores the same on any day.
 */
import type { Degree } from '../job/types.js';
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

/** Whole years of work, overlapping jobs counted once. */
export function yearsOfExperience(resume: JsonResume, asOf?: string): number {
  const now = monthIndex(asOf) ?? latestMonthOf(resume);
  if (now === null) return 0;
  const spans: [number, number][] = [];
  for (const entry of workEntries(resume)) {
    const start = monthIndex(entry.startDate);
    if (start === null) continue;
    const end = monthIndex(entry.endDate) ?? now;
    if (end >= start) spans.push([start, end + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let current: [number, number] | undefined;
  for (const span of spans) {
    if (current && span[0] <= current[1]) current[1] = Math.max(current[1], span[1]);
    else {
      if (current) months += current[1] - current[0];
      current = [...span];
    }
  }
  if (current) months += current[1] - current[0];
  return Math.floor(months / 12);
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

/**
 * The work history's dates as a reader checks them: every job has a start, none ends before it
 * starts or starts in the future, and the gaps between jobs are seen before a recruiter asks.
 */
import { monthIndex } from '../match/experience.js';
import type { JsonObject } from '../resume/fields.js';
import { readString } from '../resume/fields.js';

/** A gap this long or longer between two jobs is pointed out. */
export const GAP_MONTHS = 6;
/** Gaps that ended longer ago than this are nobody's question any more. */
export const GAP_LOOKBACK_MONTHS = 10 * 12;

export interface DatedJob {
  index: number;
  entry: JsonObject;
  label: string | null;
}

export type TimelineFinding =
  | { kind: 'missing_start_date'; job: DatedJob }
  | { kind: 'dates_out_of_order'; job: DatedJob; start: string; end: string }
  | { kind: 'future_start'; job: DatedJob; start: string }
  | { kind: 'future_end'; job: DatedJob; end: string }
  | { kind: 'gap'; before: DatedJob; after: DatedJob; months: number; endedOn: string };

/** What the dates of these jobs say, job by job, then the gaps in the order they come. */
export function checkTimeline(jobs: readonly DatedJob[], asOfMonth: number): TimelineFinding[] {
  const findings: TimelineFinding[] = [];
  const spans: { job: DatedJob; start: number; end: number; endText: string | null }[] = [];
  for (const job of jobs) {
    const startText = readString(job.entry, 'startDate');
    const endText = readString(job.entry, 'endDate') ?? null;
    const start = monthIndex(startText);
    const end = monthIndex(endText);
    if (start === null || startText === undefined) {
      findings.push({ kind: 'missing_start_date', job });
      continue;
    }
    if (start > asOfMonth) findings.push({ kind: 'future_start', job, start: startText.trim() });
    if (end !== null && endText !== null) {
      if (end < start)
        findings.push({
          kind: 'dates_out_of_order',
          job,
          start: startText.trim(),
          end: endText.trim(),
        });
      else if (end > asOfMonth) findings.push({ kind: 'future_end', job, end: endText.trim() });
    }
    if (end === null || end >= start)
      spans.push({ job, start, end: end ?? asOfMonth, endText: end === null ? null : endText });
  }
  findings.push(...gapsBetween(spans, asOfMonth));
  return findings;
}

/**
 * Gaps of at least GAP_MONTHS between one job's end and the next start, overlapping jobs
 * merged (a side job during a main one closes no gap but opens none either). Months are whole
 * calendar months: a job ending in 2019-03 and the next starting in 2019-10 leave six between.
 */
function gapsBetween(
  spans: { job: DatedJob; start: number; end: number; endText: string | null }[],
  asOfMonth: number,
): TimelineFinding[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const gaps: TimelineFinding[] = [];
  let covered: (typeof sorted)[number] | undefined;
  for (const span of sorted) {
    if (covered) {
      const months = span.start - covered.end - 1;
      if (
        months >= GAP_MONTHS &&
        covered.endText !== null &&
        asOfMonth - span.start <= GAP_LOOKBACK_MONTHS
      )
        gaps.push({
          kind: 'gap',
          before: covered.job,
          after: span.job,
          months,
          endedOn: covered.endText.trim(),
        });
      if (span.end > covered.end) covered = span;
    } else covered = span;
  }
  return gaps;
}

/**
 * The dashboard's "Where your interviews come from": for each source, how many applications
 * were sent, how many reached an interview (and what share that is) and how many an offer.
 * Pure, so the table only draws.
 */
import type { ApplicationStatus } from '@/gql/graphql';

/** What the pipeline says of one source (Pipeline.sources). */
export interface SourceFunnelEntry {
  /** Null for the applications without a source. */
  source: string | null;
  funnel: readonly { status: ApplicationStatus; count: number }[];
}

export interface SourceRow {
  /** Unique among the rows, for React. */
  key: string;
  /** The source as most of its applications write it, or NO_SOURCE_LABEL. */
  label: string;
  /** The row of the applications without a source. */
  isNoSource: boolean;
  /** How many reached Applied (were sent). */
  applied: number;
  /** How many of those reached Interviewing. */
  interviews: number;
  /** How many of those reached Offer. */
  offers: number;
  /** Interviews as a share of applied, rounded to a whole percent. */
  interviewPercent: number;
}

export const NO_SOURCE_LABEL = 'No source';

/** Named sources shown before "Show all"; the "No source" row is shown with them. */
export const SOURCE_ROWS_SHOWN = 6;

function countOf(entry: SourceFunnelEntry, status: ApplicationStatus): number {
  return Math.max(0, entry.funnel.find((stage) => stage.status === status)?.count ?? 0);
}

function rowOf(entry: SourceFunnelEntry): SourceRow {
  const applied = countOf(entry, 'applied');
  const interviews = countOf(entry, 'interviewing');
  return {
    key: entry.source === null ? 'no-source' : `source:${entry.source}`,
    label: entry.source ?? NO_SOURCE_LABEL,
    isNoSource: entry.source === null,
    applied,
    interviews,
    offers: countOf(entry, 'offer'),
    interviewPercent: applied > 0 ? Math.round((interviews / applied) * 100) : 0,
  };
}

/**
 * The table's rows: the most applied first (then the most interviews, then by name), "No
 * source" last. None at all, so no table, until some application that was sent has a source:
 * a lone "No source" row says nothing about which channels work.
 */
export function sourceRows(sources: readonly SourceFunnelEntry[]): SourceRow[] {
  const rows = sources.map(rowOf).filter((row) => row.applied > 0);
  if (!rows.some((row) => !row.isNoSource)) return [];
  return rows.sort(
    (a, b) =>
      Number(a.isNoSource) - Number(b.isNoSource) ||
      b.applied - a.applied ||
      b.interviews - a.interviews ||
      a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }),
  );
}

/**
 * The rows drawn: the first `SOURCE_ROWS_SHOWN` named sources unless all are asked for, and
 * "No source" always, last.
 */
export function shownSourceRows(rows: readonly SourceRow[], isAllShown: boolean): SourceRow[] {
  if (isAllShown) return [...rows];
  const named = rows.filter((row) => !row.isNoSource);
  return [...named.slice(0, SOURCE_ROWS_SHOWN), ...rows.filter((row) => row.isNoSource)];
}

/** How many named sources "Show all" would add. */
export function hiddenSourceCount(rows: readonly SourceRow[]): number {
  return Math.max(0, rows.filter((row) => !row.isNoSource).length - SOURCE_ROWS_SHOWN);
}

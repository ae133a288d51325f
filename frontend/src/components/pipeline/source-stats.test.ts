import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@/gql/graphql';
import {
  hiddenSourceCount,
  NO_SOURCE_LABEL,
  shownSourceRows,
  SOURCE_ROWS_SHOWN,
  sourceRows,
  type SourceFunnelEntry,
} from './source-stats';

/** A source's funnel: how many reached applied, interviewing, offer and accepted. */
function entry(
  source: string | null,
  [applied, interviewing = 0, offer = 0, accepted = 0]: number[],
): SourceFunnelEntry {
  const counts: [ApplicationStatus, number | undefined][] = [
    ['applied', applied],
    ['interviewing', interviewing],
    ['offer', offer],
    ['accepted', accepted],
  ];
  return { source, funnel: counts.map(([status, count]) => ({ status, count: count ?? 0 })) };
}

describe('sourceRows', () => {
  it('counts applied, interviews and offers, with the interview share rounded', () => {
    const [row] = sourceRows([entry('LinkedIn', [3, 2, 1, 1])]);
    expect(row).toEqual({
      key: 'source:LinkedIn',
      label: 'LinkedIn',
      isNoSource: false,
      applied: 3,
      interviews: 2,
      offers: 1,
      interviewPercent: 67,
    });
  });

  it('puts the most applied first, then the most interviews, then the name', () => {
    const rows = sourceRows([
      entry('referral', [2, 0]),
      entry('Indeed', [2, 1]),
      entry('LinkedIn', [5, 1]),
      entry('Glassdoor', [2, 0]),
    ]);
    expect(rows.map((row) => row.label)).toEqual(['LinkedIn', 'Indeed', 'Glassdoor', 'referral']);
  });

  it('names the applications without a source "No source", last', () => {
    const rows = sourceRows([entry(null, [9, 3]), entry('Referral', [1, 1])]);
    expect(rows.map((row) => [row.label, row.isNoSource])).toEqual([
      ['Referral', false],
      [NO_SOURCE_LABEL, true],
    ]);
  });

  it('has no rows while no application that was sent has a source', () => {
    expect(sourceRows([])).toEqual([]);
    expect(sourceRows([entry(null, [4, 2])])).toEqual([]);
    expect(sourceRows([entry('LinkedIn', [0]), entry(null, [4, 2])])).toEqual([]);
  });

  it('reads a missing stage as 0 and a source nobody sent as nothing', () => {
    const rows = sourceRows([
      { source: 'Career fair', funnel: [{ status: 'applied', count: 4 }] },
      entry('Indeed', [0]),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ applied: 4, interviews: 0, offers: 0, interviewPercent: 0 });
  });
});

describe('shownSourceRows', () => {
  const many = [
    ...Array.from({ length: SOURCE_ROWS_SHOWN + 2 }, (_, index) =>
      entry(`Board ${String(index + 1)}`, [20 - index]),
    ),
    entry(null, [1]),
  ];

  it('shows the first sources and "No source", and says how many more there are', () => {
    const rows = sourceRows(many);
    const shown = shownSourceRows(rows, false);
    expect(shown).toHaveLength(SOURCE_ROWS_SHOWN + 1);
    expect(shown.at(-1)?.label).toBe(NO_SOURCE_LABEL);
    expect(hiddenSourceCount(rows)).toBe(2);
  });

  it('shows every row when all are asked for', () => {
    const rows = sourceRows(many);
    expect(shownSourceRows(rows, true)).toEqual(rows);
  });

  it('hides nothing when there are few', () => {
    const rows = sourceRows([entry('LinkedIn', [2]), entry(null, [1])]);
    expect(shownSourceRows(rows, false)).toEqual(rows);
    expect(hiddenSourceCount(rows)).toBe(0);
  });
});

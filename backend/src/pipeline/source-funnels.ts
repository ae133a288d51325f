/**
 * The pipeline's funnel per source: which channels ("LinkedIn", "Referral") lead to interviews
 * and offers. Pure, over the statuses each application reached.
 */
import type { CaseStatus } from '@resume-agent/case-contract';

export interface ReachedStatuses {
  source: string | null;
  statuses: readonly string[];
}

export interface SourceFunnel {
  /** As most of its applications write it; null for those without a source. */
  source: string | null;
  funnel: { status: CaseStatus; count: number }[];
}

/** "LinkedIn", " linkedin " and "Linked  In"… differ; case and runs of spaces do not. */
function keyOf(source: string): string {
  return source.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}

/** The spelling most of them use; among equals, the first in code-point order, so it is stable. */
function mostWritten(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  return (
    [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))[0]?.[0] ??
    ''
  );
}

/**
 * For every source with an application that reached the first stage (Applied), how many reached
 * each stage; the most sent first, then the most that reached the second stage (Interviewing),
 * then by name without case (the dashboard's table keeps this order), those without a source last.
 */
export function sourceFunnels(
  reached: readonly ReachedStatuses[],
  stages: readonly CaseStatus[],
): SourceFunnel[] {
  const rank = (status: string) => stages.indexOf(status as CaseStatus);
  const groups = new Map<string | null, { spellings: string[]; furthest: number[] }>();
  for (const { source, statuses } of reached) {
    const furthest = Math.max(-1, ...statuses.map(rank));
    if (furthest < 0) continue;
    const key = source === null ? null : keyOf(source);
    const group = groups.get(key) ?? { spellings: [], furthest: [] };
    if (source !== null) group.spellings.push(source);
    group.furthest.push(furthest);
    groups.set(key, group);
  }
  return [...groups]
    .map(([key, { spellings, furthest }]) => ({
      source: key === null ? null : mostWritten(spellings),
      funnel: stages.map((status, index) => ({
        status,
        count: furthest.filter((stage) => stage >= index).length,
      })),
    }))
    .sort(
      (a, b) =>
        Number(a.source === null) - Number(b.source === null) ||
        (b.funnel[0]?.count ?? 0) - (a.funnel[0]?.count ?? 0) ||
        (b.funnel[1]?.count ?? 0) - (a.funnel[1]?.count ?? 0) ||
        (a.source ?? '').localeCompare(b.source ?? '', 'en', { sensitivity: 'base' }),
    );
}

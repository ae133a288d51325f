/**
 * The funnel's numbers and bar sizes: how many applications reached each stage, each stage as a
 * share of the first, and how many of the previous stage went on. Pure, so the chart component
 * only draws.
 */
import type { ApplicationStatus } from '@/gql/graphql';
import { STATUS_LABELS } from '@/lib/statuses';

export const FUNNEL_STAGES: readonly ApplicationStatus[] = [
  'applied',
  'interviewing',
  'offer',
  'accepted',
];

/** A stage that some applications reached is never drawn thinner than this, in percent. */
export const MIN_VISIBLE_PERCENT = 3;

export interface FunnelStage {
  status: ApplicationStatus;
  label: string;
  count: number;
  /** Bar width, percent of the widest stage; 0 only when the count is 0. */
  widthPercent: number;
  /** Share of the first stage (applied), rounded; null when nobody applied. */
  percentOfFirst: number | null;
  /** Share of the previous stage that reached this one, rounded; null for the first stage. */
  conversionPercent: number | null;
}

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/** The stages in funnel order; stages missing from `funnel` count 0. */
export function funnelStages(
  funnel: readonly { status: ApplicationStatus; count: number }[],
): FunnelStage[] {
  const counts = FUNNEL_STAGES.map((status) =>
    Math.max(0, funnel.find((entry) => entry.status === status)?.count ?? 0),
  );
  const widest = Math.max(0, ...counts);
  const first = counts[0] ?? 0;
  return FUNNEL_STAGES.map((status, index) => {
    const count = counts[index] ?? 0;
    const previous = index > 0 ? (counts[index - 1] ?? 0) : null;
    const width = widest > 0 ? (count / widest) * 100 : 0;
    return {
      status,
      label: STATUS_LABELS[status],
      count,
      widthPercent: count > 0 ? Math.max(MIN_VISIBLE_PERCENT, Math.round(width * 10) / 10) : 0,
      percentOfFirst: percent(count, first),
      conversionPercent: previous === null ? null : percent(count, previous),
    };
  });
}

/** What a stage's bar says to a screen reader: "Interviewing: 3 applications, 60% of Applied". */
export function stageDescription(stage: FunnelStage, index: number): string {
  const noun = stage.count === 1 ? 'application' : 'applications';
  const base = `${stage.label}: ${stage.count} ${noun}`;
  if (index === 0 || stage.conversionPercent === null) return base;
  const previous = FUNNEL_STAGES[index - 1];
  return previous ? `${base}, ${stage.conversionPercent}% of ${STATUS_LABELS[previous]}` : base;
}

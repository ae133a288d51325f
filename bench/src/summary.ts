/**
 * From raw rounds to the numbers the report shows: medians of accepted rounds (a round with
 * any non-2xx answer, error or timeout is rejected, never averaged in), ratios to each
 * baseline, and the targets checked against them.
 */
import type { LoadResult } from './load-spec.js';
import type { ServerKind } from './servers.js';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  if (upper === undefined) return Number.NaN;
  const lower = sorted[Math.floor((sorted.length - 1) / 2)] ?? upper;
  return (lower + upper) / 2;
}

export const isClean = (result: LoadResult): boolean =>
  result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result.requests > 0;

export interface Measured {
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  accepted: number;
  rejected: number;
}

export function summarise(rounds: readonly LoadResult[]): Measured {
  const accepted = rounds.filter(isClean);
  return {
    requestsPerSecond: median(accepted.map((round) => round.requestsPerSecond)),
    meanMs: median(accepted.map((round) => round.meanMs)),
    p50Ms: median(accepted.map((round) => round.p50Ms)),
    p99Ms: median(accepted.map((round) => round.p99Ms)),
    accepted: accepted.length,
    rejected: rounds.length - accepted.length,
  };
}

export type ByServer<T> = Record<ServerKind, T>;

export interface RouteOutcome {
  route: string;
  maxRate: ByServer<Measured>;
  /** p99 at a fixed rate of half the bare server's maximum, when measured. */
  halfRate?: { rate: number; p99Ms: ByServer<number> };
}

export interface TargetCheck {
  target: string;
  value: number;
  limit: number;
  /** Whether `value` must stay at or below `limit` (latency) rather than reach it (throughput). */
  atMost: boolean;
  met: boolean;
}

/** Targets on the GET routes: ≥ 0.95× bare and ≥ 1.3× Express; p99 at half rate ≤ 1.2× bare. */
export function checkRouteTargets(outcome: RouteOutcome, isGet: boolean): TargetCheck[] {
  const { ours, bare, express } = outcome.maxRate;
  const checks: TargetCheck[] = [];
  if (isGet) {
    const toBare = ours.requestsPerSecond / bare.requestsPerSecond;
    const toExpress = ours.requestsPerSecond / express.requestsPerSecond;
    checks.push(
      {
        target: `${outcome.route}: req/s vs bare`,
        value: toBare,
        limit: 0.95,
        atMost: false,
        met: toBare >= 0.95,
      },
      {
        target: `${outcome.route}: req/s vs Express`,
        value: toExpress,
        limit: 1.3,
        atMost: false,
        met: toExpress >= 1.3,
      },
    );
  }
  if (outcome.halfRate) {
    const ratio = outcome.halfRate.p99Ms.ours / outcome.halfRate.p99Ms.bare;
    checks.push({
      target: `${outcome.route}: p99 at half the bare maximum vs bare`,
      value: ratio,
      limit: 1.2,
      atMost: true,
      met: ratio <= 1.2,
    });
  }
  return checks;
}

/**
 * List latency at the largest case count must stay within 2× of the smallest. Mean latency,
 * not p50: autocannon's percentiles are whole milliseconds, too coarse for a ratio near 1 ms.
 */
export function checkScaleTarget(
  label: string,
  meanMsByCount: ReadonlyMap<number, number>,
): TargetCheck {
  const counts = [...meanMsByCount.keys()].sort((a, b) => a - b);
  const smallest = meanMsByCount.get(counts[0] ?? 0) ?? Number.NaN;
  const largest = meanMsByCount.get(counts.at(-1) ?? 0) ?? Number.NaN;
  const ratio = largest / smallest;
  return {
    target: `${label}: mean latency at ${counts.at(-1)} cases vs ${counts[0]}`,
    value: ratio,
    limit: 2,
    atMost: true,
    met: ratio <= 2,
  };
}

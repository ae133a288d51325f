/**
 * From raw rounds to the numbers the report shows: medians of accepted rounds (a round with
 * any non-2xx answer, error or timeout is rejected, never averaged in), ratios to each
 * baseline as medians of per-round ratios, and the targets checked against them.
 */
import type { LoadResult } from './load-spec.js';
import type { AnyServerKind, ServerKind } from './servers.js';

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

/**
 * The median of per-round ratios `pick(a) / pick(b)`, over the rounds both kept. Round i of
 * every server ran within seconds of the others (the order rotates inside a round), so a
 * slow spell of the machine — on a shared two-core VM they last tens of seconds and halve
 * everyone's rate — mostly slows both sides of a pair and leaves their ratio alone, where a
 * ratio of two medians can set one server's slow rounds against the other's fast ones.
 */
export function pairedRatio(
  a: readonly LoadResult[],
  b: readonly LoadResult[],
  pick: (round: LoadResult) => number,
): PairedRatio {
  const ratios = a.flatMap((roundA, index) => {
    const roundB = b[index];
    return roundB && isClean(roundA) && isClean(roundB) ? [pick(roundA) / pick(roundB)] : [];
  });
  return spreadOf(ratios);
}

/** The median of per-round ratios, with the spread, so a reader sees how noisy the machine was. */
function spreadOf(ratios: readonly number[]): PairedRatio {
  return {
    median: median(ratios),
    low: ratios.length > 0 ? Math.min(...ratios) : Number.NaN,
    high: ratios.length > 0 ? Math.max(...ratios) : Number.NaN,
  };
}

export interface PairedRatio {
  median: number;
  /** The lowest and highest per-round ratio. */
  low: number;
  high: number;
}

export interface RouteOutcome {
  route: string;
  maxRate: ByServer<Measured>;
  /** Each server's req/s against the bare server and against Express (paired, see above). */
  vsBare: ByServer<PairedRatio>;
  vsExpress: ByServer<PairedRatio>;
  /** p99 at a fixed rate of half the bare server's maximum, when measured. */
  halfRate?: {
    rate: number;
    p99Ms: ByServer<number>;
    p99VsBare: ByServer<PairedRatio>;
    /** Median over kept rounds of how late the load generator sent its latest request. */
    senderLateMs: ByServer<number>;
  };
}

const byServer = <T>(of: (kind: ServerKind) => T): ByServer<T> => ({
  ours: of('ours'),
  bare: of('bare'),
  express: of('express'),
});

const requestsPerSecond = (round: LoadResult): number => round.requestsPerSecond;
const p99 = (round: LoadResult): number => round.p99Ms;

/** A route's rounds (index i of every server = round i) as the report's numbers. */
export function routeOutcome(
  route: string,
  maxRateRounds: ByServer<readonly LoadResult[]>,
  halfRate?: { rate: number; rounds: ByServer<readonly LoadResult[]> },
): RouteOutcome {
  return {
    route,
    maxRate: byServer((kind) => summarise(maxRateRounds[kind])),
    vsBare: byServer((kind) =>
      pairedRatio(maxRateRounds[kind], maxRateRounds.bare, requestsPerSecond),
    ),
    vsExpress: byServer((kind) =>
      pairedRatio(maxRateRounds[kind], maxRateRounds.express, requestsPerSecond),
    ),
    ...(halfRate
      ? {
          halfRate: {
            rate: halfRate.rate,
            p99Ms: byServer((kind) => summarise(halfRate.rounds[kind]).p99Ms),
            p99VsBare: byServer((kind) =>
              pairedRatio(halfRate.rounds[kind], halfRate.rounds.bare, p99),
            ),
            senderLateMs: byServer((kind) =>
              median(
                halfRate.rounds[kind]
                  .filter(isClean)
                  .flatMap(({ senderLateMaxMs }) =>
                    senderLateMaxMs === undefined ? [] : [senderLateMaxMs],
                  ),
              ),
            ),
          },
        }
      : {}),
  };
}

/** One side-by-side round: ours and a baseline on the server core, loaded at the same time. */
export interface SideBySideRound {
  ours: LoadResult;
  baseline: LoadResult;
  /** CPU time each server used during the round (user and system, microseconds). */
  oursCpuMicros: number;
  baselineCpuMicros: number;
}

/** CPU per request of two servers over the same rounds, and their per-round ratio. */
export interface CpuComparison {
  /** Medians over the kept rounds. */
  oursMicrosPerRequest: number;
  baselineMicrosPerRequest: number;
  /**
   * The baseline's CPU per request over ours, per round: like the req/s ratios, above 1 means
   * ours does the request with less CPU.
   */
  baselineOverOurs: PairedRatio;
  accepted: number;
  rejected: number;
}

/**
 * CPU per request of two servers from rounds in which both ran at once on the same core: every
 * slow spell of the machine falls on both, so their ratio holds where rates measured one after
 * the other swing (docs/contributing/performance.md, "Side by side").
 */
export function compareCpu(rounds: readonly SideBySideRound[]): CpuComparison {
  const kept = rounds.filter((round) => isClean(round.ours) && isClean(round.baseline));
  const ours = kept.map((round) => round.oursCpuMicros / round.ours.requests);
  const theirs = kept.map((round) => round.baselineCpuMicros / round.baseline.requests);
  return {
    oursMicrosPerRequest: median(ours),
    baselineMicrosPerRequest: median(theirs),
    baselineOverOurs: spreadOf(theirs.map((micros, index) => micros / (ours[index] ?? Number.NaN))),
    accepted: kept.length,
    rejected: rounds.length - kept.length,
  };
}

export interface SideBySideOutcome extends CpuComparison {
  route: string;
  /** A baseline, or the Fastify reference (servers.ts). */
  baseline: Exclude<AnyServerKind, 'ours'>;
}

/** Ours against a baseline or the reference on one route (compareCpu). */
export function sideBySideOutcome(
  route: string,
  baseline: SideBySideOutcome['baseline'],
  rounds: readonly SideBySideRound[],
): SideBySideOutcome {
  return { route, baseline, ...compareCpu(rounds) };
}

export interface TargetCheck {
  target: string;
  value: number;
  limit: number;
  /** Whether `value` must stay at or below `limit` (latency) rather than reach it (throughput). */
  atMost: boolean;
  met: boolean;
  /** For a paired ratio: its lowest and highest round. */
  range?: [number, number];
}

/** Whether `value` is on the met side of `limit`: at or below it, or at or above it. */
export function meetsLimit(value: number, limit: number, atMost: boolean): boolean {
  return atMost ? value <= limit : value >= limit;
}

/** A check whose `met` follows from its value and limit, so the two cannot disagree. */
function targetCheck(
  target: string,
  value: number,
  { limit, atMost }: { limit: number; atMost: boolean },
  range?: [number, number],
): TargetCheck {
  return {
    target,
    value,
    limit,
    atMost,
    met: meetsLimit(value, limit, atMost),
    ...(range ? { range } : {}),
  };
}

/** Targets on the GET routes: ≥ 0.95× bare and ≥ 1.3× Express; p99 at half rate ≤ 1.2× bare. */
export function checkRouteTargets(outcome: RouteOutcome, isGet: boolean): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (isGet) {
    const toBare = outcome.vsBare.ours;
    const toExpress = outcome.vsExpress.ours;
    checks.push(
      targetCheck(
        `${outcome.route}: req/s vs bare`,
        toBare.median,
        { limit: 0.95, atMost: false },
        [toBare.low, toBare.high],
      ),
      targetCheck(
        `${outcome.route}: req/s vs Express`,
        toExpress.median,
        { limit: 1.3, atMost: false },
        [toExpress.low, toExpress.high],
      ),
    );
  }
  if (outcome.halfRate) {
    const ratio = outcome.halfRate.p99VsBare.ours;
    checks.push(
      targetCheck(
        `${outcome.route}: p99 at half the bare maximum vs bare`,
        ratio.median,
        { limit: 1.2, atMost: true },
        [ratio.low, ratio.high],
      ),
    );
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
  return targetCheck(
    `${label}: mean latency at ${counts.at(-1)} cases vs ${counts[0]}`,
    largest / smallest,
    { limit: 2, atMost: true },
  );
}

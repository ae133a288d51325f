import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-spec.js';
import {
  checkRouteTargets,
  checkScaleTarget,
  median,
  summarise,
  type Measured,
  type RouteOutcome,
} from './summary.js';

const round = (requestsPerSecond: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  requests: requestsPerSecond * 5,
  requestsPerSecond,
  meanMs: 1000 / requestsPerSecond,
  p50Ms: 2,
  p99Ms: 9,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...extra,
});

const measured = (requestsPerSecond: number): Measured => ({
  requestsPerSecond,
  meanMs: 1,
  p50Ms: 1,
  p99Ms: 1,
  accepted: 3,
  rejected: 0,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarise', () => {
  it('rejects rounds with any non-2xx answer, error or timeout instead of averaging them in', () => {
    const summary = summarise([
      round(1000),
      round(5000, { non2xx: 1 }),
      round(1100),
      round(9000, { errors: 2 }),
      round(900, { timeouts: 1 }),
    ]);
    expect(summary.accepted).toBe(2);
    expect(summary.rejected).toBe(3);
    expect(summary.requestsPerSecond).toBe(1050);
  });
});

describe('checkRouteTargets', () => {
  const outcome = (ours: number, bare: number, express: number): RouteOutcome => ({
    route: 'GET /x',
    maxRate: { ours: measured(ours), bare: measured(bare), express: measured(express) },
    halfRate: { rate: bare / 2, p99Ms: { ours: 6, bare: 5, express: 9 } },
  });

  it('passes at 0.95× bare, 1.3× Express and a p99 within 1.2× of bare', () => {
    const checks = checkRouteTargets(outcome(950, 1000, 700), true);
    expect(checks.map((check) => check.met)).toEqual([true, true, true]);
  });

  it('fails just below each limit', () => {
    const checks = checkRouteTargets(outcome(949, 1000, 731), true);
    expect(checks.map((check) => check.met)).toEqual([false, false, true]);
    const slow = checkRouteTargets(
      {
        ...outcome(1000, 1000, 500),
        halfRate: { rate: 1, p99Ms: { ours: 12.1, bare: 10, express: 1 } },
      },
      true,
    );
    expect(slow.at(-1)?.met).toBe(false);
  });

  it('holds writes to the latency target only', () => {
    expect(checkRouteTargets(outcome(100, 1000, 1000), false).map((c) => c.target)).toEqual([
      'GET /x: p99 at half the bare maximum vs bare',
    ]);
  });
});

describe('checkScaleTarget', () => {
  it('compares the largest case count with the smallest, whatever the order given', () => {
    const check = checkScaleTarget(
      'list',
      new Map([
        [100_000, 3.9],
        [1_000, 2],
        [10_000, 2.5],
      ]),
    );
    expect(check.value).toBeCloseTo(1.95);
    expect(check.met).toBe(true);
    expect(
      checkScaleTarget(
        'list',
        new Map([
          [1_000, 2],
          [100_000, 4.2],
        ]),
      ).met,
    ).toBe(false);
  });
});

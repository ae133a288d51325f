import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-spec.js';
import {
  checkRouteTargets,
  checkScaleTarget,
  median,
  pairedRatio,
  routeOutcome,
  sideBySideOutcome,
  summarise,
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

describe('pairedRatio', () => {
  it('takes the median of per-round ratios, so a slow spell cancels within its round', () => {
    // Round 2 ran in a slow spell for both; medians of each side would give 2000 / 3000.
    const ours = [round(3000), round(1500), round(2000)];
    const bare = [round(3100), round(1550), round(3000)];
    expect(pairedRatio(ours, bare, (r) => r.requestsPerSecond)).toEqual({
      median: 3000 / 3100,
      low: 2000 / 3000,
      high: 1500 / 1550,
    });
  });

  it('leaves out a round either side rejected', () => {
    const ours = [round(1000), round(5000), round(1000)];
    const bare = [round(1000), round(1000, { non2xx: 1 }), round(500)];
    expect(pairedRatio(ours, bare, (r) => r.requestsPerSecond).median).toBe(1.5);
    expect(pairedRatio([round(1)], [round(1, { errors: 1 })], (r) => r.p99Ms).median).toBeNaN();
  });
});

describe('routeOutcome', () => {
  it('summarises each server and pairs its rounds with each baseline', () => {
    const outcome = routeOutcome(
      'GET /x',
      {
        ours: [round(900), round(1000)],
        bare: [round(1000), round(1000)],
        express: [round(600), round(800)],
      },
      {
        rate: 500,
        rounds: {
          ours: [
            round(500, { p99Ms: 6, senderLateMaxMs: 3 }),
            round(500, { p99Ms: 12, senderLateMaxMs: 9 }),
          ],
          bare: [round(500, { p99Ms: 5 }), round(500, { p99Ms: 10 })],
          // A rejected round's lateness is left out with the rest of it.
          express: [
            round(500, { senderLateMaxMs: 4 }),
            round(500, { senderLateMaxMs: 80, non2xx: 1 }),
          ],
        },
      },
    );
    expect(outcome.maxRate.ours.requestsPerSecond).toBe(950);
    expect(outcome.vsBare.ours).toEqual({ median: 0.95, low: 0.9, high: 1 });
    expect(outcome.vsBare.express.median).toBe(0.7);
    expect(outcome.vsExpress.ours.median).toBeCloseTo((1.5 + 1.25) / 2);
    expect(outcome.halfRate?.p99Ms.ours).toBe(9);
    expect(outcome.halfRate?.p99VsBare.ours.median).toBeCloseTo(1.2);
    expect(outcome.halfRate?.senderLateMs.ours).toBe(6);
    expect(outcome.halfRate?.senderLateMs.express).toBe(4);
    expect(outcome.halfRate?.senderLateMs.bare).toBeNaN();
  });
});

describe('checkRouteTargets', () => {
  const outcome = (ours: number, bare: number, express: number, p99s = [6, 5]) =>
    routeOutcome(
      'GET /x',
      { ours: [round(ours)], bare: [round(bare)], express: [round(express)] },
      {
        rate: bare / 2,
        rounds: {
          ours: [round(1, { p99Ms: p99s[0] })],
          bare: [round(1, { p99Ms: p99s[1] })],
          express: [round(1)],
        },
      },
    );

  it('passes at 0.95× bare, 1.3× Express and a p99 within 1.2× of bare', () => {
    const checks = checkRouteTargets(outcome(950, 1000, 700), true);
    expect(checks.map((check) => check.met)).toEqual([true, true, true]);
    expect(checks[0]?.range).toEqual([0.95, 0.95]);
  });

  it('fails just below each limit', () => {
    const checks = checkRouteTargets(outcome(949, 1000, 731), true);
    expect(checks.map((check) => check.met)).toEqual([false, false, true]);
    const slow = checkRouteTargets(outcome(1000, 1000, 500, [12.1, 10]), true);
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

describe('sideBySideOutcome', () => {
  // round(rps) answers rps × 5 requests.
  const sideBySide = (oursCpuMicros: number, baselineCpuMicros: number, extra = {}) => ({
    ours: round(1000),
    baseline: round(1000, extra),
    oursCpuMicros,
    baselineCpuMicros,
  });

  it("divides each server's CPU by its own requests and puts the baseline's over ours", () => {
    const outcome = sideBySideOutcome('GET /plants', 'bare', [
      { ...sideBySide(0, 0), ours: round(2000), oursCpuMicros: 2_000_000 }, // 200 µs a request
      sideBySide(1_000_000, 850_000),
      sideBySide(1_100_000, 990_000),
    ]);
    expect(outcome.oursMicrosPerRequest).toBe(200);
    expect(outcome.baselineMicrosPerRequest).toBe(170);
    // Per round: 0/200, 170/200, 198/220 → median 0.85.
    expect(outcome.baselineOverOurs.median).toBeCloseTo(0.85);
    expect(outcome.baselineOverOurs.low).toBe(0);
    expect(outcome.baselineOverOurs.high).toBeCloseTo(0.9);
    expect(outcome.accepted).toBe(3);
  });

  it('rejects a round in which either server answered anything but 2xx', () => {
    const outcome = sideBySideOutcome('GET /plants', 'express', [
      sideBySide(1_000_000, 2_000_000),
      sideBySide(1_000_000, 9_000_000, { non2xx: 3 }),
      { ...sideBySide(1_000_000, 9_000_000), ours: round(1000, { errors: 1 }) },
    ]);
    expect(outcome.accepted).toBe(1);
    expect(outcome.rejected).toBe(2);
    expect(outcome.baselineOverOurs.median).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { judgeGrowth, slopePerHour, type Sample } from './trend.js';

const every10s = (rss: (index: number) => number, count = 60): Sample[] =>
  Array.from({ length: count }, (_, index) => ({ seconds: index * 10, rssMb: rss(index) }));
const limits = { warmupSeconds: 60, maxMbPerHour: 20, maxRiseMb: 10 };

describe('slopePerHour', () => {
  it('is the least-squares slope in MB per hour', () => {
    // 1 MB every 10 s is 360 MB per hour.
    expect(slopePerHour(every10s((index) => 100 + index))).toBeCloseTo(360);
    expect(slopePerHour(every10s(() => 100))).toBe(0);
  });
});

describe('judgeGrowth', () => {
  it('calls steady memory with noise steady', () => {
    const verdict = judgeGrowth(
      every10s((index) => 150 + (index % 3) * 4),
      limits,
    );
    expect(verdict.growing).toBe(false);
  });

  it('calls a leak a leak', () => {
    const verdict = judgeGrowth(
      every10s((index) => 150 + index * 0.5),
      limits,
    );
    expect(verdict.growing).toBe(true);
    expect(verdict.riseMb).toBeGreaterThan(10);
  });

  it('ignores the warm-up, where caches fill', () => {
    const verdict = judgeGrowth(
      every10s((index) => (index < 6 ? 50 + index * 20 : 160)),
      limits,
    );
    expect(verdict.growing).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { describeRun, parseCpuSlowdown, type LighthouseRun } from './runs.mjs';

describe('parseCpuSlowdown', () => {
  it('leaves Lighthouse its default when the option is absent', () => {
    expect(parseCpuSlowdown([])).toBeUndefined();
  });

  it('reads the multiplier in either spelling', () => {
    expect(parseCpuSlowdown(['--cpu-slowdown=10'])).toBe(10);
    expect(parseCpuSlowdown(['--cpu-slowdown', '2.5'])).toBe(2.5);
  });

  it.each([['0'], ['21'], ['fast'], [''], ['NaN'], ['Infinity']])(
    'refuses %j, naming the allowed range',
    (value) => {
      expect(() => parseCpuSlowdown([`--cpu-slowdown=${value}`])).toThrow(/from 1 to 20/);
    },
  );

  it('refuses the option without a value', () => {
    expect(() => parseCpuSlowdown(['--cpu-slowdown'])).toThrow(/from 1 to 20/);
  });

  it('refuses arguments it does not know, so a typo cannot run the default silently', () => {
    expect(() => parseCpuSlowdown(['--cpu-slowdwn=8'])).toThrow(/unknown argument/);
  });
});

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    finalDisplayedUrl: 'http://localhost:41234/dashboard?x=1',
    categories: { performance: { score: 0.96 }, accessibility: { score: 1 } },
    audits: {
      'total-blocking-time': { displayValue: '70 ms' },
      'largest-contentful-paint': { displayValue: '2.4 s' },
      'first-contentful-paint': { displayValue: '0.9 s' },
    },
    environment: { benchmarkIndex: 3767.4 },
    ...overrides,
  };
}

describe('describeRun', () => {
  it('names the page, its scores and metrics, and the device Lighthouse simulated', () => {
    expect(describeRun(run())).toBe(
      '/dashboard performance 0.96, accessibility 1 (TBT 70 ms, LCP 2.4 s, FCP 0.9 s); ' +
        'host benchmark 3767 ÷ CPU ×4 = device 942',
    );
  });

  it('divides by the multiplier the run was made with', () => {
    const slowed = run({ configSettings: { throttling: { cpuSlowdownMultiplier: 10 } } });
    expect(describeRun(slowed)).toMatch(/host benchmark 3767 ÷ CPU ×10 = device 377$/);
  });

  it('marks metrics a run did not report instead of failing', () => {
    expect(describeRun(run({ audits: {} }))).toContain('(TBT ?, LCP ?, FCP ?)');
  });
});

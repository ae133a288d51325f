import { describe, expect, it } from 'vitest';
import { describeReference, describeRun, parseCpuSlowdown, type LighthouseRun } from './runs.mjs';

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

  it("names the reference page's runs by what they are, not by their path", () => {
    const reference = run({ finalDisplayedUrl: 'http://localhost:45000/' });
    const options = { referenceOrigin: 'http://localhost:45000' };
    expect(describeRun(reference, options)).toMatch(
      /^reference \(a minimal Next\.js page\) performance 0\.96,/,
    );
    // The app's own pages keep their paths, though they share the host name.
    expect(describeRun(run(), options)).toMatch(/^\/dashboard performance/);
  });
});

describe('describeReference', () => {
  const referenceOrigin = 'http://localhost:45000';
  const scored = (score: number | null, origin = referenceOrigin): LighthouseRun =>
    run({
      finalDisplayedUrl: `${origin}/`,
      categories: { performance: { score }, accessibility: { score: 1 } },
    });

  it("gives the range of the reference's scores, leaving the app's pages out", () => {
    const runs = [
      scored(0.97),
      scored(0.7, 'http://localhost:41234'),
      scored(0.92),
      scored(0.95),
      scored(1, 'http://localhost:41234'),
    ];
    expect(describeReference(runs, referenceOrigin, 0.9)).toBe(
      'reference (a minimal Next.js page) scored performance 0.92–0.97 on this host with the ' +
        'same settings: about the most any page of this app can score here',
    );
  });

  it('says when even the reference stays below the asserted score', () => {
    const runs = [scored(0.83), scored(0.9), scored(0.88)];
    expect(describeReference(runs, referenceOrigin, 0.95)).toBe(
      'reference (a minimal Next.js page) scored performance 0.83–0.9 on this host with the ' +
        'same settings: about the most any page of this app can score here, so the 0.95 ' +
        'asserted is out of reach on this host',
    );
    // Without an asserted score to compare with, no verdict.
    expect(describeReference(runs, referenceOrigin, undefined)).not.toMatch(/out of reach/);
    // One reference run at the asserted score is enough to leave the target within reach.
    expect(describeReference([...runs, scored(0.95)], referenceOrigin, 0.95)).not.toMatch(
      /out of reach/,
    );
  });

  it('gives one score once when every run scored the same', () => {
    expect(describeReference([scored(1), scored(1)], referenceOrigin, 0.95)).toMatch(
      /scored performance 1 on this host/,
    );
  });

  it('says nothing when the reference has no scored run', () => {
    expect(describeReference([scored(null)], referenceOrigin, 0.95)).toBeUndefined();
    expect(describeReference([scored(0.9, 'http://localhost:41234')], referenceOrigin, 0.95)).toBe(
      undefined,
    );
  });
});

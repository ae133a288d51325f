import { describe, expect, it } from 'vitest';
import { latencySummary } from './latency-summary.js';

describe('latencySummary', () => {
  it('takes nearest-rank percentiles of the sorted latencies', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 … 1
    expect(latencySummary(latencies)).toEqual({ meanMs: 50.5, p50Ms: 50, p99Ms: 99 });
  });

  it('lets one slow request in a hundred set the p99 only when it is the 99th rank', () => {
    const latencies = [...Array.from({ length: 99 }, () => 1), 250];
    expect(latencySummary(latencies).p99Ms).toBe(1);
    expect(latencySummary([...latencies, 250]).p99Ms).toBe(250);
  });

  it('rounds to hundredths of a millisecond', () => {
    expect(latencySummary([1.234_56, 1.234_56])).toEqual({
      meanMs: 1.23,
      p50Ms: 1.23,
      p99Ms: 1.23,
    });
  });

  it('has no percentiles without latencies', () => {
    expect(Number.isNaN(latencySummary([]).p99Ms)).toBe(true);
  });
});

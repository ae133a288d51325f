/** Mean and nearest-rank percentiles of latencies in milliseconds, rounded to 0.01 ms. */
export function latencySummary(latenciesMs: readonly number[]): {
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
} {
  if (latenciesMs.length === 0) return { meanMs: Number.NaN, p50Ms: Number.NaN, p99Ms: Number.NaN };
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const rank = (percentile: number): number =>
    sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? Number.NaN;
  const round = (ms: number): number => Math.round(ms * 100) / 100;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { meanMs: round(mean), p50Ms: round(rank(50)), p99Ms: round(rank(99)) };
}

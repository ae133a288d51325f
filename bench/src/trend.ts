/**
 * Is memory growing? The least-squares slope of samples taken after the warm-up, and the
 * verdict the soak prints: growth is a slope above `maxMbPerHour` that also shows in the
 * end-to-end rise, so one garbage collection landing late does not fail a run.
 */
export interface Sample {
  seconds: number;
  rssMb: number;
}

export function slopePerHour(samples: readonly Sample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.seconds, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.rssMb, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const { seconds, rssMb } of samples) {
    numerator += (seconds - meanX) * (rssMb - meanY);
    denominator += (seconds - meanX) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 3600;
}

export interface Verdict {
  slopeMbPerHour: number;
  /** Mean of the last quarter minus mean of the first quarter of the steady samples. */
  riseMb: number;
  growing: boolean;
}

export function judgeGrowth(
  samples: readonly Sample[],
  {
    warmupSeconds,
    maxMbPerHour,
    maxRiseMb,
  }: { warmupSeconds: number; maxMbPerHour: number; maxRiseMb: number },
): Verdict {
  const steady = samples.filter((sample) => sample.seconds >= warmupSeconds);
  const quarter = Math.max(1, Math.floor(steady.length / 4));
  const mean = (part: readonly Sample[]): number =>
    part.reduce((sum, s) => sum + s.rssMb, 0) / Math.max(1, part.length);
  const riseMb = mean(steady.slice(-quarter)) - mean(steady.slice(0, quarter));
  const slopeMbPerHour = slopePerHour(steady);
  return { slopeMbPerHour, riseMb, growing: slopeMbPerHour > maxMbPerHour && riseMb > maxRiseMb };
}

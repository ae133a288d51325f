/**
 * A yardstick for the machine itself. The rates in a report swing with the host: the bare
 * server's plant pages ran at 2,470 a second in one committed run and 9,195 in the next, on the
 * same code. Timing one fixed piece of work on the server core before and after a run says how
 * fast the machine was while it ran, and whether it changed meanwhile, so two reports can be
 * read side by side. The work is the kind every server under test does per request: HMAC a
 * token, write and read a page of cases as JSON.
 */
import { createHmac } from 'node:crypto';
import { median } from './summary.js';

export interface MachineSpeed {
  /** Median over the batches of the time one unit of work took, in µs. */
  microsPerUnit: number;
  fastestMicros: number;
  slowestMicros: number;
}

const SECRET = 'machine-speed-secret-machine-speed-secret';
const TOKEN = 'ra_pat_machine_speed_0123456789abcdefghijklmnopqrstuvwxyz';

/** Fifty cases as the list route returns them, built once: the unit serialises and reads them. */
const PAGE = {
  items: Array.from({ length: 50 }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Software engineer ${index}`,
    subtitle: `Company ${index % 7} · Remote`,
    status: 'applied',
    summary: `Match ${index}% · Next: prepare for the interview`,
    fields: { matchScore: index, salary: null, source: 'referral' },
    url: `http://localhost:3000/applications/${index}`,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    version: index + 1,
  })),
  nextCursor: null,
};

/** One unit of work; returns a number that depends on all of it, so none can be skipped. */
export function unitOfWork(): number {
  const digest = createHmac('sha256', SECRET).update(TOKEN).digest();
  const text = JSON.stringify(PAGE);
  const read = JSON.parse(text) as typeof PAGE;
  return (digest[0] ?? 0) + text.length + read.items.length;
}

/** Per-batch times in µs per unit, as the batches ran. */
export function summariseBatches(microsPerUnit: readonly number[]): MachineSpeed {
  if (microsPerUnit.length === 0) throw new Error('no batches were timed');
  return {
    microsPerUnit: median(microsPerUnit),
    fastestMicros: Math.min(...microsPerUnit),
    slowestMicros: Math.max(...microsPerUnit),
  };
}

/** Times `batches` batches of `unitsPerBatch` units after `warmUpMs` of unmeasured work. */
export function timeUnits({
  batches,
  unitsPerBatch,
  warmUpMs,
}: {
  batches: number;
  unitsPerBatch: number;
  warmUpMs: number;
}): MachineSpeed {
  let sink = 0;
  const warmUpUntil = performance.now() + warmUpMs;
  while (performance.now() < warmUpUntil) sink += unitOfWork();
  const perUnit: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const start = performance.now();
    for (let unit = 0; unit < unitsPerBatch; unit += 1) sink += unitOfWork();
    perUnit.push(((performance.now() - start) * 1000) / unitsPerBatch);
  }
  if (sink === 0) throw new Error('the unit of work did nothing');
  return summariseBatches(perUnit);
}

const format = (micros: number): string => micros.toFixed(1);

/** "Machine speed: … took 41.2 µs (batches 40.8–44.0) on the server core before the run and …". */
export function describeMachineSpeed(before: MachineSpeed, after: MachineSpeed): string {
  const part = (speed: MachineSpeed) =>
    `${format(speed.microsPerUnit)} µs (batches ${format(speed.fastestMicros)}–${format(speed.slowestMicros)})`;
  return `Machine speed: a fixed unit of work (HMAC-SHA-256 of a token, JSON.stringify and JSON.parse of a 50-case page; bench/src/machine-speed.ts) took ${part(before)} on the server core before the run and ${part(after)} after it; lower is faster, and servers' rates and CPU per request move with it`;
}

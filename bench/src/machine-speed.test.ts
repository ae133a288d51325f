import { describe, expect, it } from 'vitest';
import { describeMachineSpeed, summariseBatches, timeUnits, unitOfWork } from './machine-speed.js';

describe('unitOfWork', () => {
  it('does the same work every time', () => {
    expect(unitOfWork()).toBe(unitOfWork());
    expect(unitOfWork()).toBeGreaterThan(1_000);
  });
});

describe('summariseBatches', () => {
  it('takes the median batch and the range', () => {
    expect(summariseBatches([50, 40, 90, 42, 41])).toEqual({
      microsPerUnit: 42,
      fastestMicros: 40,
      slowestMicros: 90,
    });
  });

  it('refuses no batches at all', () => {
    expect(() => summariseBatches([])).toThrow(/no batches/);
  });
});

describe('timeUnits', () => {
  it('times each batch', () => {
    const speed = timeUnits({ batches: 3, unitsPerBatch: 5, warmUpMs: 0 });
    expect(speed.microsPerUnit).toBeGreaterThan(0);
    expect(speed.fastestMicros).toBeLessThanOrEqual(speed.microsPerUnit);
    expect(speed.slowestMicros).toBeGreaterThanOrEqual(speed.microsPerUnit);
  });
});

describe('describeMachineSpeed', () => {
  it('gives both measurements with their ranges', () => {
    const line = describeMachineSpeed(
      { microsPerUnit: 41.24, fastestMicros: 40.8, slowestMicros: 44 },
      { microsPerUnit: 80.5, fastestMicros: 79, slowestMicros: 120.25 },
    );
    expect(line).toContain('41.2 µs (batches 40.8–44.0) on the server core before the run');
    expect(line).toContain('80.5 µs (batches 79.0–120.3) after it');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleRepeatingPass } from './repeating-pass.js';

describe('scheduleRepeatingPass', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass every interval, the next one only after the last has finished', async () => {
    let finishPass: (() => void) | undefined;
    const starts: number[] = [];
    const schedule = scheduleRepeatingPass({
      intervalMs: 1000,
      pass: () => {
        starts.push(Date.now());
        return new Promise<void>((resolve) => {
          finishPass = resolve;
        });
      },
    });
    const begun = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([begun + 1000]);
    // A slow pass: no second one while it runs.
    await vi.advanceTimersByTimeAsync(5000);
    expect(starts).toHaveLength(1);
    finishPass?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toEqual([begun + 1000, begun + 7000]);
    finishPass?.();
    await schedule.stop();
  });

  it('goes on after a failed pass', async () => {
    let passes = 0;
    const schedule = scheduleRepeatingPass({
      intervalMs: 100,
      pass: () => {
        passes += 1;
        return Promise.reject(new Error('database down'));
      },
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(passes).toBe(3);
    await schedule.stop();
  });

  it('stops: aborts the pass under way, waits for it, and starts no other', async () => {
    let signalSeen: AbortSignal | undefined;
    let passes = 0;
    const schedule = scheduleRepeatingPass({
      intervalMs: 100,
      pass: (signal) => {
        passes += 1;
        signalSeen = signal;
        return new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            resolve();
          });
        });
      },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(signalSeen?.aborted).toBe(false);
    await schedule.stop();
    expect(signalSeen?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(1);
  });

  it('runs nothing with an interval of 0', async () => {
    const pass = vi.fn(() => Promise.resolve());
    const schedule = scheduleRepeatingPass({ intervalMs: 0, pass });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pass).not.toHaveBeenCalled();
    await schedule.stop();
  });
});

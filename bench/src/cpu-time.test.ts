import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuTicksOf, cpuTimeMicros } from './cpu-time.js';

describe('cpuTicksOf', () => {
  it('adds utime and stime, counting fields after the command name', () => {
    // A name with a space and a parenthesis, as a thread may name itself.
    const stat =
      '4242 (node (main) x) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 56 0 0 20 0 11 0 100 0 0';
    expect(cpuTicksOf(stat)).toBe(1234 + 56);
  });

  it('refuses text that is not a stat line', () => {
    expect(() => cpuTicksOf('no such process')).toThrow(/stat/);
  });
});

describe('cpuTimeMicros', () => {
  it.skipIf(!existsSync('/proc/self/stat'))('grows while this process works', async () => {
    const before = (await cpuTimeMicros(process.pid)) ?? Number.NaN;
    const until = Date.now() + 60;
    while (Date.now() < until);
    const after = await cpuTimeMicros(process.pid);
    expect(after).toBeGreaterThan(before);
  });

  it('is undefined for a process that does not exist', async () => {
    expect(await cpuTimeMicros(2 ** 30)).toBeUndefined();
  });
});

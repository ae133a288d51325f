/**
 * CPU time a process has used so far (user and system, all its threads), read from /proc.
 * The side-by-side runs divide it by the requests a server answered.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** utime and stime, in clock ticks, from the text of /proc/<pid>/stat. */
export function cpuTicksOf(stat: string): number {
  // The command name (field 2) may hold spaces and parentheses: count fields from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the line; the first after the name is field 3.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime))
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return utime + stime;
}

// USER_HZ: 100 on every Linux we know of, and the fallback where getconf is missing.
const clockTicks = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
const ticksPerSecond = (clockTicks.status === 0 && Number(clockTicks.stdout.trim())) || 100;

/** The process's CPU time in microseconds, or undefined where there is no /proc (not Linux). */
export async function cpuTimeMicros(pid: number): Promise<number | undefined> {
  try {
    return (cpuTicksOf(await readFile(`/proc/${pid}/stat`, 'utf8')) * 1_000_000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

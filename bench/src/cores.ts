/**
 * Core pinning: the server on one core, the load generator on another, so that neither steals
 * the other's time. Without taskset (or with a single core) runs are unpinned, and the report
 * says so.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface CorePlan {
  server: number | undefined;
  load: number | undefined;
  description: string;
}

export function planCores(): CorePlan {
  const cores = availableParallelism();
  const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
  if (!hasTaskset || cores < 2)
    return {
      server: undefined,
      load: undefined,
      description: 'not pinned (no taskset or one core)',
    };
  return {
    server: 0,
    load: 1,
    description: `server on core 0, load generator on core 1 (taskset); PostgreSQL unpinned, ${cores} cores in all`,
  };
}

/** The command line that runs `command args` on `core` (as is when core is undefined). */
export function pinned(
  core: number | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  return core === undefined ? [command, args] : ['taskset', ['-c', String(core), command, ...args]];
}

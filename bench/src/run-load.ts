/**
 * Runs a load worker in a child process pinned to the load generator's core: autocannon for
 * "as fast as it goes", the paced worker for fixed rates (servers taking turns). The machine's
 * speed is timed the same way, in a child pinned to the server core.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec, SaturatingTurnsSpec, TurnsSpec } from './load-spec.js';
import { pinned } from './cores.js';
import type { MachineSpeed } from './machine-speed.js';

const maximumRateWorker = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
const fixedRateWorker = fileURLToPath(new URL('./paced-load-worker.ts', import.meta.url));
const saturatingTurnsWorker = fileURLToPath(
  new URL('./saturating-turns-worker.ts', import.meta.url),
);
const machineSpeedWorker = fileURLToPath(new URL('./machine-speed-worker.ts', import.meta.url));

/** Runs `worker` with `input` as JSON on its stdin and parses the JSON on its last line of output. */
function runWorker<T>(worker: string, input: unknown, core: number | undefined): Promise<T> {
  const [command, args] = pinned(core, process.execPath, ['--import', 'tsx', worker]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify(input));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`load worker exited with ${code}: ${output}`));
      else resolve(JSON.parse(last) as T);
    });
  });
}

/** One server as fast as it goes (`spec.overallRate` unset). */
export function runLoad(spec: LoadSpec, core: number | undefined): Promise<LoadResult> {
  if (spec.overallRate !== undefined) throw new Error('a fixed rate runs through runTurns');
  return runWorker<LoadResult>(maximumRateWorker, spec, core);
}

/** Servers at a fixed rate, taking turns; one result per server, in the same order. */
export function runTurns(spec: TurnsSpec, core: number | undefined): Promise<LoadResult[]> {
  return runWorker<LoadResult[]>(fixedRateWorker, spec, core);
}

/** Servers as fast as they go, taking turns; one result per server, in the same order. */
export function runSaturatingTurns(
  spec: SaturatingTurnsSpec,
  core: number | undefined,
): Promise<LoadResult[]> {
  return runWorker<LoadResult[]>(saturatingTurnsWorker, spec, core);
}

/** The machine's speed on `core` now (machine-speed.ts), timed in a process of its own. */
export function measureMachineSpeed(core: number | undefined): Promise<MachineSpeed> {
  return runWorker<MachineSpeed>(machineSpeedWorker, {}, core);
}

/**
 * Runs a load worker in a child process pinned to the load generator's core: autocannon for
 * "as fast as it goes", the paced worker when the spec asks for a fixed rate.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load-spec.js';
import { pinned } from './cores.js';

const maximumRateWorker = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
const fixedRateWorker = fileURLToPath(new URL('./paced-load-worker.ts', import.meta.url));

export function runLoad(spec: LoadSpec, core: number | undefined): Promise<LoadResult> {
  const [command, args] = pinned(core, process.execPath, [
    '--import',
    'tsx',
    spec.overallRate === undefined ? maximumRateWorker : fixedRateWorker,
    JSON.stringify(spec),
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`load worker exited with ${code}: ${output}`));
      else resolve(JSON.parse(last) as LoadResult);
    });
  });
}

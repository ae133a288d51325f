/**
 * Two builds of the backend side by side: CPU per request of each, both on the server core and
 * loaded at the same time, the way bench.ts sets ours against a baseline. A change to the hot
 * path that costs or saves a few per cent is lost in the noise of rates measured one after the
 * other (a full `npm run bench`, an hour, moves more than that between runs of the same code);
 * side by side both builds meet the same slow spells of the machine, and an A/A run (a build
 * against a copy of itself) agrees within ±2 % here.
 *
 *   npm run build --workspace @resume-agent/backend && cp -r backend/dist backend/dist-before
 *   (change the backend)
 *   npm run compare-builds -- --before backend/dist-before [--engine postgres|pglite]
 *                             [--forks 4] [--rounds 3] [--duration 4] [--connections 50] [--prime 3]
 *
 * The after build is backend/dist, built first, unless --after names another copy.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serverEntryOf } from './builds.js';
import { planCores } from './cores.js';
import { cpuTimeMicros } from './cpu-time.js';
import { checkSameAnswers } from './equivalence.js';
import {
  type BenchUser,
  discardTarget,
  freshTarget,
  ownTarget,
  prepareFixtures,
} from './fixtures.js';
import type { LoadSpec } from './load-spec.js';
import { describeMachineSpeed } from './machine-speed.js';
import { measureMachineSpeed, runLoad } from './run-load.js';
import { buildBackend, type DatabaseTarget, type RunningServer, startServer } from './servers.js';
import { compareCpu, median, type SideBySideRound } from './summary.js';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    engine: { type: 'string', default: 'postgres' },
    // Both builds started afresh this many times, which first alternating: of two copies of one
    // build, the one started second spent 3 % less CPU per request in all 12 rounds of one
    // pair here (performance.md, step 5), and each process's JIT settles at its own offset;
    // only more processes, in both orders, average those away (bench.ts's forks).
    forks: { type: 'string', default: '4' },
    // Rounds per fork and route.
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
    // Passes over every route before measuring: V8 settles over seconds (bench.ts).
    prime: { type: 'string', default: '3' },
  },
});

// Side by side on the GET routes only: two servers writing the same cases at once would wait
// on each other's row locks (bench.ts).
const PATHS = ['/plants?limit=50', '/api/cases?limit=50'];

const repository = fileURLToPath(new URL('../..', import.meta.url));
// npm runs scripts in the workspace; paths on the command line are the caller's.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();
const engine = options.engine;
if (engine !== 'postgres' && engine !== 'pglite')
  throw new Error(`--engine must be postgres or pglite, not ${engine}`);
if (options.before === undefined)
  throw new Error('--before names the build to compare with, such as backend/dist-before');
function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number of at least 1, not ${value}`);
  return number;
}
const forks = positiveInteger('forks', options.forks);
const roundsPerFork = positiveInteger('rounds', options.rounds);
const durationSeconds = positiveInteger('duration', options.duration);
const connections = positiveInteger('connections', options.connections);
const primePasses = positiveInteger('prime', options.prime);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cores = planCores();

const beforeEntry = serverEntryOf(repository, callerDirectory, options.before);
if (options.after === undefined) buildBackend();
const afterEntry = serverEntryOf(repository, callerDirectory, options.after ?? 'backend/dist');

function log(message: string): void {
  console.log(`[compare ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

const loadOf = (
  server: RunningServer,
  path: string,
  user: BenchUser,
  seconds: number,
): LoadSpec => ({
  url: `${server.origin}${path}`,
  method: 'GET',
  token: user.token,
  connections,
  durationSeconds: seconds,
});

/** Both builds loaded at once, each by its own load generator; which starts first alternates. */
async function sideBySide(
  before: RunningServer,
  after: RunningServer,
  path: string,
  user: BenchUser,
  round: number,
): Promise<SideBySideRound> {
  const cpuOf = async (server: RunningServer) => (await cpuTimeMicros(server.pid)) ?? Number.NaN;
  const [beforeAtStart, afterAtStart] = [await cpuOf(before), await cpuOf(after)];
  const run = (server: RunningServer) =>
    runLoad(loadOf(server, path, user, durationSeconds), cores.load);
  const [afterResult, beforeResult] =
    round % 2 === 0
      ? await Promise.all([run(after), run(before)])
      : await Promise.all([run(before), run(after)]).then(([b, a]) => [a, b] as const);
  // compareCpu's "ours" is the after build: above 1× the after build spends less CPU.
  return {
    ours: afterResult,
    baseline: beforeResult,
    oursCpuMicros: (await cpuOf(after)) - afterAtStart,
    baselineCpuMicros: (await cpuOf(before)) - beforeAtStart,
  };
}

const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(3)}×` : 'n/a');

/** Both builds started afresh (which first alternates by fork), primed alike, then measured. */
async function measureFork(
  targets: { before: DatabaseTarget; after: DatabaseTarget },
  user: BenchUser,
  fork: number,
  roundsByPath: Map<string, SideBySideRound[]>,
): Promise<void> {
  const started: RunningServer[] = [];
  try {
    const start = async (build: 'before' | 'after') => {
      const server = await startServer('ours', targets[build], {
        core: cores.server,
        entryPoint: build === 'before' ? beforeEntry : afterEntry,
      });
      started.push(server);
      return server;
    };
    let before: RunningServer;
    let after: RunningServer;
    if (fork % 2 === 0) {
      before = await start('before');
      after = await start('after');
    } else {
      after = await start('after');
      before = await start('before');
    }
    if ((await cpuTimeMicros(after.pid)) === undefined)
      throw new Error('no /proc here: CPU time per process cannot be read');
    if (fork === 0) {
      try {
        await checkSameAnswers({ before, after }, user, PATHS);
      } catch (error) {
        log(
          `the builds answer differently, so they do different work: ${(error as Error).message}`,
        );
      }
    }
    for (let pass = 0; pass < primePasses; pass += 1)
      for (const path of PATHS)
        for (const server of [before, after])
          await runLoad(loadOf(server, path, user, 3), cores.load);
    for (const path of PATHS)
      for (let round = 0; round < roundsPerFork; round += 1) {
        const result = await sideBySide(before, after, path, user, round);
        log(
          `fork ${fork + 1} ${path} round ${round + 1}: before ${(result.baselineCpuMicros / result.baseline.requests).toFixed(1)} µs, after ${(result.oursCpuMicros / result.ours.requests).toFixed(1)} µs a request`,
        );
        roundsByPath.get(path)?.push(result);
      }
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

async function compare(seeded: DatabaseTarget, copies: string[]): Promise<string[]> {
  const [user] = await prepareFixtures(seeded, [1000]);
  if (user === undefined) throw new Error('no user');
  const targets = {
    before: await ownTarget(seeded, copies),
    after: await ownTarget(seeded, copies),
  };
  const roundsByPath = new Map(PATHS.map((path) => [path, [] as SideBySideRound[]]));
  for (let fork = 0; fork < forks; fork += 1) await measureFork(targets, user, fork, roundsByPath);
  const lines = [
    `Two builds side by side on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${cores.description}): ${forks} forks (both builds started afresh) of ${roundsPerFork} rounds of ${durationSeconds} s on each route, ${connections} connections each. Above 1× the after build spends less CPU on a request.`,
    '',
    '| Route | before µs | after µs | before ÷ after | rounds from–to | before req/s | after req/s | rounds kept / rejected |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [path, results] of roundsByPath) {
    const cpu = compareCpu(results);
    const rate = (pick: (round: SideBySideRound) => number) =>
      Math.round(median(results.map(pick))).toLocaleString('en-US');
    lines.push(
      `| GET ${path} | ${cpu.baselineMicrosPerRequest.toFixed(1)} | ${cpu.oursMicrosPerRequest.toFixed(1)} | ${ratio(cpu.baselineOverOurs.median)} | ${ratio(cpu.baselineOverOurs.low)}–${ratio(cpu.baselineOverOurs.high)} | ${rate((round) => round.baseline.requestsPerSecond)} | ${rate((round) => round.ours.requestsPerSecond)} | ${cpu.accepted} / ${cpu.rejected} |`,
    );
  }
  return lines;
}

const copies: string[] = [];
const seeded = await freshTarget(engine, adminUrl, 'resume_agent_compare');
try {
  const speedBefore = await measureMachineSpeed(cores.server);
  const lines = await compare(seeded, copies);
  const speedAfter = await measureMachineSpeed(cores.server);
  console.log(`\n${[...lines, '', describeMachineSpeed(speedBefore, speedAfter)].join('\n')}`);
} finally {
  await discardTarget(seeded, adminUrl, copies);
}

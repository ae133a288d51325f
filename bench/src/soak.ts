/**
 * `npm run soak`: ten minutes of mixed traffic against the built backend, its memory (RSS,
 * read from /proc) sampled every 10 s, then a verdict on the trend. Exits 1 on growth.
 *
 * Options: --minutes N (10) --rate N requests/s (200) --engine pglite|postgres (pglite)
 * DATABASE_URL names the PostgreSQL server for --engine postgres.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { discardTarget, freshTarget, prepareFixtures } from './fixtures.js';
import { buildBackend, startServer } from './servers.js';
import { judgeGrowth, type Sample } from './trend.js';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    engine: { type: 'string', default: 'pglite' },
  },
});
const durationSeconds = Math.round(Number(options.minutes) * 60);
const SAMPLE_EVERY_MS = 10_000;
/**
 * V8 starts the young generation small and doubles it, up to a maximum set by the machine's
 * memory, each time as many bytes have survived scavenges as it holds; at 200 requests a
 * second the last doubling (~15 MB of RSS) came 10 to 12 minutes in, a step the trend read as
 * growth. Bounded by that maximum, it is not a leak: the soak fixes the young generation at
 * 32 MB a semi-space from the start (the most V8 gives it on a 64-bit machine with this much
 * memory), so what grows is what the old generation, PGlite or native buffers hold.
 */
const FIXED_YOUNG_GENERATION = ['--min-semi-space-size=32', '--max-semi-space-size=32'];
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function rssMb(pid: number): number {
  // statm counts pages; the second field is the resident set.
  const resident = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
  return (resident * 4096) / 2 ** 20;
}

buildBackend();

const target = await freshTarget(
  options.engine === 'postgres' ? 'postgres' : 'pglite',
  adminUrl,
  'resume_agent_soak',
);
const [user] = await prepareFixtures(target, [1000]);
if (!user) throw new Error('no user');
const server = await startServer('ours', target, {
  core: undefined,
  nodeOptions: FIXED_YOUNG_GENERATION,
});
const samples: Sample[] = [];
const started = Date.now();
const sample = (): void => {
  const entry = { seconds: Math.round((Date.now() - started) / 1000), rssMb: rssMb(server.pid) };
  samples.push(entry);
  console.log(`${String(entry.seconds).padStart(5)} s  RSS ${entry.rssMb.toFixed(1)} MB`);
};
sample();
const sampler = setInterval(sample, SAMPLE_EVERY_MS);

const auth = { authorization: `Bearer ${user.token}` };
const json = { ...auth, 'content-type': 'application/json' };
let next = 0;
const nextCase = (): string => user.casePaths[(next = (next + 1) % user.casePaths.length)] ?? '';
const result = await autocannon({
  url: server.origin,
  connections: 10,
  overallRate: Number(options.rate),
  duration: durationSeconds,
  requests: [
    { method: 'GET', path: '/plants?limit=50', headers: auth },
    { method: 'GET', path: '/api/cases?limit=50', headers: auth },
    { method: 'GET', path: '/api/cases?status=applied&limit=20', headers: auth },
    { method: 'GET', headers: auth, setupRequest: (request) => ({ ...request, path: nextCase() }) },
    {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ notes: 'Soak: followed up' }),
      setupRequest: (request) => ({ ...request, path: nextCase() }),
    },
    {
      method: 'POST',
      path: '/api/cases',
      headers: json,
      body: JSON.stringify({
        title: 'Soak engineer',
        company: 'Soak Inc.',
        description: 'TypeScript and PostgreSQL.',
      }),
    },
    { method: 'GET', path: '/api/cases/schema', headers: auth },
    { method: 'GET', path: '/health' },
  ],
});
clearInterval(sampler);
sample();
await server.stop();
await discardTarget(target, adminUrl);

const verdict = judgeGrowth(samples, {
  warmupSeconds: 120,
  maxMbPerHour: 20,
  maxRiseMb: 10,
});
console.log(
  `\n${result.requests.total} requests (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts) in ${durationSeconds} s`,
);
console.log(
  `RSS trend after the first two minutes: ${verdict.slopeMbPerHour.toFixed(1)} MB/hour, first to last quarter ${verdict.riseMb >= 0 ? '+' : ''}${verdict.riseMb.toFixed(1)} MB → ${verdict.growing ? 'GROWING' : 'steady'}`,
);
if (verdict.growing || result.non2xx > 0 || result.errors > 0) process.exit(1);

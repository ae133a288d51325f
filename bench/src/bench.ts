/**
 * `npm run bench`: the backend against two baselines (bare node:http + pg, Express + pg)
 * doing the same work on the same data, on PostgreSQL and on PGlite, with autocannon on
 * loopback; then CPU per request with ours and each baseline loaded at once, and the scale
 * run. Writes bench/RESULTS.md.
 *
 * Options: --rounds N (6) --latency-rounds N (18) --forks N (3) --duration S (4) --warmup S (1)
 *          --prime S (5) --prime-cycles N (3) --connections N (50)
 *          --engines postgres,pglite --scale 1000,10000,100000 --out FILE
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { planCores } from './cores.js';
import { cpuTimeMicros } from './cpu-time.js';
import {
  type BenchUser,
  discardTarget,
  freshTarget,
  ownTarget,
  prepareFixtures,
} from './fixtures.js';
import type { LoadResult, LoadSpec } from './load-spec.js';
import { describeMachine } from './machine.js';
import { describeMachineSpeed } from './machine-speed.js';
import { type EngineReport, renderReport } from './report.js';
import { measureMachineSpeed, runLoad, runSaturatingTurns, runTurns } from './run-load.js';
import {
  buildBackend,
  type DatabaseTarget,
  type RunningServer,
  SERVER_KINDS,
  type ServerKind,
  startServer,
} from './servers.js';
import {
  type ByServer,
  checkRouteTargets,
  checkScaleTarget,
  type Measured,
  type RouteOutcome,
  routeOutcome,
  type SideBySideOutcome,
  type SideBySideRound,
  sideBySideOutcome,
  summarise,
} from './summary.js';
import { checkSameAnswers } from './equivalence.js';
import { firstRoundOfFork, roundsPerFork } from './forks.js';

const { values: options } = parseArgs({
  options: {
    // Many short rounds rather than a few long ones: the slow spells of a shared machine are
    // then spread over every server, and each paired ratio (summary.ts) compares runs made
    // seconds apart.
    rounds: { type: 'string', default: '6' },
    // p99 at half rate: one round's ratio of two servers' p99 ranged from 0.3× to 7.3× in a
    // single run (2026-11-27), a slow spell landing in one server's turns; a median of five
    // such rounds moves with the one or two of them that met a spell, and with ten the route
    // whose median missed still changed from run to run.
    'latency-rounds': { type: 'string', default: '18' },
    // The rounds above are spread over this many fresh processes of every server (forks.ts).
    // Three, not two: the rounds cluster by process (a plant page's rounds 0.78–0.85× of the
    // bare server in one fork and 0.94–1.06× in the other, 2026-11-29), and with two forks the
    // median falls between the clusters; with three it is the middle process's.
    forks: { type: 'string', default: '3' },
    duration: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
    prime: { type: 'string', default: '5' },
    // Priming goes over every route this many times (see prime()).
    'prime-cycles': { type: 'string', default: '3' },
    // Fixed-rate runs: how long each server's turn lasts (turns.ts).
    turn: { type: 'string', default: '0.5' },
    connections: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'postgres,pglite' },
    scale: { type: 'string', default: '1000,10000,100000' },
    out: { type: 'string', default: fileURLToPath(new URL('../RESULTS.md', import.meta.url)) },
  },
});
const rounds = Number(options.rounds);
const latencyRounds = Number(options['latency-rounds']);
const durationSeconds = Number(options.duration);
const warmupSeconds = Number(options.warmup);
const primeSeconds = Number(options.prime);
const primeCycles = Math.max(1, Number(options['prime-cycles']));
const forks = Number(options.forks);
const roundsByFork = roundsPerFork(rounds, forks);
const latencyRoundsByFork = roundsPerFork(latencyRounds, forks);
const turnSeconds = Number(options.turn);
const connections = Number(options.connections);
const engines = options.engines.split(',') as ('postgres' | 'pglite')[];
const scaleCounts = options.scale
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cores = planCores();

interface Route {
  name: string;
  method: 'GET' | 'PATCH';
  path: string;
  body?: unknown;
  /** PATCH cycles through the user's cases. */
  spread?: boolean;
}

const ROUTES: Route[] = [
  { name: 'GET /plants?limit=50', method: 'GET', path: '/plants?limit=50' },
  { name: 'GET /api/cases?limit=50', method: 'GET', path: '/api/cases?limit=50' },
  {
    name: 'PATCH /api/cases/{id}',
    method: 'PATCH',
    path: '',
    body: { notes: 'Followed up by e-mail' },
    spread: true,
  },
];

/** Before measuring, the servers must answer these with the same JSON (equivalence.ts). */
const SAME_ANSWER_PATHS = ['/plants?limit=50', '/api/cases?limit=50'];

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function spec(server: RunningServer, route: Route, user: BenchUser, extra: Partial<LoadSpec> = {}) {
  return {
    url: `${server.origin}${route.spread ? (user.casePaths[0] ?? '') : route.path}`,
    method: route.method,
    token: user.token,
    connections,
    durationSeconds,
    ...(route.body === undefined ? {} : { body: route.body }),
    ...(route.spread ? { paths: user.casePaths } : {}),
    ...extra,
  } satisfies LoadSpec;
}

/** Servers in a different order each round, so no one always runs first or last. */
const rotated = <T>(items: readonly T[], by: number): T[] =>
  items.map((_, index) => items[(index + by) % items.length] as T);

function logResult(kind: string, route: Route, result: LoadResult): void {
  log(
    `${kind.padEnd(7)} ${route.name.padEnd(26)} ${Math.round(result.requestsPerSecond)} req/s p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms${result.senderLateMaxMs === undefined ? '' : ` (sent up to ${result.senderLateMaxMs.toFixed(1)} ms late)`}${result.non2xx + result.errors + result.timeouts > 0 ? ` (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : ''}`,
  );
}

/** One server as fast as it goes, after an autocannon warm-up of its own. */
async function measure(
  server: RunningServer,
  route: Route,
  user: BenchUser,
  extra: Partial<LoadSpec> = {},
): Promise<LoadResult> {
  await runLoad(
    spec(server, route, user, { ...extra, durationSeconds: warmupSeconds }),
    cores.load,
  );
  const result = await runLoad(spec(server, route, user, extra), cores.load);
  logResult(server.kind, route, result);
  return result;
}

/**
 * Servers at a fixed rate, taking turns of `--turn` seconds in the order given (turns.ts),
 * each `seconds` in all after a warm-up in the same process (LoadSpec.warmUpSeconds), so the
 * load generator's connections and code are warm too. One result per server, in that order.
 */
async function measureTurns(
  servers: readonly RunningServer[],
  route: Route,
  user: BenchUser,
  { rate, seconds }: { rate: number; seconds: number },
): Promise<LoadResult[]> {
  const results = await runTurns(
    {
      turnSeconds,
      servers: servers.map((server) =>
        spec(server, route, user, {
          overallRate: rate,
          durationSeconds: seconds,
          warmUpSeconds: warmupSeconds,
        }),
      ),
    },
    cores.load,
  );
  if (results.length !== servers.length) throw new Error('a fixed-rate result is missing');
  return results;
}

/**
 * The two servers the p99 target compares take turns (who starts alternates by round);
 * Express runs alone after them. Half the bare server's rate can be more than Express
 * sustains (a plant page on PostgreSQL): its backlog at the end of a turn would then run
 * into the next server's turn, and with the order rotated, the same server's every time.
 */
async function measureHalfRate(
  servers: ByServer<RunningServer>,
  route: Route,
  user: BenchUser,
  { rate, round, measured = true }: { rate: number; round: number; measured?: boolean },
): Promise<ByServer<LoadResult>> {
  const paired = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
  const options = { rate, seconds: durationSeconds };
  const [first, second] = await measureTurns(
    paired.map((kind) => servers[kind]),
    route,
    user,
    options,
  );
  const [express] = await measureTurns([servers.express], route, user, options);
  if (!first || !second || !express) throw new Error('a fixed-rate result is missing');
  const results = { [paired[0]]: first, [paired[1]]: second, express } as ByServer<LoadResult>;
  if (measured)
    for (const kind of [...paired, 'express'] as const) logResult(kind, route, results[kind]);
  return results;
}

/** Each server's rate on each route as the priming runs found it. */
type PrimedRates = Map<string, ByServer<number>>;

/**
 * Every server on every route before the first round, unmeasured, `primeCycles` times over: V8
 * optimises the hot JavaScript (and on PGlite the database's WebAssembly) over seconds, ours
 * longer than the baselines, and code shared by several routes is optimised again when a
 * route brings it new shapes. Primed once for 2 s, ours's first round of plant pages was
 * 0.81–0.87× of the bare server's rate and its later rounds 0.90–1.00× (2026-11-27); a
 * second pass over the routes leaves every server measured in the state traffic to all
 * routes settles in. A third (by default) outlasts V8's memory reducer: when no major
 * collection has run for 100 s it runs one, ~105 s after start in a server that leaves the
 * old generation nothing to collect, and that first one discarded the optimised code of
 * ~150 of ours's functions (their objects' maps had died), which two passes (~95 s) left to
 * the first measured round (docs/contributing/performance.md). The last pass's rates size
 * the saturating turns.
 */
async function prime(
  servers: ByServer<RunningServer>,
  user: BenchUser,
  reference: RunningServer | undefined,
): Promise<PrimedRates> {
  const rates: PrimedRates = new Map();
  for (let cycle = 0; cycle < primeCycles; cycle += 1)
    for (const route of ROUTES) {
      const byServer = {} as ByServer<number>;
      for (const kind of SERVER_KINDS)
        byServer[kind] = (await primeOnce(servers[kind], route, user)).requestsPerSecond;
      if (reference !== undefined) await primeOnce(reference, route, user);
      rates.set(route.name, byServer);
    }
  return rates;
}

/** One unmeasured priming run of a server on a route. */
function primeOnce(server: RunningServer, route: Route, user: BenchUser): Promise<LoadResult> {
  return runLoad(
    spec(server, route, user, { durationSeconds: Math.max(primeSeconds, 1) }),
    cores.load,
  );
}

/**
 * The servers as fast as they go, taking turns of about `--turn` seconds each (the requests a
 * server answered in that time while priming), in `order`: one round, one result per server.
 */
async function measureSaturated(
  servers: ByServer<RunningServer>,
  order: readonly ServerKind[],
  route: Route,
  user: BenchUser,
  primedRates: ByServer<number>,
): Promise<ByServer<LoadResult>> {
  const turnsOf = (seconds: number) => Math.max(1, Math.round(seconds / turnSeconds));
  const results = await runSaturatingTurns(
    {
      servers: order.map((kind) => spec(servers[kind], route, user)),
      requestsPerTurn: order.map((kind) =>
        Math.max(connections, Math.round(primedRates[kind] * turnSeconds)),
      ),
      warmUpTurns: warmupSeconds > 0 ? turnsOf(warmupSeconds) : 0,
      turns: turnsOf(durationSeconds),
    },
    cores.load,
  );
  const byServer = {} as ByServer<LoadResult>;
  for (const [index, kind] of order.entries()) {
    const result = results[index];
    if (result === undefined) throw new Error(`no result for ${kind}`);
    byServer[kind] = result;
    logResult(kind, route, result);
  }
  return byServer;
}

/** A route's measured rounds, all forks' in one list per server (in the same order for all). */
interface RouteRounds {
  saturated: ByServer<LoadResult[]>;
  halfRate: ByServer<LoadResult[]>;
}

const noRounds = (): RouteRounds => ({
  saturated: { ours: [], bare: [], express: [] },
  halfRate: { ours: [], bare: [], express: [] },
});

/**
 * One fork's rounds of every route, added to `measured`. The half rate is set once, from the
 * first fork's saturated rounds of the bare server, so that every fork's p99s are at one rate.
 * Round numbers go on from fork to fork, so the servers' order keeps rotating.
 */
async function benchRoutes(
  servers: ByServer<RunningServer>,
  user: BenchUser,
  primedRates: PrimedRates,
  fork: number,
  { measured, halfRates }: { measured: Map<string, RouteRounds>; halfRates: Map<string, number> },
): Promise<void> {
  const firstRound = firstRoundOfFork(roundsByFork, fork);
  const firstLatencyRound = firstRoundOfFork(latencyRoundsByFork, fork);
  for (const route of ROUTES) {
    const rates = primedRates.get(route.name);
    if (rates === undefined) throw new Error(`${route.name} was not primed`);
    const routeRounds = measured.get(route.name) ?? noRounds();
    measured.set(route.name, routeRounds);
    for (let round = firstRound; round < firstRound + (roundsByFork[fork] ?? 0); round += 1) {
      const results = await measureSaturated(
        servers,
        rotated(SERVER_KINDS, round),
        route,
        user,
        rates,
      );
      for (const kind of SERVER_KINDS) routeRounds.saturated[kind].push(results[kind]);
    }
    // Latency where nobody is saturated: half of what the bare server manages.
    if (!halfRates.has(route.name))
      halfRates.set(
        route.name,
        Math.floor(summarise(routeRounds.saturated.bare).requestsPerSecond / 2),
      );
    const rate = halfRates.get(route.name) ?? Number.NaN;
    const latencyRoundsHere = latencyRoundsByFork[fork] ?? 0;
    if (!Number.isFinite(rate) || rate <= 0 || latencyRoundsHere === 0) continue;
    // Unmeasured first: the first fixed-rate run after the saturated ones paid for them.
    await measureHalfRate(servers, route, user, { rate, round: 0, measured: false });
    for (let round = firstLatencyRound; round < firstLatencyRound + latencyRoundsHere; round += 1) {
      const results = await measureHalfRate(servers, route, user, { rate, round });
      for (const kind of SERVER_KINDS) routeRounds.halfRate[kind].push(results[kind]);
    }
  }
}

/** Every route's outcome over all forks' rounds. */
function routeOutcomes(
  measured: Map<string, RouteRounds>,
  halfRates: Map<string, number>,
): RouteOutcome[] {
  return ROUTES.map((route) => {
    const routeRounds = measured.get(route.name) ?? noRounds();
    const rate = halfRates.get(route.name);
    return routeOutcome(
      route.name,
      routeRounds.saturated,
      rate !== undefined && routeRounds.halfRate.bare.length > 0
        ? { rate, rounds: routeRounds.halfRate }
        : undefined,
    );
  });
}

async function sideBySideRound(
  ours: RunningServer,
  baseline: RunningServer,
  route: Route,
  user: BenchUser,
): Promise<SideBySideRound> {
  const cpuOf = async (server: RunningServer) => (await cpuTimeMicros(server.pid)) ?? Number.NaN;
  const [oursBefore, baselineBefore] = [await cpuOf(ours), await cpuOf(baseline)];
  const [oursResult, baselineResult] = await Promise.all([
    runLoad(spec(ours, route, user, {}), cores.load),
    runLoad(spec(baseline, route, user, {}), cores.load),
  ]);
  return {
    ours: oursResult,
    baseline: baselineResult,
    oursCpuMicros: (await cpuOf(ours)) - oursBefore,
    baselineCpuMicros: (await cpuOf(baseline)) - baselineBefore,
  };
}

/**
 * CPU per request of ours against each baseline on the GET routes, the two loaded at the
 * same time on the server core (see sideBySideOutcome), and against the Fastify reference,
 * which sat idle through the turns and so first runs every route once more. PATCH is left
 * out: two servers writing the same cases at once would wait on each other's row locks.
 */
async function benchSideBySide(
  servers: ByServer<RunningServer>,
  reference: RunningServer,
  user: BenchUser,
): Promise<SideBySideOutcome[]> {
  if ((await cpuTimeMicros(servers.ours.pid)) === undefined) {
    log('no /proc here: CPU per request side by side is left out');
    return [];
  }
  const outcomes: SideBySideOutcome[] = [];
  for (const route of ROUTES) await primeOnce(reference, route, user);
  const others = { bare: servers.bare, express: servers.express, fastify: reference };
  for (const route of ROUTES.filter((candidate) => candidate.method === 'GET'))
    for (const baseline of ['bare', 'express', 'fastify'] as const) {
      const sideRounds: SideBySideRound[] = [];
      for (let round = 0; round < rounds; round += 1)
        sideRounds.push(await sideBySideRound(servers.ours, others[baseline], route, user));
      const outcome = sideBySideOutcome(route.name, baseline, sideRounds);
      log(
        `side by side ${route.name} vs ${baseline}: ours ${Math.round(outcome.oursMicrosPerRequest)} µs, ${baseline} ${Math.round(outcome.baselineMicrosPerRequest)} µs a request (${baseline} ÷ ours ${outcome.baselineOverOurs.median.toFixed(3)})`,
      );
      outcomes.push(outcome);
    }
  return outcomes;
}

async function benchScale(server: RunningServer, users: BenchUser[]) {
  const queries = ['/api/cases?limit=50', '/api/cases?status=applied&limit=50'];
  const scale: EngineReport['scale'] = [];
  for (const query of queries) {
    const byCount: { cases: number; measured: Measured }[] = [];
    const results = new Map<BenchUser, LoadResult[]>(users.map((user) => [user, []]));
    for (let round = 0; round < rounds; round += 1)
      for (const user of rotated(users, round))
        results.get(user)?.push(
          await measure(
            server,
            { name: `${query} (${user.cases})`, method: 'GET', path: query },
            user,
            {
              connections: 10,
            },
          ),
        );
    for (const user of users)
      byCount.push({ cases: user.cases, measured: summarise(results.get(user) ?? []) });
    scale.push({ query: `GET ${query}`, byCount });
  }
  return scale;
}

async function benchEngine(engine: 'postgres' | 'pglite'): Promise<EngineReport> {
  log(`${engine}: preparing ${scaleCounts.join(', ')} cases`);
  const seeded = await freshTarget(engine, adminUrl, 'resume_agent_bench');
  const users = await prepareFixtures(seeded, scaleCounts);
  const mainUser = users[0];
  if (!mainUser) throw new Error('no users');
  const copies: string[] = [];
  let started: RunningServer[] = [];
  try {
    // Each server keeps its data (on PGlite its own copy) from fork to fork.
    const targets = {} as ByServer<DatabaseTarget>;
    for (const kind of SERVER_KINDS) targets[kind] = await ownTarget(seeded, copies);
    const measured = new Map<string, RouteRounds>();
    const halfRates = new Map<string, number>();
    let sideBySide: SideBySideOutcome[] = [];
    let scale: EngineReport['scale'] = [];
    for (let fork = 0; fork < forks; fork += 1) {
      // Only the last processes are measured side by side, so only they have the reference. On
      // PGlite it gets a copy of the bare server's data as the earlier forks' PATCHes left it
      // (taken before the bare server opens it again), so that the two answer alike.
      const referenceTarget =
        fork === forks - 1 ? await ownTarget(targets.bare, copies) : undefined;
      const servers = {} as ByServer<RunningServer>;
      for (const kind of SERVER_KINDS) {
        servers[kind] = await startServer(kind, targets[kind], { core: cores.server });
        started.push(servers[kind]);
      }
      const reference =
        referenceTarget === undefined
          ? undefined
          : await startServer('fastify', referenceTarget, { core: cores.server });
      if (reference !== undefined) started.push(reference);
      if (fork === 0) {
        await checkSameAnswers(servers, mainUser, SAME_ANSWER_PATHS);
        log(`${engine}: the three servers give the same answers`);
      }
      // On PGlite each server's PATCHes changed its own copy, so only the bare server's data is
      // the reference's.
      if (reference !== undefined) {
        await checkSameAnswers(
          { bare: servers.bare, fastify: reference },
          mainUser,
          SAME_ANSWER_PATHS,
        );
        log(`${engine}: the reference gives the bare server's answers`);
      }
      log(`${engine}: fork ${fork + 1} of ${forks}: priming, then measuring`);
      const primedRates = await prime(servers, mainUser, reference);
      await benchRoutes(servers, mainUser, primedRates, fork, { measured, halfRates });
      if (reference !== undefined) {
        sideBySide = await benchSideBySide(servers, reference, mainUser);
        scale = await benchScale(servers.ours, users);
      }
      await Promise.all(started.map((server) => server.stop()));
      started = [];
    }
    const routes = routeOutcomes(measured, halfRates);
    return {
      engine: engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
      routes,
      sideBySide,
      scale,
      checks: [
        ...routes.flatMap((outcome) => checkRouteTargets(outcome, outcome.route.startsWith('GET'))),
        ...scale.map(({ query, byCount }) =>
          checkScaleTarget(
            query,
            new Map(byCount.map(({ cases, measured }) => [cases, measured.meanMs])),
          ),
        ),
      ],
    };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await discardTarget(seeded, adminUrl, copies);
  }
}

async function postgresVersion(): Promise<string | undefined> {
  if (!engines.includes('postgres')) return undefined;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version;
  } finally {
    await client.end();
  }
}

log('building the backend (ours runs as deployed: node dist/server.js)');
buildBackend();

const speedBefore = await measureMachineSpeed(cores.server);
log(`machine speed before: ${speedBefore.microsPerUnit.toFixed(1)} µs per unit of work`);
const reports: EngineReport[] = [];
for (const engine of engines) reports.push(await benchEngine(engine));
const speedAfter = await measureMachineSpeed(cores.server);
log(`machine speed after: ${speedAfter.microsPerUnit.toFixed(1)} µs per unit of work`);
const markdown = renderReport({
  date: new Date().toISOString().slice(0, 10),
  machine: [
    ...describeMachine(await postgresVersion()),
    `Cores: ${cores.description}`,
    describeMachineSpeed(speedBefore, speedAfter),
  ],
  method: [
    `Each server first runs every route for ${primeSeconds} s unmeasured, ${primeCycles === 1 ? 'once' : `${primeCycles} times over`} (V8 optimises JavaScript, and PGlite's WebAssembly, over seconds, and again when another route brings shared code new shapes); the rate it reaches in the last pass sizes its turns. Then, per route, ${rounds} rounds in which the three servers take turns as fast as they go (bench/src/saturating-turns-worker.ts): a turn is as many requests as that server answered in ${turnSeconds} s while priming, sent by autocannon's client on loopback over ${connections} connections that each server keeps for the whole round; ${warmupSeconds} s of turns each unmeasured, then ${durationSeconds} s each measured, the servers' order rotated by round. A server's rate is its requests over its turns' time (start to last response); its latency percentiles are over all its measured responses. The tables show medians of the kept rounds.`,
    `Forks: every server is started ${forks === 1 ? 'once' : `${forks} times, afresh each time`}, and each of its processes is primed and then measured for its share of the rounds (${roundsByFork.join(' + ')} rounds of rates and ${latencyRoundsByFork.join(' + ')} of p99 at half rate; the half rate is set in the first). Each process's JIT settles on its own (V8 optimises in the background on what it has seen so far), so the rounds of one process share whatever offset it settled at, which more of them cannot average away; processes started afresh can (as JMH's forks do). CPU side by side and the scale run use the last processes.`,
    "Why turns: the slow spells of this shared VM last from tens of milliseconds to tens of seconds and cut every server's rate alike; servers measured one after the other for seconds each met different spells (one build's ratio to the bare server ranged from 0.72× to 1.05× between rounds on 2026-11-27), taking turns they meet the same ones. A turn is a number of requests rather than a time, so that none ends with requests in flight that the server would still be answering in the next server's turn; connections are kept from turn to turn because opening fifty at the start of every turn made the first requests of a turn wait up to 430 ms on PGlite, which no keep-alive client meets.",
    'Ratios (vs bare, vs Express, and p99 at half rate vs bare) are medians of per-round ratios, each the ratio of two servers measured in the same turns; the Targets tables show the lowest and highest round beside each ratio.',
    'A round with any non-2xx response, error or timeout is rejected (counted, never averaged in).',
    'Same work in all three: the bearer token is checked the same way (HMAC-SHA-256 of the token, the same SELECT on api_tokens, the same last-used update once a minute) and the data is read and written by the same repository functions, so the same SQL. The baselines import that code from backend/src; before measuring, the run checks that all three return the same JSON for both GET routes.',
    "Differences that remain are the framework and our code around it: routing, schema validation of queries and bodies (the baselines check only what they need), serialisation (Fastify compiles ours's response schemas, except the two list pages' success bodies: the plant page ours writes with JSON.stringify as the baselines do, the case page as JSON text straight from the records, where the baselines build the cases and JSON.stringify them), security headers, CORS, cookies, the per-token rate limit, error mapping.",
    'Ours runs as deployed (`node backend/dist/server.js`, NODE_ENV=production, LOG_LEVEL=warn so no per-request log line — the baselines log nothing either; TOKEN_RATE_LIMIT_PER_MINUTE raised so the limiter counts but never refuses). Each server has a pool of 10 PostgreSQL connections; on PGlite each server has its own copy of the same seeded data directory.',
    `PATCH /api/cases/{id} cycles through 1,000 cases of the user (a note change: one transaction with a row lock, the update, and the re-read); p99 at half rate is measured at a fixed request rate of half the bare server's median maximum, in ${latencyRounds} rounds, after one unmeasured run of every server at that rate (the first run after the saturated ones paid for them). More rounds than for the rates: a slow spell of the machine sets the p99 of whichever server's turns it falls in, so single rounds' ratios spread far wider than rates do.`,
    `At that rate ours and the bare server take turns of ${turnSeconds} s within one run of the load generator (bench/src/turns.ts), each ${durationSeconds} s in all after a ${warmupSeconds} s warm-up in turns, who starts alternating by round: the slow spells of this shared machine last from tens of milliseconds to tens of seconds and set a run's p99, and servers measured one after the other met different ones (the p99 ratio of one build ranged from 0.55× to 6.85× between rounds on 2026-11-26). Taking turns, they meet the same spells; only one is loaded at any moment. Express runs alone after them: half the bare server's rate can be more than it sustains, and its backlog would run into the next turn.`,
    "Latency at half rate is open-loop at an even pace (bench/src/paced-load-worker.ts): request i is sent at start + i / rate on the same number of keep-alive connections, and its latency counts from that moment, so a request that waits for a connection is counted as waiting. autocannon's own rate option sends each second's quota at full speed and then pauses, which measures a burst at full load instead. The column 'load generator late' is how late the generator itself sent its latest request (median over the rounds): PostgreSQL, unpinned, also runs on its core, and a p99 close to it was set on the load core, not by the server.",
    `CPU per request, side by side: ours and one baseline at a time on the server core at once, each loaded by its own autocannon (${connections} connections, ${durationSeconds} s) on the load core, ${rounds} rounds per pair on the GET routes; CPU time (user and system) from /proc over the round, divided by the requests each answered. Both servers share every slow spell of the machine, so this ratio holds within a few per cent where rates measured one after the other swing; it compares what the framework and our code cost, not PostgreSQL's share of the cores. The last pair is a reference, not a baseline: Fastify with nothing added (bench/src/baselines/fastify-server.ts: the baselines' work and JSON.stringify bodies in Fastify routes, no schemas, hooks, plugins or logger), started with the last processes, primed with them, idle through their turns and run over every route once more before its rounds; ours's CPU against it is what ours adds to Fastify (the API's headers, CORS, the guard, the strict query validator, the per-token limit).`,
    `Scale run: users with ${scaleCounts.map((count) => count.toLocaleString('en-US')).join(', ')} cases in one database, 10 connections; the ratio uses mean latency (autocannon's percentiles are whole milliseconds).`,
  ],
  engines: reports,
});
await writeFile(options.out, `${markdown}\n`);
log(`wrote ${options.out}`);
const missed = reports.flatMap((report) => report.checks.filter((check) => !check.met));
for (const check of missed) log(`target missed: ${check.target} (${check.value.toFixed(2)}×)`);

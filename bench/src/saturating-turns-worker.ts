/**
 * Each server's highest rate, with the servers taking turns a fraction of a second long. On
 * this shared machine slow spells last from tens of milliseconds to tens of seconds; measured
 * one after the other for seconds each, two servers met different spells, and one build's
 * ratio to the bare server ranged from 0.72× to 1.05× between rounds of one run (RESULTS.md,
 * 2026-11-27). In turns, every server meets every spell.
 *
 * A turn is one autocannon run of a fixed number of requests (`amount`), not of a fixed time:
 * a timed run ends by dropping its connections with requests in flight, which the server
 * would go on answering in the next server's turn. The turn's time is from its start to its
 * last response; a server's rate is its requests over its turns' time. Latency percentiles are
 * over every response of the measured turns (autocannon reports per run only).
 *
 * Reads a SaturatingTurnsSpec as JSON from stdin, prints one LoadResult per server, in the
 * spec's order, as a JSON array on the last line. Pinned to the load core like load-worker.ts.
 */
import autocannon from 'autocannon';
import { autocannonOptions, type PathCursor } from './autocannon-options.js';
import { latencySummary } from './latency-summary.js';
import type { LoadResult, LoadSpec, SaturatingTurnsSpec } from './load-spec.js';
import { readWorkerInput } from './worker-input.js';

interface Tally {
  latenciesMs: number[];
  milliseconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const newTally = (): Tally => ({
  latenciesMs: [],
  milliseconds: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

/** One turn: `amount` requests to one server, tallied into `tally`. */
function turn(spec: LoadSpec, cursor: PathCursor, amount: number, tally: Tally): Promise<void> {
  const started = performance.now();
  let lastResponse = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // Connections beyond the amount would have nothing to send; autocannon refuses them.
      {
        ...autocannonOptions(spec, cursor),
        connections: Math.min(spec.connections, amount),
        amount,
        // The run ends at the first sample tick after its last response; the turn's time is
        // taken from the responses, but a long tick would still idle the server in between.
        sampleInt: 10,
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        tally.milliseconds += lastResponse - started;
        tally.non2xx += result.non2xx;
        tally.errors += result.errors;
        tally.timeouts += result.timeouts;
        resolve();
      },
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      lastResponse = performance.now();
      tally.latenciesMs.push(responseTime);
    });
  });
}

const { servers, requestsPerTurn, warmUpTurns, turns } =
  await readWorkerInput<SaturatingTurnsSpec>();
if (servers.length === 0 || requestsPerTurn.length !== servers.length)
  throw new Error('saturating turns need at least one server and one amount per server');
const cursors: PathCursor[] = servers.map(() => ({ next: 0 }));

async function round(count: number, tallies: Tally[]): Promise<void> {
  for (let index = 0; index < count; index += 1)
    for (const [server, spec] of servers.entries()) {
      const tally = tallies[server];
      const cursor = cursors[server];
      const amount = requestsPerTurn[server];
      if (tally === undefined || cursor === undefined || amount === undefined)
        throw new Error('no such server');
      await turn(spec, cursor, amount, tally);
    }
}

await round(
  warmUpTurns,
  servers.map(() => newTally()),
);
const tallies = servers.map(() => newTally());
await round(turns, tallies);

const results = tallies.map((tally): LoadResult => {
  const { meanMs, p50Ms, p99Ms } = latencySummary(tally.latenciesMs);
  const requests = tally.latenciesMs.length;
  return {
    requests,
    requestsPerSecond: tally.milliseconds > 0 ? (requests * 1_000) / tally.milliseconds : 0,
    meanMs,
    p50Ms,
    p99Ms,
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: tally.timeouts,
  };
});
console.log(JSON.stringify(results));

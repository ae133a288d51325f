/**
 * Each server's highest rate, with the servers taking turns a fraction of a second long. On
 * this shared machine slow spells last from tens of milliseconds to tens of seconds; measured
 * one after the other for seconds each, two servers met different spells, and one build's
 * ratio to the bare server ranged from 0.72× to 1.05× between rounds of one run (RESULTS.md,
 * 2026-11-27). In turns, every server meets every spell.
 *
 * A turn is a fixed number of requests (`amount`), not a fixed time: a timed run ends by
 * dropping its connections with requests in flight, which the server would go on answering
 * in the next server's turn. Each server keeps its connections for the whole round
 * (kept-connections.ts), as a client with keep-alive would. The turn's time is from its start
 * to its last response; a server's rate is its requests over its turns' time. Latency
 * percentiles are over every response of the measured turns.
 *
 * Reads a SaturatingTurnsSpec as JSON from stdin, prints one LoadResult per server, in the
 * spec's order, as a JSON array on the last line. Pinned to the load core like load-worker.ts.
 */
import { KeptConnections, newTally, type Tally } from './kept-connections.js';
import { latencySummary } from './latency-summary.js';
import type { LoadResult, SaturatingTurnsSpec } from './load-spec.js';
import { readWorkerInput } from './worker-input.js';

const { servers, requestsPerTurn, warmUpTurns, turns } =
  await readWorkerInput<SaturatingTurnsSpec>();
if (servers.length === 0 || requestsPerTurn.length !== servers.length)
  throw new Error('saturating turns need at least one server and one amount per server');
const connections = servers.map((spec) => new KeptConnections(spec));

/** `count` turns of every server, one server at a time, in the spec's order. */
async function turnsOfEach(count: number, tallies: Tally[]): Promise<void> {
  for (let index = 0; index < count; index += 1)
    for (const [server, kept] of connections.entries()) {
      const tally = tallies[server];
      const amount = requestsPerTurn[server];
      if (tally === undefined || amount === undefined) throw new Error('no such server');
      await kept.turn(amount, tally);
    }
}

await turnsOfEach(
  warmUpTurns,
  servers.map(() => newTally()),
);
const tallies = servers.map(() => newTally());
await turnsOfEach(turns, tallies);
for (const kept of connections) kept.close();

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

/**
 * Latency at a fixed request rate, measured open-loop, for one or more servers taking turns
 * (turns.ts): each request is due at a set time whatever happened to the ones before it, and
 * its latency counts from when it was due (a request that waits for a free connection waits on
 * the clock, so slow answers cannot hide the requests they delayed). autocannon's
 * `overallRate` cannot do this: each connection sends its quota for the second at full speed
 * and then pauses, so "half the maximum rate" was half a second of full load per second, and
 * its p99 the latency of that burst.
 *
 * Reads a TurnsSpec as JSON from stdin, prints one LoadResult per server, in the spec's order,
 * as a JSON array on the last line. Run in its own process pinned to the load core, like
 * load-worker.ts.
 */
import { Agent, request } from 'node:http';
import type { LoadResult, LoadSpec, TurnsSpec } from './load-spec.js';
import { latencySummary } from './latency-summary.js';
import { turnSchedule } from './turns.js';
import { readWorkerInput } from './worker-input.js';

const TIMEOUT_MS = 10_000;

const { servers: specs, turnSeconds } = await readWorkerInput<TurnsSpec>();
const [first] = specs;
if (first === undefined) throw new Error('paced load needs at least one server');
const rate = first.overallRate ?? 0;
if (!(rate > 0)) throw new Error('paced load needs overallRate > 0');
for (const spec of specs)
  if (
    spec.overallRate !== rate ||
    spec.durationSeconds !== first.durationSeconds ||
    spec.warmUpSeconds !== first.warmUpSeconds
  )
    throw new Error('servers taking turns need the same rate, duration and warm-up');

interface Outcome {
  latencyMs: number;
  status: number | 'error' | 'timeout';
}

/** One server's connections and requests. */
function targetOf(spec: LoadSpec) {
  const url = new URL(spec.url);
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const headers: Record<string, string> = {
    authorization: `Bearer ${spec.token}`,
    ...(body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
  };
  let nextPath = 0;
  const pathOfNext = (): string => {
    const paths = spec.paths;
    if (paths === undefined || paths.length === 0) return `${url.pathname}${url.search}`;
    nextPath = (nextPath + 1) % paths.length;
    return paths[nextPath] ?? '/';
  };
  const target = {
    agent,
    /** The most any request went out after it was due: the load generator's own delay. */
    senderLateMaxMs: 0,
    /** One request; resolves when its answer has been read to the end. */
    send(dueAt: number): Promise<Outcome> {
      target.senderLateMaxMs = Math.max(target.senderLateMaxMs, performance.now() - dueAt);
      return new Promise((resolve) => {
        const outgoing = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: spec.method,
            path: pathOfNext(),
            headers,
            timeout: TIMEOUT_MS,
          },
          (response) => {
            response.resume();
            response.once('end', () => {
              resolve({ latencyMs: performance.now() - dueAt, status: response.statusCode ?? 0 });
            });
          },
        );
        outgoing.once('timeout', () => {
          outgoing.destroy();
          resolve({ latencyMs: performance.now() - dueAt, status: 'timeout' });
        });
        outgoing.once('error', () => {
          resolve({ latencyMs: performance.now() - dueAt, status: 'error' });
        });
        outgoing.end(body);
      });
    },
  };
  return target;
}

const targets = specs.map(targetOf);

/** Every server's share of `seconds` at the rate, in turns; resolves with each one's outcomes. */
async function paced(seconds: number): Promise<Outcome[][]> {
  const schedule = turnSchedule({ servers: targets.length, rate, turnSeconds, seconds });
  const pending: Promise<Outcome>[][] = targets.map(() => []);
  const start = performance.now();
  let next = 0;
  while (next < schedule.length) {
    const now = performance.now();
    // Everything due by now goes out now; timers fire every millisecond at best.
    for (let due = schedule[next]; due && start + due.dueMs <= now; due = schedule[next]) {
      next += 1;
      const target = targets[due.server];
      const outcomes = pending[due.server];
      if (target === undefined || outcomes === undefined) throw new Error('no such server');
      outcomes.push(target.send(start + due.dueMs));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Promise.all(pending.map((outcomes) => Promise.all(outcomes)));
}

if ((first.warmUpSeconds ?? 0) > 0) await paced(first.warmUpSeconds ?? 0);
for (const target of targets) target.senderLateMaxMs = 0;
const outcomesByServer = await paced(first.durationSeconds);
for (const target of targets) target.agent.destroy();

const results = outcomesByServer.map((outcomes, index): LoadResult => {
  const ok = outcomes.filter(({ status }) => typeof status === 'number' && status < 300);
  const { meanMs, p50Ms, p99Ms } = latencySummary(outcomes.map(({ latencyMs }) => latencyMs));
  return {
    requests: outcomes.length,
    // Each server had the run's rate during its own turns.
    requestsPerSecond: ok.length / first.durationSeconds,
    meanMs,
    p50Ms,
    p99Ms,
    non2xx: outcomes.filter(({ status }) => typeof status === 'number' && status >= 300).length,
    errors: outcomes.filter(({ status }) => status === 'error').length,
    timeouts: outcomes.filter(({ status }) => status === 'timeout').length,
    senderLateMaxMs: targets[index]?.senderLateMaxMs ?? Number.NaN,
  };
});
console.log(JSON.stringify(results));

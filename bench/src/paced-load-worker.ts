/**
 * Latency at a fixed request rate, measured open-loop: request i is due at start + i / rate,
 * whatever happened to the ones before it, and its latency counts from when it was due (a
 * request that waits for a free connection waits on the clock, so slow answers cannot hide
 * the requests they delayed). autocannon's `overallRate` cannot do this: each connection sends
 * its quota for the second at full speed and then pauses, so "half the maximum rate" was
 * half a second of full load per second, and its p99 the latency of that burst.
 *
 * Reads a LoadSpec with overallRate as JSON from argv, prints a LoadResult as JSON on the last
 * line. Run in its own process pinned to the load core, like load-worker.ts.
 */
import { Agent, request } from 'node:http';
import type { LoadResult, LoadSpec } from './load-spec.js';
import { latencySummary } from './latency-summary.js';

const TIMEOUT_MS = 10_000;

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const rate = spec.overallRate ?? 0;
if (!(rate > 0)) throw new Error('paced load needs overallRate > 0');

const target = new URL(spec.url);
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
const headers: Record<string, string> = {
  authorization: `Bearer ${spec.token}`,
  ...(body === undefined
    ? {}
    : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
};
let nextPath = 0;
function pathOfNext(): string {
  const paths = spec.paths;
  if (paths === undefined || paths.length === 0) return `${target.pathname}${target.search}`;
  nextPath = (nextPath + 1) % paths.length;
  return paths[nextPath] ?? '/';
}

interface Outcome {
  latencyMs: number;
  status: number | 'error' | 'timeout';
}

/** The most any request went out after it was due: the load generator's own delay. */
let senderLateMaxMs = 0;

/** One request; resolves when its answer has been read to the end. */
function send(dueAt: number): Promise<Outcome> {
  senderLateMaxMs = Math.max(senderLateMaxMs, performance.now() - dueAt);
  return new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
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
}

/** Sends `rate` requests per second for `seconds`, each at its due time; resolves with all outcomes. */
async function paced(seconds: number): Promise<Outcome[]> {
  const total = Math.round(rate * seconds);
  const intervalMs = 1_000 / rate;
  const start = performance.now();
  const pending: Promise<Outcome>[] = [];
  while (pending.length < total) {
    const now = performance.now();
    // Everything due by now goes out now; timers fire every millisecond at best.
    while (pending.length < total && start + pending.length * intervalMs <= now)
      pending.push(send(start + pending.length * intervalMs));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Promise.all(pending);
}

await paced(spec.warmUpSeconds ?? 0);
senderLateMaxMs = 0;
const measuredStart = performance.now();
const outcomes = await paced(spec.durationSeconds);
const elapsedSeconds = (performance.now() - measuredStart) / 1_000;
agent.destroy();

const ok = outcomes.filter(({ status }) => typeof status === 'number' && status < 300);
const { meanMs, p50Ms, p99Ms } = latencySummary(outcomes.map(({ latencyMs }) => latencyMs));
const summary: LoadResult = {
  requests: outcomes.length,
  requestsPerSecond: ok.length / elapsedSeconds,
  meanMs,
  p50Ms,
  p99Ms,
  non2xx: outcomes.filter(({ status }) => typeof status === 'number' && status >= 300).length,
  errors: outcomes.filter(({ status }) => status === 'error').length,
  timeouts: outcomes.filter(({ status }) => status === 'timeout').length,
  senderLateMaxMs,
};
console.log(JSON.stringify(summary));

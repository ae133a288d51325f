/**
 * One autocannon run at the highest rate the server sustains (fixed rates are
 * paced-load-worker.ts's), in its own process pinned by the parent to a core of its own, so
 * the load generator never competes with the server it measures. Reads a LoadSpec as JSON
 * from stdin, prints a LoadResult as JSON on the last line.
 */
import autocannon from 'autocannon';
import { autocannonOptions } from './autocannon-options.js';
import type { LoadResult, LoadSpec } from './load-spec.js';
import { readWorkerInput } from './worker-input.js';

const spec = await readWorkerInput<LoadSpec>();

const result = await autocannon({
  ...autocannonOptions(spec, { next: 0 }),
  duration: spec.durationSeconds,
});

const summary: LoadResult = {
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  meanMs: result.latency.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
console.log(JSON.stringify(summary));

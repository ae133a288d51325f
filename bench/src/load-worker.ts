/**
 * One autocannon run at the highest rate the server sustains (fixed rates are
 * paced-load-worker.ts's), in its own process pinned by the parent to a core of its own, so
 * the load generator never competes with the server it measures. Reads a LoadSpec as JSON
 * from stdin, prints a LoadResult as JSON on the last line.
 */
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load-spec.js';
import { readWorkerInput } from './worker-input.js';

const spec = await readWorkerInput<LoadSpec>();
let next = 0;

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.durationSeconds,
  timeout: 10,
  requests: [
    {
      method: spec.method,
      headers: {
        authorization: `Bearer ${spec.token}`,
        ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      // Writes spread over many cases, as a host's would: one row locked by every connection
      // would measure lock waits, not the server.
      ...(spec.paths
        ? {
            setupRequest: (request) => {
              const paths = spec.paths ?? [];
              next = (next + 1) % paths.length;
              return { ...request, path: paths[next] };
            },
          }
        : {}),
    },
  ],
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

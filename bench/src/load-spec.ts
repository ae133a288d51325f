/** What one load run asks of autocannon, and what it reports back. */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'PATCH';
  token: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections; absent means as fast as the server goes. */
  overallRate?: number;
  /**
   * Fixed-rate runs only: seconds at the same pace before measuring, in the same process, so
   * the load generator's own connections and code are warm too (latency counts its delays).
   */
  warmUpSeconds?: number;
  body?: unknown;
  /** Cycled through, one per request (paths relative to the origin of `url`). */
  paths?: string[];
}

/**
 * Fixed-rate runs of several servers in one load generator, taking turns of `turnSeconds`
 * (turns.ts); every spec has the same overallRate, durationSeconds and warmUpSeconds, which
 * are each server's share.
 */
export interface TurnsSpec {
  servers: LoadSpec[];
  turnSeconds: number;
}

/**
 * Servers as fast as they go, taking turns (saturating-turns-worker.ts): in each turn one
 * server gets `requestsPerTurn[i]` requests on its own connections, then the next server. A
 * round is `warmUpTurns` unmeasured turns each, then `turns` measured turns each.
 */
export interface SaturatingTurnsSpec {
  servers: LoadSpec[];
  requestsPerTurn: number[];
  warmUpTurns: number;
  turns: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses outside 2xx; a round with any is rejected. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * Fixed-rate runs only: how late the load generator itself sent its latest request, in ms
   * after the request was due. Latency counts from the due time, so when this is near the p99,
   * the p99 was set by the load generator's core (where PostgreSQL also runs), not the server.
   */
  senderLateMaxMs?: number;
}

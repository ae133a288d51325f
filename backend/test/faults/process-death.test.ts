/**
 * The backend process stopped under a stream of writes, on each engine. SIGTERM: requests in
 * flight finish, requests arriving during the shutdown are turned away whole, the process exits
 * 0, and no change is half-written. SIGKILL: every write answered 2xx survives. Both checked
 * after a restart on the same database, through the API.
 *
 * The two tests share one database and one API user: a backend start costs seconds on the
 * 2-core machine, and the SIGTERM test's restarted backend is where the SIGKILL test starts;
 * either test starts its own when none is running.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, createApiUser } from './api-user.js';
import { type Backend, createBackendRegistry } from './backend-process.js';
import { backendEngines, type BackendDatabase } from './backend-databases.js';
import { type AcknowledgedCase, caseCreator, caseMover } from './case-writers.js';
import { findTornCases } from './case-history.js';
import { type LoadResult, send, startLoad } from './load-client.js';
import { describeResult, isSuccess } from './outage-answers.js';
import { until } from './waiting.js';

/** What a client sees of a server that has stopped listening or closed an idle connection. */
const TURNED_AWAY = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** An acknowledged write with its case, or the 503 of a server that is closing. */
function isCompleteAnswer(result: LoadResult): boolean {
  if (result.status === 503) {
    const refusal = result.body as { error?: unknown; code?: unknown } | undefined;
    return refusal?.error === 503 && refusal.code === 'SHUTTING_DOWN' && result.retryAfter === '1';
  }
  const body = result.body as { id?: unknown; version?: unknown } | undefined;
  const expected = result.request.method === 'POST' ? 201 : 200;
  return (
    result.status === expected && typeof body?.id === 'string' && typeof body.version === 'number'
  );
}

/** Reads each acknowledged case back; one line per case that is missing or older. */
async function missingWrites(
  backend: Backend,
  user: ApiUser,
  acknowledged: Iterable<AcknowledgedCase>,
): Promise<string[]> {
  const missing: string[] = [];
  for (const written of acknowledged) {
    const read = await send(
      backend.baseUrl,
      { method: 'GET', path: `/api/cases/${written.id}`, headers: user.bearer },
      5_000,
    );
    const stored = read.body as Partial<AcknowledgedCase> | undefined;
    // A write whose answer was lost may have committed after the last acknowledged one.
    const isThere =
      read.status === 200 &&
      stored?.title === written.title &&
      (stored.version ?? 0) >= written.version &&
      (stored.version !== written.version || stored.status === written.status);
    if (!isThere) missing.push(`${JSON.stringify(written)} → ${describeResult(read)}`);
  }
  return missing;
}

describe.each(backendEngines)('the backend process stopped under load on $name', (engine) => {
  const backends = createBackendRegistry();
  let database: BackendDatabase;
  let user: ApiUser;
  let running: Backend | undefined;

  const runningBackend = async (): Promise<Backend> => {
    if (running?.isAlive()) return running;
    running = await backends.launch(database.environment);
    return running;
  };

  beforeAll(async () => {
    database = await engine.create();
    user = await createApiUser((await runningBackend()).baseUrl);
  });
  afterAll(async () => {
    await backends.killAll();
    await database.destroy();
  });

  it('SIGTERM: finishes in-flight writes, exits 0, and leaves every acknowledged write whole', async () => {
    const first = await runningBackend();
    const acknowledged = new Map<string, AcknowledgedCase>();
    const load = startLoad({
      baseUrl: first.baseUrl,
      concurrency: 20,
      maxRequests: 5_000,
      maxDurationMs: 30_000,
      requestTimeoutMs: 10_000,
      scenario: (worker) => caseMover(worker, user.bearer, acknowledged),
    });
    let signalledAt = Number.POSITIVE_INFINITY;
    let exit: Awaited<ReturnType<typeof backends.stop>>;
    try {
      await until(() => load.results.filter(isSuccess).length >= 100, 20_000, '100 writes');
      signalledAt = performance.now();
      exit = await backends.stop(first, 'SIGTERM', 15_000);
    } finally {
      await load.stop();
    }
    const { results } = load;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(first.process.output()).toContain('shut down cleanly');
    expect(
      results.filter((r) => r.status !== undefined && !isCompleteAnswer(r)).map(describeResult),
    ).toEqual([]);
    // Until the signal nothing failed; after it a request may only be turned away whole, never
    // left hanging (a timeout) or cut off.
    expect(
      results.filter((r) => !isSuccess(r) && r.finishedAt < signalledAt).map(describeResult),
    ).toEqual([]);
    expect(
      results
        .filter((r) => r.failure !== undefined && !TURNED_AWAY.has(r.failure))
        .map(describeResult),
    ).toEqual([]);
    // The shutdown drained: writes in flight at the signal were completed, not dropped.
    const inFlight = results.filter((r) => r.startedAt < signalledAt && r.finishedAt > signalledAt);
    expect(inFlight.filter(isSuccess).length).toBeGreaterThan(0);

    const restarted = await runningBackend();
    expect(await missingWrites(restarted, user, acknowledged.values())).toEqual([]);
    const history = await findTornCases(restarted.baseUrl, user.browser);
    expect(history.count).toBeGreaterThanOrEqual(acknowledged.size);
    expect(history.count).toBeLessThan(200);
    expect(history.torn).toEqual([]);
  });

  it('SIGKILL: keeps every case whose creation was answered 201', async () => {
    const first = await runningBackend();
    const acknowledged = new Map<string, AcknowledgedCase>();
    const load = startLoad({
      baseUrl: first.baseUrl,
      concurrency: 10,
      maxRequests: 5_000,
      maxDurationMs: 30_000,
      requestTimeoutMs: 10_000,
      scenario: (worker) => caseCreator(worker, user.bearer, acknowledged),
    });
    try {
      await until(() => acknowledged.size >= 60, 20_000, '60 acknowledged cases');
      expect(await backends.stop(first, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    } finally {
      await load.stop();
    }
    // Killed mid-stream: requests were still being sent when the process died.
    expect(load.results.some((result) => result.failure !== undefined)).toBe(true);

    const restarted = await runningBackend();
    expect(await missingWrites(restarted, user, acknowledged.values())).toEqual([]);
  });
});

/**
 * PostgreSQL going away under load, and coming back. PGlite runs inside the backend's own
 * process: it has no server that could stop while the backend lives, so this file runs only
 * on the PostgreSQL engine (DATABASE_URL set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../support/databases.js';
import { createApiUser, type ApiUser } from './api-user.js';
import { createBackendRegistry, type Backend } from './backend-process.js';
import { type Load, type LoadRequest, type LoadResult, send, startLoad } from './load-client.js';
import { describeResult, isDatabaseOutageAnswer, isSuccess } from './outage-answers.js';
import { startStoppablePostgres, type StoppablePostgres } from './postgres-outage.js';

/** Every answer, in or out of the outage, must come within this: failing fast is the point. */
const ANSWER_BOUND_MS = 3_000;
const RECOVERY_BOUND_MS = 15_000;
/** How long the database stays away while the load runs on. */
const OUTAGE_MS = 2_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the requests sent after `since` have been answered with 2xx a good many times
 * in a row; returns when the first of them was sent. Throws after `boundMs`.
 */
async function recovery(load: Load, since: number, boundMs: number): Promise<number> {
  const giveUpAt = performance.now() + boundMs;
  while (performance.now() < giveUpAt) {
    const after = load.results.filter((result) => result.startedAt >= since);
    const lastFailure = after.filter((result) => !isSuccess(result)).at(-1);
    const streak = after.filter(
      (result) => lastFailure === undefined || result.startedAt > lastFailure.startedAt,
    );
    if (streak.length >= 40) return Math.min(...streak.map((result) => result.startedAt));
    await sleep(100);
  }
  const latest = load.results.slice(-5).map(describeResult).join('\n');
  throw new Error(
    `requests did not succeed again within ${boundMs} ms of the database's return; the latest:\n${latest}`,
  );
}

describe.skipIf(postgresServerUrl === undefined)('PostgreSQL stopped mid-load', () => {
  const backends = createBackendRegistry();
  let database: StoppablePostgres | undefined;
  let backend: Backend;
  let user: ApiUser;
  const caseIds: string[] = [];

  beforeAll(async () => {
    database = await startStoppablePostgres(postgresServerUrl ?? '');
    console.info(`database outage made by: ${database.method}`);
    backend = await backends.launch({ DATABASE_URL: database.url });
    user = await createApiUser(backend.baseUrl);
    for (let index = 0; index < 5; index += 1) {
      const created = await send(
        backend.baseUrl,
        {
          method: 'POST',
          path: '/api/cases',
          body: { title: `Case ${index}` },
          headers: user.bearer,
        },
        5_000,
      );
      caseIds.push((created.body as { id: string }).id);
    }
  });
  afterAll(async () => {
    await backends.killAll();
    await database?.destroy();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After fast, stays up, and recovers by itself', async () => {
    const outage = database;
    if (outage === undefined) throw new Error('no database');
    const read = (index: number): LoadRequest => ({
      method: 'GET',
      path: index % 2 === 0 ? '/plants?limit=50' : '/api/cases?limit=50',
      headers: user.bearer,
    });
    const load = startLoad({
      baseUrl: backend.baseUrl,
      concurrency: 20,
      maxRequests: 20_000,
      maxDurationMs: 40_000,
      // Longer than the bound, so that a slow answer is measured rather than cut off.
      requestTimeoutMs: ANSWER_BOUND_MS + 2_000,
      pauseMs: 10,
      scenario: (worker) => {
        let sequence = 0;
        return {
          next() {
            sequence += 1;
            if (sequence % 3 !== 0) return read(worker + sequence);
            return {
              method: 'PATCH',
              path: `/api/cases/${caseIds[(worker + sequence) % caseIds.length] ?? ''}`,
              body: { notes: `worker ${worker}, write ${sequence}` },
              headers: user.bearer,
            };
          },
        };
      },
    });

    let duringOutage: { health: LoadResult; graphql: LoadResult };
    let stopRequestedAt: number;
    let stoppedAt: number;
    let restartRequestedAt: number;
    let restartedAt: number;
    try {
      await sleep(1_000);
      stopRequestedAt = performance.now();
      await outage.stop();
      stoppedAt = performance.now();
      await sleep(OUTAGE_MS / 2);
      duringOutage = {
        health: await send(backend.baseUrl, { method: 'GET', path: '/health' }, 5_000),
        graphql: await send(
          backend.baseUrl,
          {
            method: 'POST',
            path: '/graphql',
            body: { query: '{ me { id } }' },
            headers: user.browser,
          },
          5_000,
        ),
      };
      await sleep(OUTAGE_MS / 2);
      restartRequestedAt = performance.now();
      await outage.start();
      restartedAt = performance.now();
      await recovery(load, restartedAt, RECOVERY_BOUND_MS);
      await sleep(500);
    } catch (error) {
      // A crashed backend explains itself only in its own output.
      if (!backend.isAlive())
        throw new Error(`the backend died:\n${backend.process.output().slice(-4_000)}`, {
          cause: error,
        });
      throw error;
    } finally {
      await load.stop();
    }
    const { results } = load;

    // Every request got a complete answer: no refused or cut connection, no timeout.
    expect(results.filter((result) => result.failure).map(describeResult)).toEqual([]);
    // Never a 500 or a hang: a success, or the outage answer.
    expect(
      results
        .filter((result) => !isSuccess(result) && !isDatabaseOutageAnswer(result))
        .map(describeResult),
    ).toEqual([]);
    expect(
      results
        .filter((result) => result.finishedAt - result.startedAt > ANSWER_BOUND_MS)
        .map(describeResult),
    ).toEqual([]);

    const before = results.filter((result) => result.finishedAt < stopRequestedAt);
    const during = results.filter(
      (result) => result.startedAt > stoppedAt && result.finishedAt < restartRequestedAt,
    );
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((result) => !isSuccess(result)).map(describeResult)).toEqual([]);
    // The outage really happened and every request in it was told so.
    expect(during.length).toBeGreaterThan(20);
    expect(during.filter((result) => !isDatabaseOutageAnswer(result)).map(describeResult)).toEqual(
      [],
    );
    expect(new Set(during.map((result) => result.request.method))).toEqual(
      new Set(['GET', 'PATCH']),
    );

    expect(duringOutage.health.status).toBe(503);
    expect(duringOutage.health.body).toMatchObject({
      status: 'degraded',
      database: { status: 'down', engine: 'postgres' },
    });
    // The session lookup fails before the operation runs: refused in GraphQL's error shape
    // (what Apollo Client reads), with the REST API's status and Retry-After.
    expect(duringOutage.graphql.status).toBe(503);
    expect(duringOutage.graphql.retryAfter).toMatch(/^[1-9][0-9]*$/);
    expect(duringOutage.graphql.body).toEqual({
      data: null,
      errors: [
        {
          message: 'The database is unavailable; try again shortly',
          extensions: { code: 'DATABASE_UNAVAILABLE' },
        },
      ],
    });

    // The same process, never restarted, serves again.
    expect(backend.isAlive()).toBe(true);
    const health = await send(backend.baseUrl, { method: 'GET', path: '/health' }, 5_000);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
    const graphql = await send(
      backend.baseUrl,
      { method: 'POST', path: '/graphql', body: { query: '{ me { id } }' }, headers: user.browser },
      5_000,
    );
    expect(graphql.status).toBe(200);
    expect(graphql.body).toMatchObject({ data: { me: { id: expect.any(String) as unknown } } });
    expect(backend.process.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});

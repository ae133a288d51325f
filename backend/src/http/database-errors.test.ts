/**
 * The errors are made the way an outage makes them: `pg` against a closed port, a server that
 * hangs or hangs up, a backend terminated by the administrator, a closed PGlite. A change in
 * the drivers' codes or messages then fails here rather than as a 500 in production.
 */
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { formatGraphQLErrors } from '../graphql/errors.js';
import { graphqlJs } from '../graphql/graphql-js.js';
import { emptyPgliteDatabase, postgresServerUrl } from '../../test/support/databases.js';
import {
  asDatabaseUnavailable,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from './database-errors.js';
import { AppError, registerErrorHandling, toErrorBody } from './errors.js';

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

/** A TCP server that treats every connection with `onConnection`. */
async function listen(onConnection: (socket: Socket) => void): Promise<Server & { port: number }> {
  const server = createServer(onConnection);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return Object.assign(server, { port: address.port });
}

async function closedPort(): Promise<number> {
  const server = await listen(() => undefined);
  server.close();
  await once(server, 'close');
  return server.port;
}

const urlFor = (port: number): string => `postgres://postgres@127.0.0.1:${port}/postgres`;

describe('recognising an unreachable database', () => {
  const sockets = new Set<Socket>();
  let silent: Server & { port: number };
  let hangingUp: Server & { port: number };

  beforeAll(async () => {
    // Accepts and never answers: a server that is stuck, or a proxy whose backend is gone.
    silent = await listen((socket) => sockets.add(socket));
    // Accepts and closes at once: a server going down as the client arrives.
    hangingUp = await listen((socket) => socket.destroy());
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    silent.close();
    hangingUp.close();
  });

  it('a refused connection (nothing listens on the port)', async () => {
    const client = new pg.Client({ connectionString: urlFor(await closedPort()) });
    const error = await rejectionOf(client.connect());
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a connection the server drops before answering', async () => {
    const client = new pg.Client({ connectionString: urlFor(hangingUp.port) });
    const error = await rejectionOf(client.connect());
    expect(error.message).toMatch(/Connection terminated|ECONNRESET/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("the client's connection timeout", async () => {
    const client = new pg.Client({
      connectionString: urlFor(silent.port),
      connectionTimeoutMillis: 200,
    });
    const error = await rejectionOf(client.connect());
    expect(error.message).toBe('timeout expired');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("the pool's connection timeout", async () => {
    const pool = new pg.Pool({
      connectionString: urlFor(silent.port),
      connectionTimeoutMillis: 200,
    });
    pool.on('error', () => undefined);
    try {
      const error = await rejectionOf(pool.query('SELECT 1'));
      expect(error.message).toMatch(/timeout exceeded when trying to connect|connection timeout/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('a pool used after it was ended (a request still running at shutdown)', async () => {
    const pool = new pg.Pool({ connectionString: urlFor(await closedPort()) });
    await pool.end();
    const error = await rejectionOf(pool.query('SELECT 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.skipIf(postgresServerUrl === undefined)(
    'a connection terminated by the server (SQLSTATE 57P01, as at pg_ctl stop or a failover)',
    async () => {
      const victim = new pg.Client({ connectionString: postgresServerUrl });
      victim.on('error', () => undefined);
      await victim.connect();
      const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: postgresServerUrl });
      await admin.connect();
      try {
        const query = rejectionOf(victim.query('SELECT pg_sleep(10)'));
        // Wait until the victim's query is running, so that it is the query that fails.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const active = await admin.query(
            "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'active'",
            [rows[0]?.pid],
          );
          if (active.rowCount === 1) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        const error = await query;
        expect(error).toMatchObject({ code: '57P01' });
        expect(isDatabaseUnavailable(error)).toBe(true);
      } finally {
        await admin.end();
        await victim.end().catch(() => undefined);
      }
    },
  );

  it.each([
    ['57P02', 'crash shutdown'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
  ])('SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code }))).toBe(true);
  });

  it('looks into causes and into an AggregateError of one refusal per address', async () => {
    const client = new pg.Client({ connectionString: urlFor(await closedPort()) });
    const refused = await rejectionOf(client.connect());
    expect(isDatabaseUnavailable(new Error('loading the case failed', { cause: refused }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused, new Error('a bug')]))).toBe(false);
  });
});

describe('a PGlite database', () => {
  // One instance for both cases: starting PGlite costs seconds on the 2-core machine.
  let db: Database;
  beforeAll(async () => {
    db = await emptyPgliteDatabase();
  });
  afterAll(() => db.close());

  it('refusing a statement is no outage: retrying it would fail the same way', async () => {
    const syntax = await rejectionOf(db.query('SELEC 1'));
    expect(syntax).toMatchObject({ code: '42601' });
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    await db.exec('CREATE TABLE t (id int PRIMARY KEY); INSERT INTO t VALUES (1)');
    const duplicate = await rejectionOf(db.query('INSERT INTO t VALUES (1)'));
    expect(duplicate).toMatchObject({ code: '23505' });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });

  it('is unavailable once closed (a request still running at shutdown)', async () => {
    await db.close();
    const error = await rejectionOf(db.query('SELECT 1'));
    expect(error.message).toBe('PGlite is closed');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('what is not an outage', () => {
  it('bugs, other codes and things that are not errors', () => {
    expect(
      isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('no such file'), { code: 'ENOENT' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('node'), { code: 'ERR_08001' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new AppError('NOT_FOUND', 404, 'No such case'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the answer to an outage', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });

  it('is a 503 AppError with Retry-After; other failures are left alone', () => {
    const mapped = asDatabaseUnavailable(refused);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      statusCode: 503,
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
    expect(asDatabaseUnavailable(new Error('a bug'))).toBeUndefined();
    expect(asDatabaseUnavailable(new AppError('NOT_FOUND', 404, 'No such case'))).toBeUndefined();
  });

  it('is the Error shape with code DATABASE_UNAVAILABLE, without the driver’s text', () => {
    expect(toErrorBody(refused)).toEqual({
      error: 503,
      message: 'The database is unavailable; try again shortly',
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('is DATABASE_UNAVAILABLE in GraphQL too: 503 when nothing ran, 200 with partial data', () => {
    const log = pino({ level: 'silent' });
    const failed = new graphqlJs.GraphQLError(refused.message, {
      path: ['me'],
      originalError: refused,
    });
    const refusedRequest = formatGraphQLErrors({ errors: [failed] }, log);
    expect(refusedRequest.statusCode).toBe(503);
    const partial = formatGraphQLErrors({ data: { me: null }, errors: [failed] }, log);
    expect(partial.statusCode).toBe(200);
    expect(partial.response.errors).toEqual([
      {
        message: 'The database is unavailable; try again shortly',
        path: ['me'],
        extensions: { code: 'DATABASE_UNAVAILABLE' },
      },
    ]);
  });

  it('reaches the client through the error handler with the Retry-After header', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/outage', () => Promise.reject(refused));
    app.get('/bug', () => Promise.reject(new Error('a bug')));
    try {
      const outage = await app.inject({ url: '/outage' });
      expect(outage.statusCode).toBe(503);
      expect(outage.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(outage.json()).toMatchObject({ error: 503, code: 'DATABASE_UNAVAILABLE' });
      const bug = await app.inject({ url: '/bug' });
      expect(bug.statusCode).toBe(500);
      expect(bug.headers['retry-after']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

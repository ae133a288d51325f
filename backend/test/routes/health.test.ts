import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { testEngines, type TestDatabase } from '../support/databases.js';

const TEST_AUTH_SECRET = 'health-test-secret-health-test-secret';

describe.each(testEngines)('GET /health on $name', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeEach(async () => {
    database = await engine.create();
    // The app closes the database it is given; the test keeps its own handle to drop it.
    const unclosable: Database = { ...database.db, close: () => Promise.resolve() };
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', AUTH_SECRET: TEST_AUTH_SECRET }),
      db: unclosable,
      logger: false,
    });
  });
  afterEach(async () => {
    await app.close();
    await database.destroy();
  });

  it('answers 200 with the database up and the engine named', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', engine: engine.name },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
    });
  });

  it('answers 503 with the database down when the database cannot be reached', async () => {
    const broken: Database = {
      ...database.db,
      ping: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const degraded = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', AUTH_SECRET: TEST_AUTH_SECRET }),
      db: broken,
      logger: false,
    });
    try {
      const response = await degraded.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'down', engine: engine.name },
      });
    } finally {
      await degraded.close();
    }
  });

  it('answers an unknown route with 404 in the Error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 404,
      message: 'Route GET /no-such-route not found',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('answers malformed JSON with 400 in the Error shape, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"unterminated": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 400, message: expect.any(String) as unknown });
  });

  it('allows the frontend origin through CORS and no other', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCors } from './cors.js';

const APP = 'https://app.example.com';
const OTHER_ALLOWED = 'https://docs.example.com';

describe('registerCors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerCors(app, {
      origins: [APP, OTHER_ALLOWED],
      methods: ['GET', 'POST', 'PATCH'],
      exposedHeaders: ['ETag', 'Retry-After'],
      maxAgeSeconds: 600,
    });
    app.get('/things', () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('adds only Vary to a request without Origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/things' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('Origin');
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    expect(response.headers).not.toHaveProperty('access-control-allow-credentials');
  });

  it('lets an allowed origin read the response with credentials', async () => {
    for (const origin of [APP, OTHER_ALLOWED]) {
      const response = await app.inject({ method: 'GET', url: '/things', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
      expect(response.headers.vary).toBe('Origin');
    }
  });

  it('gives a foreign origin no CORS headers', async () => {
    for (const origin of [
      'https://evil.example',
      `${APP}.evil.example`,
      'null',
      APP.toUpperCase(),
    ]) {
      const response = await app.inject({ method: 'GET', url: '/things', headers: { origin } });
      expect(response.headers).not.toHaveProperty('access-control-allow-origin');
      expect(response.headers).not.toHaveProperty('access-control-allow-credentials');
      expect(response.headers).not.toHaveProperty('access-control-expose-headers');
    }
  });

  it('answers a preflight from an allowed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/things',
      headers: {
        origin: APP,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type, if-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['content-length']).toBe('0');
    expect(response.headers['access-control-allow-origin']).toBe(APP);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PATCH');
    expect(response.headers['access-control-allow-headers']).toBe('content-type, if-match');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers.vary).toBe('Origin, Access-Control-Request-Headers');
  });

  it('answers preflights on any path, existing or not', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/no/such/path',
      headers: { origin: APP, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP);
    expect(response.headers).not.toHaveProperty('access-control-allow-headers');
  });

  it('answers a foreign preflight, and an OPTIONS that is no preflight, without CORS headers', async () => {
    for (const headers of [
      { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      { origin: APP },
      {},
    ]) {
      const response = await app.inject({ method: 'OPTIONS', url: '/things', headers });
      expect(response.statusCode).toBe(204);
      expect(response.headers).not.toHaveProperty('access-control-allow-origin');
      expect(response.headers).not.toHaveProperty('access-control-allow-methods');
    }
  });
});

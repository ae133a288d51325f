import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Database } from '../db/database.js';
import { ErrorBody } from '../http/errors.js';
import { backendVersion } from '../version.js';

const DatabaseHealth = Type.Object(
  {
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    engine: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
    latencyMs: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

const HealthBody = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    database: DatabaseHealth,
    version: Type.String(),
    uptimeSeconds: Type.Integer(),
  },
  { additionalProperties: false },
);

/** A database that does not answer within this time counts as down: /health must not hang. */
const PING_TIMEOUT_MS = 2_000;

async function pingWithin(db: Database, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`database did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 100) / 100;
}

export const healthRoutes: FastifyPluginCallbackTypebox<{ db: Database }> = (app, { db }, done) => {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database status',
        tags: ['health'],
        // 503: the database is down (a health body), or the instance is shutting down (an error).
        response: { 200: HealthBody, 503: Type.Union([HealthBody, ErrorBody]) },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.floor((Date.now() - startedAt) / 1000);
      try {
        const latencyMs = await pingWithin(db, PING_TIMEOUT_MS);
        return {
          status: 'ok' as const,
          database: { status: 'up' as const, engine: db.engine, latencyMs },
          version: backendVersion,
          uptimeSeconds,
        };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        return reply.status(503).send({
          status: 'degraded',
          database: { status: 'down', engine: db.engine },
          version: backendVersion,
          uptimeSeconds,
        });
      }
    },
  );
  done();
};

/**
 * The reference, not a baseline: Fastify with nothing added — no schemas, hooks, plugins or
 * logger — doing the baselines' work, with their JSON.stringify bodies. Measured side by side
 * with ours, it tells what Fastify itself costs from what ours adds to it (the API's headers,
 * CORS, the guard, the strict query validator, the per-token limit).
 */
import { createServer, type Server } from 'node:http';
import Fastify, { type FastifyReply } from 'fastify';
import type { Answer } from './baseline-work.js';
import { startBaseline } from './baseline-process.js';

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(answer.body));
}

const limitOf = (query: unknown): string | null => {
  const limit = (query as { limit?: unknown }).limit;
  return typeof limit === 'string' ? limit : null;
};

await startBaseline('Fastify', async (work) => {
  let server: Server | undefined;
  // The baselines listen themselves (baseline-process.ts): Fastify serves on a server of ours.
  const app = Fastify({
    serverFactory: (handler) => (server = createServer(handler)),
    bodyLimit: 1_048_576,
  });
  app.get('/plants', async (request, reply) =>
    send(reply, await work.listPlants(request.headers.authorization, limitOf(request.query))),
  );
  app.get('/api/cases', async (request, reply) =>
    send(reply, await work.listCases(request.headers.authorization, limitOf(request.query))),
  );
  app.patch<{ Params: { id: string } }>('/api/cases/:id', async (request, reply) =>
    send(
      reply,
      await work.updateCase(request.headers.authorization, request.params.id, request.body),
    ),
  );
  await app.ready();
  if (server === undefined) throw new Error('Fastify did not create its server');
  return server;
});

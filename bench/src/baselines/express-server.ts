/** What many would pick instead: Express 5 with its JSON body parser, and the same work. */
import { createServer } from 'node:http';
import express, { type Response } from 'express';
import type { Answer } from './baseline-work.js';
import { startBaseline } from './baseline-process.js';

function send(response: Response, answer: Answer): void {
  response
    .status(answer.status)
    .set(answer.headers ?? {})
    .json(answer.body);
}

await startBaseline('Express', (work) => {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.get('/plants', async (request, response) => {
    const limit = typeof request.query.limit === 'string' ? request.query.limit : null;
    send(response, await work.listPlants(request.get('authorization'), limit));
  });
  app.get('/api/cases', async (request, response) => {
    const limit = typeof request.query.limit === 'string' ? request.query.limit : null;
    send(response, await work.listCases(request.get('authorization'), limit));
  });
  app.patch('/api/cases/:id', express.json({ limit: '1mb' }), async (request, response) => {
    send(
      response,
      await work.updateCase(request.get('authorization'), request.params.id, request.body),
    );
  });
  return createServer(app);
});

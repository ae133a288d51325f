/**
 * The practical ceiling: node:http and pg with nothing in between — hand routing,
 * JSON.stringify, no validation beyond what the handlers need.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Answer, BaselineWork } from './baseline-work.js';
import { startBaseline } from './baseline-process.js';

const BODY_LIMIT_BYTES = 1_048_576;
const CASE_PATH = /^\/api\/cases\/([^/]+)$/;

function send(response: ServerResponse, answer: Answer): void {
  const payload = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...answer.headers,
  });
  response.end(payload);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function route(work: BaselineWork, request: IncomingMessage): Promise<Answer> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const authorization = request.headers.authorization;
  if (request.method === 'GET' && url.pathname === '/plants')
    return work.listPlants(authorization, url.searchParams.get('limit'));
  if (request.method === 'GET' && url.pathname === '/api/cases')
    return work.listCases(authorization, url.searchParams.get('limit'));
  const caseId = CASE_PATH.exec(url.pathname)?.[1];
  if (request.method === 'PATCH' && caseId !== undefined) {
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      return { status: 400, body: { error: 400, message: 'Malformed JSON body' } };
    }
    return work.updateCase(authorization, caseId, body);
  }
  return { status: 404, body: { error: 404, message: 'Not found' } };
}

await startBaseline('bare node:http', (work) =>
  createServer((request, response) => {
    route(work, request).then(
      (answer) => {
        send(response, answer);
      },
      () => {
        send(response, { status: 500, body: { error: 500, message: 'Internal error' } });
      },
    );
  }),
);

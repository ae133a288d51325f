/**
 * The host-facing case API (decisions.md "Case endpoints"): six operations over the
 * AgentCase contract. Schemas come from @resume-agent/case-contract and feed validation,
 * serialisation and the OpenAPI 3.1 document at /api/openapi.json alike.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  AgentCase,
  caseSchema,
  CaseSchema,
  ChangeStatusBody,
  CreateCaseBody,
  ListCasesQuery,
  UpdateCaseBody,
} from '@resume-agent/case-contract';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { createCaseListWriter } from '../cases/case-list-json.js';
import { createCaseService } from '../cases/case-service.js';
import { etagOf } from '../cases/if-match.js';
import type { Database } from '../db/database.js';
import type { Caller, Guards } from '../http/authentication.js';
import { AppError, ErrorBody } from '../http/errors.js';
import { JSON_CONTENT_TYPE } from '../http/json-text.js';
import { plainJsonSerializerCompiler } from '../http/plain-json-serializer.js';
import { strictQueryValidatorCompiler } from '../openapi/strict-query.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e][\x20-\x7e]{0,254}$/;

const AgentCaseRef = Type.Ref('AgentCase');
const CaseListResponse = Type.Object(
  {
    items: Type.Array(AgentCaseRef),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` for the next page; null on the last page',
    }),
  },
  { additionalProperties: false },
);
const CaseIdParams = Type.Object(
  { id: Type.String({ description: 'The case id (a uuid)' }) },
  { additionalProperties: false },
);
const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The ETag of the case as last read; 412 if it has changed' }),
  ),
});
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'Makes a retry safe: the same key and body within 24 hours returns the first response and creates nothing',
    }),
  ),
});

function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
  return request.caller;
}

/** Node joins most repeated headers with commas; a few arrive as arrays. */
function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export const caseRoutes: FastifyPluginCallbackTypebox<{
  db: Database;
  guards: Guards;
  appOrigin: string;
}> = (app, { db, guards, appOrigin }, done) => {
  const cases = createCaseService({ db, appOrigin });
  const writeCaseList = createCaseListWriter(appOrigin);
  const read = [guards.requireScopes('cases:read')];
  const write = [guards.requireScopes('cases:write')];
  const security: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];
  // Every case route checks the caller and the token's rate limit (429 with Retry-After).
  const denied = { 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
  // Routes with a JSON body: larger than BODY_LIMIT_BYTES, or not JSON.
  const bodyRefused = { 413: ErrorBody, 415: ErrorBody };
  // PATCH and the status action: both change a case under If-Match and answer alike.
  const changeResponses = {
    200: AgentCaseRef,
    400: ErrorBody,
    ...denied,
    404: ErrorBody,
    409: ErrorBody,
    412: ErrorBody,
    ...bodyRefused,
  };

  app.addSchema(AgentCase);
  app.addSchema(CreateCaseBody);
  app.addSchema(UpdateCaseBody);
  app.addSchema(ChangeStatusBody);

  // Its 200 is a JSON string written by writeCaseList, not an object to serialise.
  app.get<{ Querystring: ListCasesQuery; Reply: string }>(
    '/api/cases',
    {
      onRequest: read,
      schema: {
        operationId: 'listCases',
        summary: 'List cases, newest first',
        description:
          'Cursor pagination over (created, id): pages never repeat or skip a case while cases are added or changed. Filter by `status` (comma-separated) and search title and company with `q`.',
        tags: ['cases'],
        security,
        querystring: ListCasesQuery,
        response: { 200: CaseListResponse, 400: ErrorBody, ...denied },
      },
      // Strict like the plant store: `limit=1.0` or a repeated `status` is a 400, not a guess.
      validatorCompiler: strictQueryValidatorCompiler,
      // A string sent with a JSON content type goes out as it is, so the 200 schema serialises
      // nothing and stays the documentation; this keeps Fastify from compiling a
      // fast-json-stringify serializer for it at start-up that no request would call.
      serializerCompiler: plainJsonSerializerCompiler,
    },
    async (request, reply) => {
      const page = await cases.listPage(callerOf(request), request.query);
      return reply.type(JSON_CONTENT_TYPE).send(writeCaseList(page));
    },
  );

  app.post(
    '/api/cases',
    {
      onRequest: write,
      schema: {
        operationId: 'createCase',
        summary: 'Create a case (a job and its application)',
        tags: ['cases'],
        security,
        headers: IdempotencyHeaders,
        body: Type.Ref('CreateCaseBody'),
        response: {
          201: AgentCaseRef,
          400: ErrorBody,
          ...denied,
          ...bodyRefused,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
        throw new AppError(
          'INVALID_IDEMPOTENCY_KEY',
          400,
          'Idempotency-Key must be 1 to 255 printable ASCII characters, for example a UUID',
        );
      const { agentCase, replayed } = await cases.create(
        callerOf(request),
        request.body as CreateCaseBody,
        key,
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply
        .status(201)
        .header('location', `/api/cases/${agentCase.id}`)
        .header('etag', etagOf(agentCase.version))
        .send(agentCase);
    },
  );

  // Registered before /api/cases/:id so that "schema" is never taken for an id.
  app.get(
    '/api/cases/schema',
    {
      onRequest: read,
      schema: {
        operationId: 'getCaseSchema',
        summary:
          'The case schema: fields, statuses, transitions and body schemas for case controls',
        tags: ['cases'],
        security,
        response: { 200: CaseSchema, ...denied },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, max-age=60');
      return caseSchema();
    },
  );

  app.get(
    '/api/cases/:id',
    {
      onRequest: read,
      schema: {
        operationId: 'getCase',
        summary: 'One case; its version is the ETag',
        tags: ['cases'],
        security,
        params: CaseIdParams,
        response: { 200: AgentCaseRef, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const agentCase = await cases.get(callerOf(request), request.params.id);
      return reply.header('etag', etagOf(agentCase.version)).send(agentCase);
    },
  );

  app.patch(
    '/api/cases/:id',
    {
      onRequest: write,
      schema: {
        operationId: 'updateCase',
        summary: 'Change some fields of a case (a status change must be an allowed transition)',
        tags: ['cases'],
        security,
        params: CaseIdParams,
        headers: IfMatchHeaders,
        body: Type.Ref('UpdateCaseBody'),
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const agentCase = await cases.update(
        callerOf(request),
        request.params.id,
        request.body as UpdateCaseBody,
        singleHeader(request, 'if-match'),
      );
      return reply.header('etag', etagOf(agentCase.version)).send(agentCase);
    },
  );

  app.post(
    '/api/cases/:id/status',
    {
      onRequest: write,
      schema: {
        operationId: 'changeCaseStatus',
        summary: 'The case-status action: move a case to an allowed status, with a note',
        description:
          'A transition the schema does not allow is 409, with the allowed statuses in `details.allowed`. Every change is recorded with its actor (user or token) and note.',
        tags: ['cases'],
        security,
        params: CaseIdParams,
        headers: IfMatchHeaders,
        body: Type.Ref('ChangeStatusBody'),
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const agentCase = await cases.changeStatus(
        callerOf(request),
        request.params.id,
        request.body as ChangeStatusBody,
        singleHeader(request, 'if-match'),
      );
      return reply.header('etag', etagOf(agentCase.version)).send(agentCase);
    },
  );
  done();
};

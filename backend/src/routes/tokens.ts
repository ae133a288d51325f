import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '../accounts/api-tokens-repository.js';
import { SCOPES, ScopeSchema } from '../accounts/scopes.js';
import { generateApiToken, hashSecretToken } from '../accounts/secret-tokens.js';
import type { Database } from '../db/database.js';
import type { Guards } from '../http/authentication.js';
import { isUuid } from '../http/domain-errors.js';
import { AppError, ErrorBody } from '../http/errors.js';

const CreateTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: SCOPES.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
const CreatedToken = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    scopes: Type.Array(ScopeSchema),
    token: Type.String({ description: 'Shown only in this response' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
const TokenSummary = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    scopes: Type.Array(ScopeSchema),
    prefix: Type.String({ description: 'The first characters of the token, to tell tokens apart' }),
    createdAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
const TokenList = Type.Object({ items: Type.Array(TokenSummary) }, { additionalProperties: false });

export const tokenRoutes: FastifyPluginCallbackTypebox<{
  db: Database;
  authSecret: string;
  guards: Guards;
}> = (app, { db, authSecret, guards }, done) => {
  const guarded = { 401: ErrorBody, 403: ErrorBody };

  app.post(
    '/api/tokens',
    {
      onRequest: [guards.requireSession],
      schema: {
        summary: 'Create a personal access token (the token is shown only in this response)',
        tags: ['accounts'],
        body: CreateTokenBody,
        response: { 201: CreatedToken, 400: ErrorBody, ...guarded },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId;
      if (userId === undefined) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      const { token, prefix } = generateApiToken();
      const created = await createApiToken(db, {
        userId,
        name: request.body.name.trim(),
        tokenHash: hashSecretToken(authSecret, 'api-token', token),
        prefix,
        scopes: request.body.scopes,
      });
      return reply.status(201).send({
        id: created.id,
        name: created.name,
        scopes: created.scopes,
        token,
        createdAt: created.createdAt,
      });
    },
  );

  app.get(
    '/api/tokens',
    {
      onRequest: [guards.requireSession],
      schema: {
        summary: "The signed-in user's active tokens, newest first",
        tags: ['accounts'],
        response: { 200: TokenList, ...guarded },
      },
    },
    async (request) => {
      const userId = request.caller?.userId;
      if (userId === undefined) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      return { items: await listApiTokens(db, userId) };
    },
  );

  app.delete(
    '/api/tokens/:id',
    {
      onRequest: [guards.requireSession],
      schema: {
        summary: 'Revoke a token; it stops working at once',
        tags: ['accounts'],
        params: Type.Object({ id: Type.String() }, { additionalProperties: false }),
        response: { 204: Type.Null(), 404: ErrorBody, ...guarded },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId;
      if (userId === undefined) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      // Another user's token is "not found", never "forbidden": ids reveal nothing.
      const isRevoked =
        isUuid(request.params.id) && (await revokeApiToken(db, userId, request.params.id));
      if (!isRevoked) throw new AppError('TOKEN_NOT_FOUND', 404, 'No such token');
      return reply.status(204).send(null);
    },
  );
  done();
};

/**
 * The signed-in devices of an account: listed, signed out one at a time, or all but this one.
 * Session routes need a session, like the token routes: a leaked token must not be a way to
 * see where its owner signs in, or to sign them out.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  listLiveSessions,
  MAX_LISTED_SESSIONS,
  revokeOtherSessions,
  revokeSessionOfUser,
} from '../accounts/sessions-repository.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Guards } from '../http/authentication.js';
import { isUuid } from '../http/domain-errors.js';
import { AppError, ErrorBody } from '../http/errors.js';
import { expiredSessionCookie } from '../http/session-cookie.js';

const SessionSummary = Type.Object(
  {
    id: Type.String(),
    current: Type.Boolean({ description: 'Whether this is the session that asked' }),
    createdAt: Type.String({ format: 'date-time', description: 'When it signed in' }),
    lastSeenAt: Type.String({
      format: 'date-time',
      description: 'Its latest request, to the minute',
    }),
    expiresAt: Type.String({ format: 'date-time' }),
    userAgent: Type.Union([Type.String(), Type.Null()], {
      description: 'The User-Agent header it signed in with',
    }),
    ip: Type.Union([Type.String(), Type.Null()], {
      description: 'The address it signed in from',
    }),
  },
  { additionalProperties: false },
);
const SessionList = Type.Object(
  { items: Type.Array(SessionSummary, { maxItems: MAX_LISTED_SESSIONS }) },
  { additionalProperties: false },
);
const SignedOut = Type.Object(
  { signedOut: Type.Integer({ minimum: 0, description: 'How many sessions were signed out' }) },
  { additionalProperties: false },
);

/** The guard let only a session through; narrowed here for the handlers. */
function sessionCallerOf(request: FastifyRequest): { userId: string; sessionId: string } {
  const caller = request.caller;
  if (caller?.sessionId === undefined)
    throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
  return { userId: caller.userId, sessionId: caller.sessionId };
}

export const sessionRoutes: FastifyPluginCallbackTypebox<{
  db: Database;
  config: Config;
  guards: Guards;
}> = (app, { db, config, guards }, done) => {
  const guarded = { 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/api/auth/sessions',
    {
      onRequest: [guards.requireSession],
      schema: {
        summary: "The signed-in user's live sessions, most recently active first",
        tags: ['accounts'],
        response: { 200: SessionList, ...guarded },
      },
    },
    async (request) => {
      const { userId, sessionId } = sessionCallerOf(request);
      const sessions = await listLiveSessions(db, userId);
      return {
        items: sessions.map((session) => ({ ...session, current: session.id === sessionId })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      onRequest: [guards.requireSession],
      schema: {
        summary: 'Sign out one session; the current one is signed out as by sign-out',
        tags: ['accounts'],
        params: Type.Object({ id: Type.String() }, { additionalProperties: false }),
        response: { 204: Type.Null(), 404: ErrorBody, ...guarded },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = sessionCallerOf(request);
      const { id } = request.params;
      // Another user's session is "not found", never "forbidden": ids reveal nothing.
      const isRevoked = isUuid(id) && (await revokeSessionOfUser(db, userId, id));
      if (!isRevoked) throw new AppError('SESSION_NOT_FOUND', 404, 'No such session');
      if (id === sessionId)
        void reply.header('set-cookie', expiredSessionCookie({ secure: config.isProduction }));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/sign-out-others',
    {
      onRequest: [guards.requireSession],
      schema: {
        summary: 'Sign out every other session of the account; this one stays signed in',
        tags: ['accounts'],
        response: { 200: SignedOut, ...guarded },
      },
    },
    async (request) => {
      const { userId, sessionId } = sessionCallerOf(request);
      return { signedOut: await revokeOtherSessions(db, userId, sessionId) };
    },
  );
  done();
};

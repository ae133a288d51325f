/** Signing in, as the routes that do it share it: a new server-side session and its cookie. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from '../accounts/start-session.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { sessionCookie } from './session-cookie.js';

export type BeginSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => Promise<void>;

export function createBeginSession({
  db,
  config,
  authSecret,
}: {
  db: Database;
  config: Config;
  authSecret: string;
}): BeginSession {
  return async (request, reply, userId) => {
    const { token } = await startSession(db, authSecret, {
      userId,
      ttlHours: config.sessionTtlHours,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    void reply.header(
      'set-cookie',
      sessionCookie(token, {
        secure: config.isProduction,
        maxAgeSeconds: config.sessionTtlHours * 3600,
      }),
    );
  };
}

import { isIP } from 'node:net';
import type { Queryable } from '../db/database.js';
import { generateSessionToken, hashSecretToken } from './secret-tokens.js';
import { createSession } from './sessions-repository.js';

/** The sessions table caps user_agent at 1024 characters; longer ones are cut, not refused. */
const MAX_USER_AGENT_LENGTH = 1024;

/** Creates a new server-side session and returns the token for the cookie (never stored). */
export async function startSession(
  db: Queryable,
  authSecret: string,
  session: { userId: string; ttlHours: number; userAgent: string | undefined; ip: string },
): Promise<{ token: string; sessionId: string }> {
  const token = generateSessionToken();
  const sessionId = await createSession(db, {
    userId: session.userId,
    tokenHash: hashSecretToken(authSecret, 'session', token),
    ttlHours: session.ttlHours,
    userAgent: session.userAgent
      ? Array.from(session.userAgent).slice(0, MAX_USER_AGENT_LENGTH).join('')
      : null,
    ip: isIP(session.ip) === 0 ? null : session.ip,
  });
  return { token, sessionId };
}

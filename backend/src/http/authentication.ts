/**
 * The one authentication layer. A request is authenticated by `Authorization: Bearer <token>`
 * (a personal access token) or, without that header, by the session cookie. Routes opt in with
 * the guards returned here; `request.caller` then says who is calling and how.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findActiveApiToken, touchApiToken } from '../accounts/api-tokens-repository.js';
import { SCOPES, type Scope } from '../accounts/scopes.js';
import { hashSecretToken, looksLikeApiToken } from '../accounts/secret-tokens.js';
import { findActiveSession, touchSession } from '../accounts/sessions-repository.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from './errors.js';
import { createFixedWindowLimiter } from './fixed-window-limiter.js';
import { isAllowedOrigin, requestOrigin } from './origins.js';
import { sessionTokenOf } from './session-cookie.js';

export interface Caller {
  userId: string;
  scopes: readonly Scope[];
  via: 'session' | 'token';
  tokenId?: string;
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; null until a guard has authenticated the request. */
    caller: Caller | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** Refuses a cross-site mutation (see checkOrigin); for routes that may run without a caller. */
  checkOrigin: Guard;
  /** Any signed-in caller: a session or a token (token requests are rate limited per token). */
  requireCaller: Guard;
  /** A browser session; a bearer token is refused (403) even when valid. */
  requireSession: Guard;
  /** A session (which holds every scope) or a token holding all of `scopes`. */
  requireScopes: (...scopes: Scope[]) => Guard;
  /** A bearer token holding all of `scopes`; a session cookie alone is "not authenticated". */
  requireTokenScopes: (...scopes: Scope[]) => Guard;
  /** The caller if the request carries valid credentials, else null; never throws for missing ones. */
  identify: (request: FastifyRequest) => Promise<Caller | null>;
}

/** last_seen_at / last_used_at are written at most this often per session or token. */
const TOUCH_INTERVAL_MS = 60_000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer' } as const;

const authRequired = (): AppError =>
  new AppError('AUTH_REQUIRED', 401, 'Authentication required', undefined, BEARER_CHALLENGE);
const invalidToken = (): AppError =>
  new AppError('INVALID_TOKEN', 401, 'The access token is invalid, expired or revoked', undefined, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

function isStale(lastTouched: string | null): boolean {
  return lastTouched === null || Date.now() - Date.parse(lastTouched) >= TOUCH_INTERVAL_MS;
}

/**
 * The request's authentication once started: the guards and identify() share one lookup. A
 * slot on the request rather than a WeakMap keyed by it: a WeakMap entry per request is work
 * for the garbage collector on the hottest path (docs/contributing/performance.md).
 */
const pendingCaller = Symbol('pendingCaller');
type AuthenticatingRequest = FastifyRequest & { [pendingCaller]: Promise<Caller | null> | null };

function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is a failed token, never a fall-back to the cookie.
  return match?.[1] ?? '';
}

export function registerAuthentication(
  app: FastifyInstance,
  { db, config, authSecret }: { db: Database; config: Config; authSecret: string },
): Guards {
  app.decorateRequest('caller', null);
  app.decorateRequest(pendingCaller, null);
  const limitPerToken = createFixedWindowLimiter({
    max: config.tokenRateLimitPerMinute,
    windowMs: 60_000,
  });

  async function fromToken(token: string): Promise<Caller> {
    if (!looksLikeApiToken(token)) throw invalidToken();
    const found = await findActiveApiToken(db, hashSecretToken(authSecret, 'api-token', token));
    if (!found) throw invalidToken();
    if (isStale(found.lastUsedAt)) await touchApiToken(db, found.id);
    return { userId: found.userId, scopes: found.scopes, via: 'token', tokenId: found.id };
  }

  async function fromSession(token: string | undefined): Promise<Caller | null> {
    if (token === undefined || token === '') return null;
    const session = await findActiveSession(db, hashSecretToken(authSecret, 'session', token));
    if (!session) return null;
    if (isStale(session.lastSeenAt)) await touchSession(db, session.id);
    return { userId: session.userId, scopes: SCOPES, via: 'session', sessionId: session.id };
  }

  async function resolve(request: FastifyRequest): Promise<Caller | null> {
    const bearer = bearerTokenOf(request);
    const caller =
      bearer === undefined ? await fromSession(sessionTokenOf(request)) : await fromToken(bearer);
    request.caller = caller;
    return caller;
  }

  function authenticate(request: FastifyRequest): Promise<Caller | null> {
    const authenticating = request as AuthenticatingRequest;
    return (authenticating[pendingCaller] ??= resolve(request));
  }

  function enforce(request: FastifyRequest, caller: Caller): void {
    if (caller.via === 'session') {
      checkOrigin(request);
      return;
    }
    const verdict = limitPerToken.hit(caller.tokenId ?? '');
    if (!verdict.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        429,
        `Too many requests with this token; retry in ${verdict.retryAfterSeconds} s`,
        undefined,
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
  }

  /**
   * Cookies ride along on cross-site requests; a mutation that carries the session cookie must
   * come from a trusted origin (Origin, else Referer). Any other request that names a foreign
   * origin is refused too, which also stops login CSRF. Bearer-token requests are exempt.
   */
  function checkOrigin(request: FastifyRequest): void {
    if (!UNSAFE_METHODS.has(request.method) || request.headers.authorization !== undefined) return;
    const origin = requestOrigin(request);
    const hasSessionCookie = sessionTokenOf(request) !== undefined;
    if (origin === undefined ? hasSessionCookie : !isAllowedOrigin(config, origin))
      throw new AppError('ORIGIN_REJECTED', 403, 'Cross-site request refused');
  }

  const requireCaller: Guard = async (request) => {
    const caller = await authenticate(request);
    if (!caller) throw authRequired();
    enforce(request, caller);
  };

  const requireSession: Guard = async (request, reply) => {
    await requireCaller(request, reply);
    if (request.caller?.via !== 'session')
      throw new AppError(
        'SESSION_REQUIRED',
        403,
        'This operation needs a signed-in browser session',
      );
  };

  const requireScopes =
    (...scopes: Scope[]): Guard =>
    async (request, reply) => {
      await requireCaller(request, reply);
      const held = request.caller?.scopes ?? [];
      const missing = scopes.find((scope) => !held.includes(scope));
      if (missing !== undefined)
        throw new AppError(
          'INSUFFICIENT_SCOPE',
          403,
          `The token lacks the scope ${missing}`,
          { missingScope: missing },
          { 'www-authenticate': `Bearer error="insufficient_scope", scope="${missing}"` },
        );
    };

  /** For APIs whose description admits bearer authentication only (the plant store). */
  const requireTokenScopes = (...scopes: Scope[]): Guard => {
    const requireHeld = requireScopes(...scopes);
    return async (request, reply) => {
      if (request.headers.authorization === undefined) throw authRequired();
      await requireHeld(request, reply);
    };
  };

  return {
    checkOrigin: (request) => {
      checkOrigin(request);
      return Promise.resolve();
    },
    requireCaller,
    requireSession,
    requireScopes,
    requireTokenScopes,
    identify: authenticate,
  };
}

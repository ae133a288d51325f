import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { normaliseEmail, type PasswordHasher } from '../accounts/passwords.js';
import { ScopeSchema } from '../accounts/scopes.js';
import { revokeSession } from '../accounts/sessions-repository.js';
import { ACCOUNT_ATTEMPTS_WINDOW_MS, signIn } from '../accounts/sign-in.js';
import { signUp } from '../accounts/sign-up.js';
import { findUserById } from '../accounts/users-repository.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Guards } from '../http/authentication.js';
import { trackWorkAfterAnswer } from '../http/background-work.js';
import { createBeginSession } from '../http/begin-session.js';
import { createSharedWindowLimiter, type RateLimiter } from '../http/shared-window-limiter.js';
import { expiredSessionCookie } from '../http/session-cookie.js';
import { AppError, ErrorBody } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { PasswordResets } from '../accounts/password-reset.js';
import type { EmailConfirmations } from '../accounts/email-confirmation.js';
import { registerConfirmEmailRoute } from './confirm-email.js';
import { registerPasswordResetRoutes } from './password-reset.js';
import { UserBody, UserResponse } from './user-response.js';

// Lengths here only bound the work; the account rules (passwords.ts) give the precise messages.
const Credentials = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
const SignUpBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
const MeResponse = Type.Object(
  {
    user: UserBody,
    via: Type.Union([Type.Literal('session'), Type.Literal('token')]),
    scopes: Type.Array(ScopeSchema),
  },
  { additionalProperties: false },
);

export interface AuthRoutesOptions {
  db: Database;
  config: Config;
  authSecret: string;
  hasher: PasswordHasher;
  guards: Guards;
  resets: PasswordResets;
  confirmations: EmailConfirmations;
  mailer: Mailer;
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
}

export const authRoutes: FastifyPluginCallbackTypebox<AuthRoutesOptions> = (
  app,
  { db, config, authSecret, hasher, guards, resets, confirmations, mailer },
  done,
) => {
  // The link to confirm a new account's address goes out after the answer: a server that
  // cannot send mail still signs people up (Settings offers to send the link again).
  const afterAnswer = trackWorkAfterAnswer(app);
  // In the database: every instance counts against the same allowance.
  const limitPerIp = createSharedWindowLimiter(db, {
    name: 'auth-per-ip',
    max: config.authRateLimitPerIp,
    windowMs: 60_000,
  });
  const limitPerAccount = createSharedWindowLimiter(db, {
    name: 'sign-in-per-account',
    max: config.authRateLimitPerAccount,
    windowMs: ACCOUNT_ATTEMPTS_WINDOW_MS,
  });

  async function enforceLimit(limiter: RateLimiter, key: string): Promise<void> {
    const { allowed, retryAfterSeconds } = await limiter.hit(key);
    if (!allowed) {
      const retryAfter = String(retryAfterSeconds);
      throw new AppError(
        'RATE_LIMITED',
        429,
        `Too many attempts; retry in ${retryAfter} s`,
        undefined,
        { 'retry-after': retryAfter },
      );
    }
  }

  const beginSession = createBeginSession({ db, config, authSecret });

  const perIp = async (request: FastifyRequest): Promise<void> => {
    await enforceLimit(limitPerIp, request.ip);
  };
  const authErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

  app.post(
    '/api/auth/sign-up',
    {
      onRequest: [guards.checkOrigin, perIp],
      schema: {
        summary: 'Create an account and sign in',
        description:
          'A link to confirm the address is e-mailed after the answer (POST /api/auth/confirm-email); the account works meanwhile, with `emailConfirmedAt` null.',
        tags: ['accounts'],
        body: SignUpBody,
        response: { 201: UserResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      const user = await signUp(db, hasher, request.body);
      await beginSession(request, reply, user.id);
      if (mailer.canSend)
        afterAnswer(
          () => confirmations.sendForSignUp(user),
          request.log,
          'Could not send the link to confirm a new account',
        );
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      onRequest: [guards.checkOrigin, perIp],
      schema: {
        summary: 'Sign in with e-mail and password; starts a new session',
        tags: ['accounts'],
        body: Credentials,
        response: { 200: UserResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      await enforceLimit(limitPerAccount, emailOf(request));
      const user = await signIn(db, hasher, {
        email: normaliseEmail(request.body.email),
        password: request.body.password,
      });
      await beginSession(request, reply, user.id);
      return { user };
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      onRequest: [guards.checkOrigin],
      schema: {
        summary: 'End the current session (idempotent)',
        tags: ['accounts'],
        response: { 204: Type.Null(), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      // A bearer token has no session to end; an invalid one is still refused (401).
      const caller = await guards.identify(request);
      if (caller?.sessionId !== undefined) await revokeSession(db, caller.sessionId);
      void reply.header('set-cookie', expiredSessionCookie({ secure: config.isProduction }));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: [guards.requireCaller],
      schema: {
        summary: 'The signed-in user and how the request was authenticated',
        tags: ['accounts'],
        response: { 200: MeResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const caller = request.caller;
      const user = caller ? await findUserById(db, caller.userId) : undefined;
      if (!caller || !user)
        throw new AppError('AUTH_REQUIRED', 401, 'Authentication required', undefined, {
          'www-authenticate': 'Bearer',
        });
      return { user, via: caller.via, scopes: [...caller.scopes] };
    },
  );
  registerConfirmEmailRoute(app, { confirmations, perIp, checkOrigin: guards.checkOrigin });
  registerPasswordResetRoutes(app, {
    resets,
    mailer,
    perIp,
    checkOrigin: guards.checkOrigin,
    beginSession,
  });
  done();
};

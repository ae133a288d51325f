/**
 * "Forgot your password?" (accounts/password-reset.ts): ask for a link by e-mail, then use it to
 * choose a new password. Registered by the auth routes, whose per-IP limit they share.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  type PasswordResets,
  RESET_LINKS_PER_ADDRESS_PER_HOUR,
} from '../accounts/password-reset.js';
import { findEmailProblem, normaliseEmail } from '../accounts/passwords.js';
import type { Guard } from '../http/authentication.js';
import { trackWorkAfterAnswer } from '../http/background-work.js';
import type { BeginSession } from '../http/begin-session.js';
import { AppError, ErrorBody } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { UserResponse } from './user-response.js';

const ForgotPasswordBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 320 }) },
  { additionalProperties: false },
);
const ResetPasswordBody = Type.Object(
  {
    // 43 characters as sent; the bound only keeps the work small.
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
const Accepted = Type.Object({ message: Type.String() }, { additionalProperties: false });

export const LINK_SENT_MESSAGE =
  'If an account uses this address, a link to choose a new password is on its way; it works for an hour';

type TypeboxApp = Parameters<FastifyPluginCallbackTypebox>[0];

export function registerPasswordResetRoutes(
  app: TypeboxApp,
  {
    resets,
    mailer,
    perIp,
    checkOrigin,
    beginSession,
  }: {
    resets: PasswordResets;
    mailer: Mailer;
    perIp: (request: FastifyRequest) => Promise<void>;
    checkOrigin: Guard;
    beginSession: BeginSession;
  },
): void {
  // Links are looked up and sent after the answer: its timing must not tell whether the
  // address has an account.
  const afterAnswer = trackWorkAfterAnswer(app);

  app.post(
    '/api/auth/forgot-password',
    {
      onRequest: [checkOrigin, perIp],
      schema: {
        summary: 'E-mail a link to choose a new password',
        description: `Answers 202 whether or not an account uses the address. The link (\`/reset-password#token=…\` on the app) works once, for an hour; at most ${RESET_LINKS_PER_ADDRESS_PER_HOUR} are sent per address per hour.`,
        tags: ['accounts'],
        body: ForgotPasswordBody,
        response: { 202: Accepted, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const problem = findEmailProblem(email);
      if (problem !== undefined)
        throw new AppError('INVALID_EMAIL', 400, problem, { field: 'email' });
      if (!mailer.canSend)
        throw new AppError(
          'MAIL_UNAVAILABLE',
          503,
          'This server cannot send e-mail, so it cannot send a link; ask its operator to reset the password',
        );
      afterAnswer(() => resets.request(email), request.log, 'Could not send a password reset link');
      return reply.status(202).send({ message: LINK_SENT_MESSAGE });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      onRequest: [checkOrigin, perIp],
      schema: {
        summary: 'Choose a new password with a link from the e-mail; signs in',
        description:
          'Signs every session of the account out, then starts one for this browser (the session cookie). A link that is unknown, used or expired is 400 RESET_LINK_INVALID.',
        tags: ['accounts'],
        body: ResetPasswordBody,
        response: { 200: UserResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await resets.complete(request.body);
      await beginSession(request, reply, user.id);
      return { user };
    },
  );
}

/** Deleting the signed-in account (accounts/delete-account.ts). */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AccountDeletions } from '../accounts/delete-account.js';
import type { Config } from '../config.js';
import type { Guards } from '../http/authentication.js';
import { AppError, ErrorBody } from '../http/errors.js';
import { expiredSessionCookie } from '../http/session-cookie.js';

// The length only bounds the work; a wrong password of any length is WRONG_PASSWORD.
const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);

export const accountRoutes: FastifyPluginCallbackTypebox<{
  config: Config;
  guards: Guards;
  deletions: AccountDeletions;
}> = (app, { config, guards, deletions }, done) => {
  app.post(
    '/api/auth/delete-account',
    {
      // A session only: a leaked token must not be able to end the account it belongs to.
      onRequest: [guards.requireSession],
      schema: {
        summary:
          'Delete the account and everything in it (resumes, jobs, applications, tokens, sessions)',
        tags: ['accounts'],
        body: DeleteAccountBody,
        response: {
          204: Type.Null(),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId;
      if (userId === undefined) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      await deletions.delete({ userId, password: request.body.password });
      void reply.header('set-cookie', expiredSessionCookie({ secure: config.isProduction }));
      return reply.status(204).send(null);
    },
  );
  done();
};

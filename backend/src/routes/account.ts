/** The signed-in account's own data: all of it as a download, and deleting it. */
import { Readable } from 'node:stream';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { exportAccount, readExportedUser } from '../accounts/account-export.js';
import type { AccountDeletions } from '../accounts/delete-account.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Guards } from '../http/authentication.js';
import { AppError, ErrorBody } from '../http/errors.js';
import { expiredSessionCookie } from '../http/session-cookie.js';

// The length only bounds the work; a wrong password of any length is WRONG_PASSWORD.
const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);

export const accountRoutes: FastifyPluginCallbackTypebox<{
  db: Database;
  config: Config;
  guards: Guards;
  deletions: AccountDeletions;
}> = (app, { db, config, guards, deletions }, done) => {
  app.get(
    '/api/auth/export',
    {
      // A HEAD would read the whole account to send none of it.
      exposeHeadRoute: false,
      // A session only: all of an account's data is more than any token's scopes give.
      onRequest: [guards.requireSession],
      schema: {
        summary:
          'Download everything the account holds as one JSON file (resumes, jobs, applications with their history, interviews, contacts, form answers and offers, token names, sessions, calendar feed, reminder e-mail, plants)',
        tags: ['accounts'],
        response: {
          // The document's shape for OpenAPI; the handler sends it as a stream.
          200: Type.Unsafe<Readable>(
            Type.Object(
              {
                format: Type.Literal('resume-agent-export'),
                version: Type.Literal(1),
                exportedAt: Type.String({ format: 'date-time' }),
                user: Type.Object({}, { additionalProperties: true }),
              },
              {
                additionalProperties: true,
                description:
                  'Streamed as an attachment. Beside `user`, arrays `resumes`, `jobs`, `applications`, `applicationEvents`, `interviews`, `contacts`, `applicationAnswers`, `applicationTasks`, `offers`, `apiTokens`, `sessions`, `calendarFeeds`, `reminderEmails` and `plants`: the rows as stored, oldest first, without owner columns or hashes.',
              },
            ),
          ),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId;
      if (userId === undefined) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      // Before the first byte: once the stream has begun, a failure can only cut it short.
      const userJson = await readExportedUser(db, userId);
      if (userJson === undefined)
        throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      const exportedAt = new Date().toISOString();
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="resume-agent-export-${exportedAt.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(exportAccount(db, { userId, userJson, exportedAt })));
    },
  );

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

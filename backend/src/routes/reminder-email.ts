/**
 * POST /api/reminder-email/unsubscribe?token=…: stops a user's reminder e-mail from the link in
 * it (reminders/reminder-emails.ts), with no session: the e-mail may be read anywhere. Called
 * by the app's /unsubscribe page and by mail programs themselves (RFC 8058 one-click: a POST of
 * `List-Unsubscribe=One-Click` as a form, from a mail server, so without an Origin to check and
 * with a body that says nothing more). Never on GET: link scanners open every link of a mail.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ErrorBody } from '../http/errors.js';
import type { ReminderEmails } from '../reminders/reminder-emails.js';

const UnsubscribeQuery = Type.Object(
  // "<uuid>.<43 characters>", 80 in all; the bound only keeps the work small.
  {
    token: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The token of the link in the e-mail',
    }),
  },
  { additionalProperties: false },
);

const UnsubscribeResponse = Type.Object({ message: Type.String() });

/** A one-click body is a form of one field; read as text and ignored, never parsed. */
const FORM_BODY_LIMIT_BYTES = 1024;

export const reminderEmailRoutes: FastifyPluginCallbackTypebox<{
  reminderEmails: ReminderEmails;
}> = (app, { reminderEmails }, done) => {
  // In this plugin only: no other route takes forms.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, _body, parsed) => {
      parsed(null, undefined);
    },
  );
  app.post(
    '/api/reminder-email/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeReminderEmail',
        summary: 'Stop the reminder e-mail (its unsubscribe link)',
        description:
          "Turns off the reminder e-mail of the account the token names; the token is in every reminder e-mail, in the link to the app's `/unsubscribe` page and in the `List-Unsubscribe` header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058, for mail programs). Needs no session and no Origin; a body, if any (`List-Unsubscribe=One-Click`), is ignored. The same answer when the e-mail was off already or the account is gone. Turn it on again in Settings (GraphQL `setReminderEmail`). A token this server did not make is 400 UNSUBSCRIBE_LINK_INVALID.",
        tags: ['reminders'],
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      await reminderEmails.unsubscribe(request.query.token);
      return {
        message:
          'You will get no more reminder e-mails. Turn them on again in Settings whenever you like.',
      };
    },
  );
  done();
};

/**
 * Opening a link that confirms an address (accounts/email-confirmation.ts). No session is
 * needed, since the link may be opened on another device, and none is started: the link proves
 * the inbox, not the password. Registered by the auth routes, whose per-IP limit it shares.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { CONFIRM_LINK_TTL_HOURS, type EmailConfirmations } from '../accounts/email-confirmation.js';
import type { Guard } from '../http/authentication.js';
import { ErrorBody } from '../http/errors.js';
import { UserResponse } from './user-response.js';

const ConfirmEmailBody = Type.Object(
  // 43 characters as sent; the bound only keeps the work small.
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

type TypeboxApp = Parameters<FastifyPluginCallbackTypebox>[0];

export function registerConfirmEmailRoute(
  app: TypeboxApp,
  {
    confirmations,
    perIp,
    checkOrigin,
  }: {
    confirmations: EmailConfirmations;
    perIp: (request: FastifyRequest) => Promise<void>;
    checkOrigin: Guard;
  },
): void {
  app.post(
    '/api/auth/confirm-email',
    {
      onRequest: [checkOrigin, perIp],
      schema: {
        summary: 'Confirm an address with the link from the e-mail',
        description: `The link (\`/confirm-email#token=…\` on the app) is sent at sign-up and when an account asks to change its address; it works once, for ${CONFIRM_LINK_TTL_HOURS} hours, and only the newest of an account works. For a change, the account's address becomes the new one now. Signs nobody in. A link that is unknown, used or expired is 400 EMAIL_LINK_INVALID; 400 EMAIL_REJECTED when another account has taken the address meanwhile.`,
        tags: ['accounts'],
        body: ConfirmEmailBody,
        response: { 200: UserResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({ user: await confirmations.confirm(request.body.token) }),
  );
}

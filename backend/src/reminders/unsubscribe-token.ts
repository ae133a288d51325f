/**
 * The unsubscribe link of the reminder e-mail: the account's id and an HMAC of it under the
 * server's secret. Nothing is stored, so the link of any e-mail sent keeps working (mail sits in
 * inboxes for years), it says no more than who the e-mail went to, and it can do one thing only:
 * turn the e-mail off. Rotating AUTH_SECRET ends every link, like every other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../http/domain-errors.js';

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

function macOf(authSecret: string, userId: string): string {
  return createHmac('sha256', authSecret)
    .update(`reminder-email-unsubscribe:${userId}`)
    .digest('base64url');
}

export function unsubscribeTokenOf(authSecret: string, userId: string): string {
  return `${userId}.${macOf(authSecret, userId)}`;
}

/** The account a token names, or undefined for anything this server did not sign. */
export function userOfUnsubscribeToken(authSecret: string, token: string): string | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (match === null) return undefined;
  const [, userId = '', mac = ''] = match;
  if (!isUuid(userId)) return undefined;
  const expected = Buffer.from(macOf(authSecret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

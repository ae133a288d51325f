/**
 * The session cookie, read and written by hand rather than through @fastify/cookie.
 *
 * The plugin parses every request's Cookie header in an onRequest hook and checks every reply
 * in an onSend hook. Only cookie-authenticated requests need the first and only sign-in and
 * sign-out the second, yet the two hooks cost about 3% of the CPU of a token-authenticated
 * plant-list request (bench/, measured with both servers side by side on one core).
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'ra_session';

/** The session token the request's Cookie header carries, if any. */
export function sessionTokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  return header === undefined ? undefined : parseCookie(header)[SESSION_COOKIE];
}

interface SessionCookieOptions {
  /** Secure in production, where the app is served over HTTPS; not on plain-HTTP localhost. */
  secure: boolean;
}

/** What every Set-Cookie of the session says: HTTP-only, same-site lax, for the whole site. */
const sessionCookieAttributes = ({ secure }: SessionCookieOptions) =>
  ({ name: SESSION_COOKIE, httpOnly: true, secure, sameSite: 'lax', path: '/' }) as const;

/** The Set-Cookie value that starts a session, for `maxAgeSeconds`. */
export function sessionCookie(
  token: string,
  { secure, maxAgeSeconds }: SessionCookieOptions & { maxAgeSeconds: number },
): string {
  return stringifySetCookie({
    ...sessionCookieAttributes({ secure }),
    value: token,
    maxAge: maxAgeSeconds,
  });
}

/** The Set-Cookie value that makes a browser drop the session cookie at once. */
export function expiredSessionCookie(options: SessionCookieOptions): string {
  return stringifySetCookie({
    ...sessionCookieAttributes(options),
    value: '',
    expires: new Date(0),
    maxAge: 0,
  });
}

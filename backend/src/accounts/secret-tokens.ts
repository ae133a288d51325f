/** Random bearer secrets (session cookies, personal access tokens) and their stored hashes. */
import { createHmac, randomBytes } from 'node:crypto';

export const API_TOKEN_PREFIX = 'ra_pat_';
/** Characters of a token kept in clear (token_prefix) so the settings page can tell tokens apart. */
const DISPLAY_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

/** 32 random bytes, base64url: 256 bits, nothing to guess. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function generateApiToken(): { token: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefix: token.slice(0, DISPLAY_PREFIX_LENGTH) };
}

export function looksLikeApiToken(value: string): boolean {
  return /^ra_pat_[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * HMAC-SHA-256 keyed with the server secret: a copy of the database alone is not enough to
 * check guesses, and the purpose label keeps a session hash from ever matching a token hash.
 */
export function hashSecretToken(
  secret: string,
  purpose: 'session' | 'api-token' | 'password-reset' | 'email-confirmation' | 'calendar-feed',
  token: string,
): string {
  return createHmac('sha256', secret).update(`${purpose}:${token}`).digest('hex');
}

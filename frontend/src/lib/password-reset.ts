/**
 * The two ends of a password reset link: the page that asks for one, and the token the link
 * carries to /reset-password in its fragment (`#token=…`), where no server ever sees it.
 */
import { ApiError } from './api';

/** The forgot-password page, with the address already typed on sign-in filled in. */
export function forgotPasswordPath(email = ''): string {
  const address = email.trim();
  return address === ''
    ? '/forgot-password'
    : `/forgot-password?email=${encodeURIComponent(address)}`;
}

/** The token of a reset link's fragment (`#token=…`), or undefined when there is none. */
export function resetTokenFromHash(hash: string): string | undefined {
  // Not URLSearchParams: it reads "+" as a space, which would spoil a token that has one.
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (!part.startsWith('token=')) continue;
    let token: string;
    try {
      token = decodeURIComponent(part.slice('token='.length)).trim();
    } catch {
      return undefined;
    }
    return token === '' ? undefined : token;
  }
  return undefined;
}

/** What to tell someone whose request for a reset link failed. */
export function resetRequestProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  // Trying again will not help: the server has no way to send e-mail at all.
  if (error.code === 'MAIL_UNAVAILABLE') {
    return 'This server cannot send e-mail, so it cannot send you a link. Ask whoever runs it to reset your password.';
  }
  return error.message;
}

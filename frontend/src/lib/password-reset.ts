/**
 * The asking end of a password reset link: the page that asks for one, and what to say when
 * asking fails. The link's token is read by lib/link-token.ts.
 */
import { ApiError } from './api';

/** The forgot-password page, with the address already typed on sign-in filled in. */
export function forgotPasswordPath(email = ''): string {
  const address = email.trim();
  return address === ''
    ? '/forgot-password'
    : `/forgot-password?email=${encodeURIComponent(address)}`;
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

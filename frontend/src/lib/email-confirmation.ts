/**
 * Confirming an e-mail address by the link e-mailed to it (docs/accounts.md): a new account's
 * address after sign-up, and the new address of a change, which waits for its link. What the
 * app says when sending or opening a link fails.
 */
import { ApiError, describeWait } from './api';
import type { OperationProblem } from './graphql-errors';

/*
 * MAIL_UNAVAILABLE passes on the server's words: they tell a server that sends no e-mail at
 * all ("ask its operator") from a mail server that failed just now ("try again in a moment").
 */

/** What to tell someone whose confirmation link (sendEmailConfirmation) could not be sent. */
export function linkSendingProblem(problem: OperationProblem): string {
  if (problem.code === 'RATE_LIMITED' && problem.retryAfterSeconds !== undefined)
    return `Too many links went to this address. Try again in ${describeWait(problem.retryAfterSeconds)}.`;
  return problem.message;
}

/**
 * What to tell someone whose change of address (changeEmail) failed, other than a field's
 * error: the limit counts both password attempts and links sent, so the wait is all it names.
 */
export function emailChangeProblem(problem: OperationProblem): string {
  if (problem.code === 'RATE_LIMITED' && problem.retryAfterSeconds !== undefined)
    return `Too many attempts to change the address. Try again in ${describeWait(problem.retryAfterSeconds)}.`;
  return problem.message;
}

export type ConfirmFailure =
  /** Unknown, used, replaced or expired: only a new link helps. */
  | { kind: 'link-invalid' }
  /** Another account took the address after the link was sent. */
  | { kind: 'address-taken' }
  /** Anything else (no connection, too many tries, the server): trying again may help. */
  | { kind: 'failed'; message: string };

/** Why POST /api/auth/confirm-email did not confirm. */
export function confirmFailureOf(error: unknown): ConfirmFailure {
  if (!(error instanceof ApiError))
    return { kind: 'failed', message: 'Something went wrong. Please try again.' };
  if (error.code === 'EMAIL_LINK_INVALID') return { kind: 'link-invalid' };
  if (error.code === 'EMAIL_REJECTED') return { kind: 'address-taken' };
  return { kind: 'failed', message: error.message };
}

/**
 * What went wrong with a GraphQL operation, as a code the UI can branch on and a sentence it
 * can show. The backend puts `extensions.code` on every error (docs/graphql.md).
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface OperationProblem {
  code: string;
  message: string;
  /** How long a RATE_LIMITED caller should wait (`extensions.details.retryAfterSeconds`). */
  retryAfterSeconds?: number;
  /**
   * The error's `extensions.details`, unread: their shape depends on the code, so the module
   * that handles a code checks them (the saved jobs of JOB_ALREADY_SAVED: saved-jobs.ts).
   */
  details?: unknown;
}

export const NETWORK_PROBLEM: OperationProblem = {
  code: 'NETWORK_ERROR',
  message: 'Could not reach the server. Check your connection and try again.',
};

export function problemOf(error: unknown): OperationProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    // An execution error travels with status 200, without a Retry-After header: the wait
    // comes in its details instead.
    const details = first?.extensions?.details;
    const retryAfterSeconds =
      typeof details === 'object' && details !== null && 'retryAfterSeconds' in details
        ? details.retryAfterSeconds
        : undefined;
    return {
      code: typeof code === 'string' ? code : 'UNKNOWN',
      message: first?.message ?? 'Something went wrong.',
      ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
      ...(details === undefined ? {} : { details }),
    };
  }
  // A refusal with a status (503 while the database is down, 413 for a huge body) is an
  // answer from the server, not a lost connection: it says why in GraphQL's error shape.
  if (ServerError.is(error)) return refusalOf(error.bodyText) ?? NETWORK_PROBLEM;
  if (error instanceof TypeError) return NETWORK_PROBLEM;
  return {
    code: 'UNKNOWN',
    message: error instanceof Error ? error.message : 'Something went wrong.',
  };
}

function refusalOf(bodyText: string): OperationProblem | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  const first = (body as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] })
    .errors?.[0];
  if (typeof first?.message !== 'string' || typeof first.extensions?.code !== 'string')
    return undefined;
  return { code: first.extensions.code, message: first.message };
}

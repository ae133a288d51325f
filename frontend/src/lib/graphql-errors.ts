/**
 * What went wrong with a GraphQL operation, as a code the UI can branch on and a sentence it
 * can show. The backend puts `extensions.code` on every error (docs/graphql.md).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface OperationProblem {
  code: string;
  message: string;
}

export const NETWORK_PROBLEM: OperationProblem = {
  code: 'NETWORK_ERROR',
  message: 'Could not reach the server. Check your connection and try again.',
};

export function problemOf(error: unknown): OperationProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return {
      code: typeof code === 'string' ? code : 'UNKNOWN',
      message: first?.message ?? 'Something went wrong.',
    };
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'ServerError'))
    return NETWORK_PROBLEM;
  return {
    code: 'UNKNOWN',
    message: error instanceof Error ? error.message : 'Something went wrong.',
  };
}

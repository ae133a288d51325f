import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { NETWORK_PROBLEM, problemOf } from './graphql-errors';

describe('problemOf', () => {
  it('reads the code and message of the first GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'No such job', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(problemOf(error)).toEqual({ code: 'NOT_FOUND', message: 'No such job' });
  });

  it('treats a failed fetch as a network problem', () => {
    expect(problemOf(new TypeError('Failed to fetch'))).toEqual(NETWORK_PROBLEM);
  });
});

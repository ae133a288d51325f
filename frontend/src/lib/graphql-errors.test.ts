import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { NETWORK_PROBLEM, problemOf } from './graphql-errors';

describe('problemOf', () => {
  it('reads the code and message of the first GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'No such job', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(problemOf(error)).toEqual({ code: 'NOT_FOUND', message: 'No such job' });
  });

  it('reads the wait of a RATE_LIMITED error from its details', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Too many links to this address',
          extensions: { code: 'RATE_LIMITED', details: { retryAfterSeconds: 1800 } },
        },
      ],
    });
    expect(problemOf(error)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many links to this address',
      retryAfterSeconds: 1800,
      details: { retryAfterSeconds: 1800 },
    });
  });

  it('passes an error’s other details on unread, for the code’s handler to check', () => {
    const details = { jobs: [{ id: 'job-1', title: 'Engineer' }] };
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'You saved this job already',
          extensions: { code: 'JOB_ALREADY_SAVED', details },
        },
      ],
    });
    expect(problemOf(error)).toEqual({
      code: 'JOB_ALREADY_SAVED',
      message: 'You saved this job already',
      details,
    });
  });

  it('reads a refusal with a status (the database is down) from its GraphQL body', () => {
    const bodyText = JSON.stringify({
      data: null,
      errors: [
        {
          message: 'The database is unavailable; try again shortly',
          extensions: { code: 'DATABASE_UNAVAILABLE' },
        },
      ],
    });
    const error = new ServerError('Response not successful: Received status code 503', {
      response: new Response(bodyText, { status: 503 }),
      bodyText,
    });
    expect(problemOf(error)).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable; try again shortly',
    });
  });

  it('treats a status without a GraphQL body (a proxy’s error page) as a network problem', () => {
    const bodyText = '<html>Bad gateway</html>';
    const error = new ServerError('Response not successful: Received status code 502', {
      response: new Response(bodyText, { status: 502 }),
      bodyText,
    });
    expect(problemOf(error)).toEqual(NETWORK_PROBLEM);
  });

  it('treats a failed fetch as a network problem', () => {
    expect(problemOf(new TypeError('Failed to fetch'))).toEqual(NETWORK_PROBLEM);
  });
});

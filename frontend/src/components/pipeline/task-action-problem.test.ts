import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { taskActionProblem } from './task-action-problem';

function problemOf(caught: unknown, what = 'check off') {
  const onStale = vi.fn();
  const message = taskActionProblem(caught, {
    what,
    title: 'Send the portfolio',
    onStale,
    describeProblem: (error) => (error instanceof Error ? error.message : 'Something went wrong'),
  });
  return { message, isStale: onStale.mock.calls.length > 0 };
}

describe('taskActionProblem', () => {
  it('reads the page again when the task was removed meanwhile, and says so', () => {
    const gone = new CombinedGraphQLErrors({
      errors: [{ message: 'No such task', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(problemOf(gone)).toEqual({
      message: '“Send the portfolio” was removed meanwhile, in another tab or window.',
      isStale: true,
    });
  });

  it('says what could not be done, and why, as a sentence', () => {
    expect(problemOf(new Error('The server did not answer'), 'change the day of')).toEqual({
      message: 'Could not change the day of “Send the portfolio”. The server did not answer.',
      isStale: false,
    });
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { taskAddRefusal } from './task-add-refusal';

function refused(code: string, message: string, details?: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, details } }] });
}

function refusalOf(caught: unknown, forJob?: string) {
  const onStale = vi.fn();
  const refusal = taskAddRefusal(caught, {
    title: 'Send the portfolio',
    forJob,
    onStale,
    describeProblem: (error) => (error instanceof Error ? error.message : 'Something went wrong'),
  });
  return { refusal, isStale: onStale.mock.calls.length > 0 };
}

describe('taskAddRefusal', () => {
  it('puts a refusal of the title or the day by its field, as a sentence', () => {
    expect(
      refusalOf(
        refused('VALIDATION_FAILED', "A task's title is 1 to 300 characters", { field: 'title' }),
      ),
    ).toEqual({
      refusal: { field: 'title', message: "A task's title is 1 to 300 characters." },
      isStale: false,
    });
    expect(
      refusalOf(refused('VALIDATION_FAILED', 'No such day', { field: 'dueOn' })).refusal,
    ).toMatchObject({
      field: 'dueOn',
    });
  });

  it('reads the page again when the application is gone or full, and says so for the form', () => {
    const gone = refusalOf(refused('NOT_FOUND', 'No such application'));
    expect(gone).toEqual({
      refusal: { message: 'Could not add “Send the portfolio”. No such application.' },
      isStale: true,
    });
    expect(
      refusalOf(
        refused('VALIDATION_FAILED', 'An application holds at most 50 tasks', {
          field: 'applicationId',
        }),
      ).isStale,
    ).toBe(true);
    expect(refusalOf(refused('LIMIT_REACHED', 'Too many')).isStale).toBe(true);
  });

  it('names the job where the page has several, and leaves the page as it is otherwise', () => {
    expect(
      refusalOf(new Error('The server did not answer'), 'Backend Engineer · Fabrikam'),
    ).toEqual({
      refusal: {
        message:
          'Could not add “Send the portfolio” for Backend Engineer · Fabrikam. The server did not answer.',
      },
      isStale: false,
    });
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { removeItem, type ItemRemoval } from './item-removal';

function refusal(code: string, message: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
}

/** A removal whose calls are written down, sending with `remove`. */
function removal(remove: () => Promise<unknown>) {
  const said: string[] = [];
  let staleCount = 0;
  const input: ItemRemoval = {
    remove,
    name: '“Send the portfolio”',
    what: 'the task',
    onRemoved: (announcement) => said.push(announcement),
    onStale: () => {
      staleCount += 1;
    },
    describeProblem: (error) => (error instanceof Error ? error.message : 'Something went wrong'),
  };
  return { input, said, staleCount: () => staleCount };
}

describe('removeItem', () => {
  it('announces the removal once the server has answered', async () => {
    const { input, said, staleCount } = removal(() => Promise.resolve({ id: 't1' }));
    expect(await removeItem(input)).toBeUndefined();
    expect(said).toEqual(['Removed “Send the portfolio”.']);
    expect(staleCount()).toBe(0);
  });

  it('reads the page again and says so when the item was removed elsewhere', async () => {
    const { input, said, staleCount } = removal(() =>
      Promise.reject(refusal('NOT_FOUND', 'No task with that id.')),
    );
    expect(await removeItem(input)).toBeUndefined();
    expect(said).toEqual(['“Send the portfolio” was removed already.']);
    expect(staleCount()).toBe(1);
  });

  it('says why any other failure left the item in place, as a sentence', async () => {
    const { input, said, staleCount } = removal(() =>
      Promise.reject(refusal('INTERNAL', 'The database is not answering')),
    );
    expect(await removeItem(input)).toBe(
      'Could not remove the task. The database is not answering.',
    );
    expect(said).toEqual([]);
    expect(staleCount()).toBe(0);
  });
});

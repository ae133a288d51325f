/**
 * Removing one item of the application page (a task, a contact, an answer) after its Remove was
 * confirmed, and what to say then. Apart from the items, so that they say it the same way and
 * it can be tested without a browser.
 */
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';

export interface ItemRemoval {
  /** Sends the removal; rejects with what the server said. */
  remove: () => Promise<unknown>;
  /** The item as its messages name it: `“Send the portfolio”`, `Priya Raman`. */
  name: string;
  /** What "Could not remove …" names: `the task`, or the name. */
  what: string;
  /** After it is gone, here or already elsewhere, with what to announce. */
  onRemoved: (announcement: string) => void;
  /** Reads the page again: the item was gone already (removed in another tab). */
  onStale: () => void;
  /** The sentence for any other failure (use-action-problem.ts). */
  describeProblem: (error: unknown) => string;
}

/**
 * Removes the item. Resolves to the sentence to show by the item when that failed, or to
 * undefined once the item is gone: removed now, or removed already elsewhere (NOT_FOUND), when
 * the page is read again without it and the removal is announced all the same.
 */
export async function removeItem({
  remove,
  name,
  what,
  onRemoved,
  onStale,
  describeProblem,
}: ItemRemoval): Promise<string | undefined> {
  try {
    await remove();
    onRemoved(`Removed ${name}.`);
    return undefined;
  } catch (caught) {
    if (problemOf(caught).code === 'NOT_FOUND') {
      onStale();
      onRemoved(`${name} was removed already.`);
      return undefined;
    }
    return `Could not remove ${what}. ${asSentence(describeProblem(caught))}`;
  }
}

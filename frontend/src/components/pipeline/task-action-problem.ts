/**
 * What a change to a task that failed says (a check-off, a reopen, another day): the task
 * removed meanwhile reads the page again and says so; anything else says what could not be
 * done. Shared by an application's Tasks section and the lists across applications.
 */
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { taskName } from './application-task-rules';

export function taskActionProblem(
  caught: unknown,
  {
    what,
    title,
    onStale,
    describeProblem,
  }: {
    /** What could not be done, as in "Could not check off": "check off", "reopen". */
    what: string;
    /** The task's title. */
    title: string;
    /** Reads the page again. */
    onStale: () => void;
    /** The failure as a sentence (use-action-problem.ts). */
    describeProblem: (error: unknown) => string;
  },
): string {
  if (problemOf(caught).code === 'NOT_FOUND') {
    onStale();
    return `“${taskName(title)}” was removed meanwhile, in another tab or window.`;
  }
  return `Could not ${what} “${taskName(title)}”. ${asSentence(describeProblem(caught))}`;
}

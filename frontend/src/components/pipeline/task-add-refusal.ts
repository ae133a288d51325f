/**
 * What a task add that failed says, for TaskQuickAdd to show: by its field when the refusal
 * names one (the title, the day), else for the whole form. Shared by an application's Tasks
 * section and the Tasks page.
 */
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';
import { refusedTaskField, taskName } from './application-task-rules';
import type { AddRefusal } from './task-quick-add';

export function taskAddRefusal(
  caught: unknown,
  {
    title,
    forJob,
    onStale,
    describeProblem,
  }: {
    /** The title sent. */
    title: string;
    /** The job the task was for, where the page has several ("Backend Engineer · Fabrikam"). */
    forJob?: string;
    /** Reads the page again. */
    onStale: () => void;
    /** The failure as a sentence (use-action-problem.ts). */
    describeProblem: (error: unknown) => string;
  },
): AddRefusal {
  const refusal = problemOf(caught);
  const field = refusedTaskField(refusal);
  if (field) return { field, message: asSentence(refusal.message) };
  // The application gone, or its list filled up, in another tab: the page shows it as it is.
  if (
    refusal.code === 'NOT_FOUND' ||
    refusal.code === 'LIMIT_REACHED' ||
    refusedFieldOf(refusal, ['applicationId']) !== undefined
  )
    onStale();
  const what = forJob === undefined ? `“${taskName(title)}”` : `“${taskName(title)}” for ${forJob}`;
  return { message: `Could not add ${what}. ${asSentence(describeProblem(caught))}` };
}

/** What the import page says of undoing an import: its counts, its question, its outcome. */
import type { OperationProblem } from '@/lib/graphql-errors';

/** An import as "Recent imports" lists it (Query.spreadsheetImports). */
export interface RecentImport {
  id: string;
  importedAt: string;
  /** Its jobs still saved, each with its application. */
  jobs: number;
  /** Of those, the ones worked on since the import. */
  changed: number;
}

/** How an undo ended: the jobs deleted, or none left to delete (undone already, elsewhere). */
export type UndoOutcome = { kind: 'undone'; jobsDeleted: number } | { kind: 'gone' };

/** An undo that did not happen: what the server said, to show beside the question. */
export type UndoAttempt = UndoOutcome | { kind: 'failed'; message: string };

/** "1 job", "12 jobs". */
export function jobsText(count: number): string {
  return `${String(count)} ${count === 1 ? 'job' : 'jobs'}`;
}

/** "3 changed since", beside the count of a listed import. */
export function changedText(changed: number): string {
  return `${String(changed)} changed since`;
}

/** The question asked before undoing an import of `jobs` jobs. */
export function undoQuestion(jobs: number): string {
  return jobs === 1
    ? 'Delete the job this import added, with its application?'
    : `Delete the ${String(jobs)} jobs this import added, with their applications?`;
}

/**
 * The warning added to the question when some of the jobs were worked on since: undoing
 * deletes that work too, which a person who imported the wrong file last week may not expect.
 * Null when none was.
 */
export function changedWarning({
  jobs,
  changed,
}: {
  jobs: number;
  changed: number;
}): string | null {
  if (changed <= 0) return null;
  const what = 'moved, noted, tailored…';
  if (jobs === 1) return `It was worked on since (${what}); undoing deletes it too.`;
  return changed === 1
    ? `1 of them was worked on since (${what}); undoing deletes it too.`
    : `${String(changed)} of them were worked on since (${what}); undoing deletes them too.`;
}

/** The question's two answers: the safe one first. */
export function undoAnswers(jobs: number): { cancel: string; confirm: string } {
  return jobs === 1
    ? { cancel: 'Keep it', confirm: 'Yes, delete it' }
    : { cancel: 'Keep them', confirm: 'Yes, delete them' };
}

/** What an undo did, as the list shows it and screen readers hear it. */
export function outcomeText(outcome: UndoOutcome): string {
  return outcome.kind === 'undone'
    ? `Import undone: ${jobsText(outcome.jobsDeleted)} deleted.`
    : 'This import was undone already.';
}

/** The undone import's page, under its heading. */
export function undoneDetail(outcome: UndoOutcome): string {
  if (outcome.kind === 'gone') return 'It was undone already: the jobs it added are gone.';
  return outcome.jobsDeleted === 1
    ? '1 job deleted, with its application.'
    : `${jobsText(outcome.jobsDeleted)} deleted, with their applications.`;
}

/**
 * The server's refusal as an outcome: NOT_FOUND is an import with no job left (undone in
 * another tab), which is what the person wanted; anything else failed and can be tried again.
 */
export function undoAttemptOf(problem: OperationProblem): UndoAttempt {
  if (problem.code === 'NOT_FOUND') return { kind: 'gone' };
  return { kind: 'failed', message: `Could not undo the import. ${problem.message}` };
}

/** A listed import and how its undo ended (null while it has not been). */
export interface RecentImportRow {
  item: RecentImport;
  outcome: UndoOutcome | null;
}

/**
 * The rows of "Recent imports": the server's list, plus the imports undone on this page, which
 * the list no longer has but which stay where they were, saying how their undo ended, until
 * the person leaves. Newest first, as the server sorts them.
 */
export function recentImportRows(
  listed: readonly RecentImport[],
  settled: readonly { item: RecentImport; outcome: UndoOutcome }[],
): RecentImportRow[] {
  const outcomes = new Map(settled.map(({ item, outcome }) => [item.id, outcome]));
  const listedIds = new Set(listed.map((item) => item.id));
  const rows: RecentImportRow[] = [
    ...listed.map((item) => ({ item, outcome: outcomes.get(item.id) ?? null })),
    ...settled.filter(({ item }) => !listedIds.has(item.id)),
  ];
  // Stable: rows imported at the same instant keep the server's order.
  return rows.sort((a, b) => Date.parse(b.item.importedAt) - Date.parse(a.item.importedAt));
}

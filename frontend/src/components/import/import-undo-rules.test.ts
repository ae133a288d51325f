import { describe, expect, it } from 'vitest';
import {
  changedText,
  changedWarning,
  jobsText,
  outcomeText,
  recentImportRows,
  undoAnswers,
  undoAttemptOf,
  undoneDetail,
  undoQuestion,
  type RecentImport,
} from './import-undo-rules';

describe('the counts of a listed import', () => {
  it('counts jobs, one or more', () => {
    expect(jobsText(1)).toBe('1 job');
    expect(jobsText(12)).toBe('12 jobs');
  });

  it('counts the jobs changed since', () => {
    expect(changedText(3)).toBe('3 changed since');
  });
});

describe('the question before undoing', () => {
  it('asks about the jobs and their applications', () => {
    expect(undoQuestion(12)).toBe('Delete the 12 jobs this import added, with their applications?');
    expect(undoQuestion(1)).toBe('Delete the job this import added, with its application?');
  });

  it('warns when jobs were worked on since, as undoing deletes that work too', () => {
    expect(changedWarning({ jobs: 12, changed: 3 })).toBe(
      '3 of them were worked on since (moved, noted, tailored…); undoing deletes them too.',
    );
    expect(changedWarning({ jobs: 12, changed: 1 })).toBe(
      '1 of them was worked on since (moved, noted, tailored…); undoing deletes it too.',
    );
    expect(changedWarning({ jobs: 1, changed: 1 })).toBe(
      'It was worked on since (moved, noted, tailored…); undoing deletes it too.',
    );
  });

  it('has no warning when nothing was worked on', () => {
    expect(changedWarning({ jobs: 12, changed: 0 })).toBeNull();
  });

  it('answers in the number of the jobs', () => {
    expect(undoAnswers(12)).toEqual({ cancel: 'Keep them', confirm: 'Yes, delete them' });
    expect(undoAnswers(1)).toEqual({ cancel: 'Keep it', confirm: 'Yes, delete it' });
  });
});

describe('how an undo ended', () => {
  it('says how many jobs were deleted', () => {
    expect(outcomeText({ kind: 'undone', jobsDeleted: 12 })).toBe(
      'Import undone: 12 jobs deleted.',
    );
    expect(outcomeText({ kind: 'undone', jobsDeleted: 1 })).toBe('Import undone: 1 job deleted.');
    expect(undoneDetail({ kind: 'undone', jobsDeleted: 12 })).toBe(
      '12 jobs deleted, with their applications.',
    );
    expect(undoneDetail({ kind: 'undone', jobsDeleted: 1 })).toBe(
      '1 job deleted, with its application.',
    );
  });

  it('reads NOT_FOUND as an import undone already', () => {
    const attempt = undoAttemptOf({ code: 'NOT_FOUND', message: 'No import 7' });
    expect(attempt).toEqual({ kind: 'gone' });
    expect(outcomeText({ kind: 'gone' })).toBe('This import was undone already.');
  });

  it('keeps any other refusal as a failure to try again', () => {
    expect(
      undoAttemptOf({
        code: 'NETWORK_ERROR',
        message: 'Could not reach the server. Check your connection and try again.',
      }),
    ).toEqual({
      kind: 'failed',
      message:
        'Could not undo the import. Could not reach the server. Check your connection and try again.',
    });
  });
});

describe('recentImportRows', () => {
  const newest: RecentImport = { id: 'c', importedAt: '2026-11-24T09:00:00Z', jobs: 4, changed: 0 };
  const middle: RecentImport = {
    id: 'b',
    importedAt: '2026-11-23T14:05:00Z',
    jobs: 12,
    changed: 3,
  };
  const oldest: RecentImport = { id: 'a', importedAt: '2026-11-20T08:00:00Z', jobs: 1, changed: 0 };

  it('lists the server’s imports, none undone yet', () => {
    expect(recentImportRows([newest, oldest], [])).toEqual([
      { item: newest, outcome: null },
      { item: oldest, outcome: null },
    ]);
  });

  it('keeps an import undone here in its place once the server no longer lists it', () => {
    const undone = { kind: 'undone', jobsDeleted: 12 } as const;
    expect(recentImportRows([newest, oldest], [{ item: middle, outcome: undone }])).toEqual([
      { item: newest, outcome: null },
      { item: middle, outcome: undone },
      { item: oldest, outcome: null },
    ]);
  });

  it('shows the outcome of an import still listed (the list not fetched again yet)', () => {
    expect(recentImportRows([middle], [{ item: middle, outcome: { kind: 'gone' } }])).toEqual([
      { item: middle, outcome: { kind: 'gone' } },
    ]);
  });

  it('has no rows when nothing is listed or undone', () => {
    expect(recentImportRows([], [])).toEqual([]);
  });
});

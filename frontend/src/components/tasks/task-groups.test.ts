import { describe, expect, it } from 'vitest';
import { groupOpenTasks, isListCut, openTasksSummary, taskGroupOf } from './task-groups';
import { TASKS_LIMIT } from './tasks-limit';

// A Thursday, and the year's last day: tomorrow falls in the next year.
const TODAY = '2026-12-31';

function task(
  id: string,
  dueOn: string | null,
  changes: { doneAt?: string | null; createdAt?: string; applicationId?: string } = {},
) {
  return {
    id,
    dueOn,
    doneAt: changes.doneAt ?? null,
    createdAt: changes.createdAt ?? '2026-12-01T09:00:00.000Z',
    application: { id: changes.applicationId ?? 'a1' },
  };
}

describe('taskGroupOf', () => {
  it('puts a day before today under Overdue, however long ago', () => {
    expect(taskGroupOf('2026-12-30', TODAY)).toBe('overdue');
    expect(taskGroupOf('2025-01-01', TODAY)).toBe('overdue');
  });

  it('names today and tomorrow, across the year', () => {
    expect(taskGroupOf('2026-12-31', TODAY)).toBe('today');
    expect(taskGroupOf('2027-01-01', TODAY)).toBe('tomorrow');
  });

  it('counts the rest of the next 7 days as this week, and later after that', () => {
    expect(taskGroupOf('2027-01-02', TODAY)).toBe('week');
    expect(taskGroupOf('2027-01-07', TODAY)).toBe('week');
    expect(taskGroupOf('2027-01-08', TODAY)).toBe('later');
    expect(taskGroupOf('2028-06-01', TODAY)).toBe('later');
  });

  it('puts a task without a day under No day', () => {
    expect(taskGroupOf(null, TODAY)).toBe('undated');
  });
});

describe('groupOpenTasks', () => {
  it('draws the groups that have tasks, in reading order, with their titles', () => {
    const groups = groupOpenTasks(
      [
        task('undated', null),
        task('later', '2027-02-01'),
        task('week', '2027-01-03'),
        task('tomorrow', '2027-01-01'),
        task('today', TODAY),
        task('overdue', '2026-12-01'),
      ],
      TODAY,
    );
    expect(groups.map(({ key, title, tasks }) => [key, title, tasks.map(({ id }) => id)])).toEqual([
      ['overdue', 'Overdue', ['overdue']],
      ['today', 'Today', ['today']],
      ['tomorrow', 'Tomorrow', ['tomorrow']],
      ['week', 'This week', ['week']],
      ['later', 'Later', ['later']],
      ['undated', 'No day', ['undated']],
    ]);
  });

  it('leaves out empty groups', () => {
    const groups = groupOpenTasks([task('t', TODAY), task('n', null)], TODAY);
    expect(groups.map(({ key }) => key)).toEqual(['today', 'undated']);
  });

  it('orders a group by day, then in the order the tasks were added', () => {
    const groups = groupOpenTasks(
      [
        task('late-second', '2027-03-01', { createdAt: '2026-12-02T09:00:00.000Z' }),
        task('late-first', '2027-03-01', { createdAt: '2026-12-01T09:00:00.000Z' }),
        task('sooner', '2027-02-01', { createdAt: '2026-12-09T09:00:00.000Z' }),
        task('undated-second', null, { createdAt: '2026-12-05T09:00:00.000Z' }),
        task('undated-first', null, { createdAt: '2026-12-04T09:00:00.000Z' }),
      ],
      TODAY,
    );
    expect(groups.map(({ tasks }) => tasks.map(({ id }) => id))).toEqual([
      ['sooner', 'late-first', 'late-second'],
      ['undated-first', 'undated-second'],
    ]);
  });

  it('leaves out tasks checked off, so that one checked off leaves at once', () => {
    const groups = groupOpenTasks(
      [task('done', TODAY, { doneAt: '2026-12-31T10:00:00.000Z' }), task('open', TODAY)],
      TODAY,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.tasks.map(({ id }) => id)).toEqual(['open']);
    expect(groupOpenTasks([task('done', null, { doneAt: TODAY })], TODAY)).toEqual([]);
  });
});

describe('openTasksSummary', () => {
  it('counts the tasks and the applications they belong to', () => {
    expect(
      openTasksSummary([
        task('1', null, { applicationId: 'a1' }),
        task('2', null, { applicationId: 'a2' }),
        task('3', null, { applicationId: 'a1' }),
      ]),
    ).toBe('3 open tasks across 2 applications');
  });

  it('says one in the singular', () => {
    expect(openTasksSummary([task('1', null)])).toBe('1 open task across 1 application');
  });
});

describe('isListCut', () => {
  it('says the list may be cut when the answer is as long as the limit', () => {
    expect(isListCut(TASKS_LIMIT - 1)).toBe(false);
    expect(isListCut(TASKS_LIMIT)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApplicationPageTaskFragment } from '@/gql/graphql';
import {
  addTaskInput,
  checkTask,
  doneText,
  isTaskDraftChanged,
  openTasksDue,
  progressAfterCheck,
  quickDays,
  refusedTaskField,
  splitTasks,
  taskDraft,
  taskDueStatus,
  taskName,
  taskProgressChip,
  taskProgressOf,
  taskUpdate,
  progressAfterReschedule,
  isDueWithin,
  otherOpenDaysOf,
} from './application-task-rules';

// A Thursday.
const TODAY = '2026-12-03';

function task(
  id: string,
  changes: Partial<Omit<ApplicationPageTaskFragment, 'id'>> = {},
): ApplicationPageTaskFragment {
  return {
    id,
    title: `Task ${id}`,
    dueOn: null,
    doneAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...changes,
  };
}

describe('checkTask', () => {
  it('takes a title, with or without a day', () => {
    expect(checkTask({ title: 'Send the portfolio', dueOn: '' })).toEqual({});
    expect(checkTask({ title: 'Send the portfolio', dueOn: '2026-12-04' })).toEqual({});
  });

  it('asks for a title, which blank space is not', () => {
    expect(checkTask({ title: ' \n\t ', dueOn: '2026-12-04' })).toEqual({
      title: 'Write the task: what is there to do?',
    });
  });

  it('counts 300 characters as the server does, its spacing made single', () => {
    expect(checkTask({ title: ` ${'a'.repeat(300)} `, dueOn: '' })).toEqual({});
    expect(checkTask({ title: `${'a'.repeat(150)}   \n ${'b'.repeat(149)}`, dueOn: '' })).toEqual(
      {},
    );
    expect(checkTask({ title: 'a'.repeat(1201), dueOn: '' })).toEqual({
      title: 'A task has at most 300 characters; this one has 1,201.',
    });
  });

  it('refuses a day typed in part, which the field would send as no day', () => {
    expect(checkTask({ title: 'Call', dueOn: '' }, { isDayIncomplete: true })).toEqual({
      dueOn: 'Finish the day it is due, or clear it.',
    });
  });
});

describe('what the forms send', () => {
  it('adds the title on one line, and no day as null', () => {
    expect(addTaskInput('app-1', { title: '  Ask Marcus\nfor a referral ', dueOn: '' })).toEqual({
      applicationId: 'app-1',
      title: 'Ask Marcus for a referral',
      dueOn: null,
    });
    expect(addTaskInput('app-1', { title: 'Call', dueOn: '2026-12-04' }).dueOn).toBe('2026-12-04');
  });

  it('updates only what changed, and removes an emptied day', () => {
    const stored = task('t1', { title: 'Send the portfolio', dueOn: '2026-12-04' });
    expect(taskUpdate(stored, { title: ' Send the  portfolio ', dueOn: '2026-12-04' })).toBeNull();
    expect(taskUpdate(stored, { title: 'Send the case study', dueOn: '2026-12-04' })).toEqual({
      id: 't1',
      title: 'Send the case study',
    });
    expect(taskUpdate(stored, { title: 'Send the portfolio', dueOn: '' })).toEqual({
      id: 't1',
      dueOn: null,
    });
    expect(taskUpdate(task('t2'), { title: 'Task t2', dueOn: '2026-12-10' })).toEqual({
      id: 't2',
      dueOn: '2026-12-10',
    });
  });

  it('opens the edit form as stored, and sees a change past spacing only', () => {
    const initial = taskDraft(task('t1', { title: 'Call', dueOn: null }));
    expect(initial).toEqual({ title: 'Call', dueOn: '' });
    expect(isTaskDraftChanged(initial, { title: ' Call ', dueOn: '' })).toBe(false);
    expect(isTaskDraftChanged(initial, { title: 'Call', dueOn: '2026-12-04' })).toBe(true);
  });
});

describe('refusedTaskField', () => {
  const refusal = (field: unknown) => ({
    code: 'VALIDATION_FAILED',
    message: 'no',
    details: { field },
  });

  it('puts a refusal of the title or the day by its field', () => {
    expect(refusedTaskField(refusal('title'))).toBe('title');
    expect(refusedTaskField(refusal('dueOn'))).toBe('dueOn');
  });

  it('leaves the 51st task and other problems to the form as a whole', () => {
    expect(refusedTaskField(refusal('applicationId'))).toBeUndefined();
    expect(refusedTaskField({ code: 'LIMIT_REACHED', message: 'full' })).toBeUndefined();
    expect(refusedTaskField({ code: 'NOT_FOUND', message: 'No task' })).toBeUndefined();
  });
});

describe('splitTasks', () => {
  it('puts the open ones first by their day, those without one after, in the order added', () => {
    const { open, done } = splitTasks([
      task('undated-late', { createdAt: '2026-11-22T09:00:00.000Z' }),
      task('friday', { dueOn: '2026-12-04' }),
      task('undated-early', { createdAt: '2026-11-21T09:00:00.000Z' }),
      task('overdue', { dueOn: '2026-11-30' }),
    ]);
    expect(open.map((item) => item.id)).toEqual([
      'overdue',
      'friday',
      'undated-early',
      'undated-late',
    ]);
    expect(done).toEqual([]);
  });

  it('lists the done ones apart, the last checked off first', () => {
    const { open, done } = splitTasks([
      task('first-done', { doneAt: '2026-12-01T10:00:00.000Z', dueOn: '2026-11-01' }),
      task('open'),
      task('last-done', { doneAt: '2026-12-02T10:00:00.000Z' }),
    ]);
    expect(open.map((item) => item.id)).toEqual(['open']);
    expect(done.map((item) => item.id)).toEqual(['last-done', 'first-done']);
  });

  it('orders tasks added at the same moment by id, as the server does', () => {
    const { open } = splitTasks([task('b'), task('a')]);
    expect(open.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('taskDueStatus', () => {
  it('says overdue, today and tomorrow in words, with their tones', () => {
    expect(taskDueStatus('2026-12-01', TODAY)).toEqual({
      tone: 'overdue',
      label: 'Overdue by 2 days',
    });
    expect(taskDueStatus('2026-12-02', TODAY)).toEqual({
      tone: 'overdue',
      label: 'Overdue by 1 day',
    });
    expect(taskDueStatus(TODAY, TODAY)).toEqual({ tone: 'today', label: 'Due today' });
    expect(taskDueStatus('2026-12-04', TODAY)).toEqual({
      tone: 'upcoming',
      label: 'Due tomorrow',
    });
  });

  it('names the weekday and day of a later one, and the year when it is far off', () => {
    expect(taskDueStatus('2026-12-05', TODAY).label).toBe('Due Sat, Dec 5');
    expect(taskDueStatus('2027-01-04', TODAY).label).toBe('Due Mon, Jan 4');
    expect(taskDueStatus('2027-12-03', TODAY).label).toBe('Due Fri, Dec 3, 2027');
  });

  it('agrees with Intl on the weekday across months and leap days', () => {
    for (const day of ['2028-02-29', '2027-03-01', '2026-12-31', '2027-01-01']) {
      const intl = new Intl.DateTimeFormat('en', {
        weekday: 'short',
        timeZone: 'UTC',
      }).format(Date.parse(`${day}T00:00:00Z`));
      expect(taskDueStatus(day, '2026-12-01').label.startsWith(`Due ${intl}, `)).toBe(true);
    }
  });
});

describe('taskProgressChip', () => {
  const today = '2026-12-01';

  it('says nothing while no task is open', () => {
    expect(taskProgressChip({ open: 0, nextDueOn: null }, today)).toBeNull();
  });

  it('counts the open tasks, one in the singular', () => {
    expect(taskProgressChip({ open: 1, nextDueOn: null }, today)).toEqual({
      count: '1 task',
      due: null,
    });
    expect(taskProgressChip({ open: 12, nextDueOn: null }, today)?.count).toBe('12 tasks');
  });

  it('says how near the soonest day is, in its tone', () => {
    const dueOf = (nextDueOn: string) => taskProgressChip({ open: 2, nextDueOn }, today)?.due;
    expect(dueOf('2026-11-28')).toEqual({ tone: 'overdue', text: 'overdue' });
    expect(dueOf('2026-12-01')).toEqual({ tone: 'today', text: 'due today' });
    expect(dueOf('2026-12-02')).toEqual({ tone: 'upcoming', text: 'due tomorrow' });
    expect(dueOf('2026-12-03')).toEqual({ tone: 'upcoming', text: 'next Dec 3' });
    expect(dueOf('2027-01-15')).toEqual({ tone: 'upcoming', text: 'next Jan 15' });
  });
});

describe('taskProgressOf', () => {
  it('counts open and done tasks and finds the soonest open day, as the server does', () => {
    expect(taskProgressOf([])).toEqual({ open: 0, done: 0, nextDueOn: null });
    expect(
      taskProgressOf([
        task('a', { dueOn: '2026-12-09' }),
        task('b'),
        task('c', { dueOn: '2026-12-05' }),
        task('d', { dueOn: '2026-12-01', doneAt: '2026-12-01T10:00:00.000Z' }),
      ]),
    ).toEqual({ open: 3, done: 1, nextDueOn: '2026-12-05' });
  });
});

describe('progressAfterCheck', () => {
  const progress = { open: 3, done: 1, nextDueOn: '2026-12-05' };

  it('takes a task checked off out of the count, and its day out of the next one', () => {
    expect(progressAfterCheck(progress, '2026-12-05', true, ['2026-12-07', null])).toEqual({
      open: 2,
      done: 2,
      nextDueOn: '2026-12-07',
    });
    // A later task leaves the next day alone.
    expect(progressAfterCheck(progress, '2026-12-09', true, [])).toMatchObject({
      nextDueOn: '2026-12-05',
    });
    // None other in view: no day until the server says which.
    expect(progressAfterCheck(progress, '2026-12-05', true, [null])).toMatchObject({
      nextDueOn: null,
    });
  });

  it('puts a task opened again back, its day too when it is sooner', () => {
    expect(progressAfterCheck(progress, '2026-12-02', false, [])).toEqual({
      open: 4,
      done: 0,
      nextDueOn: '2026-12-02',
    });
    expect(progressAfterCheck({ open: 0, done: 1, nextDueOn: null }, null, false, [])).toEqual({
      open: 1,
      done: 0,
      nextDueOn: null,
    });
  });

  it('agrees with the whole list’s progress after a check', () => {
    const tasks = [
      task('a', { dueOn: '2026-12-09' }),
      task('b', { dueOn: '2026-12-04' }),
      task('c'),
    ];
    const checked = tasks.map((item) =>
      item.id === 'b' ? { ...item, doneAt: '2026-12-03T09:00:00.000Z' } : item,
    );
    expect(
      progressAfterCheck(taskProgressOf(tasks), '2026-12-04', true, ['2026-12-09', null]),
    ).toEqual(taskProgressOf(checked));
  });
});

describe('doneText', () => {
  it('says when a task was checked off, in the person’s days', () => {
    expect(doneText(TODAY, TODAY)).toBe('Done today');
    expect(doneText('2026-12-02', TODAY)).toBe('Done yesterday');
    expect(doneText('2026-11-28', TODAY)).toBe('Done Nov 28');
    expect(doneText('2025-12-28', TODAY)).toBe('Done Dec 28, 2025');
  });
});

describe('quickDays', () => {
  it('offers today, tomorrow and a week on, across the end of a year', () => {
    expect(quickDays('2026-12-30')).toEqual([
      { label: 'Today', day: '2026-12-30' },
      { label: 'Tomorrow', day: '2026-12-31' },
      { label: 'In a week', day: '2027-01-06' },
    ]);
  });
});

describe('taskName', () => {
  it('keeps a short title whole, on one line', () => {
    expect(taskName(' Ask Marcus\nfor a referral ')).toBe('Ask Marcus for a referral');
  });

  it('cuts a long one at a word', () => {
    expect(
      taskName(
        'Prepare the system design case: a rate limiter for the public API, with the numbers they gave',
      ),
    ).toBe('Prepare the system design case: a rate limiter for the…');
    expect(taskName('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('openTasksDue', () => {
  it('keeps the open ones due within the week, overdue included, soonest first', () => {
    const due = openTasksDue(
      [
        task('friday', { dueOn: '2026-12-04' }),
        task('overdue', { dueOn: '2026-11-20' }),
        task('in-a-week', { dueOn: '2026-12-10' }),
        task('later', { dueOn: '2026-12-11' }),
        task('undated'),
        task('done', { dueOn: '2026-12-04', doneAt: '2026-12-03T08:00:00.000Z' }),
      ],
      TODAY,
    );
    expect(due.map((item) => item.id)).toEqual(['overdue', 'friday', 'in-a-week']);
  });
});

describe('progressAfterReschedule', () => {
  const progress = { open: 3, done: 1, nextDueOn: '2026-12-02' };

  it('takes the soonest day of the open tasks, the one moved at its new day', () => {
    expect(progressAfterReschedule(progress, '2026-12-10', ['2026-12-05', null])).toEqual({
      open: 3,
      done: 1,
      nextDueOn: '2026-12-05',
    });
    expect(progressAfterReschedule(progress, '2026-12-01', ['2026-12-05'])).toMatchObject({
      nextDueOn: '2026-12-01',
    });
  });

  it('has no next day once none of the open tasks has one', () => {
    expect(progressAfterReschedule(progress, null, [null])).toMatchObject({ nextDueOn: null });
  });
});

describe('isDueWithin', () => {
  it('holds for days up to the window’s end, overdue ones too, and never for no day', () => {
    expect(isDueWithin('2026-11-20', '2026-12-01')).toBe(true);
    expect(isDueWithin('2026-12-08', '2026-12-01')).toBe(true);
    expect(isDueWithin('2026-12-09', '2026-12-01')).toBe(false);
    expect(isDueWithin('2026-12-02', '2026-12-01', 0)).toBe(false);
    expect(isDueWithin(null, '2026-12-01')).toBe(false);
  });
});

describe('otherOpenDaysOf', () => {
  it('lists the days of the same application’s other tasks in view, in their order', () => {
    const of = (id: string, applicationId: string, dueOn: string | null) => ({
      id,
      dueOn,
      application: { id: applicationId },
    });
    const shown = [
      of('t1', 'a1', '2026-12-02'),
      of('t2', 'a2', '2026-12-03'),
      of('t3', 'a1', null),
    ];
    expect(otherOpenDaysOf(of('t1', 'a1', '2026-12-02'), shown)).toEqual([null]);
    expect(otherOpenDaysOf(of('t9', 'a1', null), shown)).toEqual(['2026-12-02', null]);
    expect(otherOpenDaysOf(of('t2', 'a2', null), shown)).toEqual([]);
  });
});

/**
 * Tasks of applications: added, changed, checked off and reopened, removed; listed open first
 * by day, then done; the ones due listed across applications for the dashboard. Every input
 * checked; one user's never another's. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  expectOneOfTwoAddsRefused,
  type GraphQLApp,
  type GraphQLClient,
  newApplication,
  startGraphQLApp,
} from './graphql-app.js';

const TASK = 'id title dueOn doneAt application { id }';
const ADD = `mutation($input: AddApplicationTaskInput!) {
  addApplicationTask(input: $input) { ${TASK} }
}`;
const UPDATE = `mutation($input: UpdateApplicationTaskInput!) {
  updateApplicationTask(input: $input) { ${TASK} }
}`;
const REMOVE = 'mutation($id: ID!) { removeApplicationTask(id: $id) { id } }';
const OF_APPLICATION = `query($id: ID!) {
  application(id: $id) { tasks { id title dueOn doneAt } }
}`;
const DUE = `query($withinDays: Int, $today: Date) {
  tasksDue(withinDays: $withinDays, today: $today) {
    title dueOn application { id status job { title } }
  }
}`;

interface Task {
  id: string;
  title: string;
  dueOn: string | null;
  doneAt: string | null;
  application: { id: string };
}

function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testEngines)('tasks of applications, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let applicationId: string;

  const add = async (input: Record<string, unknown>, as = owner) =>
    (await as.ok<{ addApplicationTask: Task }>(ADD, { input: { applicationId, ...input } }))
      .addApplicationTask;
  const update = async (input: Record<string, unknown>, as = owner) =>
    (await as.ok<{ updateApplicationTask: Task }>(UPDATE, { input })).updateApplicationTask;
  /**
   * Checks the tasks off in the order given, each at a later moment than the one before:
   * PGlite's clock ticks in milliseconds, and two check-offs within one would tie.
   */
  const checkOffInTurn = async (tasks: readonly Task[], as = owner) => {
    for (const { id } of tasks) {
      const { doneAt } = await update({ id, done: true }, as);
      const checkedOffAt = Date.parse(doneAt ?? '');
      while (Date.now() <= checkedOffAt) await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  const tasksOf = async (id: string, as = owner) =>
    (await as.ok<{ application: { tasks: Task[] } }>(OF_APPLICATION, { id })).application.tasks;
  const refusal = async (query: string, variables: Record<string, unknown>, as = owner) => {
    const result = await as.run(query, variables);
    expect(result.data).toBeNull();
    return result.errors?.[0];
  };

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    applicationId = await newApplication(owner);
  });
  afterAll(() => app.close());

  it('adds a task with its title on one line and trimmed, with or without a day', async () => {
    const dated = await add({ title: '  Send the\n portfolio ', dueOn: '2030-01-15' });
    expect(dated).toMatchObject({
      title: 'Send the portfolio',
      dueOn: '2030-01-15',
      doneAt: null,
      application: { id: applicationId },
    });
    expect(await add({ title: 'Ask Marcus for a referral' })).toMatchObject({ dueOn: null });
  });

  it('lists open tasks by day, undated after them, then done ones, the last done first', async () => {
    const application = await newApplication(owner, 'Data Engineer');
    const undated = await add({ applicationId: application, title: 'Undated' });
    const later = await add({ applicationId: application, title: 'Later', dueOn: '2030-03-01' });
    const sooner = await add({ applicationId: application, title: 'Sooner', dueOn: '2030-02-01' });
    const firstDone = await add({ applicationId: application, title: 'First done' });
    const lastDone = await add({ applicationId: application, title: 'Last done' });
    await checkOffInTurn([firstDone, lastDone]);
    expect((await tasksOf(application)).map(({ id }) => id)).toEqual([
      sooner.id,
      later.id,
      undated.id,
      lastDone.id,
      firstDone.id,
    ]);
  });

  it('checks a task off once, keeps the first time, and reopens it', async () => {
    const task = await add({ title: 'Prepare the case study' });
    const done = await update({ id: task.id, done: true });
    expect(done.doneAt).not.toBeNull();
    // Checked off again (a second tab): the first time stays.
    expect((await update({ id: task.id, done: true })).doneAt).toBe(done.doneAt);
    // A title change leaves it done.
    expect(await update({ id: task.id, title: 'Prepared the case study' })).toMatchObject({
      doneAt: done.doneAt,
    });
    expect((await update({ id: task.id, done: false })).doneAt).toBeNull();
  });

  it('changes what is given, keeps what is left out, and clears the day with null', async () => {
    const task = await add({ title: 'Book the train', dueOn: '2030-05-01' });
    expect(await update({ id: task.id, dueOn: '2030-05-02' })).toMatchObject({
      title: 'Book the train',
      dueOn: '2030-05-02',
    });
    expect(await update({ id: task.id, title: 'Book the flight' })).toMatchObject({
      title: 'Book the flight',
      dueOn: '2030-05-02',
    });
    expect((await update({ id: task.id, dueOn: null })).dueOn).toBeNull();
  });

  it('refuses bad input field by field, changing nothing', async () => {
    const task = await add({ title: 'Keep me' });
    const before = await tasksOf(applicationId);
    const cases: [string, Record<string, unknown>, string][] = [
      [ADD, { input: { applicationId, title: '  \n ' } }, 'title'],
      [ADD, { input: { applicationId, title: 't'.repeat(301) } }, 'title'],
      [UPDATE, { input: { id: task.id, title: null } }, 'title'],
      [UPDATE, { input: { id: task.id, title: ' ' } }, 'title'],
    ];
    for (const [query, variables, field] of cases) {
      const error = await refusal(query, variables);
      expect(error?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', details: { field } });
      expect(error?.message).toMatch(/title/);
    }
    // Not a day: refused by the Date scalar before any resolver runs.
    const badDay = await owner.run(ADD, {
      input: { applicationId, title: 'x', dueOn: '2030-02-30' },
    });
    expect(badDay.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
    expect(await tasksOf(applicationId)).toEqual(before);
  });

  it('removes a task; a second remove, or one of an unknown id, is NOT_FOUND', async () => {
    const task = await add({ title: 'Temporary' });
    expect((await owner.ok(REMOVE, { id: task.id })).removeApplicationTask).toEqual({
      id: task.id,
    });
    for (const id of [task.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await refusal(REMOVE, { id }))?.extensions.code).toBe('NOT_FOUND');
  });

  it('keeps each user to their own applications and tasks', async () => {
    const stranger = await app.newClient();
    const mine = await add({ title: 'Mine', dueOn: dayFromToday(1) });
    expect(
      (await refusal(ADD, { input: { applicationId, title: 'Theirs' } }, stranger))?.extensions
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await refusal(UPDATE, { input: { id: mine.id, done: true } }, stranger))?.extensions.code,
    ).toBe('NOT_FOUND');
    expect((await refusal(REMOVE, { id: mine.id }, stranger))?.extensions.code).toBe('NOT_FOUND');
    expect((await stranger.ok<{ tasksDue: unknown[] }>(DUE)).tasksDue).toEqual([]);
  });

  it('holds at most 50 tasks per application, also when two are added at once', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    await app.db.query(
      `INSERT INTO application_tasks (user_id, application_id, title)
       SELECT $1, $2, 'Task ' || n FROM generate_series(1, 49) n`,
      [client.userId, application],
    );
    await expectOneOfTwoAddsRefused(() =>
      client.run(ADD, { input: { applicationId: application, title: 'Last' } }),
    );
  });

  it('reads the tasks of many applications in one query', async () => {
    const client = await app.newClient();
    const applications = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => newApplication(client, title)),
    );
    for (const [index, id] of applications.entries())
      await add({ applicationId: id, title: `Task ${index}` }, client);
    const before = app.statements.length;
    const { applications: listed } = await client.ok<{
      applications: { tasks: { title: string }[] }[];
    }>('{ applications { id tasks { title } } }');
    const reads = app.statements
      .slice(before)
      .filter((sql) => sql.includes('FROM application_tasks'));
    expect(reads).toHaveLength(1);
    expect(listed.map(({ tasks }) => tasks.map(({ title }) => title)).sort()).toEqual([
      ['Task 0'],
      ['Task 1'],
      ['Task 2'],
    ]);
  });

  it('counts open and done tasks and finds the soonest open day, in one query for many', async () => {
    const client = await app.newClient();
    const busy = await newApplication(client, 'Busy');
    const untouched = await newApplication(client, 'Untouched');
    const undated = await newApplication(client, 'Undated');
    const task = (id: string, title: string, dueOn?: string) =>
      add({ applicationId: id, title, ...(dueOn === undefined ? {} : { dueOn }) }, client);
    await task(busy, 'Later', dayFromToday(9));
    await task(busy, 'Sooner', dayFromToday(2));
    await task(busy, 'No day');
    // Done, and due soonest of all: a done task's day is not the next one.
    const done = await task(busy, 'Done', dayFromToday(-1));
    await update({ id: done.id, done: true }, client);
    await task(undated, 'Whenever');

    const before = app.statements.length;
    const { applications } = await client.ok<{
      applications: { id: string; taskProgress: Record<string, unknown> }[];
    }>('{ applications { id taskProgress { open done nextDueOn } } }');
    const progressOf = (id: string) =>
      applications.find((application) => application.id === id)?.taskProgress;
    expect(progressOf(busy)).toEqual({ open: 3, done: 1, nextDueOn: dayFromToday(2) });
    expect(progressOf(untouched)).toEqual({ open: 0, done: 0, nextDueOn: null });
    expect(progressOf(undated)).toEqual({ open: 1, done: 0, nextDueOn: null });
    const reads = app.statements
      .slice(before)
      .filter((sql) => sql.includes('FROM application_tasks'));
    expect(reads).toHaveLength(1);

    // Another user's application is not theirs to count, even by its id.
    const stranger = await app.newClient();
    expect(
      (await stranger.run(`{ application(id: "${busy}") { taskProgress { open } } }`)).data,
    ).toEqual({ application: null });
  });

  describe('tasks across applications', () => {
    /** A task of the client's application `applicationId`, with a day or none. */
    const taskOf =
      (client: GraphQLClient) => (applicationId: string, title: string, dueOn?: string) =>
        add({ applicationId, title, ...(dueOn === undefined ? {} : { dueOn }) }, client);
    /** One of the client's applications, withdrawn: its tasks are listed nowhere. */
    const closedApplication = async (client: GraphQLClient) => {
      const closed = await newApplication(client, 'Closed Role');
      await client.ok(
        'mutation($id: ID!) { moveApplication(input: {id: $id, status: withdrawn}) { id } }',
        { id: closed },
      );
      return closed;
    };

    it('lists open tasks of open applications due within the window, overdue first', async () => {
      const client = await app.newClient();
      const open = await newApplication(client, 'Platform Engineer');
      const closed = await closedApplication(client);
      const task = taskOf(client);
      await task(open, 'Overdue', dayFromToday(-3));
      await task(open, 'Today', dayFromToday(0));
      await task(open, 'In six days', dayFromToday(6));
      await task(open, 'In a month', dayFromToday(30));
      await task(open, 'Whenever');
      const done = await task(open, 'Done already', dayFromToday(1));
      await update({ id: done.id, done: true }, client);
      await task(closed, 'Of a closed application', dayFromToday(1));

      const { tasksDue } = await client.ok<{
        tasksDue: { title: string; application: { id: string; job: { title: string } } }[];
      }>(DUE);
      expect(tasksDue.map(({ title }) => title)).toEqual(['Overdue', 'Today', 'In six days']);
      expect(tasksDue[0]?.application).toMatchObject({
        id: open,
        job: { title: 'Platform Engineer' },
      });

      const wider = await client.ok<{ tasksDue: { title: string }[] }>(DUE, { withinDays: 31 });
      expect(wider.tasksDue.map(({ title }) => title)).toContain('In a month');
    });

    it('lists every open task of open applications, dated ones by day, then undated ones', async () => {
      const client = await app.newClient();
      const first = await newApplication(client, 'Platform Engineer');
      const second = await newApplication(client, 'Data Engineer');
      const closed = await closedApplication(client);
      const task = taskOf(client);
      await task(first, 'Whenever, first');
      await task(second, 'In a month', dayFromToday(30));
      await task(first, 'Overdue', dayFromToday(-4));
      await task(second, 'Whenever, second');
      await task(second, 'Tomorrow', dayFromToday(1));
      const done = await task(first, 'Done already', dayFromToday(0));
      await update({ id: done.id, done: true }, client);
      await task(closed, 'Of a closed application', dayFromToday(0));

      const OPEN = `query($limit: Int) {
        openTasks(limit: $limit) { title application { id job { title } } }
      }`;
      const { openTasks } = await client.ok<{
        openTasks: { title: string; application: { id: string; job: { title: string } } }[];
      }>(OPEN);
      expect(openTasks.map(({ title }) => title)).toEqual([
        'Overdue',
        'Tomorrow',
        'In a month',
        'Whenever, first',
        'Whenever, second',
      ]);
      expect(openTasks[1]?.application).toEqual({ id: second, job: { title: 'Data Engineer' } });

      const two = await client.ok<{ openTasks: { title: string }[] }>(OPEN, { limit: 2 });
      expect(two.openTasks.map(({ title }) => title)).toEqual(['Overdue', 'Tomorrow']);
      // Another user sees none of them.
      const stranger = await app.newClient();
      expect((await stranger.ok<{ openTasks: unknown[] }>(OPEN)).openTasks).toEqual([]);
      for (const limit of [0, 501])
        expect((await refusal(OPEN, { limit }))?.extensions).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: { field: 'limit' },
        });
    });

    it('lists the checked-off tasks of open applications, the last checked off first', async () => {
      const client = await app.newClient();
      const open = await newApplication(client, 'Platform Engineer');
      const closed = await closedApplication(client);
      const task = taskOf(client);
      const checkedOffSecond = await task(open, 'Checked off second');
      const checkedOffLast = await task(open, 'Checked off last');
      const checkedOffFirst = await task(open, 'Checked off first');
      const reopened = await task(open, 'Checked off, then reopened');
      await task(open, 'Still open');
      const ofClosed = await task(closed, 'Of a closed application');
      // Not the order added, nor its reverse: the list follows when each was checked off.
      await checkOffInTurn(
        [checkedOffFirst, checkedOffSecond, reopened, ofClosed, checkedOffLast],
        client,
      );
      await update({ id: reopened.id, done: false }, client);

      const DONE = `query($limit: Int) {
        doneTasks(limit: $limit) { title application { id job { title } } }
      }`;
      const { doneTasks } = await client.ok<{
        doneTasks: { title: string; application: { id: string; job: { title: string } } }[];
      }>(DONE);
      expect(doneTasks.map(({ title }) => title)).toEqual([
        'Checked off last',
        'Checked off second',
        'Checked off first',
      ]);
      expect(doneTasks[0]?.application).toEqual({ id: open, job: { title: 'Platform Engineer' } });

      const two = await client.ok<{ doneTasks: { title: string }[] }>(DONE, { limit: 2 });
      expect(two.doneTasks.map(({ title }) => title)).toEqual([
        'Checked off last',
        'Checked off second',
      ]);
      // Another user sees none of them.
      const stranger = await app.newClient();
      expect((await stranger.ok<{ doneTasks: unknown[] }>(DONE)).doneTasks).toEqual([]);
      for (const limit of [0, 101])
        expect((await refusal(DONE, { limit }))?.extensions).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: { field: 'limit' },
        });
    });

    it('refuses a window or a day out of range', async () => {
      expect((await refusal(DUE, { withinDays: -1 }))?.extensions.code).toBe('VALIDATION_FAILED');
      expect((await refusal(DUE, { withinDays: 367 }))?.extensions.code).toBe('VALIDATION_FAILED');
      expect((await refusal(DUE, { today: '2001-01-01' }))?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'today' },
      });
    });
  });

  it('goes with its application when the job is deleted', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    const task = await add({ applicationId: application, title: 'Gone?' }, client);
    const { application: found } = await client.ok<{ application: { job: { id: string } } }>(
      'query($id: ID!) { application(id: $id) { job { id } } }',
      { id: application },
    );
    await client.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: found.job.id });
    const { rows } = await app.db.query('SELECT 1 FROM application_tasks WHERE id = $1', [task.id]);
    expect(rows).toEqual([]);
  });
});

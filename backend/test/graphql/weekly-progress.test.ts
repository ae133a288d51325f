/**
 * The weekly goal: set and cleared on the account, checked; the week's applications sent,
 * counted from Monday on the caller's own calendar. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeeklyProgress } from '../../src/goals/weekly-progress.js';
import { testEngines } from '../support/databases.js';
import {
  newApplication,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const SET =
  'mutation($goal: Int) { setWeeklyApplicationGoal(goal: $goal) { weeklyApplicationGoal } }';
const PROGRESS =
  'query($tz: String) { weeklyProgress(timeZone: $tz) { weekStartsOn timeZone sent goal } }';
const MOVE = `mutation($id: ID!) { moveApplication(input: { id: $id, status: applied }) { id } }`;

describe.each(testEngines)('the weekly goal, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
  });
  afterAll(() => app.close());

  it('sets and clears the goal; refuses one out of range', async () => {
    expect((await owner.ok(SET, { goal: 5 })).setWeeklyApplicationGoal).toEqual({
      weeklyApplicationGoal: 5,
    });
    for (const goal of [0, 101, -3]) {
      const refused = await owner.run(SET, { goal });
      expect(refused.errors?.[0]?.extensions, String(goal)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'goal' },
      });
    }
    expect((await owner.run(SET, { goal: 2.5 })).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await owner.ok('{ me { weeklyApplicationGoal } }')).me.weeklyApplicationGoal).toBe(5);
    expect(
      (await owner.ok(SET, { goal: null })).setWeeklyApplicationGoal.weeklyApplicationGoal,
    ).toBeNull();
  });

  it('counts the applications sent this week against the goal', async () => {
    const client = await app.newClient();
    await client.ok(SET, { goal: 3 });
    for (const title of ['One', 'Two'])
      await client.ok(MOVE, { id: await newApplication(client, title) });
    // A draft is not sent.
    await newApplication(client, 'Three');
    const { weeklyProgress } = await client.ok(PROGRESS, { tz: 'Europe/Berlin' });
    expect(weeklyProgress).toMatchObject({ timeZone: 'Europe/Berlin', sent: 2, goal: 3 });
    expect(new Date(`${weeklyProgress.weekStartsOn}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('counts on UTC, and says so, for a zone it does not know or none', async () => {
    const client = await app.newClient();
    await client.ok(MOVE, { id: await newApplication(client) });
    for (const tz of ['Mars/Olympus', 'x'.repeat(5_000), '../../etc/passwd', null]) {
      const { weeklyProgress } = await client.ok(PROGRESS, { tz });
      expect(weeklyProgress, String(tz).slice(0, 20)).toMatchObject({ timeZone: 'UTC', sent: 1 });
    }
  });

  it('starts the week on Monday of the caller’s own calendar', async () => {
    const client = await app.newClient();
    const ids = await Promise.all(['A', 'B', 'C'].map((title) => newApplication(client, title)));
    // Monday 30 November, 01:00 UTC: still Sunday the 29th in New York.
    const now = new Date('2026-11-30T01:00:00Z');
    const appliedAt = [
      '2026-11-30T00:30:00Z', // Monday in UTC, Sunday evening in New York
      '2026-11-29T03:00:00Z', // Sunday in UTC, Saturday evening in New York
      '2026-11-22T12:00:00Z', // the Sunday before: last week everywhere here
    ];
    for (const [index, id] of ids.entries())
      await app.db.query('UPDATE applications SET applied_at = $2 WHERE id = $1', [
        id,
        appliedAt[index],
      ]);
    const progress = createWeeklyProgress({ db: app.db, now: () => now });
    expect(await progress.of(client.userId, 'UTC')).toEqual({
      weekStartsOn: '2026-11-30',
      timeZone: 'UTC',
      sent: 1,
      goal: null,
    });
    expect(await progress.of(client.userId, 'America/New_York')).toEqual({
      weekStartsOn: '2026-11-23',
      timeZone: 'America/New_York',
      sent: 2,
      goal: null,
    });
  });
});

/**
 * quietApplications: applications sent and waiting (applied, interviewing) on which nothing has
 * happened for a number of days and nothing is planned. Each kind of activity keeps one off the
 * list; quiet the longest first. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from './graphql-app.js';

const QUIET = `query($days: Int, $limit: Int) {
  quietApplications(days: $days, limit: $limit) {
    lastActivityAt
    application { id status job { title } }
  }
}`;

interface Quiet {
  lastActivityAt: string;
  application: { id: string; status: string; job: { title: string } };
}

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(testEngines)('quietApplications, on $name', (engine) => {
  let app: GraphQLApp;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  /** An application moved to `status`, its whole history `age` days old. */
  async function application(
    client: GraphQLClient,
    title: string,
    { status = 'applied', age = 20 }: { status?: string; age?: number } = {},
  ): Promise<string> {
    const { addJob } = await client.ok<{ addJob: { id: string } }>(
      'mutation($t: String!) { addJob(input: {title: $t, description: "Requirements\\n- Go"}) { id } }',
      { t: title },
    );
    const { createApplication } = await client.ok<{ createApplication: { id: string } }>(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: addJob.id },
    );
    const id = createApplication.id;
    const path: Record<string, string[]> = {
      applied: ['applied'],
      interviewing: ['applied', 'interviewing'],
      offer: ['applied', 'interviewing', 'offer'],
      rejected: ['applied', 'rejected'],
      draft: [],
    };
    for (const next of path[status] ?? [])
      await client.ok(
        'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
        {
          id,
          s: next,
        },
      );
    await app.db.query(
      `UPDATE applications SET created_at = $2, applied_at = CASE WHEN applied_at IS NULL THEN NULL ELSE $2::timestamptz END
        WHERE id = $1`,
      [id, daysAgo(age)],
    );
    await app.db.query('UPDATE application_events SET created_at = $2 WHERE application_id = $1', [
      id,
      daysAgo(age),
    ]);
    return id;
  }

  const quiet = async (client: GraphQLClient, variables: Record<string, unknown> = {}) =>
    (await client.ok<{ quietApplications: Quiet[] }>(QUIET, variables)).quietApplications;

  it('lists the applications waiting without news, quiet the longest first', async () => {
    const client = await app.newClient();
    const older = await application(client, 'Older', { age: 30 });
    const interviewing = await application(client, 'Interviewing', {
      status: 'interviewing',
      age: 20,
    });
    await application(client, 'Recent', { age: 3 });
    for (const status of ['draft', 'offer', 'rejected'])
      await application(client, `Not waiting: ${status}`, { status, age: 40 });

    const listed = await quiet(client);
    expect(listed.map(({ application }) => application.id)).toEqual([older, interviewing]);
    expect(listed[1]?.application).toMatchObject({
      status: 'interviewing',
      job: { title: 'Interviewing' },
    });
    expect(
      Math.abs(Date.parse(listed[0]?.lastActivityAt ?? '') - Date.parse(daysAgo(30))),
    ).toBeLessThan(60_000);
    expect((await quiet(client, { days: 25 })).map(({ application }) => application.id)).toEqual([
      older,
    ]);
    expect((await quiet(client, { limit: 1 })).map(({ application }) => application.id)).toEqual([
      older,
    ]);
  });

  it('counts a note, an interview held, a contact reached as news, and a plan as enough', async () => {
    const client = await app.newClient();
    const control = await application(client, 'Control');
    const noted = await application(client, 'Noted');
    await client.ok(
      'mutation($id: ID!) { addApplicationNote(input: {id: $id, text: "Called them"}) { id } }',
      {
        id: noted,
      },
    );
    const interviewed = await application(client, 'Interviewed');
    await client.ok(
      'mutation($i: ScheduleInterviewInput!) { scheduleInterview(input: $i) { id } }',
      { i: { applicationId: interviewed, startsAt: daysAgo(2) } },
    );
    // Scheduling wrote history too: the interview alone must keep it off the list.
    await app.db.query('UPDATE application_events SET created_at = $2 WHERE application_id = $1', [
      interviewed,
      daysAgo(20),
    ]);
    const contacted = await application(client, 'Contacted');
    await client.ok('mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
      i: { applicationId: contacted, name: 'Priya', lastContactedOn: daysAgo(1).slice(0, 10) },
    });
    const planned = await application(client, 'Interview to come');
    await client.ok(
      'mutation($i: ScheduleInterviewInput!) { scheduleInterview(input: $i) { id } }',
      { i: { applicationId: planned, startsAt: new Date(Date.now() + 3 * DAY).toISOString() } },
    );
    await app.db.query('UPDATE application_events SET created_at = $2 WHERE application_id = $1', [
      planned,
      daysAgo(20),
    ]);
    const followedUp = await application(client, 'Follow-up set');
    await app.db.query("UPDATE applications SET follow_up_on = '2000-01-01' WHERE id = $1", [
      followedUp,
    ]);
    // A contact reached long ago is no news.
    const longAgo = await application(client, 'Contacted long ago');
    await client.ok('mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
      i: { applicationId: longAgo, name: 'Alex', lastContactedOn: daysAgo(40).slice(0, 10) },
    });

    const listed = (await quiet(client, { limit: 100 })).map(({ application }) => application.id);
    expect(listed.sort()).toEqual([control, longAgo].sort());
  });

  it('refuses days outside 7 to 90 and limits outside 1 to 100', async () => {
    const client = await app.newClient();
    for (const days of [6, 91])
      expect((await client.run(QUIET, { days })).errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'days' },
      });
    for (const limit of [0, 101])
      expect((await client.run(QUIET, { limit })).errors?.[0]?.extensions.code).toBe(
        'VALIDATION_FAILED',
      );
  });

  it('lists only the caller’s own', async () => {
    const owner = await app.newClient();
    await application(owner, 'Mine');
    const stranger = await app.newClient();
    expect(await quiet(stranger)).toEqual([]);
    expect(await quiet(owner)).toHaveLength(1);
  });
});

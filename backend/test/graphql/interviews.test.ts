/**
 * Interviews: scheduled, changed and cancelled on an application, listed with it and, while
 * upcoming, by upcomingInterviews; every input checked; one user's never another's. On both
 * engines.
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

const INTERVIEW = 'id startsAt durationMinutes title location notes application { id status }';
const SCHEDULE = `mutation($input: ScheduleInterviewInput!) {
  scheduleInterview(input: $input) { ${INTERVIEW} }
}`;
const UPDATE = `mutation($input: UpdateInterviewInput!) {
  updateInterview(input: $input) { ${INTERVIEW} }
}`;
const CANCEL = 'mutation($id: ID!) { cancelInterview(id: $id) { id } }';
const OF_APPLICATION = `query($id: ID!) {
  application(id: $id) { interviews { id startsAt title } }
}`;
const UPCOMING = `query($limit: Int) {
  upcomingInterviews(limit: $limit) { id title application { id } }
}`;

interface Interview {
  id: string;
  startsAt: string;
  durationMinutes: number;
  title: string | null;
  location: string | null;
  notes: string | null;
  application: { id: string; status: string };
}

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe.each(testEngines)('interviews, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let applicationId: string;

  const schedule = async (input: Record<string, unknown>, as = owner) =>
    (await as.ok<{ scheduleInterview: Interview }>(SCHEDULE, { input })).scheduleInterview;
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

  it('schedules an interview with trimmed text, blank text as null, an hour by default', async () => {
    const startsAt = '2030-03-04T13:30:00+01:00';
    const interview = await schedule({
      applicationId,
      startsAt,
      title: '  Technical interview ',
      location: 'https://meet.example.com/abc',
      notes: '   ',
    });
    expect(interview).toMatchObject({
      startsAt: '2030-03-04T12:30:00.000Z',
      durationMinutes: 60,
      title: 'Technical interview',
      location: 'https://meet.example.com/abc',
      notes: null,
      application: { id: applicationId, status: 'draft' },
    });
  });

  it('lists an application’s interviews soonest first', async () => {
    const application = await newApplication(owner, 'Data Engineer');
    const later = await schedule({ applicationId: application, startsAt: '2030-05-02T09:00:00Z' });
    const sooner = await schedule({
      applicationId: application,
      startsAt: '2030-05-01T09:00:00Z',
      title: 'Phone screen',
    });
    const { application: listed } = await owner.ok(OF_APPLICATION, { id: application });
    expect(listed.interviews.map(({ id }: { id: string }) => id)).toEqual([sooner.id, later.id]);
  });

  it('changes what is given, keeps what is left out, and clears with null', async () => {
    const interview = await schedule({
      applicationId,
      startsAt: '2030-01-10T10:00:00Z',
      durationMinutes: 45,
      title: 'Onsite',
      location: 'Main St. 1',
      notes: 'Bring ID',
    });
    const { updateInterview } = await owner.ok<{ updateInterview: Interview }>(UPDATE, {
      input: { id: interview.id, startsAt: '2030-01-11T10:00:00Z', location: null },
    });
    expect(updateInterview).toMatchObject({
      startsAt: '2030-01-11T10:00:00.000Z',
      durationMinutes: 45,
      title: 'Onsite',
      location: null,
      notes: 'Bring ID',
    });
  });

  it('refuses bad input field by field, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: '1999-12-31T23:00:00Z' }, 'startsAt'],
      [{ startsAt: inHours(24 * 366 * 6) }, 'startsAt'],
      [{ startsAt: inHours(1), durationMinutes: 4 }, 'durationMinutes'],
      [{ startsAt: inHours(1), durationMinutes: 721 }, 'durationMinutes'],
      [{ startsAt: inHours(1), title: 'x'.repeat(201) }, 'title'],
      [{ startsAt: inHours(1), location: 'x'.repeat(501) }, 'location'],
      [{ startsAt: inHours(1), notes: 'x'.repeat(5001) }, 'notes'],
    ];
    const before = await owner.ok(OF_APPLICATION, { id: applicationId });
    for (const [input, field] of cases) {
      const error = await refusal(SCHEDULE, { input: { applicationId, ...input } });
      expect(error?.extensions, field).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field },
      });
    }
    const notAnInstant = await owner.run(SCHEDULE, {
      input: { applicationId, startsAt: 'next Tuesday' },
    });
    expect(notAnInstant.errors?.[0]?.message).toMatch(/DateTime/);
    expect(await owner.ok(OF_APPLICATION, { id: applicationId })).toEqual(before);
  });

  it('tells the history when an interview is scheduled, moved or cancelled, and no more', async () => {
    const application = await newApplication(owner, 'History Role');
    const history = async () =>
      (
        await owner.ok<{ application: { events: { kind: string; note: string | null }[] } }>(
          'query($id: ID!) { application(id: $id) { events { kind note } } }',
          { id: application },
        )
      ).application.events.filter(({ kind }) => kind.startsWith('interview_'));
    const interview = await schedule({ applicationId: application, startsAt: inHours(50) });
    await owner.ok(UPDATE, { input: { id: interview.id, title: 'Renamed', notes: 'More' } });
    const moved = inHours(74);
    await owner.ok(UPDATE, { input: { id: interview.id, startsAt: moved } });
    await owner.ok(CANCEL, { id: interview.id });
    // One that took place is only removed from the list: not a cancellation.
    const held = await schedule({ applicationId: application, startsAt: inHours(-30) });
    await owner.ok(CANCEL, { id: held.id });
    expect(await history()).toEqual([
      { kind: 'interview_scheduled', note: interview.startsAt },
      { kind: 'interview_moved', note: moved },
      { kind: 'interview_cancelled', note: moved },
      { kind: 'interview_scheduled', note: held.startsAt },
    ]);
  });

  it('cancels an interview; a second cancel, or one of an unknown id, is NOT_FOUND', async () => {
    const interview = await schedule({ applicationId, startsAt: inHours(48) });
    expect((await owner.ok(CANCEL, { id: interview.id })).cancelInterview).toEqual({
      id: interview.id,
    });
    for (const id of [interview.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await refusal(CANCEL, { id }))?.extensions.code).toBe('NOT_FOUND');
  });

  it('lists the interviews not ended yet, of open applications, soonest first', async () => {
    const client = await app.newClient();
    const open = await newApplication(client, 'Open Role');
    const withdrawn = await newApplication(client, 'Withdrawn Role');
    const ended = await schedule({ applicationId: open, startsAt: inHours(-3) }, client);
    const ongoing = await schedule(
      { applicationId: open, startsAt: inHours(-0.5), durationMinutes: 60, title: 'Now' },
      client,
    );
    const tomorrow = await schedule(
      { applicationId: open, startsAt: inHours(24), title: 'Tomorrow' },
      client,
    );
    await schedule({ applicationId: withdrawn, startsAt: inHours(2) }, client);
    await client.ok(
      'mutation($id: ID!) { moveApplication(input: {id: $id, status: withdrawn}) { id } }',
      { id: withdrawn },
    );
    const { upcomingInterviews } = await client.ok<{
      upcomingInterviews: { id: string; title: string | null }[];
    }>(UPCOMING, {});
    expect(upcomingInterviews.map(({ id }) => id)).toEqual([ongoing.id, tomorrow.id]);
    expect(upcomingInterviews.map(({ id }) => id)).not.toContain(ended.id);
    const first = await client.ok<{ upcomingInterviews: { id: string }[] }>(UPCOMING, {
      limit: 1,
    });
    expect(first.upcomingInterviews.map(({ id }) => id)).toEqual([ongoing.id]);
    for (const limit of [0, 101])
      expect((await refusal(UPCOMING, { limit }, client))?.extensions.code).toBe(
        'VALIDATION_FAILED',
      );
  });

  it('keeps each user to their own applications and interviews', async () => {
    const stranger = await app.newClient();
    const mine = await schedule({ applicationId, startsAt: inHours(72), title: 'Mine' });
    expect(
      (await refusal(SCHEDULE, { input: { applicationId, startsAt: inHours(5) } }, stranger))
        ?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await refusal(UPDATE, { input: { id: mine.id, title: 'Theirs' } }, stranger))?.extensions
        .code,
    ).toBe('NOT_FOUND');
    expect((await refusal(CANCEL, { id: mine.id }, stranger))?.extensions.code).toBe('NOT_FOUND');
    const { upcomingInterviews } = await stranger.ok(UPCOMING, {});
    expect(upcomingInterviews).toEqual([]);
    const { updateInterview } = await owner.ok<{ updateInterview: Interview }>(UPDATE, {
      input: { id: mine.id },
    });
    expect(updateInterview.title).toBe('Mine');
  });

  it('holds at most 100 interviews per application, also when two are added at once', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    await app.db.query(
      `INSERT INTO interviews (user_id, application_id, starts_at)
       SELECT $1, $2, now() + make_interval(days => n) FROM generate_series(1, 99) n`,
      [client.userId, application],
    );
    await expectOneOfTwoAddsRefused(() =>
      client.run(SCHEDULE, { input: { applicationId: application, startsAt: inHours(1) } }),
    );
  });

  it('goes with its application when the job is deleted', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    const interview = await schedule({ applicationId: application, startsAt: inHours(30) }, client);
    const { application: found } = await client.ok<{ application: { job: { id: string } } }>(
      'query($id: ID!) { application(id: $id) { job { id } } }',
      { id: application },
    );
    await client.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: found.job.id });
    const { rows } = await app.db.query('SELECT id FROM interviews WHERE id = $1', [interview.id]);
    expect(rows).toEqual([]);
  });
});

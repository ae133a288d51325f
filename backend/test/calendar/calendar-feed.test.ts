/**
 * Calendar feeds: made, shown again, replaced and turned off through GraphQL, and read by
 * calendar apps at GET /api/calendar/{secret}.ics — the interviews, the days to follow up on
 * open applications, the last days to apply to jobs not applied to yet, the days to answer
 * offers still open and the days open tasks are due, of the feed's owner only. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsIn as eventsOf } from '@resume-agent/icalendar';
import { addDays } from '../../src/pipeline/application-service.js';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from '../graphql/graphql-app.js';

const FEED = 'calendarFeed { path createdAt lastReadAt eventCount }';
const CREATE = 'mutation { createCalendarFeed { path createdAt lastReadAt eventCount } }';
const DELETE = 'mutation { deleteCalendarFeed }';
const ADD_JOB = `mutation($t: String!, $c: String, $by: Date) {
  addJob(input: {title: $t, company: $c, description: "Requirements\\n- Go", applyBy: $by}) { id }
}`;
const START = 'mutation($id: ID!) { createApplication(jobId: $id) { id } }';
const MOVE = `mutation($id: ID!, $s: ApplicationStatus!) {
  moveApplication(input: {id: $id, status: $s}) { id }
}`;
const FOLLOW_UP = 'mutation($id: ID!, $on: Date) { setFollowUp(input: {id: $id, on: $on}) { id } }';
const SCHEDULE =
  'mutation($input: ScheduleInterviewInput!) { scheduleInterview(input: $input) { id } }';

interface Feed {
  path: string;
  createdAt: string;
  lastReadAt: string | null;
  eventCount: number;
}

async function addJob(
  client: GraphQLClient,
  variables: { t: string; c: string | null; by: string | null },
): Promise<string> {
  return (await client.ok<{ addJob: { id: string } }>(ADD_JOB, variables)).addJob.id;
}

async function startApplication(client: GraphQLClient, jobId: string): Promise<string> {
  return (await client.ok<{ createApplication: { id: string } }>(START, { id: jobId }))
    .createApplication.id;
}

const today = () => new Date().toISOString().slice(0, 10);
const basic = (day: string) => day.replace(/-/g, '');

const summaries = (calendar: string) =>
  eventsOf(calendar).map((event) => event.find((line) => line.startsWith('SUMMARY:')));

describe.each(testEngines)('calendar feeds, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;

  const read = (path: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.app.inject({ method, url: path });

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    // To apply, closing in three days: listed.
    await owner.ok(ADD_JOB, { t: 'Platform Engineer', c: 'Acme, Inc.', by: addDays(today(), 3) });
    // Closed 40 days ago: older than the feed keeps.
    await owner.ok(ADD_JOB, { t: 'Old Posting', c: null, by: addDays(today(), -40) });
    // Applied to, with a follow-up: its follow-up is listed, its last day to apply is not.
    const sent = await startApplication(
      owner,
      await addJob(owner, { t: 'Data Engineer', c: 'Globex', by: addDays(today(), 5) }),
    );
    await owner.ok(MOVE, { id: sent, s: 'applied' });
    await owner.ok(FOLLOW_UP, { id: sent, on: addDays(today(), 7) });
    // Its interview tomorrow at 13:00 UTC: a timed event.
    await owner.ok(SCHEDULE, {
      input: {
        applicationId: sent,
        startsAt: `${addDays(today(), 1)}T13:00:00Z`,
        durationMinutes: 45,
        title: 'Technical interview',
        location: 'https://meet.example.com/x',
        notes: 'Ask about on-call',
      },
    });
    // Withdrawn, with a follow-up set before: not listed.
    const gone = await startApplication(
      owner,
      await addJob(owner, { t: 'Dropped Role', c: null, by: null }),
    );
    await owner.ok(FOLLOW_UP, { id: gone, on: addDays(today(), 2) });
    await owner.ok(SCHEDULE, {
      input: { applicationId: gone, startsAt: `${addDays(today(), 2)}T09:00:00Z` },
    });
    await owner.ok(MOVE, { id: gone, s: 'withdrawn' });
  });
  afterAll(() => app.close());

  it('has no feed until one is made; an address that is no feed is a 404', async () => {
    const newcomer = await app.newClient();
    expect((await newcomer.ok(`{ ${FEED} }`)).calendarFeed).toBeNull();
    expect((await newcomer.ok(DELETE)).deleteCalendarFeed).toBe(false);
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${'A'.repeat(43)}`,
      '/api/calendar/x.ics',
    ]) {
      const response = await read(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ error: 404, code: 'CALENDAR_FEED_NOT_FOUND' });
    }
  });

  it('serves the follow-ups and last days to apply as all-day events', async () => {
    const { createCalendarFeed: feed } = await owner.ok<{ createCalendarFeed: Feed }>(CREATE);
    expect(feed.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed).toMatchObject({ lastReadAt: null, eventCount: 3 });

    const response = await read(feed.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = response.body;
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(summaries(calendar)).toEqual([
      'SUMMARY:Technical interview: Data Engineer at Globex',
      'SUMMARY:Last day to apply: Platform Engineer at Acme\\, Inc.',
      'SUMMARY:Follow up: Data Engineer at Globex',
    ]);
    const [interview, applyBy, followUp] = eventsOf(calendar);
    expect(interview).toEqual(
      expect.arrayContaining([
        `DTSTART:${basic(addDays(today(), 1))}T130000Z`,
        `DTEND:${basic(addDays(today(), 1))}T134500Z`,
        'LOCATION:https://meet.example.com/x',
        'TRIGGER:-PT1H',
      ]),
    );
    expect(interview?.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Ask about on-call\\n\\nhttp:\/\/localhost:3000\/applications\//,
    );
    expect(applyBy).toContain(`DTSTART;VALUE=DATE:${basic(addDays(today(), 3))}`);
    expect(applyBy).toContain(`DTEND;VALUE=DATE:${basic(addDays(today(), 4))}`);
    expect(applyBy?.find((line) => line.startsWith('URL:'))).toMatch(
      /^URL:http:\/\/localhost:3000\/jobs\/[0-9a-f-]{36}$/,
    );
    expect(followUp).toContain(`DTSTART;VALUE=DATE:${basic(addDays(today(), 7))}`);
    expect(followUp?.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Follow up on your application \(applied\)\.\\nhttp:\/\/localhost:3000\/applications\//,
    );

    // Read again: the same events under the same UIDs, so calendars update rather than add.
    const again = await read(feed.path);
    const uids = (text: string) =>
      eventsOf(text).map((event) => event.find((line) => line.startsWith('UID:')));
    expect(uids(again.body)).toEqual(uids(calendar));
    const head = await read(feed.path, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const { calendarFeed } = await owner.ok<{ calendarFeed: Feed }>(`{ ${FEED} }`);
    expect(calendarFeed.path).toBe(feed.path);
    expect(calendarFeed.lastReadAt).not.toBeNull();
  });

  it('follows the jobs: a job applied to leaves, a new last day to apply arrives', async () => {
    const { createCalendarFeed: feed } = await owner.ok<{ createCalendarFeed: Feed }>(CREATE);
    const added = await addJob(owner, {
      t: 'Site Reliability Engineer',
      c: null,
      by: addDays(today(), 1),
    });
    expect(summaries((await read(feed.path)).body)).toContain(
      'SUMMARY:Last day to apply: Site Reliability Engineer',
    );
    const draft = await startApplication(owner, added);
    // A draft is not sent: the job is still to apply to.
    expect(summaries((await read(feed.path)).body)).toContain(
      'SUMMARY:Last day to apply: Site Reliability Engineer',
    );
    await owner.ok(MOVE, { id: draft, s: 'applied' });
    expect(summaries((await read(feed.path)).body)).not.toContain(
      'SUMMARY:Last day to apply: Site Reliability Engineer',
    );
  });

  it('serves the days to answer offers while the application is at Offer', async () => {
    const client = await app.newClient();
    const RECORD = `mutation($id: ID!, $by: Date) {
      recordOffer(applicationId: $id, input: {currency: "USD", baseAmount: 1, period: year, respondBy: $by}) { id }
    }`;
    const offered = async (title: string, by: string) => {
      const id = await startApplication(
        client,
        await addJob(client, { t: title, c: 'Initech', by: null }),
      );
      for (const status of ['applied', 'interviewing', 'offer'])
        await client.ok(MOVE, { id, s: status });
      await client.ok(RECORD, { id, by });
      return id;
    };
    const open = await offered('Staff Engineer', addDays(today(), 4));
    // Older than the feed keeps.
    await offered('Long Gone', addDays(today(), -40));
    const { createCalendarFeed: feed } = await client.ok<{ createCalendarFeed: Feed }>(CREATE);
    const calendar = (await read(feed.path)).body;
    expect(summaries(calendar)).toEqual(['SUMMARY:Answer the offer: Staff Engineer at Initech']);
    const [answer] = eventsOf(calendar);
    expect(answer).toEqual(
      expect.arrayContaining([
        `DTSTART;VALUE=DATE:${basic(addDays(today(), 4))}`,
        `UID:offer-answer-${open}@resume-agent`,
        'TRIGGER:PT9H',
      ]),
    );
    // Answered: accepted, the day is past its use.
    await client.ok(MOVE, { id: open, s: 'accepted' });
    expect(summaries((await read(feed.path)).body)).toEqual([]);
  });

  it('serves the days open tasks are due; a task checked off or undated is not there', async () => {
    const client = await app.newClient();
    const ADD_TASK = `mutation($input: AddApplicationTaskInput!) {
      addApplicationTask(input: $input) { id }
    }`;
    const task = async (applicationId: string, title: string, dueOn: string | null) =>
      (
        await client.ok<{ addApplicationTask: { id: string } }>(ADD_TASK, {
          input: { applicationId, title, dueOn },
        })
      ).addApplicationTask.id;
    const sent = await startApplication(
      client,
      await addJob(client, { t: 'Staff Engineer', c: 'Initech', by: null }),
    );
    await client.ok(MOVE, { id: sent, s: 'applied' });
    const portfolio = await task(sent, 'Send the portfolio', addDays(today(), 2));
    await task(sent, 'Whenever', null);
    await task(sent, 'Long past', addDays(today(), -40));
    const done = await task(sent, 'Done already', addDays(today(), 1));
    await client.ok(
      'mutation($id: ID!) { updateApplicationTask(input: {id: $id, done: true}) { id } }',
      { id: done },
    );
    const { createCalendarFeed: feed } = await client.ok<{ createCalendarFeed: Feed }>(CREATE);
    const calendar = (await read(feed.path)).body;
    expect(summaries(calendar)).toEqual(['SUMMARY:Send the portfolio: Staff Engineer at Initech']);
    expect(eventsOf(calendar)[0]).toEqual(
      expect.arrayContaining([
        `DTSTART;VALUE=DATE:${basic(addDays(today(), 2))}`,
        `UID:task-${portfolio}@resume-agent`,
        'TRIGGER:PT9H',
      ]),
    );
    expect((await client.ok<{ calendarFeed: Feed }>(`{ ${FEED} }`)).calendarFeed.eventCount).toBe(
      1,
    );
    // The application closed: its tasks leave the calendar.
    await client.ok(MOVE, { id: sent, s: 'withdrawn' });
    expect(summaries((await read(feed.path)).body)).toEqual([]);
  });

  it('replaces the address on request and turns it off: old addresses answer 404', async () => {
    const { createCalendarFeed: first } = await owner.ok<{ createCalendarFeed: Feed }>(CREATE);
    const { createCalendarFeed: second } = await owner.ok<{ createCalendarFeed: Feed }>(CREATE);
    expect(second.path).not.toBe(first.path);
    expect((await read(first.path)).statusCode).toBe(404);
    expect((await read(second.path)).statusCode).toBe(200);

    expect((await owner.ok(DELETE)).deleteCalendarFeed).toBe(true);
    expect((await read(second.path)).statusCode).toBe(404);
    expect((await owner.ok(`{ ${FEED} }`)).calendarFeed).toBeNull();
  });

  it('shows each user their own feed only, with their own events', async () => {
    const other = await app.newClient();
    await other.ok(ADD_JOB, { t: 'Elsewhere Role', c: null, by: addDays(today(), 2) });
    const { createCalendarFeed: theirs } = await other.ok<{ createCalendarFeed: Feed }>(CREATE);
    const { createCalendarFeed: mine } = await owner.ok<{ createCalendarFeed: Feed }>(CREATE);
    expect(summaries((await read(theirs.path)).body)).toEqual([
      'SUMMARY:Last day to apply: Elsewhere Role',
    ]);
    expect(summaries((await read(mine.path)).body)).not.toContain(
      'SUMMARY:Last day to apply: Elsewhere Role',
    );
    // Another user's turning off is their own.
    await other.ok(DELETE);
    expect((await read(mine.path)).statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ query: CREATE }),
    });
    expect(
      response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });
});

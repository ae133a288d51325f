/** The demo account: seeded once through the services, signed in like any user, on both engines. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/accounts/passwords.js';
import {
  DEMO_EMAIL,
  DEMO_JOBS,
  DEMO_PASSWORD,
  DEMO_RESUME_IMPORT,
  DEMO_SIGN_UP,
  weekdayFrom,
} from '../../src/demo/demo-data.js';
import { canBackdate } from '../../src/demo/backdate.js';
import { seedDemoAccount } from '../../src/demo/seed-demo-account.js';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { migrate } from '../../src/migrations/runner.js';
import { addDays } from '../../src/pipeline/application-service.js';
import { loadConfig } from '../../src/config.js';
import { FAST_HASHING, post, sessionCookieOf } from '../accounts/accounts-app.js';
import { postgresServerUrl, testEngines } from '../support/databases.js';
import { createScratchPostgresDatabase } from '../support/scratch-postgres.js';
import { postGraphQL, startGraphQLApp, type GraphQLApp } from './graphql-app.js';

describe('demo account configuration', () => {
  it('is on for the embedded database outside production, off with a server or in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoAccount).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x/y' }).seedDemoAccount,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x/y', DEMO_ACCOUNT: 'true' })
        .seedDemoAccount,
    ).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DEMO_ACCOUNT: 'true',
        AUTH_SECRET: 'x'.repeat(40),
        APP_ORIGIN: 'https://app.example',
      }).seedDemoAccount,
    ).toBe(false);
  });
});

describe.each(testEngines)('demo account on $name', (engine) => {
  let app: GraphQLApp;
  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  // A minute back, so that "now" at the database is later than the seed's moment, as it is in
  // a real start; every date below follows from it exactly.
  const seededAt = new Date(Date.now() - 60_000);
  const ago = (daysAgo: number): string =>
    new Date(seededAt.getTime() - daysAgo * 86_400_000).toISOString();
  let cookie = '';

  async function query<T>(text: string): Promise<T> {
    const response = await postGraphQL(app.app, { query: text }, { cookie });
    return response.json<{ data: T }>().data;
  }

  it('is seeded once with a resume, jobs and applications at several stages', async () => {
    const hasher = createPasswordHasher(FAST_HASHING);
    expect(await seedDemoAccount(app.db, hasher, () => seededAt)).toBe('created');
    expect(await seedDemoAccount(app.db, hasher)).toBe('exists');
    const signIn = await post(app.app, '/api/auth/sign-in', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    cookie = `ra_session=${sessionCookieOf(signIn)}`;
    const data = await query<any>(
      `{ resumes { isBase name } jobs { title match { score } application { status tailoredResume { tailoredAt } } } pipeline { total funnel { status count } sources { source funnel { count } } } followUpsDue { followUpOn }
         quietApplications { application { job { title } } } }`,
    );
    expect(data.resumes).toEqual([{ isBase: true, name: 'Sam Rivera' }]);
    expect(data.jobs).toHaveLength(DEMO_JOBS.length);
    expect(data.jobs.every((job: any) => typeof job.match.score === 'number')).toBe(true);
    const statuses = data.jobs.map((job: any) => job.application?.status ?? null);
    expect(statuses).toEqual(
      expect.arrayContaining(['interviewing', 'applied', 'draft', 'rejected', 'offer', null]),
    );
    expect(data.pipeline.total).toBe(DEMO_JOBS.filter((job) => job.application).length);
    expect(data.followUpsDue.length).toBeGreaterThan(0);
    // Sources, so that the dashboard's table by source has rows: LinkedIn, most sent, first.
    expect(data.pipeline.sources.map((entry: any) => entry.source)).toEqual([
      'LinkedIn',
      'Company website',
      'Referral',
    ]);
    expect(data.pipeline.sources[0].funnel.map((stage: any) => stage.count)).toEqual([3, 1, 1, 0]);
    // One application waits without news, so the dashboard's "Gone quiet" has something to show.
    expect(data.quietApplications).toEqual([
      { application: { job: { title: 'Software Engineer, Developer Tools' } } },
    ]);
    // One person met on two applications, so the People page shows them once with both.
    const { people } = await query<any>(
      '{ people { people { name companies contacts { application { job { company } } } } } }',
    );
    const twice = people.people.filter((person: any) => person.contacts.length > 1);
    expect(twice).toEqual([
      {
        name: 'Dana Brooks',
        companies: ['Northwind Bank', 'Cobalt Games'],
        contacts: [
          { application: { job: { company: 'Northwind Bank' } } },
          { application: { job: { company: 'Cobalt Games' } } },
        ],
      },
    ]);
  });

  it('dates every step of the story on its own day, not at the seed', async () => {
    const data = await query<any>(
      `{ resumes { createdAt updatedAt }
         jobs { createdAt updatedAt application {
           createdAt updatedAt appliedAt followUpOn tailoredResume { tailoredAt }
           events { kind toStatus note createdAt }
           interviews { startsAt durationMinutes createdAt updatedAt }
           contacts { name lastContactedOn createdAt updatedAt }
           answers { question answer createdAt updatedAt }
           tasks { title dueOn doneAt createdAt }
           offer { baseAmount startsOn respondBy createdAt updatedAt } } } }`,
    );
    expect(data.resumes).toEqual([
      { createdAt: ago(DEMO_RESUME_IMPORT.daysAgo), updatedAt: ago(DEMO_RESUME_IMPORT.daysAgo) },
    ]);
    // Newest first, as the story lists them.
    expect(data.jobs.map((job: any) => job.createdAt)).toEqual(
      DEMO_JOBS.map((demo) => ago(demo.daysAgo)),
    );
    for (const [index, demo] of DEMO_JOBS.entries()) {
      const { application, updatedAt } = data.jobs[index];
      expect(updatedAt).toBe(ago(demo.daysAgo));
      if (demo.application === undefined) {
        expect(application).toBeNull();
        continue;
      }
      const { start, steps = [] } = demo.application;
      expect(application.createdAt).toBe(ago(start.daysAgo));
      expect(application.tailoredResume?.tailoredAt ?? null).toBe(
        start.tailor ? ago(start.daysAgo) : null,
      );
      const applied = steps.find((step) => 'move' in step && step.move === 'applied');
      expect(application.appliedAt).toBe(applied ? ago(applied.daysAgo) : null);
      // Interviews are rows of their own, each dated when it was entered.
      const interviews = steps.flatMap((step) =>
        'interview' in step ? [{ ...step.interview, daysAgo: step.daysAgo }] : [],
      );
      expect(application.interviews).toEqual(
        interviews
          .map(({ inDays, atUtc, durationMinutes, daysAgo }) => ({
            startsAt: new Date(
              `${addDays(seededAt.toISOString().slice(0, 10), inDays)}T${atUtc}:00Z`,
            ).toISOString(),
            durationMinutes,
            createdAt: ago(daysAgo),
            updatedAt: ago(daysAgo),
          }))
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      );
      // So are contacts, which the history does not mention.
      const seedDay = seededAt.toISOString().slice(0, 10);
      expect(application.contacts).toEqual(
        steps.flatMap((step) =>
          'contact' in step
            ? [
                {
                  name: step.contact.name,
                  lastContactedOn: addDays(seedDay, step.contact.lastContactedInDays),
                  createdAt: ago(step.daysAgo),
                  updatedAt: ago(step.daysAgo),
                },
              ]
            : [],
        ),
      );
      // So are the answers to the application form's questions.
      expect(application.answers).toEqual(
        steps.flatMap((step) =>
          'answer' in step
            ? [
                {
                  question: step.answer.question,
                  answer: step.answer.answer ?? null,
                  createdAt: ago(step.daysAgo),
                  updatedAt: ago(step.daysAgo),
                },
              ]
            : [],
        ),
      );
      // So are the tasks, done ones checked off on their step's moment.
      expect(
        [...application.tasks].sort((a: any, b: any) => a.createdAt.localeCompare(b.createdAt)),
      ).toEqual(
        steps
          .flatMap((step) =>
            'task' in step
              ? [
                  {
                    title: step.task.title,
                    dueOn:
                      step.task.dueInDays === undefined
                        ? null
                        : addDays(seedDay, step.task.dueInDays),
                    doneAt: step.task.done === true ? ago(step.daysAgo) : null,
                    createdAt: ago(step.daysAgo),
                  },
                ]
              : [],
          )
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      );
      // So is the offer.
      const offer = steps.flatMap((step) => ('offer' in step ? [step] : []))[0];
      expect(application.offer).toEqual(
        offer === undefined
          ? null
          : {
              baseAmount: offer.offer.baseAmount,
              startsOn: weekdayFrom(seedDay, offer.offer.startsOn),
              respondBy: weekdayFrom(seedDay, offer.offer.respondBy),
              createdAt: ago(offer.daysAgo),
              updatedAt: ago(offer.daysAgo),
            },
      );
      // Notes, interviews, contacts, answers, tasks and offers do not change the application itself.
      const lastChange = steps
        .filter(
          (step) =>
            !('interview' in step) &&
            !('contact' in step) &&
            !('answer' in step) &&
            !('offer' in step) &&
            !('task' in step) &&
            (!('note' in step) || 'move' in step),
        )
        .at(-1);
      expect(application.updatedAt).toBe(ago((lastChange ?? start).daysAgo));
      // Every event on its step's moment: the start's (created, and tailored) and one a step.
      const stepMoments = steps
        .filter((step) => !('contact' in step) && !('answer' in step) && !('task' in step))
        .map((step) => ago(step.daysAgo));
      const startEvents = application.events.length - stepMoments.length;
      expect(startEvents).toBe(start.tailor ? 2 : 1);
      expect(application.events.map((event: any) => event.createdAt)).toEqual([
        ...Array<string>(startEvents).fill(ago(start.daysAgo)),
        ...stepMoments,
      ]);
    }
    // The account itself is older than all of it.
    const signedUp = await app.db.query<{ created_at: string }>(
      'SELECT created_at FROM users WHERE email = $1',
      [DEMO_EMAIL],
    );
    expect(signedUp.rows[0]?.created_at).toBe(ago(DEMO_SIGN_UP.daysAgo));
  });
});

// A database user that may not skip triggers (the usual application role of a managed
// PostgreSQL) still gets the whole account, dated at the seed.
describe.skipIf(postgresServerUrl === undefined)(
  'demo account for a user that may not skip triggers',
  () => {
    const role = `ra_demo_${randomBytes(4).toString('hex')}`;
    let scratch: { url: string; drop(): Promise<void> };
    let admin: Database;
    let unprivileged: Database;

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(postgresServerUrl ?? '');
      admin = createPostgresDatabase({ connectionString: scratch.url });
      await migrate(admin, { hasuraDirectory: defaultHasuraDirectory });
      await admin.exec(`CREATE ROLE ${role} LOGIN;
      GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role};
      GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role};`);
      const url = new URL(scratch.url);
      url.username = role;
      unprivileged = createPostgresDatabase({ connectionString: url.toString() });
    });
    afterAll(async () => {
      await unprivileged.close();
      await admin.exec(`DROP OWNED BY ${role}; DROP ROLE ${role};`);
      await admin.close();
      await scratch.drop();
    });

    it('is created undated, with every job and application', async () => {
      expect(await canBackdate(unprivileged)).toBe(false);
      expect(await seedDemoAccount(unprivileged, createPasswordHasher(FAST_HASHING))).toBe(
        'created-undated',
      );
      const { rows } = await admin.query<{ jobs: number; applications: number }>(
        'SELECT (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM applications) AS applications',
      );
      expect(rows).toEqual([
        { jobs: DEMO_JOBS.length, applications: DEMO_JOBS.filter((job) => job.application).length },
      ]);
    });
  },
);

/** The demo account: seeded once through the services, signed in like any user, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/accounts/passwords.js';
import { DEMO_EMAIL, DEMO_JOBS, DEMO_PASSWORD } from '../../src/demo/demo-data.js';
import { seedDemoAccount } from '../../src/demo/seed-demo-account.js';
import { loadConfig } from '../../src/config.js';
import { FAST_HASHING, post, sessionCookieOf } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
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

  it('is seeded once with a resume, jobs and applications at several stages', async () => {
    const hasher = createPasswordHasher(FAST_HASHING);
    expect(await seedDemoAccount(app.db, hasher)).toBe('created');
    expect(await seedDemoAccount(app.db, hasher)).toBe('exists');
    const signIn = await post(app.app, '/api/auth/sign-in', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const response = await postGraphQL(
      app.app,
      {
        query:
          '{ resumes { isBase name } jobs { title match { score } application { status tailoredResume { tailoredAt } } } pipeline { total funnel { status count } } followUpsDue { followUpOn } }',
      },
      { cookie: `ra_session=${sessionCookieOf(signIn)}` },
    );
    const { data } = response.json<{ data: any }>();
    expect(data.resumes).toEqual([{ isBase: true, name: 'Sam Rivera' }]);
    expect(data.jobs).toHaveLength(DEMO_JOBS.length);
    expect(data.jobs.every((job: any) => typeof job.match.score === 'number')).toBe(true);
    const statuses = data.jobs.map((job: any) => job.application?.status ?? null);
    expect(statuses).toEqual(
      expect.arrayContaining(['interviewing', 'applied', 'draft', 'rejected', 'offer', null]),
    );
    expect(data.pipeline.total).toBe(5);
    expect(data.followUpsDue.length).toBeGreaterThan(0);
  });
});

/** Downloading everything an account holds, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportAccount, readExportedUser } from '../../src/accounts/account-export.js';
import { postGraphQL } from '../graphql/graphql-app.js';
import { testEngines } from '../support/databases.js';
import {
  createToken,
  post,
  signUpNew,
  startAccountsApp,
  type AccountsApp,
} from './accounts-app.js';

interface Exported {
  format: string;
  version: number;
  exportedAt: string;
  user: Record<string, unknown>;
  resumes: Record<string, unknown>[];
  jobs: Record<string, unknown>[];
  applications: Record<string, unknown>[];
  applicationEvents: Record<string, unknown>[];
  apiTokens: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  calendarFeeds: Record<string, unknown>[];
  interviews: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  applicationTasks: Record<string, unknown>[];
  offers: Record<string, unknown>[];
  plants: Record<string, unknown>[];
}

describe.each(testEngines)('account export on $name', (engine) => {
  let accounts: AccountsApp;
  beforeAll(async () => {
    accounts = await startAccountsApp(engine);
  });
  afterAll(async () => {
    await accounts.close();
  });

  /**
   * An account with a resume (a review finding set aside on it), cases with history and an interview, a contact and a task each, a token, a calendar
   * feed, a second session and a plant.
   */
  async function accountWithData(cases: number) {
    const account = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, account.session, ['cases:write']);
    for (let index = 0; index < cases; index += 1) {
      const created = await accounts.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          title: `Engineer ${index}`,
          company: `Company ${index}`,
          notes: `<b>${index}</b>`,
          status: 'offer',
        },
      });
      expect(created.statusCode).toBe(201);
      const interview = await postGraphQL(
        accounts.app,
        {
          query: `mutation($input: ScheduleInterviewInput!) { scheduleInterview(input: $input) { id } }`,
          variables: {
            input: {
              applicationId: created.json<{ id: string }>().id,
              startsAt: `2030-01-0${(index % 9) + 1}T10:00:00Z`,
              title: `Interview ${index}`,
            },
          },
        },
        { cookie: `ra_session=${account.session}` },
      );
      expect(interview.json<{ errors?: unknown }>().errors).toBeUndefined();
      const contact = await postGraphQL(
        accounts.app,
        {
          query: `mutation($input: AddContactInput!) { addContact(input: $input) { id } }`,
          variables: {
            input: { applicationId: created.json<{ id: string }>().id, name: `Person ${index}` },
          },
        },
        { cookie: `ra_session=${account.session}` },
      );
      expect(contact.json<{ errors?: unknown }>().errors).toBeUndefined();
      const task = await postGraphQL(
        accounts.app,
        {
          query: `mutation($input: AddApplicationTaskInput!) { addApplicationTask(input: $input) { id } }`,
          variables: {
            input: {
              applicationId: created.json<{ id: string }>().id,
              title: `Task ${index}`,
              dueOn: '2030-02-01',
            },
          },
        },
        { cookie: `ra_session=${account.session}` },
      );
      expect(task.json<{ errors?: unknown }>().errors).toBeUndefined();
      const offer = await postGraphQL(
        accounts.app,
        {
          query: `mutation($id: ID!, $input: OfferInput!) { recordOffer(applicationId: $id, input: $input) { id } }`,
          variables: {
            id: created.json<{ id: string }>().id,
            input: { currency: 'EUR', baseAmount: 60_000 + index, period: 'year' },
          },
        },
        { cookie: `ra_session=${account.session}` },
      );
      expect(offer.json<{ errors?: unknown }>().errors).toBeUndefined();
    }
    const imported = await postGraphQL(
      accounts.app,
      {
        query: `mutation($input: ImportResumeInput!) { importResume(input: $input) { resume { id } } }`,
        variables: {
          input: { format: 'text', text: 'Ada Lovelace\nEngineer\n\nSkills: TypeScript' },
        },
      },
      { cookie: `ra_session=${account.session}` },
    );
    expect(imported.json<{ errors?: unknown }>().errors).toBeUndefined();
    const ignored = await postGraphQL(
      accounts.app,
      {
        query: `mutation($input: SetResumeFindingIgnoredInput!) { setResumeFindingIgnored(input: $input) { id } }`,
        variables: {
          input: {
            resumeId: imported.json<{ data: { importResume: { resume: { id: string } } } }>().data
              .importResume.resume.id,
            key: '0123456789abcdef',
            ignored: true,
          },
        },
      },
      { cookie: `ra_session=${account.session}` },
    );
    expect(ignored.json<{ errors?: unknown }>().errors).toBeUndefined();
    const feed = await postGraphQL(
      accounts.app,
      { query: 'mutation { createCalendarFeed { path } }' },
      { cookie: `ra_session=${account.session}` },
    );
    expect(feed.json<{ errors?: unknown }>().errors).toBeUndefined();
    await post(accounts.app, '/api/auth/sign-in', {
      email: account.email,
      password: account.password,
    });
    await accounts.db.query(
      `INSERT INTO plants (name, tag, owner_id) VALUES ('Fern', 'shade', $1)`,
      [account.userId],
    );
    return account;
  }

  const download = (session: string) =>
    accounts.app.inject({
      method: 'GET',
      url: '/api/auth/export',
      headers: { cookie: `ra_session=${session}` },
    });

  it('sends every row of the account as one JSON attachment, and nothing secret', async () => {
    const account = await accountWithData(3);
    const stranger = await accountWithData(2);
    const response = await download(account.session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="resume-agent-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const exported = response.json<Exported>();
    expect(exported).toMatchObject({
      format: 'resume-agent-export',
      version: 1,
      user: { id: account.userId, email: account.email },
    });
    expect(Math.abs(Date.parse(exported.exportedAt) - Date.now())).toBeLessThan(60_000);
    expect(exported.resumes).toHaveLength(1);
    expect(exported.resumes[0]?.content).toMatchObject({ basics: { name: 'Ada Lovelace' } });
    // The review findings set aside on it, with the rest of its row.
    expect(exported.resumes[0]?.ignored_findings).toEqual(['0123456789abcdef']);
    // Oldest first, as made.
    expect(exported.jobs.map((job) => job.title)).toEqual([
      'Engineer 0',
      'Engineer 1',
      'Engineer 2',
    ]);
    expect(exported.applications.map((application) => application.notes)).toEqual([
      '<b>0</b>',
      '<b>1</b>',
      '<b>2</b>',
    ]);
    expect(exported.applicationEvents.length).toBeGreaterThanOrEqual(3);
    expect(exported.interviews.map((interview) => interview.title)).toEqual([
      'Interview 0',
      'Interview 1',
      'Interview 2',
    ]);
    expect(exported.contacts.map((contact) => contact.name)).toEqual([
      'Person 0',
      'Person 1',
      'Person 2',
    ]);
    expect(exported.applicationTasks.map(({ title, due_on }) => [title, due_on])).toEqual([
      ['Task 0', '2030-02-01'],
      ['Task 1', '2030-02-01'],
      ['Task 2', '2030-02-01'],
    ]);
    // Amounts as numbers, keyed by their application.
    expect(exported.offers.map(({ base_amount, currency }) => [base_amount, currency])).toEqual([
      [60_000, 'EUR'],
      [60_001, 'EUR'],
      [60_002, 'EUR'],
    ]);
    expect(exported.offers.map((offer) => offer.application_id)).toEqual(
      exported.applications.map((application) => application.id),
    );
    expect(exported.apiTokens.map((token) => token.name)).toEqual(['script']);
    expect(exported.sessions).toHaveLength(2);
    // The feed's row, without its hash.
    expect(exported.calendarFeeds.map((feed) => Object.keys(feed).sort())).toEqual([
      ['created_at', 'id', 'last_read_at'],
    ]);
    expect(exported.plants.map((plant) => plant.name)).toEqual(['Fern']);

    // Nothing of another account, no owner columns, no hashes of passwords or tokens.
    expect(response.body).not.toContain(stranger.userId);
    expect(response.body).not.toContain(stranger.email);
    expect(response.body).not.toMatch(/password_hash|token_hash|"user_id"|"owner_id"|argon2/);
  });

  it('reads every section in pages, none lost or repeated at the seams', async () => {
    const account = await accountWithData(7);
    const userJson = await readExportedUser(accounts.db, account.userId);
    if (userJson === undefined) throw new Error('no user');
    for (const pageSize of [1, 3, 7, 500]) {
      let text = '';
      for await (const piece of exportAccount(accounts.db, {
        userId: account.userId,
        userJson,
        exportedAt: '2026-11-29T12:00:00.000Z',
        pageSize,
      }))
        text += piece;
      const exported = JSON.parse(text) as Exported;
      expect(
        exported.jobs.map((job) => job.title),
        `pages of ${pageSize}`,
      ).toEqual(Array.from({ length: 7 }, (_, index) => `Engineer ${index}`));
      expect(new Set(exported.applicationEvents.map((event) => event.id)).size).toBe(
        exported.applicationEvents.length,
      );
      // Keyed by application_id, not id: the keyset pages them all the same.
      expect(
        exported.offers.map((offer) => offer.base_amount),
        `pages of ${pageSize}`,
      ).toEqual(Array.from({ length: 7 }, (_, index) => 60_000 + index));
    }
  });

  it('is for a session only', async () => {
    const account = await signUpNew(accounts.app);
    const { token } = await createToken(accounts.app, account.session, ['cases:read']);
    const withToken = await accounts.app.inject({
      method: 'GET',
      url: '/api/auth/export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json<{ code: string }>().code).toBe('SESSION_REQUIRED');
    const anonymous = await accounts.app.inject({ method: 'GET', url: '/api/auth/export' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ code: string }>().code).toBe('AUTH_REQUIRED');
  });
});

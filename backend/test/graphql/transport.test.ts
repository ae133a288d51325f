/**
 * What /graphql enforces around the resolvers, on both engines: who may call, from where, how
 * deep and how expensive an operation may be, that lists are loaded in batches (no N+1), and
 * that malformed requests get a 4xx with codes, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import {
  POSTING_TEXT,
  RESUME_TEXT,
  postGraphQL,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

describe.each(testEngines)('GraphQL transport on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    client = await app.newClient();
    await client.ok(
      `mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }`,
      { t: RESUME_TEXT },
    );
  });
  afterAll(() => app.close());

  it('without a session every field answers UNAUTHENTICATED', async () => {
    const response = await postGraphQL(app.app, { query: '{ me { id } jobs { id } }' }, {});
    expect(response.statusCode).toBe(200);
    const body = response.json<{ errors: { extensions: { code: string } }[] }>();
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses API tokens: the GraphQL API is for browser sessions', async () => {
    const { token } = await createToken(app.app, client.session, ['cases:read', 'cases:write']);
    const response = await postGraphQL(
      app.app,
      { query: '{ me { id } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(
      response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code,
    ).toBe('SESSION_REQUIRED');
  });

  it('refuses a cross-site request that carries the session cookie', async () => {
    const response = await postGraphQL(
      app.app,
      {
        query:
          'mutation { addJob(input: {description: "Requirements: Go", title: "Evil"}) { id } }',
      },
      { cookie: `ra_session=${client.session}`, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      data: null,
      errors: [{ extensions: { code: 'ORIGIN_REJECTED' } }],
    });
    expect((await client.ok('{ jobs { title } }')).jobs).toEqual([]);
  });

  it('refuses operations nested deeper than the limit', async () => {
    const deep =
      '{ applications { job { application { job { application { job { application { job { application { job { id } } } } } } } } } } }';
    const result = await client.run(deep);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses operations whose cost exceeds the budget, before running them', async () => {
    const expensive =
      '{ applications(limit: 1000) { events { note } job { match { matched { evidence { text section pointer itemId entry } } missing { name } } } } }';
    const result = await client.run(expensive);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    const affordable = await client.run(
      '{ applications(limit: 50) { id job { title match { score } } } }',
    );
    expect(affordable.errors).toBeUndefined();
  });

  it('loads lists in batches: the query count does not grow with the number of applications', async () => {
    const queryCount = async () => {
      const before = app.statements.length;
      await client.ok(
        '{ applications { id job { title application { id } match { score } } events { kind } } }',
      );
      return app.statements.length - before;
    };
    const addApplication = async (title: string) => {
      const { addJob } = await client.ok(
        'mutation($d: String!, $t: String!) { addJob(input: {description: $d, title: $t}) { id } }',
        { d: POSTING_TEXT, t: title },
      );
      await client.ok('mutation($id: ID!) { createApplication(jobId: $id) { id } }', {
        id: addJob.id,
      });
    };
    await addApplication('One');
    const withOne = await queryCount();
    for (const title of ['Two', 'Three', 'Four', 'Five', 'Six']) await addApplication(title);
    const withSix = await queryCount();
    expect(withSix).toBe(withOne);
    expect(withSix).toBeLessThanOrEqual(8);
  });

  it('reads the tailored material of listed applications only when asked, in one query for all fields', async () => {
    const statementsOf = async (query: string) => {
      const before = app.statements.length;
      const data = await client.ok(query);
      return { data, statements: app.statements.slice(before) };
    };
    const readsMaterial = (sql: string) => /tailored_resume|cover_letter|match_details/.test(sql);
    const readsPosting = (sql: string) => /\bdescription\b|\bparsed\b/.test(sql);
    const { addJob } = await client.ok(
      'mutation($d: String!) { addJob(input: {description: $d, title: "Tailored"}) { id } }',
      { d: POSTING_TEXT },
    );
    await client.ok('mutation($id: ID!) { tailorResume(jobId: $id) { id } }', { id: addJob.id });

    const board = await statementsOf(
      '{ applications { id status matchScore job { title application { id } } } followUpsDue { id } }',
    );
    expect(board.statements.filter(readsMaterial)).toEqual([]);
    expect(board.statements.filter(readsPosting)).toEqual([]);

    const everything = await statementsOf(
      '{ applications { id coverLetter match { score } tailoredResume { tailoredAt } } }',
    );
    // One read for the three fields of every card, not one per field or per card.
    expect(everything.statements.filter(readsMaterial)).toHaveLength(1);
    const ofJobs = await statementsOf(
      '{ jobs { application { coverLetter tailoredResume { editedAt } } } }',
    );
    expect(ofJobs.statements.filter(readsMaterial)).toHaveLength(1);

    // A page of jobs reads its postings once, for the match and the text alike.
    const jobsPage = await statementsOf(
      '{ jobs { title match { score } posting { seniority } descriptionText } }',
    );
    expect(jobsPage.statements.filter(readsPosting)).toHaveLength(1);
    const pageJobs = (
      jobsPage.data as {
        jobs: { match: { score: number } | null; descriptionText: string | null }[];
      }
    ).jobs;
    expect(pageJobs.every((job) => job.match !== null && job.descriptionText !== null)).toBe(true);
    expect(pageJobs[0]?.descriptionText).toContain('Northwind Traders');
    const listed = (everything.data as { applications: Record<string, unknown>[] }).applications;
    const tailored = listed.find((application) => application.tailoredResume !== null);
    expect(tailored?.coverLetter).toEqual(expect.stringContaining('Northwind Traders'));
    expect(tailored?.match).toEqual({ score: expect.any(Number) });
    expect(listed.filter((application) => application.tailoredResume === null).length).toBe(
      listed.length - 1,
    );
  });

  it('answers malformed requests with 4xx and codes, never 500', async () => {
    const cookie = `ra_session=${client.session}`;
    const cases: { body: unknown; headers?: Record<string, string> }[] = [
      { body: { query: '{ me { id ' } },
      { body: { query: '{ nope }' } },
      { body: { query: 123 } },
      { body: {} },
      { body: { query: '{ me { id } }', variables: 'not an object' } },
      { body: { query: 'query($id: ID!) { job(id: $id) { id } }', variables: { id: { $ne: 1 } } } },
      { body: { query: '{ job(id: "\' OR 1=1 --") { id } }' } },
    ];
    for (const { body } of cases) {
      const response = await postGraphQL(app.app, body, { cookie });
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    }
    const malformedJson = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(malformedJson.statusCode).toBe(400);
    const sqlish = await client.run('{ job(id: "\' OR 1=1 --") { id } }');
    expect(sqlish.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('accepts a resume file up to its limit and refuses bodies beyond the GraphQL body limit', async () => {
    const tooBig = 'A'.repeat(7 * 1024 * 1024);
    const response = await postGraphQL(
      app.app,
      {
        query:
          'mutation($b: String!) { importResume(input: {format: pdf, base64: $b}) { warnings } }',
        variables: { b: tooBig },
      },
      { cookie: `ra_session=${client.session}` },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    const large = await client.run(
      'mutation($b: String!) { importResume(input: {format: pdf, base64: $b}) { warnings } }',
      { b: 'A'.repeat(5_600_000) },
    );
    expect(large.errors?.[0]?.extensions.code).toBe('FILE_TOO_LARGE');
  });
});

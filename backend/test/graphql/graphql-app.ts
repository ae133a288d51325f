/** An app on a fresh database, and signed-in GraphQL clients for the resolver tests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import {
  APP_ORIGIN,
  confirmationLinkStored,
  FAST_HASHING,
  signUpNew,
  TEST_AUTH_SECRET,
} from '../accounts/accounts-app.js';
import type { TestEngine } from '../support/databases.js';

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions: { code: string; details?: unknown };
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: GraphQLError[] | undefined;
}

export interface GraphQLClient {
  userId: string;
  session: string;
  /** Runs an operation; the response is always JSON. */
  run<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult<T>>;
  /** Runs an operation that must succeed, and returns its data. */
  ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export interface GraphQLApp {
  app: FastifyInstance;
  db: Database;
  /** SQL statements the app has run through its database so far. */
  statements: string[];
  newClient(): Promise<GraphQLClient>;
  close(): Promise<void>;
}

export async function postGraphQL(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** An operation sent as a signed-in browser would, with the session's cookie: its body. */
export async function graphqlAs(
  app: FastifyInstance,
  session: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ data: any; errors?: any[] }> {
  const response = await postGraphQL(
    app,
    { query, variables },
    { cookie: `ra_session=${session}` },
  );
  return response.json();
}

export async function startGraphQLApp(
  engine: TestEngine,
  environment: Record<string, string> = {},
): Promise<GraphQLApp> {
  const database = await engine.createMigrated();
  const statements: string[] = [];
  // The app closes the database it is given; the test keeps its own handle to drop it. Every
  // statement is recorded, so a test can count the queries an operation costs.
  const recording: Database = {
    ...database.db,
    query: (sql, params) => {
      statements.push(sql);
      return database.db.query(sql, params);
    },
    close: () => Promise.resolve(),
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    ...environment,
  });
  const app = await buildApp({
    config,
    db: recording,
    logger: false,
    authSecret: TEST_AUTH_SECRET,
    passwordHashOptions: FAST_HASHING,
  });
  async function newClient(): Promise<GraphQLClient> {
    const account = await signUpNew(app);
    if (config.mail.transport !== 'none') await confirmationLinkStored(database.db, account.userId);
    const run: GraphQLClient['run'] = async (query, variables) => {
      const response = await postGraphQL(
        app,
        { query, variables },
        {
          cookie: `ra_session=${account.session}`,
        },
      );
      const body = response.json<{ data?: unknown; errors?: GraphQLError[] }>();
      return {
        status: response.statusCode,
        data: (body.data ?? null) as never,
        errors: body.errors,
      };
    };
    return {
      userId: account.userId,
      session: account.session,
      run,
      async ok(query, variables) {
        const result = await run(query, variables);
        if (result.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
        return result.data as never;
      },
    };
  }
  return {
    app,
    db: database.db,
    statements,
    newClient,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** A job with a short posting and its application (a draft); the application's id. */
export async function newApplication(
  client: GraphQLClient,
  title = 'Backend Engineer',
): Promise<string> {
  const { addJob } = await client.ok<{ addJob: { id: string } }>(
    'mutation($t: String!) { addJob(input: {title: $t, description: "Requirements\\n- Go"}) { id } }',
    { t: title },
  );
  const { createApplication } = await client.ok<{ createApplication: { id: string } }>(
    'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
    { id: addJob.id },
  );
  return createApplication.id;
}

/**
 * The client's base resume imported from RESUME_TEXT, a job from POSTING_TEXT and its
 * application started (not tailored): what drafting and tailoring need.
 */
export async function startApplicationWithResume(
  client: GraphQLClient,
): Promise<{ jobId: string; applicationId: string }> {
  await client.ok(
    'mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }',
    { t: RESUME_TEXT },
  );
  const { addJob } = await client.ok<{ addJob: { id: string } }>(
    'mutation($d: String!) { addJob(input: {description: $d}) { id } }',
    { d: POSTING_TEXT },
  );
  const { createApplication } = await client.ok<{ createApplication: { id: string } }>(
    'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
    { id: addJob.id },
  );
  return { jobId: addJob.id, applicationId: createApplication.id };
}

/** A realistic resume as plain text, for imports. */
export const RESUME_TEXT = `Ada Lovelace
Senior Software Engineer
ada@example.com | +44 20 7946 0000 | London, UK

Summary
Backend engineer with 9 years of experience building TypeScript and PostgreSQL services.

Experience
Senior Software Engineer, Analytical Engines Ltd — London
2019-03 – Present
- Built a TypeScript and Node.js API on PostgreSQL serving 2 million requests a day
- Led the move to Kubernetes and Docker, cutting deploy time from 40 to 6 minutes
- Mentored five engineers and introduced code review with GitHub Actions CI

Software Engineer, Difference Co — Manchester
2015-06 – 2019-02
- Wrote React and Redux front ends for the billing product
- Designed REST APIs and GraphQL schemas used by partner teams

Education
University of London — BSc Mathematics
2011 – 2014

Skills
TypeScript, JavaScript, Node.js, React, PostgreSQL, GraphQL, Docker, Kubernetes, AWS
`;

export const POSTING_TEXT = `Senior Backend Engineer
Northwind Traders — Remote (EU)

About the role
You will build the services behind our ordering platform.

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes
- Rust

Nice to have
- GraphQL
- Terraform
`;

/**
 * Sends `add` twice at once to an application one short of its limit (interviews, contacts,
 * answers, tasks): exactly one passes, and the other is refused for the application's room
 * (`VALIDATION_FAILED`, `details.field` `applicationId`), however the two interleave.
 */
export async function expectOneOfTwoAddsRefused(add: () => Promise<GraphQLResult>): Promise<void> {
  const results = await Promise.all([add(), add()]);
  expect(results.filter((result) => result.errors === undefined)).toHaveLength(1);
  expect(results.flatMap((result) => result.errors ?? []).map((error) => error.extensions)).toEqual(
    [expect.objectContaining({ code: 'VALIDATION_FAILED', details: { field: 'applicationId' } })],
  );
}

/**
 * /graphql under hostile operations, on each engine. The transport (test/graphql/
 * transport.test.ts) promises: execution errors travel with 200; a request that cannot run
 * (syntax, validation, variables, limits) is a 4xx with `data: null`; every error has an
 * `extensions.code`; nothing is ever INTERNAL_SERVER_ERROR for the caller's input.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import { expectNoLeak } from './error-shape.js';
import { startHostileApp, type HostileApp } from './hostile-app.js';
import {
  hostileString,
  MARKUP_INJECTIONS,
  SQL_INJECTIONS,
  UNICODE_EDGES,
} from './hostile-values.js';

const RUNS = { numRuns: 30 };

interface GraphQLBody {
  data: unknown;
  errors?: { message: unknown; extensions?: { code?: unknown } }[];
}

/** The transport's promise, for any answer. */
function expectCleanGraphQL(
  response: LightMyRequestResponse,
  sent: string,
  context: string,
): GraphQLBody {
  const where = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.headers['content-type'], where).toMatch(/^application\/json\b/);
  const body = response.json<GraphQLBody>();
  expect(body, where).toHaveProperty('data');
  if (response.statusCode >= 400) expect(body.data, where).toBeNull();
  else expect(response.statusCode, where).toBe(200);
  for (const error of body.errors ?? []) {
    expect(error.message, where).toBeTypeOf('string');
    expect(error.extensions?.code, where).toBeTypeOf('string');
    expect(error.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
  }
  expectNoLeak(response.body, sent, where);
  return body;
}

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

/** Mutations and queries with string variables, each a door for hostile text. */
const STRING_DOORS = [
  'mutation($s: String!) { addJob(input: {description: $s, title: $s, company: $s}) { id } }',
  'mutation($s: String!) { addJob(input: {description: $s, title: $s, company: $s, url: $s, refuseDuplicate: true}) { id } }',
  'mutation($s: String!) { addJob(input: {description: "Requirements: Go", title: $s, company: $s, refuseDuplicate: true}) { id } }',
  'mutation($s: String) { updateProfile(input: {displayName: $s}) { id } }',
  'mutation($s: String!) { changePassword(input: {currentPassword: $s, newPassword: $s}) { otherSessionsSignedOut } }',
  'mutation($s: String!) { changeEmail(input: {newEmail: $s, password: $s}) { id } }',
  'mutation($s: String!) { importResume(input: {format: text, text: $s, title: $s}) { resume { id } } }',
  'mutation($s: String!) { importResume(input: {format: json, text: $s}) { resume { id } } }',
  'mutation($s: String!) { importResume(input: {format: pdf, base64: $s}) { warnings } }',
  'mutation($s: String!) { importJobFromUrl(url: $s) { id } }',
  'query($s: String) { jobs(search: $s) { id } jobCount(search: $s) }',
  'query($s: String) { jobs(search: $s, stage: to_apply) { id } jobCount(search: $s, stage: closed) }',
  'query($s: String) { jobs(search: $s, sort: match) { id match { score } } }',
  'query($s: ID) { jobs(sort: pay, after: $s, stage: in_progress) { id } }',
  'query($s: Date) { jobs(sort: closing, today: $s) { id applyBy } }',
  'query($s: ID!) { job(id: $s) { id } application(id: $s) { id } resume(id: $s) { id } }',
  'mutation($s: ID!) { deleteJob(id: $s) { id } }',
  'mutation($s: Date) { addJob(input: {description: "Requirements: Go", applyBy: $s}) { id } }',
  'query($s: Int) { jobsClosingSoon(withinDays: $s) { id } }',
  'query($s: ID) { skillDemand(resumeId: $s, stage: to_apply) { jobsRead skills { skillId } } }',
  'query($s: Int) { skillDemand(limit: $s) { jobsRead } }',
  'mutation($s: ID!) { tailorResume(jobId: $s) { id } }',
  'mutation($s: ID!) { scheduleInterview(input: {applicationId: $s, startsAt: "2030-01-01T10:00:00Z"}) { id } }',
  'mutation($s: DateTime!) { scheduleInterview(input: {applicationId: "00000000-0000-4000-8000-000000000000", startsAt: $s}) { id } }',
  'mutation($s: String) { scheduleInterview(input: {applicationId: "00000000-0000-4000-8000-000000000000", startsAt: "2030-01-01T10:00:00Z", title: $s, location: $s, notes: $s}) { id } }',
  'mutation($s: DateTime) { updateInterview(input: {id: "00000000-0000-4000-8000-000000000000", startsAt: $s}) { id } }',
  'mutation($s: ID!) { cancelInterview(id: $s) { id } }',
  'query($s: Int) { upcomingInterviews(limit: $s) { id } }',
  'query($s: Int) { quietApplications(days: $s, limit: $s) { lastActivityAt application { id } } }',
  'mutation($s: ID!) { addContact(input: {applicationId: $s, name: "Ada"}) { id } }',
  'mutation($s: String!) { addContact(input: {applicationId: "00000000-0000-4000-8000-000000000000", name: $s, role: $s, email: $s, phone: $s, profileUrl: $s, notes: $s}) { id } }',
  'mutation($s: Date) { addContact(input: {applicationId: "00000000-0000-4000-8000-000000000000", name: "Ada", lastContactedOn: $s}) { id } }',
  'mutation($s: String) { updateContact(input: {id: "00000000-0000-4000-8000-000000000000", name: $s, email: $s, profileUrl: $s}) { id } }',
  'mutation($s: ID!) { removeContact(id: $s) { id } }',
  'mutation($s: ID!) { addApplicationAnswer(input: {applicationId: $s, question: "Why us?"}) { id } }',
  'mutation($s: String!) { addApplicationAnswer(input: {applicationId: "00000000-0000-4000-8000-000000000000", question: $s, answer: $s}) { id } }',
  'mutation($s: String) { updateApplicationAnswer(input: {id: "00000000-0000-4000-8000-000000000000", question: $s, answer: $s}) { id } }',
  'mutation($s: ID!) { removeApplicationAnswer(id: $s) { id } }',
  'query($s: String!) { answerSuggestions(question: $s) { timesUsed answer { id kind } } }',
  'query($s: ID) { answerSuggestions(question: "Salary?", applicationId: $s) { timesUsed } }',
  'query($s: Int) { answerSuggestions(question: "Salary?", limit: $s) { timesUsed } }',
  'mutation($s: ID!) { undoSpreadsheetImport(id: $s) { id jobsDeleted } }',
  'query { spreadsheetImports { id importedAt jobs changed } }',
  'query($s: String!) { draftApplicationAnswer(applicationId: "00000000-0000-4000-8000-000000000000", question: $s) { kind text } }',
  'query($s: ID!) { draftApplicationAnswer(applicationId: $s, question: "Tell us about yourself") { text } }',
  'mutation($s: ID!) { recordOffer(applicationId: $s, input: {currency: "USD", baseAmount: 1, period: year}) { id } }',
  'mutation($s: String!) { recordOffer(applicationId: "00000000-0000-4000-8000-000000000000", input: {currency: $s, baseAmount: 1, period: year, equity: $s, notes: $s}) { id } }',
  'mutation($s: Date) { recordOffer(applicationId: "00000000-0000-4000-8000-000000000000", input: {currency: "USD", baseAmount: 1, period: year, startsOn: $s, respondBy: $s}) { id } }',
  'mutation($s: Float!) { recordOffer(applicationId: "00000000-0000-4000-8000-000000000000", input: {currency: "USD", baseAmount: $s, period: year, signingBonus: $s, yearlyBonus: $s}) { id } }',
  'mutation($s: ID!) { removeOffer(applicationId: $s) { id } }',
  'query($s: String) { people(search: $s, company: $s) { totalCount people { key } } }',
  'query($s: String) { people(after: $s) { endCursor } }',
  'query($s: Int) { people(first: $s) { people { contacts { id } } } }',
  'query($s: Int) { jobs { peopleAtCompany(first: $s) { totalCount } } }',
  'query($s: String) { weeklyProgress(timeZone: $s) { weekStartsOn sent goal } }',
  'mutation($s: Int) { setWeeklyApplicationGoal(goal: $s) { id } }',
  'mutation($s: Int!) { setReminderEmail(input: {hour: $s, timeZone: "UTC"}) { hour } }',
  'mutation($s: String!) { setReminderEmail(input: {hour: 8, timeZone: $s}) { hour } }',
  'mutation { sendReminderEmailNow { to } turnOffReminderEmail }',
  'mutation($s: Date) { exportApplications(input: {appliedFrom: $s, appliedTo: $s}) { filename } }',
  'mutation($s: String) { exportApplications(input: {timeZone: $s}) { filename base64 } }',
  'mutation($s: String!) { importApplications(input: {csv: $s, dryRun: true}) { imported rows { problem } } }',
  'mutation($s: String!) { importApplications(input: {csv: $s}) { imported rows { applicationId } } }',
  'mutation($s: String!) { importApplications(input: {csv: "Title,Applied on,Link,Status", timeZone: $s, dryRun: true}) { imported } }',
  'mutation($s: String) { setApplicationSource(input: {id: "00000000-0000-4000-8000-000000000000", source: $s}) { id } }',
  'mutation($s: ID!) { setApplicationSource(input: {id: $s, source: "LinkedIn"}) { id } }',
  'query($s: ID!) { draftContactMessage(contactId: $s, kind: follow_up) { body } }',
  'query($s: String) { draftContactMessage(contactId: "00000000-0000-4000-8000-000000000000", kind: thank_you, timeZone: $s) { body } }',
  'mutation($s: ID!) { redraftCoverLetter(input: {id: $s}) { id } }',
  'mutation($s: String!) { addApplicationNote(input: {id: "00000000-0000-4000-8000-000000000000", text: $s}) { id } }',
  'mutation($s: JSON!) { updateTailoredResume(input: {id: "00000000-0000-4000-8000-000000000000", content: $s}) { id } }',
  'mutation($s: JSON!) { updateTailoredResume(input: {id: "00000000-0000-4000-8000-000000000000", content: {basics: {summary: $s}}}) { id } }',
  'query($s: JSON!) { resumeReview(content: $s) { problemCount findings { code pointer } } }',
  'query($s: String!) { coverLetterReview(applicationId: "00000000-0000-4000-8000-000000000000", text: $s) { problemCount } }',
  'query($s: ID!) { coverLetterReview(applicationId: $s, text: "Dear [Name]") { findings { code start end } } }',
  'mutation($s: String!) { setResumeFindingIgnored(input: {resumeId: "00000000-0000-4000-8000-000000000000", key: $s, ignored: true}) { id ignoredFindings } }',
  'mutation($s: ID!) { setResumeFindingIgnored(input: {resumeId: $s, key: "0123456789abcdef", ignored: false}) { id } }',
  'mutation($s: ID!) { addApplicationTask(input: {applicationId: $s, title: "Send the portfolio"}) { id } }',
  'mutation($s: String!) { addApplicationTask(input: {applicationId: "00000000-0000-4000-8000-000000000000", title: $s}) { id } }',
  'mutation($s: Date) { addApplicationTask(input: {applicationId: "00000000-0000-4000-8000-000000000000", title: "x", dueOn: $s}) { id } }',
  'mutation($s: String) { updateApplicationTask(input: {id: "00000000-0000-4000-8000-000000000000", title: $s}) { id } }',
  'mutation($s: Boolean) { updateApplicationTask(input: {id: "00000000-0000-4000-8000-000000000000", done: $s}) { doneAt } }',
  'mutation($s: ID!) { removeApplicationTask(id: $s) { id } }',
  'query($s: Int) { tasksDue(withinDays: $s) { id } }',
  'query($s: Date) { tasksDue(today: $s) { id title application { id } } }',
  'query($s: Int) { openTasks(limit: $s) { id title dueOn application { id taskProgress { open } } } }',
  'query($s: Int) { doneTasks(limit: $s) { id title doneAt application { id taskProgress { done } } } }',
  'query($s: String!) { resumeReview(content: {basics: {summary: $s}, work: [{startDate: $s, highlights: [$s, $s]}]}) { suggestionCount findings { message excerpt } } }',
] as const;

describe.each(testEngines)('hostile GraphQL on $name', (engine) => {
  let hostile: HostileApp;
  let jobId: string;
  let resumeId: string;

  const post = (body: unknown, credentials: 'session' | 'none' = 'session') => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    return hostile.send({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        origin: APP_ORIGIN,
        ...hostile.credentials(credentials),
      },
      payload,
    });
  };
  const run = async (query: string, variables?: unknown, context = query.slice(0, 80)) => {
    const body = { query, variables };
    const sent = JSON.stringify(body);
    const response = await post(sent);
    return { response, body: expectCleanGraphQL(response, sent, context) };
  };

  beforeAll(async () => {
    hostile = await startHostileApp(engine);
    const job = await post({
      query:
        'mutation { addJob(input: {description: "Requirements: TypeScript", title: "Dev"}) { id } }',
    });
    jobId = job.json<{ data: { addJob: { id: string } } }>().data.addJob.id;
    const resume = await post({
      query:
        'mutation { importResume(input: {format: text, text: "Ada Lovelace\\nEngineer"}) { resume { id } } }',
    });
    resumeId = resume.json<{ data: { importResume: { resume: { id: string } } } }>().data
      .importResume.resume.id;
  });
  afterAll(() => hostile.close());

  it('answers malformed query text with 400', async () => {
    const malformed = [
      '{',
      '{ me { id ',
      '}}}}',
      'query { me { id } } }',
      'mutation',
      '{ me(id: ) { id } }',
      '{ "me" }',
      '\u0000',
      '{ me { id } } garbage',
      'query ($: Int) { me { id } }',
      `{ me ${'{'.repeat(5000)} }`,
      `{ job(id: ${'['.repeat(5000)}1${']'.repeat(5000)}) { id } }`,
      // JSON, which Mercurius would otherwise take for a ready-made AST.
      '0',
      '"{ me { id } }"',
      'null',
      '[]',
      '{"kind":"Document","definitions":[{"kind":"Field"}]}',
    ];
    for (const query of malformed) {
      const { response } = await run(query);
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc
            .array(
              fc.constantFrom(
                '{',
                '}',
                '(',
                ')',
                'me',
                'id',
                'query',
                '$x',
                ':',
                '...',
                '@',
                '"',
                'on',
                '!',
                '[',
                ']',
              ),
              { maxLength: 20 },
            )
            .map((tokens) => tokens.join(' ')),
        ),
        async (query) => {
          await run(query);
        },
      ),
      RUNS,
    );
  });

  it('answers non-GraphQL bodies with a 4xx', async () => {
    const bodies = [
      '',
      '{',
      'null',
      '[]',
      '[{"query":"{ me { id } }"},{"query":"{ me { id } }"}]',
      '{"query": 1}',
      '{"query": null}',
      '{"query": ["{ me { id } }"]}',
      '{"query": "{ me { id } }", "variables": "x"}',
      '{"query": "{ me { id } }", "variables": [1]}',
      '{"query": "{ me { id } }", "operationName": 7}',
      '{"query": "{ me { id } }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "x"}}}',
      '{"__proto__": {"query": "{ me { id } }"}}',
    ];
    for (const text of bodies) {
      const response = await post(text);
      const body = expectCleanGraphQL(response, text, text);
      if (body.data === null || body.data === undefined)
        expect(response.statusCode, text).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses variables of the wrong type with 400 BAD_USER_INPUT', async () => {
    const wrong = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(wrong, async (value) => {
        const { response, body } = await run(
          'query($id: ID!, $limit: Int) { job(id: $id) { id } jobs(limit: $limit) { id } }',
          {
            id: value,
            limit: 'ten',
          },
        );
        expect(response.statusCode).toBe(400);
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }),
      RUNS,
    );
    for (const variables of [
      { limit: 2 ** 31 },
      { limit: 1.5 },
      { limit: '1' },
      { limit: -1 },
      { limit: 0 },
      { limit: 1e9 },
    ]) {
      const { response } = await run(
        'query($limit: Int) { jobs(limit: $limit) { id } }',
        variables,
      );
      expect(response.statusCode, JSON.stringify(variables)).toBeLessThan(500);
    }
    const { response } = await run(
      'mutation($i: MoveApplicationInput!) { moveApplication(input: $i) { id } }',
      {
        i: { id: jobId, status: 'hired', extra: 1 },
      },
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses unknown fields, arguments and types with 400', async () => {
    for (const query of [
      '{ nope }',
      '{ me { password } }',
      '{ me { id } users { id } }',
      '{ jobs(where: {id: 1}) { id } }',
      '{ __type(name: "User") { fields { name } } me { passwordHash } }',
      'mutation { dropTable }',
    ]) {
      const { response } = await run(query);
      expect(response.statusCode, query).toBe(400);
    }
    const { body } = await run('subscription { me { id } }');
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('refuses operations over the depth limit and over the cost limit with 400', async () => {
    const deep = `{ applications { ${'job { application { '.repeat(10)}id${' } }'.repeat(10)} } }`;
    const { response: tooDeep } = await run(deep);
    expect(tooDeep.statusCode).toBe(400);
    const { response: tooCostly, body } = await run(
      '{ applications(limit: 1000) { events { note } job { match { matched { evidence { text } } } } } }',
    );
    expect(tooCostly.statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const deepIntrospection = `{ __schema { types { ${'fields { type { '.repeat(8)}name${' } }'.repeat(8)} } } }`;
    const { response: introspection } = await run(deepIntrospection);
    expect(introspection.statusCode).toBe(400);
  });

  it('refuses aliased and introspection amplification before running it', async () => {
    for (const query of [
      aliases(1_000, 'me { id }'),
      aliases(200, 'jobs(limit: 500) { id }'),
      aliases(60, '__schema { types { name fields { name type { name } } } }'),
      aliases(60, '__type(name: "Job") { fields { name } }'),
      `{ job(id: "${'0'.repeat(8)}-0000-4000-8000-000000000000") { ${Array.from({ length: 60_000 }, (_, index) => `a${index}: id`).join(' ')} } }`,
    ]) {
      const started = performance.now();
      const { response, body } = await run(query);
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      expect(performance.now() - started, query.slice(0, 60)).toBeLessThan(5_000);
    }
    // A screen's worth of root fields still runs.
    const { response } = await run(aliases(20, 'me { id }'));
    expect(response.statusCode).toBe(200);
  });

  it('never fails on hostile text in any string variable', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...STRING_DOORS), hostileString, async (query, value) => {
        await run(
          query,
          { s: value },
          `${query.slice(0, 50)} s=${JSON.stringify(value).slice(0, 40)}`,
        );
      }),
      RUNS,
    );
  });

  it('answers the named injections and unicode edges, NUL as BAD input not a fault', async () => {
    const values = [...SQL_INJECTIONS, ...MARKUP_INJECTIONS, ...Object.values(UNICODE_EDGES)];
    // Round robin over doors and values; NUL goes through every door.
    for (let index = 0; index < values.length; index += 1) {
      const query = STRING_DOORS[index % STRING_DOORS.length] ?? STRING_DOORS[0];
      await run(
        query,
        { s: values[index] },
        `${query.slice(0, 50)} s=${JSON.stringify(values[index])}`,
      );
    }
    for (const query of STRING_DOORS) {
      const { body } = await run(query, { s: UNICODE_EDGES.nul }, `${query.slice(0, 50)} NUL`);
      if (query.includes('addJob(input: {description: $s'))
        expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const { body } = await run(
      'mutation($c: JSON) { updateResume(input: {id: $id, content: $c}) { id } }'.replace(
        '$id',
        `"${resumeId}"`,
      ),
      { c: { basics: { name: 'a\u0000b' } } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    // A key is checked before it reaches the row: the resume's list stays empty.
    const ignore = `mutation($s: String!) { setResumeFindingIgnored(input: {resumeId: "${resumeId}", key: $s, ignored: true}) { id } }`;
    for (const key of [...SQL_INJECTIONS, ...Object.values(UNICODE_EDGES)]) {
      const ignored = await run(ignore, { s: key }, `setResumeFindingIgnored key=${key}`);
      expect(ignored.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const kept = await run(`{ resume(id: "${resumeId}") { ignoredFindings } }`);
    expect(kept.body.data).toEqual({ resume: { ignoredFindings: [] } });
    const tailored = await run(`mutation { tailorResume(jobId: "${jobId}") { id } }`);
    const applicationId = (tailored.body.data as { tailorResume: { id: string } }).tailorResume.id;
    const edit = await run(
      `mutation($c: JSON!) { updateTailoredResume(input: {id: "${applicationId}", content: $c}) { id } }`,
      { c: { basics: { name: 'Ada', summary: 'a\u0000b' } } },
    );
    expect(edit.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('changes a tailored job with hostile text in any field, or refuses it, without a fault', async () => {
    // A change of posting scores the tailored resume again: hostile postings reach the engine.
    await run(`mutation { tailorResume(jobId: "${jobId}") { id } }`);
    const values = fc.oneof(
      hostileString,
      fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS, ...Object.values(UNICODE_EDGES)),
    );
    const fields = ['title', 'company', 'location', 'url', 'description'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), values, async (field, value) => {
        const { body } = await run(
          `mutation($i: UpdateJobInput!) { updateJob(input: $i) { id
            application { tailoredResume { jobChangedAt match { score } } } } }`,
          { i: { id: jobId, [field]: value } },
          `updateJob ${field}=${JSON.stringify(value).slice(0, 40)}`,
        );
        if (body.errors) expect(body.errors[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      }),
      RUNS,
    );
    const { body } = await run(
      'mutation($i: UpdateJobInput!) { updateJob(input: $i) { id } }',
      { i: { id: jobId, description: `Requirements: Go${UNICODE_EDGES.nul}` } },
      'updateJob description with NUL',
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('writes hostile text into every cover letter format, or refuses it, without a fault', async () => {
    // A job of its own: the test before leaves the shared one with whatever posting it last
    // wrote, which may be none.
    const job = await run(
      'mutation { addJob(input: {description: "Requirements: TypeScript", title: "Writer"}) { id } }',
    );
    const ownJobId = (job.body.data as { addJob: { id: string } }).addJob.id;
    const tailored = await run(`mutation { tailorResume(jobId: "${ownJobId}") { id } }`);
    const applicationId = (tailored.body.data as { tailorResume: { id: string } }).tailorResume.id;
    const MAGIC = { pdf: '%PDF-', docx: 'PK', text: '' } as const;
    const values = fc.oneof(
      hostileString,
      fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS, ...Object.values(UNICODE_EDGES)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('pdf', 'docx', 'text'), values, async (format, text) => {
        const { body } = await run(
          'mutation($i: ExportCoverLetterInput!) { exportCoverLetter(input: $i) { base64 } }',
          { i: { applicationId, format, text } },
          `exportCoverLetter ${format} text=${JSON.stringify(text).slice(0, 40)}`,
        );
        const file = (body.data as { exportCoverLetter: { base64: string } } | null)
          ?.exportCoverLetter;
        if (file === undefined) {
          expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
          expect(text.trim() === '' || text.length > 50_000).toBe(true);
        } else {
          const bytes = Buffer.from(file.base64, 'base64');
          expect(bytes.toString('latin1', 0, MAGIC[format].length)).toBe(MAGIC[format]);
        }
      }),
      RUNS,
    );
  });

  it('refuses deeply nested JSON values and resumes with 400-class codes', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const depth of [100, 5_000, 200_000]) {
      const content = `{"basics":{"name":"x"},"work":[${nested(depth)}]}`;
      const update = `{"query":"mutation($c: JSON) { updateResume(input: {id: \\"${resumeId}\\", content: $c}) { id } }","variables":{"c":${content}}}`;
      const updated = await post(update);
      const updateBody = expectCleanGraphQL(updated, update, `content nested ${depth}`);
      expect(updateBody.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const { body } = await run(
        'mutation($t: String!) { importResume(input: {format: json, text: $t}) { resume { id } } }',
        { t: content },
        `import nested ${depth}`,
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const literal = `mutation { updateResume(input: {id: "${resumeId}", content: ${'['.repeat(100)}1${']'.repeat(100)}}) { id } }`;
    const { body } = await run(literal);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers huge variables and query text within the body limit without a fault', async () => {
    await run('query($s: String) { jobs(search: $s) { id } }', { s: 'x'.repeat(5_000_000) });
    await run(`{ me { id } }${' '.repeat(5_000_000)}`);
    await run('query($v: [ID!]) { applications(statuses: $v) { id } }', {
      v: Array.from({ length: 200_000 }, () => 'draft'),
    });
    const { response } = await run(
      'mutation($s: String!) { addJob(input: {description: $s}) { id } }',
      {
        s: 'Requirements '.repeat(600_000),
      },
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers GET and HEAD requests, and anonymous callers, without a fault', async () => {
    const urls = [
      '/graphql',
      '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D',
      '/graphql?query=mutation%20%7B%20deleteJob(id%3A%20%22x%22)%20%7B%20id%20%7D%20%7D',
      '/graphql?query=%7B&variables=%7B',
      '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D&variables=notjson',
      '/graphql?query[]=1&query[]=2',
      '/graphql?query=%00',
    ];
    for (const url of urls) {
      const get = await hostile.send({ url, headers: hostile.credentials('session') });
      expectCleanGraphQL(get, decodeURIComponent(url), `GET ${url}`);
      const head = await hostile.send({
        method: 'HEAD',
        url,
        headers: hostile.credentials('session'),
      });
      expect(head.statusCode, `HEAD ${url}`).toBeLessThan(500);
      expect(head.body).toBe('');
    }
    const anonymous = await post({ query: '{ me { id } jobs { id } }' }, 'none');
    const body = expectCleanGraphQL(anonymous, '', 'anonymous');
    expect(body.errors?.every((error) => error.extensions?.code === 'UNAUTHENTICATED')).toBe(true);
    const token = await hostile.send({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...hostile.credentials('token') },
      payload: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(expectCleanGraphQL(token, '', 'token').errors?.[0]?.extensions?.code).toBe(
      'SESSION_REQUIRED',
    );
  });

  it('refuses other content types without a fault', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=X',
      'application/xml',
    ]) {
      const response = await hostile.send({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': contentType, ...hostile.credentials('session') },
        payload: 'query={ me { id } }',
      });
      const body = expectCleanGraphQL(response, 'query={ me { id } }', contentType);
      expect(body.data, contentType).toBeNull();
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
    }
  });
});

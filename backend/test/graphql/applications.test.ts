/**
 * The application resolvers, on both engines: start, tailor, move by the case API's rules,
 * notes, follow-ups, cover letters, the pipeline's aggregates, exports of tailored resumes and
 * the person's edits to them.
 */
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  POSTING_TEXT,
  RESUME_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const APPLICATION_FIELDS =
  'id status version allowedTransitions followUpOn coverLetter matchScore events { kind fromStatus toStatus note actorType }';

async function seeded(app: GraphQLApp): Promise<{ client: GraphQLClient; jobId: string }> {
  const client = await app.newClient();
  await client.ok(
    `mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }`,
    { t: RESUME_TEXT },
  );
  const { addJob } = await client.ok(
    `mutation($d: String!) { addJob(input: {description: $d}) { id } }`,
    { d: POSTING_TEXT },
  );
  return { client, jobId: addJob.id };
}

function today(offsetDays = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

describe.each(testEngines)('GraphQL applications on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let jobId: string;
  let applicationId: string;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    ({ client: owner, jobId } = await seeded(app));
    const { createApplication } = await owner.ok(
      `mutation($id: ID!) { createApplication(jobId: $id) { ${APPLICATION_FIELDS} } }`,
      { id: jobId },
    );
    applicationId = createApplication.id;
  });
  afterAll(() => app.close());

  it('createApplication starts a draft with the match and a history; again, it answers the same one', async () => {
    const { application } = await owner.ok(
      `query($id: ID!) { application(id: $id) { ${APPLICATION_FIELDS} job { id } } }`,
      { id: applicationId },
    );
    expect(application).toMatchObject({
      status: 'draft',
      allowedTransitions: ['ready', 'applied', 'withdrawn'],
      job: { id: jobId },
    });
    expect(application.matchScore).toBeGreaterThan(0);
    expect(application.events).toEqual([
      { kind: 'created', fromStatus: null, toStatus: 'draft', note: null, actorType: 'user' },
    ]);
    const again = await owner.ok('mutation($id: ID!) { createApplication(jobId: $id) { id } }', {
      id: jobId,
    });
    expect(again.createApplication.id).toBe(applicationId);
    const { job } = await owner.ok('query($id: ID!) { job(id: $id) { application { id } } }', {
      id: jobId,
    });
    expect(job.application.id).toBe(applicationId);
  });

  it("statuses lists every status in board order with the case API's moves", async () => {
    const { statuses } = await owner.ok('{ statuses { status label isFinal allowedTransitions } }');
    expect(statuses.map((info: { status: string }) => info.status)).toEqual([
      'draft',
      'ready',
      'applied',
      'interviewing',
      'offer',
      'accepted',
      'rejected',
      'withdrawn',
    ]);
    expect(statuses[2]).toEqual({
      status: 'applied',
      label: 'Applied',
      isFinal: false,
      allowedTransitions: ['interviewing', 'rejected', 'withdrawn'],
    });
    expect(statuses.filter((info: { isFinal: boolean }) => info.isFinal).length).toBe(3);
  });

  it('tailorResume stores the tailored resume, its diff and match, and a cover letter', async () => {
    const { tailorResume } = await owner.ok(
      `mutation($id: ID!) { tailorResume(jobId: $id) {
      id coverLetter events { kind }
      tailoredResume { content algorithmVersion tailoredAt match { score missing { name inMaster } } masterMatch { score } diff { kept { id from to } removed { id text } added { id text to } } }
    } }`,
      { id: jobId },
    );
    expect(tailorResume.id).toBe(applicationId);
    expect(tailorResume.coverLetter).toContain('Northwind Traders');
    expect(tailorResume.events.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'tailored',
    ]);
    const tailored = tailorResume.tailoredResume;
    expect(tailored.algorithmVersion).toBe('tailor/2');
    expect((tailored.content as { basics: { name: string } }).basics.name).toBe('Ada Lovelace');
    expect(tailored.diff.kept.length).toBeGreaterThan(0);
    expect(tailored.diff.added[0].text).toContain('Northwind Traders');
    expect(tailored.match.missing).toContainEqual({ name: 'Rust', inMaster: false });
  });

  it('tailorResume says what is missing: a base resume', async () => {
    const client = await app.newClient();
    const { addJob } = await client.ok(
      `mutation($d: String!) { addJob(input: {description: $d}) { id } }`,
      { d: POSTING_TEXT },
    );
    const result = await client.run('mutation($id: ID!) { tailorResume(jobId: $id) { id } }', {
      id: addJob.id,
    });
    expect(result.errors?.[0]?.extensions.code).toBe('NO_BASE_RESUME');
  });

  it('exportResume exports the tailored resume; before tailoring it says so', async () => {
    const { exportResume } = await owner.ok(
      'mutation($id: ID!) { exportResume(input: {applicationId: $id, format: docx}) { filename base64 } }',
      { id: applicationId },
    );
    expect(exportResume.filename).toBe('ada-lovelace-northwind-traders.docx');
    expect(Buffer.from(exportResume.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
    const { client, jobId: otherJob } = await seeded(app);
    const { createApplication } = await client.ok(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: otherJob },
    );
    const result = await client.run(
      'mutation($id: ID!) { exportResume(input: {applicationId: $id, format: pdf}) { filename } }',
      { id: createApplication.id },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_TAILORED');
    const both = await client.run(
      'mutation($id: ID!) { exportResume(input: {applicationId: $id, resumeId: $id, format: pdf}) { filename } }',
      { id: createApplication.id },
    );
    expect(both.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });

  it('moveApplication follows the case API rules, records notes, and checks the version', async () => {
    const MOVE = `mutation($input: MoveApplicationInput!) { moveApplication(input: $input) { ${APPLICATION_FIELDS} } }`;
    const current = (
      await owner.ok(`query($id: ID!) { application(id: $id) { version } }`, { id: applicationId })
    ).application;
    const { moveApplication } = await owner.ok(MOVE, {
      input: {
        id: applicationId,
        status: 'applied',
        note: 'Sent via the careers site',
        expectedVersion: current.version,
      },
    });
    expect(moveApplication.status).toBe('applied');
    expect(moveApplication.events.at(-1)).toEqual({
      kind: 'status_changed',
      fromStatus: 'draft',
      toStatus: 'applied',
      note: 'Sent via the careers site',
      actorType: 'user',
    });
    const stale = await owner.run(MOVE, {
      input: { id: applicationId, status: 'interviewing', expectedVersion: current.version },
    });
    expect(stale.errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
    const invalid = await owner.run(MOVE, { input: { id: applicationId, status: 'accepted' } });
    expect(invalid.errors?.[0]).toMatchObject({
      extensions: {
        code: 'INVALID_TRANSITION',
        details: {
          from: 'applied',
          to: 'accepted',
          allowed: ['interviewing', 'rejected', 'withdrawn'],
        },
      },
    });
    const unknown = await owner.run(MOVE, { input: { id: applicationId, status: 'hired' } });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const { application } = await owner.ok(
      `query($id: ID!) { application(id: $id) { status appliedAt } }`,
      { id: applicationId },
    );
    expect(application.status).toBe('applied');
    expect(application.appliedAt).not.toBeNull();
  });

  it('a move through the case API shows in the same history (one implementation)', async () => {
    const { app: fastify } = app;
    const tokenResponse = await fastify.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: `ra_session=${owner.session}`, origin: 'http://localhost:3000' },
      payload: { name: 'host', scopes: ['cases:read', 'cases:write'] },
    });
    const { token } = tokenResponse.json<{ token: string }>();
    const response = await fastify.inject({
      method: 'POST',
      url: `/api/cases/${applicationId}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'interviewing', note: 'Phone screen booked' },
    });
    expect(response.statusCode).toBe(200);
    const { application } = await owner.ok(
      `query($id: ID!) { application(id: $id) { status events { kind toStatus note actorType } } }`,
      { id: applicationId },
    );
    expect(application.status).toBe('interviewing');
    expect(application.events.at(-1)).toEqual({
      kind: 'status_changed',
      toStatus: 'interviewing',
      note: 'Phone screen booked',
      actorType: 'token',
    });
  });

  it('addApplicationNote appends a note; empty and overlong notes are refused', async () => {
    const NOTE =
      'mutation($input: AddApplicationNoteInput!) { addApplicationNote(input: $input) { events { kind note } } }';
    const { addApplicationNote } = await owner.ok(NOTE, {
      input: { id: applicationId, text: '  Ask about the <b>team</b> size  ' },
    });
    expect(addApplicationNote.events.at(-1)).toEqual({
      kind: 'note',
      note: 'Ask about the <b>team</b> size',
    });
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const result = await owner.run(NOTE, { input: { id: applicationId, text } });
      expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    }
  });

  it('setFollowUp sets and clears the day; followUpsDue lists the due ones of open applications', async () => {
    const FOLLOW =
      'mutation($input: SetFollowUpInput!) { setFollowUp(input: $input) { followUpOn events { kind note } } }';
    const due = today(3);
    const { setFollowUp } = await owner.ok(FOLLOW, { input: { id: applicationId, on: due } });
    expect(setFollowUp.followUpOn).toBe(due);
    expect(setFollowUp.events.at(-1)).toEqual({ kind: 'follow_up_set', note: due });
    expect((await owner.ok('{ followUpsDue { id followUpOn } }')).followUpsDue).toEqual([
      { id: applicationId, followUpOn: due },
    ]);
    expect((await owner.ok('{ followUpsDue(withinDays: 1) { id } }')).followUpsDue).toEqual([]);
    const bad = await owner.run(FOLLOW, { input: { id: applicationId, on: '2026-02-30' } });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const cleared = await owner.ok(FOLLOW, { input: { id: applicationId, on: null } });
    expect(cleared.setFollowUp.followUpOn).toBeNull();
    expect((await owner.ok('{ followUpsDue(withinDays: 30) { id } }')).followUpsDue).toEqual([]);
  });

  it('updateCoverLetter replaces the draft', async () => {
    const { updateCoverLetter } = await owner.ok(
      'mutation($input: UpdateCoverLetterInput!) { updateCoverLetter(input: $input) { coverLetter } }',
      { input: { id: applicationId, text: 'Dear team,\n\nHello.' } },
    );
    expect(updateCoverLetter.coverLetter).toBe('Dear team,\n\nHello.');
    const tooLong = await owner.run(
      'mutation($input: UpdateCoverLetterInput!) { updateCoverLetter(input: $input) { id } }',
      { input: { id: applicationId, text: 'x'.repeat(50_001) } },
    );
    expect(tooLong.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });

  it("exportCoverLetter writes the letter as PDF, Word or text, under the tailored resume's name", async () => {
    const EXPORT_LETTER =
      'mutation($input: ExportCoverLetterInput!) { exportCoverLetter(input: $input) { filename mediaType base64 } }';
    const bytesOf = (file: { base64: string }) => Buffer.from(file.base64, 'base64');
    const saved = (await owner.ok(EXPORT_LETTER, { input: { applicationId, format: 'text' } }))
      .exportCoverLetter;
    expect(saved.filename).toBe('ada-lovelace-cover-letter-northwind-traders.txt');
    expect(saved.mediaType).toBe('text/plain; charset=utf-8');
    expect(bytesOf(saved).toString('utf8')).toBe('Dear team,\n\nHello.');

    // The editor's text, unsaved edits included, is what gets written; the saved letter stays.
    const unsaved =
      'Dear Northwind Traders,\r\n\r\nUnsaved words, “quoted”.\r\n\r\nKind regards,\r\nAda';
    const word = (
      await owner.ok(EXPORT_LETTER, { input: { applicationId, format: 'docx', text: unsaved } })
    ).exportCoverLetter;
    expect(word.filename).toBe('ada-lovelace-cover-letter-northwind-traders.docx');
    expect(word.mediaType).toContain('wordprocessingml');
    const { value: html } = await mammoth.convertToHtml({ buffer: bytesOf(word) });
    expect(html).toMatch(/^<h1>Ada Lovelace<\/h1>/);
    expect(html).toContain(
      '<p>Dear Northwind Traders,</p><p>Unsaved words, “quoted”.</p><p>Kind regards,<br />Ada</p>',
    );
    const pdf = (await owner.ok(EXPORT_LETTER, { input: { applicationId, format: 'pdf' } }))
      .exportCoverLetter;
    expect(pdf.filename).toBe('ada-lovelace-cover-letter-northwind-traders.pdf');
    expect(pdf.mediaType).toBe('application/pdf');
    expect(bytesOf(pdf).toString('latin1', 0, 5)).toBe('%PDF-');
    const { application } = await owner.ok(
      'query($id: ID!) { application(id: $id) { coverLetter } }',
      {
        id: applicationId,
      },
    );
    expect(application.coverLetter).toBe('Dear team,\n\nHello.');

    for (const text of ['', ' \n\n\t ', 'x'.repeat(50_001)]) {
      const refused = await owner.run(EXPORT_LETTER, {
        input: { applicationId, format: 'pdf', text },
      });
      expect(refused.errors?.[0]?.extensions.code, text.slice(0, 10)).toBe('VALIDATION_FAILED');
    }
    const { client, jobId: otherJob } = await seeded(app);
    const { createApplication } = await client.ok(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: otherJob },
    );
    const noLetter = await client.run(EXPORT_LETTER, {
      input: { applicationId: createApplication.id, format: 'docx' },
    });
    expect(noLetter.errors?.[0]?.extensions.code).toBe('NOT_TAILORED');
    // Given the text, an untailored application's letter is headed from the base resume.
    const fromBase = (
      await client.ok(EXPORT_LETTER, {
        input: { applicationId: createApplication.id, format: 'docx', text: 'Hello.' },
      })
    ).exportCoverLetter;
    expect((await mammoth.extractRawText({ buffer: bytesOf(fromBase) })).value).toMatch(
      /^Ada Lovelace\n[\s\S]*\nHello\.\n*$/,
    );
  });

  it('applications filters by status; pipeline counts statuses and the funnel', async () => {
    const { client, jobId: first } = await seeded(app);
    const start = async (id: string) =>
      (await client.ok('mutation($id: ID!) { createApplication(jobId: $id) { id } }', { id }))
        .createApplication.id as string;
    const move = (id: string, status: string) =>
      client.ok(
        'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
        { id, s: status },
      );
    const a = await start(first);
    const second = (
      await client.ok(
        'mutation($d: String!) { addJob(input: {description: $d, title: "Second"}) { id } }',
        { d: POSTING_TEXT },
      )
    ).addJob.id;
    const b = await start(second);
    const third = (
      await client.ok(
        'mutation($d: String!) { addJob(input: {description: $d, title: "Third"}) { id } }',
        { d: POSTING_TEXT },
      )
    ).addJob.id;
    await start(third);
    await move(a, 'applied');
    await move(a, 'interviewing');
    await move(a, 'rejected');
    await move(b, 'applied');
    const { pipeline } = await client.ok(
      '{ pipeline { total counts { status count } funnel { status count } } }',
    );
    expect(pipeline.total).toBe(3);
    expect(pipeline.counts).toEqual(
      expect.arrayContaining([
        { status: 'draft', count: 1 },
        { status: 'applied', count: 1 },
        { status: 'rejected', count: 1 },
        { status: 'offer', count: 0 },
      ]),
    );
    expect(pipeline.funnel).toEqual([
      { status: 'applied', count: 2 },
      { status: 'interviewing', count: 1 },
      { status: 'offer', count: 0 },
      { status: 'accepted', count: 0 },
    ]);
    const { applications } = await client.ok(
      '{ applications(statuses: [applied, rejected]) { id status } }',
    );
    expect(applications).toEqual([
      { id: b, status: 'applied' },
      { id: a, status: 'rejected' },
    ]);
  });

  it("another user's application is not found, for every resolver that takes its id", async () => {
    const stranger = await app.newClient();
    const operations: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { application(id: $id) { id } }', { id: applicationId }],
      [
        'mutation($id: ID!) { moveApplication(input: {id: $id, status: withdrawn}) { id } }',
        { id: applicationId },
      ],
      [
        'mutation($id: ID!) { addApplicationNote(input: {id: $id, text: "hi"}) { id } }',
        { id: applicationId },
      ],
      [
        'mutation($id: ID!) { setFollowUp(input: {id: $id, on: "2030-01-01"}) { id } }',
        { id: applicationId },
      ],
      [
        'mutation($id: ID!) { updateCoverLetter(input: {id: $id, text: "mine"}) { id } }',
        { id: applicationId },
      ],
      [
        'mutation($id: ID!) { exportResume(input: {applicationId: $id, format: json}) { filename } }',
        { id: applicationId },
      ],
      [
        'mutation($id: ID!) { updateTailoredResume(input: {id: $id, content: {basics: {name: "X"}}}) { id } }',
        { id: applicationId },
      ],
      [
        'mutation($id: ID!) { exportCoverLetter(input: {applicationId: $id, format: text, text: "mine"}) { filename } }',
        { id: applicationId },
      ],
    ];
    for (const [query, variables] of operations) {
      const result = await stranger.run(query, variables);
      expect(result.errors?.[0]?.extensions.code, query).toBe('NOT_FOUND');
    }
    expect(
      await stranger.ok('{ applications { id } pipeline { total } followUpsDue { id } }'),
    ).toEqual({ applications: [], pipeline: { total: 0 }, followUpsDue: [] });
    const { application } = await owner.ok(
      'query($id: ID!) { application(id: $id) { status coverLetter } }',
      { id: applicationId },
    );
    expect(application).toEqual({ status: 'interviewing', coverLetter: 'Dear team,\n\nHello.' });
  });
});

const TAILORED_FIELDS = `id version coverLetter events { kind }
  tailoredResume { content tailoredAt editedAt match { score matched { name } missing { name } }
    masterMatch { score } diff { kept { text } removed { text } added { text to } } }`;
const UPDATE_TAILORED = `mutation($input: UpdateTailoredResumeInput!) {
  updateTailoredResume(input: $input) { ${TAILORED_FIELDS} } }`;

interface TailoredApplication {
  id: string;
  version: number;
  coverLetter: string;
  events: { kind: string }[];
  tailoredResume: {
    content: { basics: Record<string, unknown>; work: { highlights: string[] }[] };
    tailoredAt: string;
    editedAt: string | null;
    match: { score: number; matched: { name: string }[]; missing: { name: string }[] };
    masterMatch: { score: number };
    diff: { kept: { text: string }[]; removed: { text: string }[]; added: { text: string }[] };
  };
}

/** The tailored resume with a line about Rust (which the posting requires) and a new summary. */
function editOf(content: TailoredApplication['tailoredResume']['content']) {
  const [first, ...rest] = content.work;
  return {
    ...content,
    basics: { ...content.basics, summary: 'I write services in Rust and TypeScript.' },
    work: [
      { ...first, highlights: [...(first?.highlights ?? []), 'Rewrote the ledger in Rust'] },
      ...rest,
    ],
  };
}

describe.each(testEngines)('GraphQL edits of a tailored resume on $name', (engine) => {
  let app: GraphQLApp;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  async function tailored(): Promise<{ client: GraphQLClient; application: TailoredApplication }> {
    const { client, jobId } = await seeded(app);
    const { tailorResume } = await client.ok(
      `mutation($id: ID!) { tailorResume(jobId: $id) { ${TAILORED_FIELDS} } }`,
      { id: jobId },
    );
    return { client, application: tailorResume as TailoredApplication };
  }

  it('saves the edits, scores them, and compares them with the base resume again', async () => {
    const { client, application } = await tailored();
    const before = application.tailoredResume;
    expect(before.editedAt).toBeNull();
    expect(before.match.missing.map((term) => term.name)).toContain('Rust');

    const { updateTailoredResume } = await client.ok(UPDATE_TAILORED, {
      input: {
        id: application.id,
        content: editOf(before.content),
        expectedVersion: application.version,
      },
    });
    const saved = updateTailoredResume as TailoredApplication;
    const after = saved.tailoredResume;
    expect(after.content.basics.summary).toBe('I write services in Rust and TypeScript.');
    expect(after.match.matched.map((term) => term.name)).toContain('Rust');
    expect(after.match.score).toBeGreaterThan(before.match.score);
    expect(after.masterMatch.score).toBe(before.masterMatch.score);
    const added = after.diff.added.map((item) => item.text);
    expect(added).toContain('Rewrote the ledger in Rust');
    expect(added).toContain('I write services in Rust and TypeScript.');
    expect(after.tailoredAt).toBe(before.tailoredAt);
    expect(Date.parse(after.editedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(before.tailoredAt));
    expect(saved.version).toBe(application.version + 1);
    // The letter and the history are the application's own: an edit of the resume leaves them.
    expect(saved.coverLetter).toBe(application.coverLetter);
    expect(saved.events).toEqual(application.events);

    const { exportResume } = await client.ok(
      'mutation($id: ID!) { exportResume(input: {applicationId: $id, format: markdown}) { base64 } }',
      { id: application.id },
    );
    expect(Buffer.from(exportResume.base64, 'base64').toString()).toContain(
      'Rewrote the ledger in Rust',
    );
  });

  it('refuses edits made to an older version, and keeps the newer one', async () => {
    const { client, application } = await tailored();
    const edit = editOf(application.tailoredResume.content);
    await client.ok(UPDATE_TAILORED, {
      input: { id: application.id, content: edit, expectedVersion: application.version },
    });
    const stale = await client.run(UPDATE_TAILORED, {
      input: {
        id: application.id,
        content: application.tailoredResume.content,
        expectedVersion: application.version,
      },
    });
    expect(stale.errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
    const { application: stored } = await client.ok(
      `query($id: ID!) { application(id: $id) { ${TAILORED_FIELDS} } }`,
      { id: application.id },
    );
    expect(stored.version).toBe(application.version + 1);
    expect(stored.tailoredResume.content.basics.summary).toBe(edit.basics.summary);
  });

  it('lets one of two editors of the same version win, never both', async () => {
    const { client, application } = await tailored();
    const results = await Promise.all(
      ['First', 'Second'].map((who) =>
        client.run(UPDATE_TAILORED, {
          input: {
            id: application.id,
            content: {
              ...application.tailoredResume.content,
              basics: { ...application.tailoredResume.content.basics, summary: who },
            },
            expectedVersion: application.version,
          },
        }),
      ),
    );
    const codes = results.map((result) => result.errors?.[0]?.extensions.code ?? 'ok').sort();
    expect(codes).toEqual(['VERSION_CONFLICT', 'ok']);
    const winner = results.find((result) => !result.errors)?.data as {
      updateTailoredResume: TailoredApplication;
    };
    expect(winner.updateTailoredResume.version).toBe(application.version + 1);
  });

  it('refuses content that is not a JSON Resume, saying where, and stores nothing', async () => {
    const { client, application } = await tailored();
    for (const content of ['a resume', [1, 2], { work: 'not a list' }, { basics: { email: 7 } }]) {
      const result = await client.run(UPDATE_TAILORED, {
        input: { id: application.id, content },
      });
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(content)).toBe(
        'VALIDATION_FAILED',
      );
      expect(result.errors?.[0]?.message).toMatch(/^The tailored resume is not valid JSON Resume/);
    }
    const { application: stored } = await client.ok(
      `query($id: ID!) { application(id: $id) { ${TAILORED_FIELDS} } }`,
      { id: application.id },
    );
    expect(stored).toEqual(application);
  });

  it('says when there is nothing tailored to edit', async () => {
    const { client, jobId } = await seeded(app);
    const { createApplication } = await client.ok(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: jobId },
    );
    const result = await client.run(UPDATE_TAILORED, {
      input: { id: createApplication.id, content: { basics: { name: 'Ada' } } },
    });
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_TAILORED');
  });

  it('tailoring again replaces the edits', async () => {
    const { client, application } = await tailored();
    await client.ok(UPDATE_TAILORED, {
      input: { id: application.id, content: editOf(application.tailoredResume.content) },
    });
    const { tailorResume } = await client.ok(
      `mutation($id: ID!) { tailorResume(jobId: $id) { ${TAILORED_FIELDS} } }`,
      {
        id: (
          await client.ok('query($id: ID!) { application(id: $id) { job { id } } }', {
            id: application.id,
          })
        ).application.job.id,
      },
    );
    const again = (tailorResume as TailoredApplication).tailoredResume;
    expect(again.editedAt).toBeNull();
    expect(again.content).toEqual(application.tailoredResume.content);
    expect(again.match.score).toBe(application.tailoredResume.match.score);
  });
});

/**
 * When a tailored job changes — by updateJob or by the case API's PATCH — its tailored resume
 * is kept, scored against the job as it is now, and marked with when the job changed; tailoring
 * again clears the mark. Changes the engine does not read (the link, the last day to apply)
 * leave it alone. The cover letter can then be redrafted for the job as it is, from the
 * tailored resume as the person left it. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import {
  POSTING_TEXT,
  RESUME_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

/** The same posting, asking for GraphQL (which the resume shows) instead of Rust (which it lacks). */
const CHANGED_POSTING = POSTING_TEXT.replace('- Rust\n', '- GraphQL\n').replace(
  '- GraphQL\n- Terraform',
  '- Terraform',
);

const TAILORED = `tailoredResume { content tailoredAt editedAt jobChangedAt
  match { score matched { name } missing { name } } masterMatch { score } }`;
const JOB_FIELDS = `id title descriptionText match { score }
  application { id version matchScore coverLetter ${TAILORED} }`;
const UPDATE_JOB = `mutation($input: UpdateJobInput!) { updateJob(input: $input) { ${JOB_FIELDS} } }`;

interface TailoredJob {
  id: string;
  title: string;
  descriptionText: string;
  match: { score: number };
  application: {
    id: string;
    version: number;
    matchScore: number;
    coverLetter: string;
    tailoredResume: {
      content: { basics: { summary?: string } };
      tailoredAt: string;
      editedAt: string | null;
      jobChangedAt: string | null;
      match: { score: number; matched: { name: string }[]; missing: { name: string }[] };
      masterMatch: { score: number };
    };
  };
}

/** A new account with the base resume, the posting as a job, and that job tailored. */
async function newTailoredJob(
  app: GraphQLApp,
): Promise<{ client: GraphQLClient; jobId: string; applicationId: string }> {
  const client = await app.newClient();
  await client.ok(
    'mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }',
    { t: RESUME_TEXT },
  );
  const { addJob } = await client.ok(
    'mutation($d: String!) { addJob(input: {description: $d}) { id } }',
    { d: POSTING_TEXT },
  );
  const { tailorResume } = await client.ok(
    'mutation($id: ID!) { tailorResume(jobId: $id) { id } }',
    { id: addJob.id },
  );
  return { client, jobId: addJob.id, applicationId: tailorResume.id };
}

const names = (terms: { name: string }[]) => terms.map((term) => term.name);

describe.each(testEngines)('a tailored job that changes, on $name', (engine) => {
  let app: GraphQLApp;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  async function tailoredJob(): Promise<{ client: GraphQLClient; job: TailoredJob }> {
    const { client, jobId } = await newTailoredJob(app);
    return { client, job: await jobOf(client, jobId) };
  }

  async function jobOf(client: GraphQLClient, id: string): Promise<TailoredJob> {
    const { job } = await client.ok(`query($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`, { id });
    return job as TailoredJob;
  }

  it('scores the tailored resume against a changed posting and marks when it changed', async () => {
    const { client, job } = await tailoredJob();
    const before = job.application.tailoredResume;
    expect(before.jobChangedAt).toBeNull();
    expect(names(before.match.missing)).toContain('Rust');

    const { updateJob } = await client.ok(UPDATE_JOB, {
      input: { id: job.id, description: CHANGED_POSTING },
    });
    const changed = updateJob as TailoredJob;
    const after = changed.application.tailoredResume;
    expect(changed.descriptionText).toContain('- GraphQL');
    expect(names(after.match.missing)).not.toContain('Rust');
    expect(after.match.score).toBeGreaterThan(before.match.score);
    // The base resume's score moves with the posting too, on the job and its application.
    expect(changed.match.score).toBeGreaterThan(job.match.score);
    expect(changed.application.matchScore).toBe(changed.match.score);
    expect(after.masterMatch.score).toBe(changed.match.score);
    expect(Date.parse(after.jobChangedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(before.tailoredAt),
    );
    // The resume and letter are kept as they were: only tailoring again rewrites them.
    expect(after.content.basics.summary).toBe(before.content.basics.summary);
    expect(after.tailoredAt).toBe(before.tailoredAt);
    expect(after.editedAt).toBeNull();
    expect(changed.application.coverLetter).toBe(job.application.coverLetter);
    expect(changed.application.version).toBe(job.application.version + 1);

    await client.ok('mutation($id: ID!) { tailorResume(jobId: $id) { id } }', { id: job.id });
    const retailored = (await jobOf(client, job.id)).application.tailoredResume;
    expect(retailored.jobChangedAt).toBeNull();
    expect(retailored.match.score).toBe(after.match.score);
  });

  it('marks a change of title as a change of the job', async () => {
    const { client, job } = await tailoredJob();
    const { updateJob } = await client.ok(UPDATE_JOB, {
      input: { id: job.id, title: 'Staff Backend Engineer' },
    });
    const changed = updateJob as TailoredJob;
    expect(changed.title).toBe('Staff Backend Engineer');
    expect(changed.application.tailoredResume.jobChangedAt).not.toBeNull();
  });

  it('leaves the tailored resume alone when only the link or the last day to apply change', async () => {
    const { client, job } = await tailoredJob();
    const { updateJob } = await client.ok(UPDATE_JOB, {
      input: {
        id: job.id,
        url: 'https://jobs.example.com/northwind/42',
        applyBy: '2999-01-31',
        // The same text again is not a change either.
        description: POSTING_TEXT,
        title: job.title,
      },
    });
    const changed = updateJob as TailoredJob;
    expect(changed.application.tailoredResume).toEqual(job.application.tailoredResume);
  });

  it('keeps the person’s edits through a change of posting, scored against the new one', async () => {
    const { client, job } = await tailoredJob();
    const content = job.application.tailoredResume.content;
    await client.ok(
      'mutation($input: UpdateTailoredResumeInput!) { updateTailoredResume(input: $input) { id } }',
      {
        input: {
          id: job.application.id,
          content: { ...content, basics: { ...content.basics, summary: 'My own words.' } },
        },
      },
    );
    const { updateJob } = await client.ok(UPDATE_JOB, {
      input: { id: job.id, description: CHANGED_POSTING },
    });
    const after = (updateJob as TailoredJob).application.tailoredResume;
    expect(after.content.basics.summary).toBe('My own words.');
    expect(after.editedAt).not.toBeNull();
    expect(after.jobChangedAt).not.toBeNull();
    expect(names(after.match.missing)).not.toContain('Rust');
  });

  it('does the same when a host changes the posting with PATCH /api/cases/{id}', async () => {
    const { client, job } = await tailoredJob();
    const response = await app.app.inject({
      method: 'PATCH',
      url: `/api/cases/${job.application.id}`,
      headers: {
        origin: APP_ORIGIN,
        cookie: `ra_session=${client.session}`,
        'content-type': 'application/json',
        'if-match': `"${String(job.application.version)}"`,
      },
      payload: JSON.stringify({ description: CHANGED_POSTING }),
    });
    expect(response.statusCode).toBe(200);
    // One change, one version step, though the match and the tailored resume both moved.
    expect(response.headers.etag).toBe(`"${String(job.application.version + 1)}"`);
    const after = (await jobOf(client, job.id)).application.tailoredResume;
    expect(after.jobChangedAt).not.toBeNull();
    expect(names(after.match.missing)).not.toContain('Rust');
    expect(after.match.score).toBeGreaterThan(job.application.tailoredResume.match.score);
  });

  it('only marks the tailored resume when the job loses its posting', async () => {
    const { client, job } = await tailoredJob();
    const { updateJob } = await client.ok(UPDATE_JOB, {
      input: { id: job.id, description: null, title: job.title },
    });
    const changed = updateJob as TailoredJob;
    expect(changed.match).toBeNull();
    const after = changed.application.tailoredResume;
    expect(after.jobChangedAt).not.toBeNull();
    expect(after.match).toEqual(job.application.tailoredResume.match);
  });
});

const REDRAFT = `mutation($input: RedraftCoverLetterInput!) {
  redraftCoverLetter(input: $input) { id version coverLetter tailoredResume { content editedAt } } }`;

describe.each(testEngines)('redrafting the cover letter, on $name', (engine) => {
  let app: GraphQLApp;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  const tailored = () => newTailoredJob(app);

  async function applicationOf(client: GraphQLClient, id: string) {
    const { application } = await client.ok(
      'query($id: ID!) { application(id: $id) { version coverLetter tailoredResume { content } } }',
      { id },
    );
    return application as {
      version: number;
      coverLetter: string;
      tailoredResume: { content: unknown };
    };
  }

  it('writes the same letter again for an unchanged job, as one more version', async () => {
    const { client, applicationId } = await tailored();
    const before = await applicationOf(client, applicationId);
    await client.ok(
      'mutation($id: ID!, $t: String!) { updateCoverLetter(input: {id: $id, text: $t}) { id } }',
      {
        id: applicationId,
        t: 'My own letter.',
      },
    );
    const { redraftCoverLetter } = await client.ok(REDRAFT, {
      input: { id: applicationId, expectedVersion: before.version + 1 },
    });
    expect(redraftCoverLetter.coverLetter).toBe(before.coverLetter);
    expect(redraftCoverLetter.version).toBe(before.version + 2);
  });

  it('writes for the job as it is now and keeps the edited resume', async () => {
    const { client, jobId, applicationId } = await tailored();
    const before = await applicationOf(client, applicationId);
    expect(before.coverLetter).toContain('the Senior Backend Engineer role at Northwind Traders');
    const content = before.tailoredResume.content as { basics: Record<string, unknown> };
    const edited = { ...content, basics: { ...content.basics, summary: 'My own words.' } };
    await client.ok(
      'mutation($input: UpdateTailoredResumeInput!) { updateTailoredResume(input: $input) { id } }',
      { input: { id: applicationId, content: edited } },
    );
    await client.ok(UPDATE_JOB, {
      input: { id: jobId, title: 'Staff Backend Engineer', company: 'Contoso' },
    });
    const { redraftCoverLetter } = await client.ok(REDRAFT, { input: { id: applicationId } });
    expect(redraftCoverLetter.coverLetter).toContain('the Staff Backend Engineer role at Contoso');
    expect(redraftCoverLetter.coverLetter).not.toContain('Northwind');
    expect(redraftCoverLetter.tailoredResume.content.basics.summary).toBe('My own words.');
    expect(redraftCoverLetter.tailoredResume.editedAt).not.toBeNull();
  });

  it('greets the application’s hiring manager by name, when tailoring again and redrafting', async () => {
    const { client, jobId, applicationId } = await tailored();
    expect((await applicationOf(client, applicationId)).coverLetter).toMatch(
      /^Dear Northwind Traders Hiring Team,/,
    );
    const addContact = (name: string, role: string) =>
      client.ok('mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
        i: { applicationId, name, role },
      });
    await addContact('Priya Raman', 'Recruiter');
    await addContact('Marcus Chen', 'Engineering Hiring Manager');
    await addContact('Ada Byron', 'Hiring manager');
    const { redraftCoverLetter } = await client.ok(REDRAFT, { input: { id: applicationId } });
    expect(redraftCoverLetter.coverLetter).toMatch(/^Dear Marcus Chen,\n\n/);
    await client.ok('mutation($id: ID!) { tailorResume(jobId: $id) { id } }', { id: jobId });
    expect((await applicationOf(client, applicationId)).coverLetter).toMatch(/^Dear Marcus Chen,/);
  });

  it('refuses a stale version and keeps the letter', async () => {
    const { client, applicationId } = await tailored();
    const before = await applicationOf(client, applicationId);
    await client.ok(
      'mutation($id: ID!, $t: String!) { updateCoverLetter(input: {id: $id, text: $t}) { id } }',
      {
        id: applicationId,
        t: 'Written in another tab.',
      },
    );
    const stale = await client.run(REDRAFT, {
      input: { id: applicationId, expectedVersion: before.version },
    });
    expect(stale.errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
    expect((await applicationOf(client, applicationId)).coverLetter).toBe(
      'Written in another tab.',
    );
  });

  it('needs a tailored resume and a posting', async () => {
    const { client, jobId, applicationId } = await tailored();
    const other = await client.ok(
      'mutation { addJob(input: {description: "Requirements: Go", title: "Go Developer"}) { id } }',
    );
    const { createApplication } = await client.ok(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: other.addJob.id },
    );
    const untailored = await client.run(REDRAFT, { input: { id: createApplication.id } });
    expect(untailored.errors?.[0]?.extensions.code).toBe('NOT_TAILORED');

    await client.ok(UPDATE_JOB, { input: { id: jobId, description: null } });
    const letter = (await applicationOf(client, applicationId)).coverLetter;
    const noPosting = await client.run(REDRAFT, { input: { id: applicationId } });
    expect(noPosting.errors?.[0]?.extensions.code).toBe('NO_DESCRIPTION');
    expect((await applicationOf(client, applicationId)).coverLetter).toBe(letter);

    const stranger = await app.newClient();
    const hidden = await stranger.run(REDRAFT, { input: { id: applicationId } });
    expect(hidden.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

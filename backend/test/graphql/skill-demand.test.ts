/**
 * skillDemand: the skills the newest jobs of a stage ask for, counted per job, against the base
 * resume or a named one; isolated per user; bad arguments refused. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  POSTING_TEXT,
  RESUME_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const DEMAND = `query($resumeId: ID, $stage: JobStage, $limit: Int) {
  skillDemand(resumeId: $resumeId, stage: $stage, limit: $limit) {
    resumeId resumeReadable jobCount jobsRead jobsWithoutPosting unpostedJobs { id title }
    skills { skillId name category mustHave niceToHave onResume
      askedBy { requirement job { id title company } } }
  }
}`;

interface Demand {
  resumeId: string | null;
  resumeReadable: boolean;
  jobCount: number;
  jobsRead: number;
  jobsWithoutPosting: number;
  unpostedJobs: { id: string; title: string }[];
  skills: {
    skillId: string;
    name: string;
    mustHave: number;
    niceToHave: number;
    onResume: boolean;
    askedBy: { requirement: string; job: { id: string; title: string; company: string | null } }[];
  }[];
}

const PLATFORM_POSTING = `Platform Engineer
Acme — Berlin

Requirements
- TypeScript
- Rust
- Kafka

Nice to have
- Terraform
`;

const DATA_POSTING = `Data Engineer
Globex — Remote

Requirements
- Go
- Kafka
- Python
`;

const IMPORT = `mutation($t: String!, $base: Boolean) {
  importResume(input: {format: text, text: $t, makeBase: $base}) { resume { id } }
}`;
const ADD_JOB = `mutation($d: String!, $t: String) {
  addJob(input: {description: $d, title: $t}) { id title }
}`;

async function addJob(client: GraphQLClient, description: string, title?: string): Promise<string> {
  const { addJob: job } = await client.ok<{ addJob: { id: string } }>(ADD_JOB, {
    d: description,
    t: title,
  });
  return job.id;
}

describe.each(testEngines)('skillDemand, on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;
  let baseResumeId: string;
  const jobIds: Record<'northwind' | 'globex' | 'acme' | 'unposted', string> = {
    northwind: '',
    globex: '',
    acme: '',
    unposted: '',
  };

  async function demand(variables: Record<string, unknown> = {}, as = client): Promise<Demand> {
    const { skillDemand } = await as.ok<{ skillDemand: Demand }>(DEMAND, variables);
    return skillDemand;
  }

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    client = await app.newClient();
    const { importResume } = await client.ok(IMPORT, { t: RESUME_TEXT });
    baseResumeId = importResume.resume.id;
    // Oldest first: Northwind to apply, Globex withdrawn (closed), Acme to apply, and a job
    // to apply whose posting was taken out.
    jobIds.northwind = await addJob(client, POSTING_TEXT);
    jobIds.globex = await addJob(client, DATA_POSTING);
    const { createApplication } = await client.ok(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: jobIds.globex },
    );
    await client.ok(
      'mutation($id: ID!) { moveApplication(input: {id: $id, status: withdrawn}) { id } }',
      {
        id: createApplication.id,
      },
    );
    jobIds.acme = await addJob(client, PLATFORM_POSTING);
    jobIds.unposted = await addJob(client, 'Requirements\n- Elixir', 'Posting to come');
    await client.ok(
      'mutation($id: ID!) { updateJob(input: {id: $id, description: null}) { id } }',
      {
        id: jobIds.unposted,
      },
    );
  });
  afterAll(() => app.close());

  it('counts what the jobs to apply ask for against the base resume, most asked first', async () => {
    const result = await demand({ stage: 'to_apply' });
    expect(result).toMatchObject({
      resumeId: baseResumeId,
      resumeReadable: true,
      jobCount: 3,
      jobsRead: 2,
      jobsWithoutPosting: 1,
      unpostedJobs: [{ id: jobIds.unposted, title: 'Posting to come' }],
    });
    expect(
      result.skills.map(({ skillId, mustHave, niceToHave, onResume }) => [
        skillId,
        mustHave,
        niceToHave,
        onResume,
      ]),
    ).toEqual([
      ['rust', 2, 0, false],
      ['typescript', 2, 0, true],
      ['apache-kafka', 1, 0, false],
      ['kubernetes', 1, 0, true],
      ['node-js', 1, 0, true],
      ['postgresql', 1, 0, true],
      ['terraform', 0, 2, false],
      ['graphql', 0, 1, true],
    ]);
  });

  it('names the jobs asking, must-have first and newest first', async () => {
    const { skills } = await demand({ stage: 'to_apply' });
    const named = (skillId: string) =>
      skills
        .find((skill) => skill.skillId === skillId)
        ?.askedBy.map(({ requirement, job }) => [requirement, job.id]);
    expect(named('rust')).toEqual([
      ['must', jobIds.acme],
      ['must', jobIds.northwind],
    ]);
    expect(named('terraform')).toEqual([
      ['nice', jobIds.acme],
      ['nice', jobIds.northwind],
    ]);
    const acme = skills[0]?.askedBy[0]?.job;
    expect(acme).toEqual({ id: jobIds.acme, title: 'Platform Engineer', company: 'Acme' });
  });

  it('reads the jobs of another stage, or every job without one', async () => {
    const closed = await demand({ stage: 'closed' });
    expect(closed).toMatchObject({
      jobCount: 1,
      jobsRead: 1,
      jobsWithoutPosting: 0,
      unpostedJobs: [],
    });
    expect(closed.skills.map(({ skillId }) => skillId).sort()).toEqual([
      'apache-kafka',
      'go',
      'python',
    ]);
    expect((await demand({ stage: 'in_progress' })).skills).toEqual([]);

    const all = await demand();
    expect(all).toMatchObject({ jobCount: 4, jobsRead: 3, jobsWithoutPosting: 1 });
    expect(all.skills.find(({ skillId }) => skillId === 'apache-kafka')).toMatchObject({
      mustHave: 2,
      onResume: false,
    });
  });

  it('reads the newest `limit` jobs only, and still counts them all', async () => {
    expect(await demand({ stage: 'to_apply', limit: 1 })).toMatchObject({
      jobCount: 3,
      jobsRead: 0,
      jobsWithoutPosting: 1,
      skills: [],
    });
    const newestTwo = await demand({ stage: 'to_apply', limit: 2 });
    expect(newestTwo).toMatchObject({ jobCount: 3, jobsRead: 1, jobsWithoutPosting: 1 });
    expect(newestTwo.skills.map(({ skillId }) => skillId)).toEqual([
      'apache-kafka',
      'rust',
      'typescript',
      'terraform',
    ]);
  });

  it('compares another resume when asked, and the base one stays as it was', async () => {
    const { importResume } = await client.ok(IMPORT, {
      t: `${RESUME_TEXT}Rust, Apache Kafka, Terraform\n`,
      base: false,
    });
    const other = await demand({ stage: 'to_apply', resumeId: importResume.resume.id });
    expect(other.resumeId).toBe(importResume.resume.id);
    expect(other.skills.filter(({ onResume }) => !onResume)).toEqual([]);
    const base = await demand({ stage: 'to_apply' });
    expect(base.resumeId).toBe(baseResumeId);
    expect(base.skills.find(({ skillId }) => skillId === 'rust')?.onResume).toBe(false);
  });

  it('reads the postings without a resume, with nothing on it', async () => {
    const newcomer = await app.newClient();
    await addJob(newcomer, PLATFORM_POSTING);
    const result = await demand({}, newcomer);
    expect(result).toMatchObject({ resumeId: null, resumeReadable: false, jobsRead: 1 });
    expect(result.skills.map(({ skillId, onResume }) => [skillId, onResume])).toEqual([
      ['apache-kafka', false],
      ['rust', false],
      ['typescript', false],
      ['terraform', false],
    ]);
  });

  it('reads the posting of a job saved without a reading, as one written around the API', async () => {
    const writer = await app.newClient();
    const id = await addJob(writer, PLATFORM_POSTING);
    await app.db.query('UPDATE jobs SET parsed = NULL WHERE id = $1', [id]);
    const result = await demand({}, writer);
    expect(result).toMatchObject({ jobsRead: 1, jobsWithoutPosting: 0 });
    expect(result.skills.map(({ skillId }) => skillId)).toEqual([
      'apache-kafka',
      'rust',
      'typescript',
      'terraform',
    ]);
  });

  it('never counts another user’s jobs or reads another user’s resume', async () => {
    const stranger = await app.newClient();
    await addJob(stranger, 'Requirements\n- Elixir\n- Haskell', 'Functional');
    const mine = await demand();
    expect(mine.skills.map(({ skillId }) => skillId)).not.toContain('elixir');
    expect(mine.jobCount).toBe(4);

    const refused = await stranger.run(DEMAND, { resumeId: baseResumeId });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(refused.data).toBeNull();
  });

  it('refuses an unknown resume and a limit out of range', async () => {
    for (const resumeId of ['not-an-id', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      const result = await client.run(DEMAND, { resumeId });
      expect(result.status).toBe(200);
      expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    for (const limit of [0, -1, 501]) {
      const result = await client.run(DEMAND, { limit });
      expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    }
    const badStage = await client.run(DEMAND, { stage: 'someday' });
    expect(badStage.status).toBe(400);
    expect(badStage.errors?.[0]?.message).toMatch(/JobStage/);
  });
});

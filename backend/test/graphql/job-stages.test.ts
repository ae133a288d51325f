/**
 * jobs(stage) and jobCount(stage): the jobs list filtered by where each job stands — to apply
 * to (no application, or one not sent), in progress, or closed — with search and paging. On
 * both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from './graphql-app.js';

const LIST = `query($stage: JobStage, $search: String, $limit: Int, $after: ID) {
  jobs(stage: $stage, search: $search, limit: $limit, after: $after) { id title }
  jobCount(stage: $stage, search: $search)
}`;

/** Each job's title says where its application went, through the moves the app allows. */
const JOBS: { title: string; moves: string[] | null }[] = [
  { title: 'Saved only', moves: null },
  { title: 'Draft', moves: [] },
  { title: 'Ready', moves: ['ready'] },
  { title: 'Applied', moves: ['applied'] },
  { title: 'Interviewing', moves: ['applied', 'interviewing'] },
  { title: 'Offer', moves: ['applied', 'interviewing', 'offer'] },
  { title: 'Rejected', moves: ['applied', 'rejected'] },
  { title: 'Withdrawn before applying', moves: ['withdrawn'] },
];

describe.each(testEngines)('jobs by stage, on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    client = await app.newClient();
    for (const job of JOBS) {
      const { addJob } = await client.ok(
        'mutation($t: String!) { addJob(input: {description: "Requirements: Go", title: $t}) { id } }',
        { t: job.title },
      );
      if (job.moves === null) continue;
      const { createApplication } = await client.ok(
        'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
        { id: addJob.id },
      );
      for (const status of job.moves)
        await client.ok(
          'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
          { id: createApplication.id, s: status },
        );
    }
  });
  afterAll(() => app.close());

  async function titles(variables: Record<string, unknown>) {
    const { jobs, jobCount } = await client.ok<{ jobs: { title: string }[]; jobCount: number }>(
      LIST,
      variables,
    );
    expect(jobCount).toBe(jobs.length);
    return jobs.map((job) => job.title).sort();
  }

  it('lists the jobs of each stage, and all of them without one', async () => {
    expect(await titles({ stage: 'to_apply' })).toEqual(['Draft', 'Ready', 'Saved only']);
    expect(await titles({ stage: 'in_progress' })).toEqual(['Applied', 'Interviewing', 'Offer']);
    expect(await titles({ stage: 'closed' })).toEqual(['Rejected', 'Withdrawn before applying']);
    expect(await titles({})).toHaveLength(JOBS.length);
    expect(await titles({ stage: null })).toHaveLength(JOBS.length);
  });

  it('combines a stage with a search', async () => {
    expect(await titles({ stage: 'to_apply', search: 'read' })).toEqual(['Ready']);
    expect(await titles({ stage: 'closed', search: 'ready' })).toEqual([]);
  });

  it('pages within a stage', async () => {
    const first = await client.ok<{ jobs: { id: string; title: string }[]; jobCount: number }>(
      LIST,
      { stage: 'in_progress', limit: 2 },
    );
    expect(first.jobs).toHaveLength(2);
    expect(first.jobCount).toBe(3);
    const rest = await client.ok<{ jobs: { id: string; title: string }[] }>(LIST, {
      stage: 'in_progress',
      limit: 2,
      after: first.jobs[1]?.id,
    });
    expect([...first.jobs, ...rest.jobs].map((job) => job.title).sort()).toEqual([
      'Applied',
      'Interviewing',
      'Offer',
    ]);
  });

  it('refuses a stage it does not know', async () => {
    const result = await client.run(LIST, { stage: 'archived' });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it("counts another person's jobs in no stage", async () => {
    const stranger = await app.newClient();
    const { jobCount } = await stranger.ok<{ jobCount: number }>(LIST, { stage: 'to_apply' });
    expect(jobCount).toBe(0);
  });
});

/**
 * Job.pay: the pay a posting states, read when the posting is saved and kept with it; lists read
 * it without the posting. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from './graphql-app.js';

const PAY = 'pay { currency min max period }';
const ADD = `mutation($d: String!) { addJob(input: {description: $d, title: "Engineer"}) { id ${PAY} } }`;
const UPDATE = `mutation($id: ID!, $d: String) {
  updateJob(input: {id: $id, description: $d}) { id ${PAY} }
}`;

const WITH_PAY = `Backend Engineer
Requirements
- Go
Compensation
- $140K – $165K a year, plus equity
`;

describe.each(testEngines)('Job.pay, on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    client = await app.newClient();
  });
  afterAll(() => app.close());

  it('reads the pay of a posting when it is added, and lists it with the job', async () => {
    const { addJob } = await client.ok(ADD, { d: WITH_PAY });
    const expected = { currency: 'USD', min: 140_000, max: 165_000, period: 'year' };
    expect(addJob.pay).toEqual(expected);
    const { jobs, job } = await client.ok(
      `query($id: ID!) { jobs { id ${PAY} } job(id: $id) { ${PAY} } }`,
      {
        id: addJob.id,
      },
    );
    expect(jobs.find((listed: { id: string }) => listed.id === addJob.id)?.pay).toEqual(expected);
    expect(job.pay).toEqual(expected);
  });

  it('follows the posting when it changes, and is null without pay or a posting', async () => {
    const { addJob } = await client.ok(ADD, { d: WITH_PAY });
    const changed = await client.ok(UPDATE, {
      id: addJob.id,
      d: 'Backend Engineer\nRequirements\n- Go\nSalary: €70.000 – €80.000 brutto p.a.',
    });
    expect(changed.updateJob.pay).toEqual({
      currency: 'EUR',
      min: 70_000,
      max: 80_000,
      period: 'year',
    });
    const unpaid = await client.ok(UPDATE, {
      id: addJob.id,
      d: 'Backend Engineer\nRequirements\n- Go\nCompetitive salary and equity',
    });
    expect(unpaid.updateJob.pay).toBeNull();
    await client.ok(UPDATE, { id: addJob.id, d: WITH_PAY });
    const removed = await client.ok(UPDATE, { id: addJob.id, d: null });
    expect(removed.updateJob.pay).toBeNull();
  });

  it('is null for a reading saved before the engine read pay', async () => {
    const { addJob } = await client.ok(ADD, { d: WITH_PAY });
    await app.db.query(`UPDATE jobs SET parsed = parsed - 'pay' WHERE id = $1`, [addJob.id]);
    const { job } = await client.ok(`query($id: ID!) { job(id: $id) { ${PAY} } }`, {
      id: addJob.id,
    });
    expect(job.pay).toBeNull();
  });
});

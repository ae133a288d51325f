/**
 * Where an application came from: set, changed and cleared, checked, one user's only; and the
 * pipeline's funnel per source. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  newApplication,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const SET = `mutation($id: ID!, $source: String) {
  setApplicationSource(input: { id: $id, source: $source }) { id source version }
}`;
const MOVE = `mutation($id: ID!, $status: ApplicationStatus!) {
  moveApplication(input: { id: $id, status: $status }) { status }
}`;
const SOURCES = '{ pipeline { sources { source funnel { status count } } } }';

interface SourceFunnel {
  source: string | null;
  funnel: { status: string; count: number }[];
}

describe.each(testEngines)('application sources, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;

  const set = async (id: string, source: string | null, as = owner) =>
    (
      await as.ok<{ setApplicationSource: { id: string; source: string | null; version: number } }>(
        SET,
        { id, source },
      )
    ).setApplicationSource;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
  });
  afterAll(() => app.close());

  it('sets a source trimmed, changes and clears it, each a change of the application', async () => {
    const id = await newApplication(owner);
    const first = await set(id, '  LinkedIn ');
    expect(first.source).toBe('LinkedIn');
    const second = await set(id, 'Referral');
    expect(second).toMatchObject({ source: 'Referral', version: first.version + 1 });
    expect((await set(id, '   ')).source).toBeNull();
    await set(id, 'Referral');
    expect((await set(id, null)).source).toBeNull();
  });

  it('refuses a source over 100 characters, and another user’s application', async () => {
    const id = await newApplication(owner);
    await set(id, 'Kept');
    const tooLong = await owner.run(SET, { id, source: 'x'.repeat(101) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'source' },
    });
    expect((await set(id, 'x'.repeat(100))).source).toHaveLength(100);
    const stranger = await app.newClient();
    for (const target of [id, 'not-an-id'])
      expect(
        (await stranger.run(SET, { id: target, source: 'Theirs' })).errors?.[0]?.extensions.code,
      ).toBe('NOT_FOUND');
    const { application } = await owner.ok('query($id: ID!) { application(id: $id) { source } }', {
      id,
    });
    expect(application.source).toHaveLength(100);
  });

  it('counts how far each source’s sent applications got', async () => {
    const client = await app.newClient();
    const steps: [string | null, string[]][] = [
      ['LinkedIn', ['applied']],
      ['linkedin', ['applied', 'interviewing']],
      ['LinkedIn', ['applied', 'rejected']],
      ['Referral', ['applied', 'interviewing', 'offer']],
      [null, ['applied']],
      // Never sent: in no funnel.
      ['Indeed', []],
    ];
    for (const [source, moves] of steps) {
      const id = await newApplication(client);
      if (source !== null) await set(id, source, client);
      for (const status of moves) await client.ok(MOVE, { id, status });
    }
    const { pipeline } = await client.ok<{ pipeline: { sources: SourceFunnel[] } }>(SOURCES);
    expect(
      pipeline.sources.map(({ source, funnel }) => [source, funnel.map(({ count }) => count)]),
    ).toEqual([
      ['LinkedIn', [3, 1, 0, 0]],
      ['Referral', [1, 1, 1, 0]],
      [null, [1, 0, 0, 0]],
    ]);
    expect(pipeline.sources[0]?.funnel.map(({ status }) => status)).toEqual([
      'applied',
      'interviewing',
      'offer',
      'accepted',
    ]);
  });
});

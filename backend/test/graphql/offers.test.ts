/**
 * Offers: written down once an application reached Offer, replaced whole, removed; every input
 * checked; the yearly base and first-year total worked out; one user's never another's; read for
 * a list in one query. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  newApplication,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const OFFER = `currency baseAmount period signingBonus yearlyBonus equity startsOn respondBy notes
  yearlyBase firstYearTotal createdAt updatedAt`;
const RECORD = `mutation($applicationId: ID!, $input: OfferInput!) {
  recordOffer(applicationId: $applicationId, input: $input) { id offer { ${OFFER} } }
}`;
const REMOVE = `mutation($applicationId: ID!) {
  removeOffer(applicationId: $applicationId) { id offer { currency } }
}`;
const OF_APPLICATION = 'query($id: ID!) { application(id: $id) { offer { baseAmount currency } } }';
const MOVE = `mutation($id: ID!, $status: ApplicationStatus!) {
  moveApplication(input: { id: $id, status: $status }) { status }
}`;

interface Offer {
  currency: string;
  baseAmount: number;
  period: string;
  signingBonus: number | null;
  yearlyBonus: number | null;
  equity: string | null;
  startsOn: string | null;
  respondBy: string | null;
  notes: string | null;
  yearlyBase: number;
  firstYearTotal: number;
  createdAt: string;
  updatedAt: string;
}

const BASE = { currency: 'USD', baseAmount: 150_000, period: 'year' };

/** A new application moved along to `status` through the allowed moves. */
async function applicationAt(client: GraphQLClient, status: string, title?: string) {
  const id = await newApplication(client, title);
  const path: Record<string, string[]> = {
    draft: [],
    applied: ['applied'],
    offer: ['applied', 'interviewing', 'offer'],
    accepted: ['applied', 'interviewing', 'offer', 'accepted'],
    declined: ['applied', 'interviewing', 'offer', 'withdrawn'],
    rejected: ['applied', 'rejected'],
  };
  for (const step of path[status] ?? []) await client.ok(MOVE, { id, status: step });
  return id;
}

describe.each(testEngines)('offers, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let applicationId: string;

  const record = async (input: Record<string, unknown>, id = applicationId, as = owner) =>
    (
      await as.ok<{ recordOffer: { id: string; offer: Offer } }>(RECORD, {
        applicationId: id,
        input,
      })
    ).recordOffer.offer;
  const refusal = async (query: string, variables: Record<string, unknown>, as = owner) => {
    const result = await as.run(query, variables);
    expect(result.data).toBeNull();
    return result.errors?.[0];
  };

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    applicationId = await applicationAt(owner, 'offer');
  });
  afterAll(() => app.close());

  it('writes an offer down with trimmed text, and works out its first year', async () => {
    const offer = await record({
      ...BASE,
      signingBonus: 10_000,
      yearlyBonus: 15_000.5,
      equity: '  0.05% over 4 years ',
      startsOn: '2027-01-04',
      respondBy: '2026-12-04',
      notes: '   ',
    });
    expect(offer).toMatchObject({
      currency: 'USD',
      baseAmount: 150_000,
      period: 'year',
      signingBonus: 10_000,
      yearlyBonus: 15_000.5,
      equity: '0.05% over 4 years',
      startsOn: '2027-01-04',
      respondBy: '2026-12-04',
      notes: null,
      yearlyBase: 150_000,
      firstYearTotal: 175_000.5,
    });
  });

  it('replaces the whole offer, keeping when it was first written', async () => {
    const first = await record({ ...BASE, equity: 'Options', respondBy: '2026-12-04' });
    const second = await record({ currency: 'EUR', baseAmount: 52.5, period: 'hour' });
    expect(second).toMatchObject({
      currency: 'EUR',
      baseAmount: 52.5,
      period: 'hour',
      equity: null,
      respondBy: null,
      signingBonus: null,
      // 2,080 hours of 40-hour weeks.
      yearlyBase: 109_200,
      firstYearTotal: 109_200,
      createdAt: first.createdAt,
    });
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
  });

  it('writes each change to the history with the pay of the moment, and nothing for none', async () => {
    const id = await applicationAt(owner, 'offer');
    const history = async () => {
      const { application } = await owner.ok<{
        application: { events: { kind: string; note: string | null }[] };
      }>('query($id: ID!) { application(id: $id) { events { kind note } } }', { id });
      return application.events.filter(({ kind }) => kind.startsWith('offer_'));
    };
    await record({ ...BASE, signingBonus: 10_000 }, id);
    await record({ ...BASE, signingBonus: 10_000 }, id);
    await record({ ...BASE, baseAmount: 160_000 }, id);
    await owner.ok(REMOVE, { applicationId: id });
    await owner.ok(REMOVE, { applicationId: id });
    expect(await history()).toEqual([
      { kind: 'offer_recorded', note: '$150,000 a year, $160,000 in the first year' },
      { kind: 'offer_changed', note: '$160,000 a year' },
      { kind: 'offer_removed', note: '$160,000 a year' },
    ]);
  });

  it('refuses bad input field by field, changing nothing', async () => {
    await record({ ...BASE, notes: 'Kept' });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BASE, currency: 'usd' }, 'currency'],
      [{ ...BASE, currency: 'DOLLARS' }, 'currency'],
      [{ ...BASE, currency: '' }, 'currency'],
      [{ ...BASE, baseAmount: 0 }, 'baseAmount'],
      [{ ...BASE, baseAmount: -5 }, 'baseAmount'],
      [{ ...BASE, baseAmount: 100_000_000.01 }, 'baseAmount'],
      [{ ...BASE, baseAmount: 1.005 }, 'baseAmount'],
      [{ ...BASE, signingBonus: -1 }, 'signingBonus'],
      [{ ...BASE, yearlyBonus: 1e12 }, 'yearlyBonus'],
      [{ ...BASE, equity: 'x'.repeat(201) }, 'equity'],
      [{ ...BASE, notes: 'x'.repeat(5001) }, 'notes'],
      [{ ...BASE, startsOn: '1999-12-31' }, 'startsOn'],
      [{ ...BASE, respondBy: '2100-01-01' }, 'respondBy'],
    ];
    for (const [input, field] of cases) {
      const error = await refusal(RECORD, { applicationId, input });
      expect(error?.extensions, field).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field },
      });
    }
    for (const input of [
      { ...BASE, period: 'fortnight' },
      { ...BASE, baseAmount: 'a lot' },
      { ...BASE, respondBy: '2026-02-30' },
      { currency: 'USD', period: 'year' },
    ]) {
      const result = await owner.run(RECORD, { applicationId, input });
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const { application } = await owner.ok(OF_APPLICATION, { id: applicationId });
    expect(application.offer).toEqual({ baseAmount: 150_000, currency: 'USD' });
  });

  it('writes an offer down only once the application has reached Offer', async () => {
    for (const status of ['draft', 'applied', 'rejected']) {
      const early = await applicationAt(owner, status);
      const error = await refusal(RECORD, { applicationId: early, input: BASE });
      expect(error?.extensions, status).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'applicationId' },
      });
    }
    // Accepted, and an offer declined (withdrawn after Offer): still the offer's to write down.
    for (const status of ['accepted', 'declined'])
      expect((await record(BASE, await applicationAt(owner, status))).currency).toBe('USD');
  });

  it('removes an offer; removing none is no error', async () => {
    const id = await applicationAt(owner, 'offer');
    await record(BASE, id);
    for (let time = 0; time < 2; time += 1) {
      const { removeOffer } = await owner.ok(REMOVE, { applicationId: id });
      expect(removeOffer).toEqual({ id, offer: null });
    }
  });

  it('keeps each user to their own applications and offers', async () => {
    const stranger = await app.newClient();
    await record({ ...BASE, notes: 'Mine' });
    for (const [query, variables] of [
      [RECORD, { applicationId, input: BASE }],
      [REMOVE, { applicationId }],
      [RECORD, { applicationId: 'not-an-id', input: BASE }],
      [REMOVE, { applicationId: '00000000-0000-4000-8000-000000000000' }],
    ] as const)
      expect((await refusal(query, variables, stranger))?.extensions.code).toBe('NOT_FOUND');
    const { application } = await owner.ok(OF_APPLICATION, { id: applicationId });
    expect(application.offer).toEqual({ baseAmount: 150_000, currency: 'USD' });
  });

  it('reads the offers of many applications in one query', async () => {
    const client = await app.newClient();
    const ids = [];
    for (const [index, title] of ['One', 'Two', 'Three'].entries()) {
      const id = await applicationAt(client, 'offer', title);
      await record({ ...BASE, baseAmount: 100_000 + index }, id, client);
      ids.push(id);
    }
    const before = app.statements.length;
    const { applications } = await client.ok<{
      applications: { id: string; offer: { baseAmount: number } }[];
    }>('{ applications(statuses: [offer]) { id offer { baseAmount } } }');
    const offerReads = app.statements.slice(before).filter((sql) => sql.includes('FROM offers'));
    expect(offerReads).toHaveLength(1);
    expect(applications.map(({ offer }) => offer.baseAmount).sort()).toEqual([
      100_000, 100_001, 100_002,
    ]);
  });

  it('goes with its application when the job is deleted', async () => {
    const id = await applicationAt(owner, 'offer');
    await record(BASE, id);
    const { application } = await owner.ok<{ application: { job: { id: string } } }>(
      'query($id: ID!) { application(id: $id) { job { id } } }',
      { id },
    );
    await owner.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: application.job.id });
    const { rows } = await app.db.query('SELECT 1 FROM offers WHERE application_id = $1', [id]);
    expect(rows).toEqual([]);
  });
});

/**
 * People: the contacts of all of a user's applications, each person once (the same address,
 * or the same name at the same company), by name, in pages that never skip or repeat anyone.
 * On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { startGraphQLApp, type GraphQLApp, type GraphQLClient } from './graphql-app.js';

const PEOPLE = `query($search: String, $company: String, $first: Int, $after: String) {
  people(search: $search, company: $company, first: $first, after: $after) {
    totalCount endCursor
    people {
      key name role email phone profileUrl companies lastContactedOn
      contacts { id name application { id job { company } } }
    }
  }
}`;
const ADD = `mutation($input: AddContactInput!) { addContact(input: $input) { id } }`;
const UPDATE = `mutation($input: UpdateContactInput!) { updateContact(input: $input) { id } }`;

interface Person {
  key: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  companies: string[];
  lastContactedOn: string | null;
  contacts: { id: string; name: string; application: { id: string; job: { company: string } } }[];
}
interface PeoplePage {
  totalCount: number;
  endCursor: string | null;
  people: Person[];
}

describe.each(testEngines)('people, on $name', (engine) => {
  let app: GraphQLApp;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  async function applicationAt(client: GraphQLClient, company: string): Promise<string> {
    const { addJob } = await client.ok<{ addJob: { id: string } }>(
      'mutation($c: String!) { addJob(input: {title: "Engineer", company: $c, description: "Requirements\\n- Go"}) { id } }',
      { c: company },
    );
    const { createApplication } = await client.ok<{ createApplication: { id: string } }>(
      'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
      { id: addJob.id },
    );
    return createApplication.id;
  }
  const add = async (client: GraphQLClient, applicationId: string, input: object) =>
    (await client.ok<{ addContact: { id: string } }>(ADD, { input: { applicationId, ...input } }))
      .addContact.id;
  const people = async (client: GraphQLClient, variables: Record<string, unknown> = {}) =>
    (await client.ok<{ people: PeoplePage }>(PEOPLE, variables)).people;

  it('puts one person’s contacts together: the same address without case, or name at a company', async () => {
    const owner = await app.newClient();
    const brightwave = await applicationAt(owner, 'Brightwave');
    const northwind = await applicationAt(owner, 'Northwind');
    const brightwaveAgain = await applicationAt(owner, 'brightwave');
    const first = await add(owner, brightwave, {
      name: 'Marcus Chen',
      role: 'Recruiter',
      email: 'Marcus@Staffing.example',
      lastContactedOn: '2026-01-05',
    });
    const second = await add(owner, northwind, {
      name: 'Marcus Chen',
      email: 'marcus@staffing.example',
      phone: '+1 555 0100',
      lastContactedOn: '2025-12-01',
    });
    // No address: the same name at the same company (without case) is the same person.
    const zoeFirst = await add(owner, brightwave, { name: 'Zoë Park' });
    const zoeAgain = await add(owner, brightwaveAgain, { name: 'zoë park', role: 'Interviewer' });
    // The same name at another company, without an address, is someone else.
    await add(owner, northwind, { name: 'Zoë Park' });

    const page = await people(owner);
    expect(page.totalCount).toBe(3);
    expect(page.endCursor).toBeNull();
    const [marcus, zoeAtBrightwave, zoeAtNorthwind] = page.people;
    expect(marcus).toMatchObject({
      name: 'Marcus Chen',
      // The newest of each field: the role from the first contact, the phone from the second.
      role: 'Recruiter',
      email: 'marcus@staffing.example',
      phone: '+1 555 0100',
      companies: ['Northwind', 'Brightwave'],
      lastContactedOn: '2026-01-05',
    });
    expect(marcus?.contacts.map(({ id }) => id)).toEqual([second, first]);
    expect(zoeAtBrightwave?.contacts.map(({ id }) => id)).toEqual([zoeAgain, zoeFirst]);
    expect(zoeAtBrightwave).toMatchObject({ name: 'zoë park', companies: ['brightwave'] });
    expect(zoeAtNorthwind?.companies).toEqual(['Northwind']);
    expect(new Set(page.people.map(({ key }) => key)).size).toBe(3);

    // A change makes that contact the newest, and the person's fields its own.
    await owner.ok(UPDATE, { input: { id: first, role: 'Talent partner' } });
    const [changed] = (await people(owner, { search: 'marcus' })).people;
    expect(changed).toMatchObject({
      role: 'Talent partner',
      email: 'Marcus@Staffing.example',
      phone: '+1 555 0100',
      companies: ['Brightwave', 'Northwind'],
    });
    expect(changed?.contacts.map(({ id }) => id)).toEqual([first, second]);
  });

  it('takes a contact without an address to the person of that name and company who has one', async () => {
    const owner = await app.newClient();
    const northwind = await applicationAt(owner, 'Northwind');
    const northwindAgain = await applicationAt(owner, 'northwind');
    const cobalt = await applicationAt(owner, 'Cobalt Games');
    const withAddress = await add(owner, northwind, {
      name: 'Dana Brooks',
      email: 'dana@hirewell.example',
    });
    // The person's name is their contact changed last's: PGlite's clock ticks in milliseconds,
    // and two contacts added within one would tie (then their random ids decide).
    await new Promise((resolve) => setTimeout(resolve, 2));
    const withoutAddress = await add(owner, northwindAgain, {
      name: 'dana brooks',
      role: 'Recruiter',
    });
    // The same name at a company where nobody of that name gave an address stays apart.
    await add(owner, cobalt, { name: 'Dana Brooks' });
    // Two addresses for one name at one company: which one is meant is not known.
    const jo = await applicationAt(owner, 'Initech');
    await add(owner, jo, { name: 'Jo Kim', email: 'jo@one.example' });
    await add(owner, await applicationAt(owner, 'Initech'), {
      name: 'Jo Kim',
      email: 'jo@two.example',
    });
    const joWithout = await add(owner, await applicationAt(owner, 'Initech'), { name: 'Jo Kim' });

    const page = await people(owner);
    const keyed = page.people.map((person) => ({
      name: person.name,
      email: person.email,
      contacts: person.contacts.map(({ id }) => id),
    }));
    expect(page.totalCount).toBe(5);
    expect(keyed).toContainEqual({
      name: 'dana brooks',
      email: 'dana@hirewell.example',
      contacts: [withoutAddress, withAddress],
    });
    expect(keyed).toContainEqual(expect.objectContaining({ name: 'Dana Brooks', email: null }));
    expect(keyed).toContainEqual({ name: 'Jo Kim', email: null, contacts: [joWithout] });
  });

  it('pages by name without skipping or repeating anyone, with the total on every page', async () => {
    const owner = await app.newClient();
    const application = await applicationAt(owner, 'Acme');
    const names = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'Foxtrot', 'golf'];
    for (const name of names) await add(owner, application, { name });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: PeoplePage = await people(owner, { first: 3, after });
      expect(page.totalCount).toBe(names.length);
      expect(page.people.length).toBeLessThanOrEqual(3);
      seen.push(...page.people.map(({ name }) => name));
      after = page.endCursor;
    } while (after !== null);
    expect(seen).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo', 'Foxtrot', 'golf']);
  });

  it('searches every word in names, roles, addresses and companies; filters by company', async () => {
    const owner = await app.newClient();
    const globex = await applicationAt(owner, 'Globex Corporation');
    const initech = await applicationAt(owner, 'Initech');
    await add(owner, globex, { name: 'Hank Scorpio', role: 'Hiring manager' });
    await add(owner, initech, { name: 'Bill Lumbergh', email: 'bill@initech.example' });
    await add(owner, initech, { name: '50% Off', role: 'Recruiter' });
    const names = async (variables: Record<string, unknown>) =>
      (await people(owner, variables)).people.map(({ name }) => name);

    expect(await names({ search: 'hiring globex' })).toEqual(['Hank Scorpio']);
    expect(await names({ search: 'initech.example' })).toEqual(['Bill Lumbergh']);
    expect(await names({ search: 'hiring initech' })).toEqual([]);
    // LIKE's wildcards are searched as written.
    expect(await names({ search: '%' })).toEqual(['50% Off']);
    expect(await names({ search: '_' })).toEqual([]);
    expect(await names({ company: '  INITECH ' })).toEqual(['50% Off', 'Bill Lumbergh']);
    expect((await people(owner, { company: 'Initech', first: 1 })).totalCount).toBe(2);
    expect(await names({ company: 'Init' })).toEqual([]);
  });

  it('answers the people met at a job’s company on the job, nobody for a job without one', async () => {
    const owner = await app.newClient();
    const here = await applicationAt(owner, 'Hooli');
    await add(owner, await applicationAt(owner, 'hooli'), { name: 'Gavin Belson', role: 'CEO' });
    await add(owner, await applicationAt(owner, 'Pied Piper'), { name: 'Richard Hendricks' });
    const JOB = `query($id: ID!, $first: Int) {
      application(id: $id) { job { peopleAtCompany(first: $first) { totalCount people { name } } } }
    }`;
    const atCompany = async (id: string, first?: number) =>
      (await owner.ok(JOB, { id, first })).application.job.peopleAtCompany;
    expect(await atCompany(here)).toEqual({ totalCount: 1, people: [{ name: 'Gavin Belson' }] });

    const { addJob } = await owner.ok<{ addJob: { id: string } }>(
      'mutation { addJob(input: {title: "Engineer", description: "Requirements\\n- Go"}) { id } }',
    );
    const noCompany = await owner.ok<{ job: { company: string | null; peopleAtCompany: unknown } }>(
      'query($id: ID!) { job(id: $id) { company peopleAtCompany { totalCount endCursor people { name } } } }',
      { id: addJob.id },
    );
    expect(noCompany.job).toEqual({
      company: null,
      peopleAtCompany: { totalCount: 0, endCursor: null, people: [] },
    });
    const refused = await owner.run(JOB, { id: here, first: 0 });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'first' },
    });
  });

  it('shows each user only their own people', async () => {
    const owner = await app.newClient();
    const stranger = await app.newClient();
    await add(owner, await applicationAt(owner, 'Umbrella'), {
      name: 'Albert Wesker',
      email: 'wesker@umbrella.example',
    });
    await add(stranger, await applicationAt(stranger, 'Umbrella'), {
      name: 'Jill Valentine',
      email: 'wesker@umbrella.example',
    });
    const mine = await people(owner);
    expect(mine.people.map(({ name }) => name)).toEqual(['Albert Wesker']);
    expect(mine.people[0]?.contacts).toHaveLength(1);
    expect((await people(stranger)).people.map(({ name }) => name)).toEqual(['Jill Valentine']);
    expect(await people(await app.newClient())).toEqual({
      totalCount: 0,
      endCursor: null,
      people: [],
    });
  });

  it('refuses a malformed cursor, a long search and a page size out of range', async () => {
    const owner = await app.newClient();
    const codeOf = async (variables: Record<string, unknown>) => {
      const result = await owner.run(PEOPLE, variables);
      expect(result.data).toBeNull();
      return [result.errors?.[0]?.extensions.code, result.errors?.[0]?.extensions.details];
    };
    const notACursor = [
      'not a cursor!',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["a"]').toString('base64url'),
      Buffer.from('["a\\u0000", "b"]').toString('base64url'),
      'A'.repeat(5_000),
    ];
    for (const after of notACursor)
      expect(await codeOf({ after })).toEqual(['VALIDATION_FAILED', { field: 'after' }]);
    expect(await codeOf({ search: 'x'.repeat(201) })).toEqual([
      'VALIDATION_FAILED',
      { field: 'search' },
    ]);
    expect(await codeOf({ company: 'x'.repeat(201) })).toEqual([
      'VALIDATION_FAILED',
      { field: 'company' },
    ]);
    for (const first of [0, 101, -1])
      expect(await codeOf({ first })).toEqual(['VALIDATION_FAILED', { field: 'first' }]);
  });

  it('reads a page in a fixed number of queries, however many people it holds', async () => {
    const owner = await app.newClient();
    const applications = [
      await applicationAt(owner, 'One'),
      await applicationAt(owner, 'Two'),
      await applicationAt(owner, 'Three'),
    ];
    for (const [index, application] of applications.entries())
      for (let person = 0; person < 4; person += 1)
        await add(owner, application, { name: `Person ${index}-${person}` });
    const before = app.statements.length;
    const page = await people(owner);
    expect(page.people).toHaveLength(12);
    // The session, the page, its contacts, their applications and their jobs.
    expect(app.statements.length - before).toBeLessThanOrEqual(6);
  });
});

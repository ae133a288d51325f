/**
 * Contacts: the people of an application, added, changed and removed, listed with it in the
 * order added; every input checked; one user's never another's. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  expectOneOfTwoAddsRefused,
  type GraphQLApp,
  type GraphQLClient,
  newApplication,
  startApplicationWithResume,
  startGraphQLApp,
} from './graphql-app.js';

const CONTACT = `id name role email phone profileUrl notes lastContactedOn
  application { id }`;
const ADD = `mutation($input: AddContactInput!) { addContact(input: $input) { ${CONTACT} } }`;
const UPDATE = `mutation($input: UpdateContactInput!) {
  updateContact(input: $input) { ${CONTACT} }
}`;
const REMOVE = 'mutation($id: ID!) { removeContact(id: $id) { id } }';
const OF_APPLICATION = `query($id: ID!) {
  application(id: $id) { contacts { id name email } }
}`;

interface Contact {
  id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  notes: string | null;
  lastContactedOn: string | null;
  application: { id: string };
}

const DAY = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe.each(testEngines)('contacts, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let applicationId: string;

  const add = async (input: Record<string, unknown>, as = owner) =>
    (await as.ok<{ addContact: Contact }>(ADD, { input: { applicationId, ...input } })).addContact;
  const refusal = async (query: string, variables: Record<string, unknown>, as = owner) => {
    const result = await as.run(query, variables);
    expect(result.data).toBeNull();
    return result.errors?.[0];
  };

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    owner = await app.newClient();
    applicationId = await newApplication(owner);
  });
  afterAll(() => app.close());

  it('adds a contact with trimmed text and blank text as null', async () => {
    const yesterday = dayFromToday(-1);
    const contact = await add({
      name: '  Grace Hopper ',
      role: 'Recruiter',
      email: ' grace@example.com ',
      phone: '+1 (555) 010-2030 ext. 12',
      profileUrl: 'https://www.linkedin.com/in/grace',
      notes: '   ',
      lastContactedOn: yesterday,
    });
    expect(contact).toMatchObject({
      name: 'Grace Hopper',
      role: 'Recruiter',
      email: 'grace@example.com',
      phone: '+1 (555) 010-2030 ext. 12',
      profileUrl: 'https://www.linkedin.com/in/grace',
      notes: null,
      lastContactedOn: yesterday,
      application: { id: applicationId },
    });
  });

  it('lists an application’s contacts in the order they were added', async () => {
    const application = await newApplication(owner, 'Data Engineer');
    const first = await add({ applicationId: application, name: 'Zed' });
    const second = await add({ applicationId: application, name: 'Ada' });
    const { application: listed } = await owner.ok(OF_APPLICATION, { id: application });
    expect(listed.contacts.map(({ id }: { id: string }) => id)).toEqual([first.id, second.id]);
  });

  it('changes what is given, keeps what is left out, and clears with null', async () => {
    const contact = await add({
      name: 'Alan Turing',
      role: 'Hiring manager',
      email: 'alan@example.com',
      phone: '020 7946 0000',
      notes: 'Met at the meetup',
    });
    const today = dayFromToday(0);
    const { updateContact } = await owner.ok<{ updateContact: Contact }>(UPDATE, {
      input: { id: contact.id, phone: null, lastContactedOn: today, role: ' Interviewer ' },
    });
    expect(updateContact).toMatchObject({
      name: 'Alan Turing',
      role: 'Interviewer',
      email: 'alan@example.com',
      phone: null,
      notes: 'Met at the meetup',
      lastContactedOn: today,
    });
  });

  it('refuses bad input field by field, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', role: 'x'.repeat(201) }, 'role'],
      [{ name: 'A', email: 'not an address' }, 'email'],
      [{ name: 'A', email: 'grace@localhost' }, 'email'],
      [{ name: 'A', email: `${'x'.repeat(310)}@example.com` }, 'email'],
      [{ name: 'A', phone: 'call me' }, 'phone'],
      [{ name: 'A', phone: '12' }, 'phone'],
      [{ name: 'A', phone: '1'.repeat(51) }, 'phone'],
      [{ name: 'A', profileUrl: 'javascript:alert(1)' }, 'profileUrl'],
      [{ name: 'A', profileUrl: 'https:example.com' }, 'profileUrl'],
      [{ name: 'A', profileUrl: 'linkedin.com/in/grace' }, 'profileUrl'],
      [{ name: 'A', profileUrl: 'https://exa mple.com' }, 'profileUrl'],
      [{ name: 'A', profileUrl: `https://example.com/${'x'.repeat(2000)}` }, 'profileUrl'],
      [{ name: 'A', notes: 'x'.repeat(5001) }, 'notes'],
      [{ name: 'A', lastContactedOn: '1999-12-31' }, 'lastContactedOn'],
      [{ name: 'A', lastContactedOn: dayFromToday(3) }, 'lastContactedOn'],
    ];
    const before = await owner.ok(OF_APPLICATION, { id: applicationId });
    for (const [input, field] of cases) {
      const error = await refusal(ADD, { input: { applicationId, ...input } });
      expect(error?.extensions, field).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field },
      });
    }
    const notADay = await owner.run(ADD, {
      input: { applicationId, name: 'A', lastContactedOn: '2026-02-30' },
    });
    expect(notADay.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const contact = before.application.contacts[0] as { id: string };
    const cleared = await refusal(UPDATE, { input: { id: contact.id, name: null } });
    expect(cleared?.extensions).toMatchObject({ details: { field: 'name' } });
    expect(await owner.ok(OF_APPLICATION, { id: applicationId })).toEqual(before);
  });

  it('removes a contact; a second remove, or one of an unknown id, is NOT_FOUND', async () => {
    const contact = await add({ name: 'Temporary' });
    expect((await owner.ok(REMOVE, { id: contact.id })).removeContact).toEqual({ id: contact.id });
    for (const id of [contact.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await refusal(REMOVE, { id }))?.extensions.code).toBe('NOT_FOUND');
  });

  it('keeps each user to their own applications and contacts', async () => {
    const stranger = await app.newClient();
    const mine = await add({ name: 'Mine' });
    expect(
      (await refusal(ADD, { input: { applicationId, name: 'Theirs' } }, stranger))?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await refusal(UPDATE, { input: { id: mine.id, name: 'Theirs' } }, stranger))?.extensions
        .code,
    ).toBe('NOT_FOUND');
    expect((await refusal(REMOVE, { id: mine.id }, stranger))?.extensions.code).toBe('NOT_FOUND');
    const { updateContact } = await owner.ok<{ updateContact: Contact }>(UPDATE, {
      input: { id: mine.id },
    });
    expect(updateContact.name).toBe('Mine');
  });

  it('holds at most 50 contacts per application, also when two are added at once', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    await app.db.query(
      `INSERT INTO contacts (user_id, application_id, name)
       SELECT $1, $2, 'Person ' || n FROM generate_series(1, 49) n`,
      [client.userId, application],
    );
    await expectOneOfTwoAddsRefused(() =>
      client.run(ADD, { input: { applicationId: application, name: 'Last' } }),
    );
  });

  it('reads the contacts of many applications in one query', async () => {
    const client = await app.newClient();
    const applications = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => newApplication(client, title)),
    );
    for (const [index, id] of applications.entries())
      await add({ applicationId: id, name: `Person ${index}` }, client);
    const before = app.statements.length;
    const { applications: listed } = await client.ok<{
      applications: { id: string; contacts: { name: string }[] }[];
    }>('{ applications { id contacts { name } } }');
    const contactReads = app.statements
      .slice(before)
      .filter((sql) => sql.includes('FROM contacts'));
    expect(contactReads).toHaveLength(1);
    expect(listed.map(({ contacts }) => contacts.map(({ name }) => name)).sort()).toEqual([
      ['Person 0'],
      ['Person 1'],
      ['Person 2'],
    ]);
  });

  it('goes with its application when the job is deleted', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    const contact = await add({ applicationId: application, name: 'Gone' }, client);
    const { application: found } = await client.ok<{ application: { job: { id: string } } }>(
      'query($id: ID!) { application(id: $id) { job { id } } }',
      { id: application },
    );
    await client.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: found.job.id });
    const { rows } = await app.db.query('SELECT id FROM contacts WHERE id = $1', [contact.id]);
    expect(rows).toEqual([]);
  });
});

const DRAFT = `query($contactId: ID!, $kind: ContactMessageKind!, $timeZone: String) {
  draftContactMessage(contactId: $contactId, kind: $kind, timeZone: $timeZone) {
    kind subject body
  }
}`;

describe.each(testEngines)('drafts of messages to contacts, on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;
  let applicationId: string;
  let jobId: string;
  let contactId: string;

  const draft = async (variables: Record<string, unknown>, as = client) =>
    (
      await as.ok<{ draftContactMessage: { kind: string; subject: string; body: string } }>(DRAFT, {
        contactId,
        ...variables,
      })
    ).draftContactMessage;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    client = await app.newClient();
    ({ applicationId, jobId } = await startApplicationWithResume(client));
    const { addContact } = await client.ok<{ addContact: { id: string } }>(ADD, {
      input: { applicationId, name: 'Priya Raman', role: 'Recruiter' },
    });
    contactId = addContact.id;
  });
  afterAll(() => app.close());

  it('writes a follow-up from the job, the base resume and the match, storing nothing', async () => {
    const before = await app.db.query('SELECT updated_at FROM applications WHERE id = $1', [
      applicationId,
    ]);
    const message = await draft({ kind: 'follow_up' });
    expect(message.kind).toBe('follow_up');
    expect(message.subject).toBe('Following up: Senior Backend Engineer at Northwind Traders');
    expect(message.body.startsWith('Dear Priya Raman,')).toBe(true);
    // Not applied yet: no day; the posting's must-haves the resume shows, never Rust.
    expect(message.body).toContain('my interest in the Senior Backend Engineer role');
    expect(message.body).toMatch(/it asks for TypeScript, Node\.js and PostgreSQL/);
    expect(message.body).not.toContain('Rust');
    expect(message.body.endsWith('Kind regards,\nAda Lovelace\n+44 20 7946 0000')).toBe(true);
    const after = await app.db.query('SELECT updated_at FROM applications WHERE id = $1', [
      applicationId,
    ]);
    expect(after.rows).toEqual(before.rows);
  });

  it('asks for a referral and carries the application, with the job’s link', async () => {
    const noLink = await draft({ kind: 'referral_request' });
    expect(noLink.subject).toBe(
      'Would you refer me for Senior Backend Engineer at Northwind Traders?',
    );
    expect(noLink.body).toContain(
      'I am about to apply for the Senior Backend Engineer role at Northwind Traders and wanted to ask whether you would be willing to refer me.',
    );
    expect(noLink.body).not.toContain('The posting is here');
    await client.ok('mutation($input: UpdateJobInput!) { updateJob(input: $input) { id } }', {
      input: { id: jobId, url: 'https://northwind.example/careers/42' },
    });
    const referral = await draft({ kind: 'referral_request' });
    expect(referral.kind).toBe('referral_request');
    expect(referral.body).toMatch(
      /The role asks for TypeScript, Node\.js and PostgreSQL, which is the work I do\. The posting is here: https:\/\/northwind\.example\/careers\/42\n/,
    );
    const application = await draft({ kind: 'application_email' });
    expect(application.subject).toBe(
      'Application: Senior Backend Engineer at Northwind Traders – Ada Lovelace',
    );
    expect(application.body).toContain(
      'I would like to apply for the Senior Backend Engineer role at Northwind Traders (https://northwind.example/careers/42). I have attached my resume and a cover letter.',
    );
  });

  it('names the day applied and the last interview on the given time zone’s calendar', async () => {
    await client.ok(
      'mutation($id: ID!) { moveApplication(input: {id: $id, status: applied}) { id } }',
      {
        id: applicationId,
      },
    );
    // 23:30 UTC is already the next day in Tokyo.
    await app.db.query(
      "UPDATE applications SET applied_at = '2026-11-09T23:30:00Z' WHERE id = $1",
      [applicationId],
    );
    const applied = await draft({ kind: 'follow_up', timeZone: 'Asia/Tokyo' });
    expect(applied.body).toContain('on Tuesday, 10 November and wanted to follow up');
    const inUtc = await draft({ kind: 'follow_up' });
    expect(inUtc.body).toContain('on Monday, 9 November and wanted to follow up');

    await client.ok(
      'mutation($input: ScheduleInterviewInput!) { scheduleInterview(input: $input) { id } }',
      {
        input: {
          applicationId,
          startsAt: '2026-11-20T10:00:00Z',
          title: 'Technical interview',
        },
      },
    );
    // One still to come is not thanked for.
    await client.ok(
      'mutation($input: ScheduleInterviewInput!) { scheduleInterview(input: $input) { id } }',
      { input: { applicationId, startsAt: new Date(Date.now() + 7 * DAY).toISOString() } },
    );
    const thanks = await draft({ kind: 'thank_you', timeZone: 'Europe/Berlin' });
    expect(thanks.body).toContain('speak with me on Friday, 20 November about the Senior');
    const feedback = await draft({ kind: 'feedback_request' });
    expect(feedback.body).toContain('my application or my interviews');
  });

  it('answers an offer from the offer written down: its pay, its days', async () => {
    const other = await app.newClient();
    const application = await newApplication(other, 'Staff Engineer');
    for (const status of ['applied', 'interviewing', 'offer'])
      await other.ok(
        'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
        {
          id: application,
          s: status,
        },
      );
    const { addContact } = await other.ok<{ addContact: { id: string } }>(ADD, {
      input: { applicationId: application, name: 'Marcus Chen' },
    });
    const ask = (kind: string) => draft({ kind, contactId: addContact.id }, other);
    // Not written down yet: no amount, no day.
    expect((await ask('offer_negotiation')).body).toContain('revisit the base salary?');
    await other.ok(
      `mutation($id: ID!) { recordOffer(applicationId: $id, input: {currency: "EUR",
        baseAmount: 85000, period: year, startsOn: "2027-02-01", respondBy: "2026-12-04"}) { id } }`,
      { id: application },
    );
    const negotiation = await ask('offer_negotiation');
    expect(negotiation.subject).toBe('Discussing the offer: Staff Engineer');
    expect(negotiation.body).toContain('Before I answer by Friday, 4 December,');
    expect(negotiation.body).toContain('the base salary of €85,000 a year?');
    expect((await ask('offer_acceptance')).body).toContain(
      'I confirm my start on Monday, 1 February.',
    );
    expect((await ask('offer_decline')).body).toContain('I have decided to decline it.');
  });

  it('refuses an unknown time zone, and another user’s or an unknown contact', async () => {
    for (const timeZone of ['Mars/Olympus', 'x'.repeat(101), ''])
      expect(
        (await client.run(DRAFT, { contactId, kind: 'thank_you', timeZone })).errors?.[0],
      ).toMatchObject({
        extensions: { code: 'VALIDATION_FAILED', details: { field: 'timeZone' } },
      });
    const stranger = await app.newClient();
    for (const [as, id] of [
      [stranger, contactId],
      [client, 'not-an-id'],
      [client, '00000000-0000-4000-8000-000000000000'],
    ] as const)
      expect(
        (await as.run(DRAFT, { contactId: id, kind: 'follow_up' })).errors?.[0]?.extensions.code,
      ).toBe('NOT_FOUND');
  });

  it('signs with the account’s name when there is no base resume', async () => {
    const other = await app.newClient();
    const application = await newApplication(other);
    const { addContact } = await other.ok<{ addContact: { id: string } }>(ADD, {
      input: { applicationId: application, name: 'Alex' },
    });
    await other.ok('mutation { updateProfile(input: {displayName: "Sam Rivera"}) { id } }');
    const message = await draft({ kind: 'thank_you', contactId: addContact.id }, other);
    expect(message.body.endsWith('Kind regards,\nSam Rivera')).toBe(true);
    expect(message.body).toContain('Our conversation confirmed my interest in the role.');
  });
});

/**
 * coverLetterReview: the engine's review of a cover letter draft over GraphQL, against the
 * company of the application's job and the companies of the person's other jobs — theirs only,
 * never another account's. Bad input is a clear refusal; nothing is stored. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_INJECTIONS, SQL_INJECTIONS, UNICODE_EDGES } from '../hostile/hostile-values.js';
import { testEngines } from '../support/databases.js';
import {
  RESUME_TEXT,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const REVIEW = `query($applicationId: ID!, $text: String!) {
  coverLetterReview(applicationId: $applicationId, text: $text) {
    problemCount suggestionCount
    findings { code severity message excerpt start end fix { label start end text } }
  }
}`;

interface Finding {
  code: string;
  severity: string;
  message: string;
  excerpt: string | null;
  start: number | null;
  end: number | null;
  fix: { label: string; start: number; end: number; text: string } | null;
}

interface Review {
  coverLetterReview: { problemCount: number; suggestionCount: number; findings: Finding[] };
}

/** A job at `company` and an application for it: the application's id. */
async function applicationAt(client: GraphQLClient, company: string): Promise<string> {
  const { addJob } = await client.ok<{ addJob: { id: string } }>(
    `mutation($company: String!) {
      addJob(input: {title: "Backend Engineer", company: $company, description: "Requirements\\n- Go"}) { id }
    }`,
    { company },
  );
  const { createApplication } = await client.ok<{ createApplication: { id: string } }>(
    'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
    { id: addJob.id },
  );
  return createApplication.id;
}

/** About 260 words: long enough that length is not what is found. */
function letter(opening: string): string {
  const body = Array.from(
    { length: 24 },
    (_, index) =>
      `In my last role I shipped service number ${String(index + 1)} in Go, on time and measured.`,
  ).join(' ');
  return `Dear hiring team,\n\n${opening}\n\n${body}\n\nKind regards,\nAda`;
}

describe.each(testEngines)('GraphQL coverLetterReview on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;
  let stranger: GraphQLClient;
  let applicationId: string;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    [client, stranger] = await Promise.all([app.newClient(), app.newClient()]);
    applicationId = await applicationAt(client, 'Northwind Traders Ltd');
    await applicationAt(client, 'Globex Corporation');
    // Another account's job: its company is no business of this letter.
    await applicationAt(stranger, 'Initech');
  });
  afterAll(() => app.close());

  const review = async (text: string, id = applicationId, as = client) =>
    (await as.ok<Review>(REVIEW, { applicationId: id, text })).coverLetterReview;

  it('finds another company of the person’s own jobs, where it is written', async () => {
    const text = letter(
      'I would love to bring my Go experience to Globex, and Initech is where I learned it.',
    );
    const { findings, problemCount, suggestionCount } = await review(text);

    const named = findings.filter((finding) => finding.code === 'other_company');
    expect(named).toHaveLength(1);
    const [globex] = named;
    expect(globex).toMatchObject({ severity: 'problem', excerpt: 'Globex' });
    expect(text.slice(globex?.start ?? 0, globex?.end ?? 0)).toBe('Globex');
    expect(globex?.message).toContain('Northwind Traders Ltd');
    // Initech is the stranger's: not named as a company of this person's.
    expect(findings.some((finding) => finding.excerpt === 'Initech')).toBe(false);
    // Northwind is never named either.
    expect(findings.map((finding) => finding.code)).toContain('company_not_named');
    expect(problemCount).toBe(findings.filter((f) => f.severity === 'problem').length);
    expect(suggestionCount).toBe(findings.filter((f) => f.severity === 'suggestion').length);
  });

  it('points at a stock opening, with no fix: the person writes their own', async () => {
    const text = letter('My name is Ada, and Northwind Traders is where I want to work next.');
    const { findings } = await review(text);
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'stock_opening',
        severity: 'suggestion',
        excerpt: 'My name is',
        start: text.indexOf('My name is'),
        fix: null,
      }),
    ]);
  });

  it('finds nothing in a letter written for this job', async () => {
    const { findings, problemCount, suggestionCount } = await review(
      letter('Northwind Traders is where I want to bring my Go experience next.'),
    );
    expect(findings).toEqual([]);
    expect([problemCount, suggestionCount]).toEqual([0, 0]);
  });

  it('finds text left to fill in', async () => {
    const { findings } = await review(
      letter('I am excited to apply to [Company Name] at Northwind Traders.'),
    );
    expect(findings.map(({ code, excerpt }) => ({ code, excerpt }))).toEqual([
      { code: 'placeholder', excerpt: '[Company Name]' },
    ]);
  });

  it('refuses another account’s application, a malformed id and a text past the limit', async () => {
    const foreign = await stranger.run(REVIEW, { applicationId, text: 'Hello' });
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const malformed = await client.run(REVIEW, { applicationId: '../etc/passwd', text: 'Hello' });
    expect(malformed.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const huge = await client.run(REVIEW, { applicationId, text: 'x'.repeat(50_001) });
    expect(huge.data).toBeNull();
    expect(huge.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(huge.errors?.[0]?.message).toContain('50000');

    const wrongType = await client.run(REVIEW, { applicationId, text: 42 });
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('reviews hostile text as text: markup, SQL, unicode edges', async () => {
    for (const opening of [
      ...MARKUP_INJECTIONS,
      ...SQL_INJECTIONS,
      ...Object.values(UNICODE_EDGES),
    ]) {
      const text = letter(`${opening} Globex`);
      const { findings } = await review(text);
      for (const { excerpt, start, end } of findings)
        if (excerpt !== null) expect(text.slice(start ?? 0, end ?? 0)).toBe(excerpt);
    }
  });

  it('points out a skill named that the base resume does not mention, and only with one', async () => {
    const withResume = await app.newClient();
    await withResume.ok(
      'mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }',
      { t: RESUME_TEXT },
    );
    const id = await applicationAt(withResume, 'Northwind Traders');
    const text = letter(
      'At Northwind Traders I would run Kubernetes and Rust, as the posting’s “Terraform modules” ask.',
    );
    const claims = (await review(text, id, withResume)).findings.filter(
      (finding) => finding.code === 'skill_not_on_resume',
    );
    // The resume has Kubernetes, not Rust nor Go; quoted words are the posting's.
    expect(claims.map(({ excerpt, severity }) => ({ excerpt, severity }))).toEqual([
      { excerpt: 'Rust', severity: 'suggestion' },
      { excerpt: 'Go', severity: 'suggestion' },
    ]);
    expect(text.slice(claims[0]?.start ?? 0, claims[0]?.end ?? 0)).toBe('Rust');
    // Without a base resume there is nothing to hold the letter against.
    expect(
      (await review(text)).findings.some((finding) => finding.code === 'skill_not_on_resume'),
    ).toBe(false);
  });

  it('asks for the hiring manager the application’s contacts name, theirs only', async () => {
    const id = await applicationAt(client, 'Northwind Traders');
    const addContact = (as: GraphQLClient, applicationOf: string, name: string, role: string) =>
      as.run('mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
        i: { applicationId: applicationOf, name, role },
      });
    const text = letter('Northwind Traders is where I want to bring my Go experience next.');
    const greetingFindings = async () =>
      (await review(text, id)).findings.filter(
        (finding) => finding.code === 'hiring_manager_not_greeted',
      );

    // A recruiter is not whom the letter greets; another account cannot add to this application.
    await client.ok('mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
      i: { applicationId: id, name: 'Priya Raman', role: 'Recruiter' },
    });
    expect((await addContact(stranger, id, 'Eve Stone', 'Hiring manager')).errors).toBeDefined();
    expect(await greetingFindings()).toEqual([]);

    expect(
      (await addContact(client, id, 'Marcus Chen', 'Engineering hiring manager')).errors,
    ).toBeUndefined();
    const [greeting] = await greetingFindings();
    expect(greeting).toMatchObject({ severity: 'suggestion', excerpt: 'Dear hiring team' });
    expect(text.slice(greeting?.start ?? 0, greeting?.end ?? 0)).toBe('Dear hiring team');
    expect(greeting?.message).toContain('Marcus Chen as the hiring manager');

    const greeted = text.replace('Dear hiring team,', 'Dear Marcus Chen,');
    expect((await review(greeted, id)).findings).toEqual([]);
  });

  it('fills in the placeholders it knows: company, role and the base resume’s details', async () => {
    const withResume = await app.newClient();
    await withResume.ok(
      'mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }',
      { t: RESUME_TEXT },
    );
    const id = await applicationAt(withResume, 'Northwind Traders Ltd');
    const text = letter(
      'I am applying for the [Position] role at [Company Name]. [Team] would suit me. Yours, [Your Name], [Email]',
    );
    const fixes = (await review(text, id, withResume)).findings
      .filter((finding) => finding.code === 'placeholder')
      .map(({ excerpt, fix }) => ({ excerpt, fix: fix?.text ?? null }));
    expect(fixes).toEqual([
      { excerpt: '[Position]', fix: 'Backend Engineer' },
      { excerpt: '[Company Name]', fix: 'Northwind Traders' },
      { excerpt: '[Team]', fix: null },
      { excerpt: '[Your Name]', fix: 'Ada Lovelace' },
      { excerpt: '[Email]', fix: 'ada@example.com' },
    ]);
    // Without a base resume the sender's name is not known.
    const unnamed = (await review(text)).findings.find(
      (finding) => finding.excerpt === '[Your Name]',
    );
    expect(unnamed?.fix).toBeNull();
    const [first] = (await review(text, id, withResume)).findings;
    expect(first?.fix).toEqual({
      label: 'Fill in Backend Engineer',
      start: text.indexOf('[Position]'),
      end: text.indexOf('[Position]') + '[Position]'.length,
      text: 'Backend Engineer',
    });
  });

  it('stores nothing', async () => {
    const before = await client.ok<{
      application: { coverLetter: string | null; version: number };
    }>('query($id: ID!) { application(id: $id) { coverLetter version } }', { id: applicationId });
    await review(letter('Globex, Globex, Globex.'));
    const after = await client.ok<{ application: { coverLetter: string | null; version: number } }>(
      'query($id: ID!) { application(id: $id) { coverLetter version } }',
      { id: applicationId },
    );
    expect(after).toEqual(before);
  });
});

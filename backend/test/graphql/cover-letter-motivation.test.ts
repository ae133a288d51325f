/**
 * The person's own reasons in the cover letter: the answer to the form's "Why do you want to
 * work here?" (else "Why this role?") that Application.coverLetterMotivation names is what
 * tailoring and a new draft set after the letter's opening. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  type GraphQLApp,
  type GraphQLClient,
  startApplicationWithResume,
  startGraphQLApp,
} from './graphql-app.js';

const ADD = `mutation($input: AddApplicationAnswerInput!) {
  addApplicationAnswer(input: $input) { id }
}`;
const UPDATE = `mutation($input: UpdateApplicationAnswerInput!) {
  updateApplicationAnswer(input: $input) { id }
}`;
const MOTIVATION = `query($id: ID!) {
  application(id: $id) { version coverLetter coverLetterMotivation { id question answer kind } }
}`;
const TAILOR = 'mutation($id: ID!) { tailorResume(jobId: $id) { id coverLetter } }';
const REDRAFT = `mutation($input: RedraftCoverLetterInput!) {
  redraftCoverLetter(input: $input) { coverLetter } }`;

interface Motivation {
  id: string;
  question: string;
  answer: string;
  kind: string;
}
interface ApplicationView {
  version: number;
  coverLetter: string | null;
  coverLetterMotivation: Motivation | null;
}

const WHY_COMPANY =
  'Northwind Traders runs the supply chains I grew up around, and I want to build them.';

describe.each(testEngines)('the cover letter’s own reasons, on $name', (engine) => {
  let app: GraphQLApp;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
  });
  afterAll(() => app.close());

  /** A new account with a base resume and a job whose application is started, not tailored. */
  async function startedJob(): Promise<{ client: GraphQLClient; jobId: string; id: string }> {
    const client = await app.newClient();
    const { jobId, applicationId } = await startApplicationWithResume(client);
    return { client, jobId, id: applicationId };
  }

  const view = async (client: GraphQLClient, id: string) =>
    (await client.ok<{ application: ApplicationView }>(MOTIVATION, { id })).application;
  const addAnswer = async (
    client: GraphQLClient,
    applicationId: string,
    question: string,
    answer?: string,
  ) =>
    (
      await client.ok<{ addApplicationAnswer: { id: string } }>(ADD, {
        input: { applicationId, question, ...(answer === undefined ? {} : { answer }) },
      })
    ).addApplicationAnswer.id;

  it('sets the answer to why this company after the opening when tailoring', async () => {
    const { client, jobId, id } = await startedJob();
    expect((await view(client, id)).coverLetterMotivation).toBeNull();
    await addAnswer(client, id, 'What are your salary expectations?', '€80,000');
    // A question not answered yet gives nothing to quote.
    await addAnswer(client, id, 'Why do you want to join us?');
    const answerId = await addAnswer(
      client,
      id,
      'Why do you want to work at Northwind Traders?',
      WHY_COMPANY,
    );
    expect((await view(client, id)).coverLetterMotivation).toEqual({
      id: answerId,
      question: 'Why do you want to work at Northwind Traders?',
      answer: WHY_COMPANY,
      kind: 'why_company',
    });

    const { tailorResume } = await client.ok<{ tailorResume: { coverLetter: string } }>(TAILOR, {
      id: jobId,
    });
    const paragraphs = tailorResume.coverLetter.split('\n\n');
    expect(paragraphs[1]).toMatch(/^I am applying for the Senior Backend Engineer role/);
    expect(paragraphs[2]).toBe(WHY_COMPANY);
    expect(tailorResume.coverLetter.split(WHY_COMPANY)).toHaveLength(2);
  });

  it('falls back on why this role, prefers why this company, and the one changed last', async () => {
    const { client, jobId, id } = await startedJob();
    await addAnswer(
      client,
      id,
      'Why are you interested in this role?',
      'The ordering platform is the product.',
    );
    expect((await view(client, id)).coverLetterMotivation?.kind).toBe('why_role');
    const first = await addAnswer(client, id, 'Why do you want to work here?', 'First reasons.');
    await addAnswer(client, id, 'What draws you to our company?', 'Second reasons.');
    expect((await view(client, id)).coverLetterMotivation?.answer).toBe('Second reasons.');
    await client.ok(UPDATE, { input: { id: first, answer: 'Reasons, rewritten last.' } });
    expect((await view(client, id)).coverLetterMotivation?.answer).toBe('Reasons, rewritten last.');

    const { tailorResume } = await client.ok<{ tailorResume: { coverLetter: string } }>(TAILOR, {
      id: jobId,
    });
    expect(tailorResume.coverLetter).toContain('\n\nReasons, rewritten last.\n\n');
    expect(tailorResume.coverLetter).not.toContain('ordering platform is the product');
  });

  it('leaves a drafted letter alone until a new draft, which brings the answer in', async () => {
    const { client, jobId, id } = await startedJob();
    await client.ok(TAILOR, { id: jobId });
    const before = await view(client, id);
    expect(before.coverLetter).not.toContain(WHY_COMPANY);
    await addAnswer(client, id, 'Why Northwind Traders?', WHY_COMPANY);
    const after = await view(client, id);
    expect(after.coverLetter).toBe(before.coverLetter);
    const { redraftCoverLetter } = await client.ok<{ redraftCoverLetter: { coverLetter: string } }>(
      REDRAFT,
      { input: { id, expectedVersion: after.version } },
    );
    expect(redraftCoverLetter.coverLetter.split('\n\n')[2]).toBe(WHY_COMPANY);
  });

  it('never reads another account’s answers', async () => {
    const { client: owner, id } = await startedJob();
    await addAnswer(owner, id, 'Why do you want to work here?', WHY_COMPANY);
    const stranger = await app.newClient();
    const result = await stranger.run(MOTIVATION, { id });
    expect(result.data).toEqual({ application: null });
  });
});

/**
 * Answers to the questions of application forms: added, changed and removed, listed with their
 * application in the order added, and suggested again for a later form's question. Every input
 * checked; one user's never another's. On both engines.
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

const ANSWER = 'id question answer kind application { id }';
const ADD = `mutation($input: AddApplicationAnswerInput!) {
  addApplicationAnswer(input: $input) { ${ANSWER} }
}`;
const UPDATE = `mutation($input: UpdateApplicationAnswerInput!) {
  updateApplicationAnswer(input: $input) { ${ANSWER} }
}`;
const REMOVE = 'mutation($id: ID!) { removeApplicationAnswer(id: $id) { id } }';
const OF_APPLICATION = `query($id: ID!) {
  application(id: $id) { answers { id question answer } }
}`;
const SUGGEST = `query($question: String!, $applicationId: ID, $limit: Int) {
  answerSuggestions(question: $question, applicationId: $applicationId, limit: $limit) {
    timesUsed sameKind similarity
    answer { id question answer kind application { id job { title } } }
  }
}`;

interface Answer {
  id: string;
  question: string;
  answer: string | null;
  kind: string | null;
  application: { id: string };
}

interface Suggestion {
  timesUsed: number;
  sameKind: boolean;
  similarity: number;
  answer: Answer & { application: { id: string; job: { title: string } } };
}

describe.each(testEngines)('answers to application forms, on $name', (engine) => {
  let app: GraphQLApp;
  let owner: GraphQLClient;
  let applicationId: string;

  const add = async (input: Record<string, unknown>, as = owner) =>
    (await as.ok<{ addApplicationAnswer: Answer }>(ADD, { input: { applicationId, ...input } }))
      .addApplicationAnswer;
  const suggest = async (variables: Record<string, unknown>, as = owner) =>
    (await as.ok<{ answerSuggestions: Suggestion[] }>(SUGGEST, variables)).answerSuggestions;
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

  it('adds a question with trimmed text, its kind read from it, and a blank answer as null', async () => {
    const answered = await add({
      question: '  What are your salary expectations? ',
      answer: ' €70,000 to €80,000 base. ',
    });
    expect(answered).toMatchObject({
      question: 'What are your salary expectations?',
      answer: '€70,000 to €80,000 base.',
      kind: 'salary',
      application: { id: applicationId },
    });
    const later = await add({ question: 'What is your favourite data structure?', answer: '  ' });
    expect(later).toMatchObject({ answer: null, kind: null });
    const unanswered = await add({ question: 'When can you start?' });
    expect(unanswered).toMatchObject({ answer: null, kind: 'start_date' });
  });

  it('lists an application’s questions in the order they were added', async () => {
    const application = await newApplication(owner, 'Data Engineer');
    for (const question of ['First?', 'Second?', 'Third?'])
      await add({ applicationId: application, question });
    const { application: found } = await owner.ok<{
      application: { answers: { question: string }[] };
    }>(OF_APPLICATION, { id: application });
    expect(found.answers.map(({ question }) => question)).toEqual(['First?', 'Second?', 'Third?']);
  });

  it('changes what is given, keeps what is left out, and clears the answer with null', async () => {
    const answer = await add({ question: 'Notice period?', answer: 'One month' });
    const { updateApplicationAnswer: answered } = await owner.ok<{
      updateApplicationAnswer: Answer;
    }>(UPDATE, { input: { id: answer.id, answer: 'Two weeks' } });
    expect(answered).toMatchObject({ question: 'Notice period?', answer: 'Two weeks' });
    const { updateApplicationAnswer: reworded } = await owner.ok<{
      updateApplicationAnswer: Answer;
    }>(UPDATE, { input: { id: answer.id, question: 'How soon could you join?' } });
    expect(reworded).toMatchObject({ question: 'How soon could you join?', answer: 'Two weeks' });
    const { updateApplicationAnswer: cleared } = await owner.ok<{
      updateApplicationAnswer: Answer;
    }>(UPDATE, { input: { id: answer.id, answer: null } });
    expect(cleared.answer).toBeNull();
  });

  it('refuses bad input field by field, changing nothing', async () => {
    const before = await owner.ok(OF_APPLICATION, { id: applicationId });
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '   ' }, 'question'],
      [{ question: 'q'.repeat(1001) }, 'question'],
      [{ question: 'Why us?', answer: 'a'.repeat(10_001) }, 'answer'],
    ];
    const nul = await refusal(ADD, { input: { applicationId, question: 'Why\u0000us?' } });
    expect(nul?.extensions.code).toBe('VALIDATION_FAILED');
    for (const [input, field] of cases) {
      const error = await refusal(ADD, { input: { applicationId, ...input } });
      expect(error?.extensions, field).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field },
      });
    }
    const [first] = (before as { application: { answers: { id: string }[] } }).application.answers;
    const cleared = await refusal(UPDATE, { input: { id: first?.id, question: null } });
    expect(cleared?.extensions).toMatchObject({ details: { field: 'question' } });
    const wrongType = await owner.run(ADD, { input: { applicationId, question: 42 } });
    expect(wrongType.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await owner.ok(OF_APPLICATION, { id: applicationId })).toEqual(before);
  });

  it('removes an answer; a second remove, or one of an unknown id, is NOT_FOUND', async () => {
    const answer = await add({ question: 'Temporary?' });
    expect((await owner.ok(REMOVE, { id: answer.id })).removeApplicationAnswer).toEqual({
      id: answer.id,
    });
    for (const id of [answer.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await refusal(REMOVE, { id }))?.extensions.code).toBe('NOT_FOUND');
  });

  it('keeps each user to their own applications, answers and suggestions', async () => {
    const stranger = await app.newClient();
    const mine = await add({ question: 'Are you authorized to work in the UK?', answer: 'Yes' });
    expect(
      (await refusal(ADD, { input: { applicationId, question: 'Theirs?' } }, stranger))?.extensions
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await refusal(UPDATE, { input: { id: mine.id, answer: 'No' } }, stranger))?.extensions.code,
    ).toBe('NOT_FOUND');
    expect((await refusal(REMOVE, { id: mine.id }, stranger))?.extensions.code).toBe('NOT_FOUND');
    expect(
      await suggest({ question: 'Do you have the right to work in the UK?' }, stranger),
    ).toEqual([]);
    const theirs = await stranger.run(OF_APPLICATION, { id: applicationId });
    expect(theirs.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('holds at most 50 questions per application, also when two are added at once', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    await app.db.query(
      `INSERT INTO application_answers (user_id, application_id, question)
       SELECT $1, $2, 'Question ' || n FROM generate_series(1, 49) n`,
      [client.userId, application],
    );
    await expectOneOfTwoAddsRefused(() =>
      client.run(ADD, { input: { applicationId: application, question: 'Last?' } }),
    );
  });

  it('reads the answers of many applications in one query', async () => {
    const client = await app.newClient();
    const applications = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => newApplication(client, title)),
    );
    for (const [index, id] of applications.entries())
      await add({ applicationId: id, question: `Question ${index}?` }, client);
    const before = app.statements.length;
    const { applications: listed } = await client.ok<{
      applications: { answers: { question: string }[] }[];
    }>('{ applications { id answers { question } } }');
    const reads = app.statements
      .slice(before)
      .filter((sql) => sql.includes('FROM application_answers'));
    expect(reads).toHaveLength(1);
    expect(listed.map(({ answers }) => answers.map(({ question }) => question)).sort()).toEqual([
      ['Question 0?'],
      ['Question 1?'],
      ['Question 2?'],
    ]);
  });

  it('goes with its application when the job is deleted', async () => {
    const client = await app.newClient();
    const application = await newApplication(client);
    const answer = await add({ applicationId: application, question: 'Gone?' }, client);
    const { application: found } = await client.ok<{ application: { job: { id: string } } }>(
      'query($id: ID!) { application(id: $id) { job { id } } }',
      { id: application },
    );
    await client.ok('mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: found.job.id });
    const { rows } = await app.db.query('SELECT id FROM application_answers WHERE id = $1', [
      answer.id,
    ]);
    expect(rows).toEqual([]);
  });

  describe('suggestions', () => {
    let seeker: GraphQLClient;
    let acme: string;
    let northwind: string;
    let globex: string;
    const ask = (variables: Record<string, unknown>) => suggest(variables, seeker);

    beforeAll(async () => {
      seeker = await app.newClient();
      [acme, northwind, globex] = await Promise.all([
        newApplication(seeker, 'Backend Engineer at Acme'),
        newApplication(seeker, 'Platform Engineer at Northwind'),
        newApplication(seeker, 'Data Engineer at Globex'),
      ]);
      const write = (application: string | undefined, question: string, answer?: string) =>
        add({ applicationId: application, question, answer }, seeker);
      await write(acme, 'Desired compensation', '£85,000 base');
      await write(acme, 'How many years of experience do you have with Python?', 'Seven years');
      await write(acme, 'Why do you want to work here?', 'Your mission.');
      await write(northwind, 'Why do you want to join Northwind?', 'Your mission.');
      await write(northwind, 'What is your notice period?');
      await write(globex, 'Which open source projects have you contributed to?', 'PostgreSQL');
    });

    it('finds an answer to the same kind of question worded differently', async () => {
      const [first, ...rest] = await ask({
        question: 'What are your salary expectations?',
        applicationId: globex,
      });
      expect(first).toMatchObject({
        sameKind: true,
        timesUsed: 1,
        answer: {
          question: 'Desired compensation',
          answer: '£85,000 base',
          kind: 'salary',
          application: { id: acme, job: { title: 'Backend Engineer at Acme' } },
        },
      });
      expect(rest).toEqual([]);
    });

    it('suggests an answer given on two applications once, with the question nearest to the new one', async () => {
      const suggestions = await ask({ question: 'Why do you want to work for us?' });
      expect(suggestions).toHaveLength(1);
      expect(suggestions[0]).toMatchObject({
        timesUsed: 2,
        sameKind: true,
        answer: { question: 'Why do you want to work here?', answer: 'Your mission.' },
      });
    });

    it('leaves out the application’s own answers and questions not answered yet', async () => {
      expect(
        await ask({ question: 'Why do you want to work here?', applicationId: northwind }),
      ).toMatchObject([{ timesUsed: 1, answer: { application: { id: acme } } }]);
      expect(await ask({ question: 'What is your notice period?' })).toEqual([]);
    });

    it('suggests on shared wording when the question is no common kind', async () => {
      const [first] = await ask({ question: 'List the open source projects you contribute to' });
      expect(first).toMatchObject({ sameKind: false, answer: { answer: 'PostgreSQL' } });
      expect(first?.similarity).toBeGreaterThan(0.3);
      expect(first?.similarity).toBeLessThanOrEqual(1);
    });

    it('follows a changed answer and forgets a removed one', async () => {
      const { application } = await seeker.ok<{
        application: { answers: { id: string; question: string }[] };
      }>(OF_APPLICATION, { id: globex });
      const oss = application.answers.find(({ question }) => question.includes('open source'));
      await seeker.ok(UPDATE, { input: { id: oss?.id, answer: 'PostgreSQL and Node.js' } });
      const [changed] = await ask({ question: 'Open source projects you contributed to?' });
      expect(changed?.answer.answer).toBe('PostgreSQL and Node.js');
      await seeker.ok(REMOVE, { id: oss?.id });
      expect(await ask({ question: 'Open source projects you contributed to?' })).toEqual([]);
    });

    it('refuses a blank or too long question, a limit out of range, and a malformed application id', async () => {
      for (const [variables, field] of [
        [{ question: ' ' }, 'question'],
        [{ question: 'x'.repeat(1001) }, 'question'],
        [{ question: 'Salary?', limit: 0 }, 'limit'],
        [{ question: 'Salary?', limit: 21 }, 'limit'],
      ] as const) {
        const error = await refusal(SUGGEST, variables, seeker);
        expect(error?.extensions, JSON.stringify(variables)).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: { field },
        });
      }
      const unknown = await refusal(SUGGEST, { question: 'Salary?', applicationId: 'x' }, seeker);
      expect(unknown?.extensions.code).toBe('NOT_FOUND');
    });

    it('returns at most `limit` suggestions, best first', async () => {
      const client = await app.newClient();
      const application = await newApplication(client);
      for (const amount of [1, 2, 3, 4])
        await add(
          {
            applicationId: application,
            question: `Salary expectation ${amount}`,
            answer: `${amount}`,
          },
          client,
        );
      const suggestions = await suggest({ question: 'Expected salary?', limit: 2 }, client);
      expect(suggestions).toHaveLength(2);
      expect(suggestions.every(({ sameKind }) => sameKind)).toBe(true);
    });
  });

  describe('drafts from the resume', () => {
    const DRAFT = `query($applicationId: ID!, $question: String!) {
      draftApplicationAnswer(applicationId: $applicationId, question: $question) { kind text }
    }`;
    let writer: GraphQLClient;
    let application: string;
    const draft = async (question: string, as?: GraphQLClient, id?: string) =>
      (
        await (as ?? writer).ok<{ draftApplicationAnswer: { kind: string; text: string } | null }>(
          DRAFT,
          { applicationId: id ?? application, question },
        )
      ).draftApplicationAnswer;

    beforeAll(async () => {
      writer = await app.newClient();
      ({ applicationId: application } = await startApplicationWithResume(writer));
    });

    it('counts the years with a skill from the resume’s jobs and quotes them', async () => {
      const answer = await draft('How many years of experience do you have with Kubernetes?');
      expect(answer?.kind).toBe('experience');
      expect(answer?.text).toMatch(/^About \d+ years with Kubernetes\./u);
      expect(answer?.text).toContain(
        '“Led the move to Kubernetes and Docker, cutting deploy time from 40 to 6 minutes”',
      );
    });

    it('says why the role from the posting’s must-haves the resume shows', async () => {
      const answer = await draft('Why are you interested in this position?');
      expect(answer?.kind).toBe('why_role');
      expect(answer?.text).toMatch(
        /^The Senior Backend Engineer role at Northwind Traders asks for /u,
      );
      expect(answer?.text).not.toContain('Rust');
    });

    it('is null for what the resume cannot answer, and for a skill it does not show', async () => {
      expect(await draft('What are your salary expectations?')).toBeNull();
      expect(await draft('How many years of Rust have you written?')).toBeNull();
    });

    it('needs a base resume, the caller’s application and a question', async () => {
      const stranger = await app.newClient();
      const own = await newApplication(stranger);
      expect(
        (await stranger.run(DRAFT, { applicationId: own, question: 'Tell us about yourself' }))
          .errors?.[0]?.extensions.code,
      ).toBe('NO_BASE_RESUME');
      // A question no draft answers needs no resume.
      expect(await draft('When can you start?', stranger, own)).toBeNull();
      expect(
        (await stranger.run(DRAFT, { applicationId: application, question: 'Why this role?' }))
          .errors?.[0]?.extensions.code,
      ).toBe('NOT_FOUND');
      expect(
        (await writer.run(DRAFT, { applicationId: application, question: '  ' })).errors?.[0]
          ?.extensions,
      ).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'question' } });
    });
  });
});

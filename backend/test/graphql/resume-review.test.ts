/**
 * resumeReview: the engine's review of a draft, saved or not, over GraphQL; only a JSON object
 * is reviewed; nothing is stored; signed-in callers only; a huge draft answers a capped list.
 * On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_FINDINGS } from '../../src/resumes/resume-review.js';
import { testEngines } from '../support/databases.js';
import {
  postGraphQL,
  startGraphQLApp,
  type GraphQLApp,
  type GraphQLClient,
} from './graphql-app.js';

const REVIEW = `query($content: JSON!) {
  resumeReview(content: $content) {
    problemCount suggestionCount
    findings { code severity pointer entry message excerpt }
  }
}`;

interface Review {
  resumeReview: {
    problemCount: number;
    suggestionCount: number;
    findings: {
      code: string;
      severity: string;
      pointer: string;
      entry: string | null;
      message: string;
      excerpt: string | null;
    }[];
  };
}

/** A draft the editor could not save yet (its end date is no date), with things to fix. */
const DRAFT = {
  basics: { name: 'Ada Example', phone: '+44 20 7946 0000', location: { city: 'London' } },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2021-03',
      endDate: 'someday',
      highlights: ['Responsible for the billing service', 'Cut invoice errors by 40%'],
    },
  ],
  skills: [{ name: 'Go' }],
  education: [{ institution: 'Leeds' }],
};

describe.each(testEngines)('GraphQL resumeReview on $name', (engine) => {
  let app: GraphQLApp;
  let client: GraphQLClient;

  beforeAll(async () => {
    app = await startGraphQLApp(engine);
    client = await app.newClient();
  });
  afterAll(() => app.close());

  it('reviews a draft that would not save yet, each finding at its field', async () => {
    const { resumeReview } = await client.ok<Review>(REVIEW, { content: DRAFT });

    expect(resumeReview.findings).toEqual([
      {
        code: 'missing_email',
        severity: 'problem',
        pointer: '/basics/email',
        entry: null,
        message: 'Add an e-mail address: it is how most recruiters answer.',
        excerpt: null,
      },
      expect.objectContaining({ code: 'missing_summary', severity: 'suggestion' }),
      expect.objectContaining({
        code: 'weak_opening',
        pointer: '/work/0/highlights/0',
        entry: 'Senior Engineer, Acme',
        excerpt: 'Responsible for',
      }),
    ]);
    expect(resumeReview.problemCount).toBe(1);
    expect(resumeReview.suggestionCount).toBe(2);
  });

  it('stores nothing', async () => {
    const before = app.statements.length;
    await client.ok<Review>(REVIEW, { content: DRAFT });
    const ran = app.statements.slice(before);
    expect(
      ran.some((sql) => /\b(insert|update|delete)\b/i.test(sql) && !/sessions/i.test(sql)),
    ).toBe(false);
  });

  it.each([
    ['an array', [DRAFT]],
    ['a string', 'Ada Example, engineer'],
    ['a number', 42],
  ])('refuses %s as content, in the error shape', async (_what, content) => {
    const result = await client.run(REVIEW, { content });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toBe(
      'content must be a JSON Resume document: a JSON object',
    );
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const response = await postGraphQL(
      app.app,
      { query: REVIEW, variables: { content: DRAFT } },
      {},
    );
    const body = response.json<{ data: unknown; errors: { extensions: { code: string } }[] }>();
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists at most MAX_LISTED_FINDINGS findings of a huge draft, and counts them all', async () => {
    const highlights = Array.from(
      { length: MAX_LISTED_FINDINGS + 100 },
      (_, index) => `Responsible for the report number ${index}`,
    );
    const content = { ...DRAFT, work: [{ ...DRAFT.work[0], endDate: '2024-01', highlights }] };
    const { resumeReview } = await client.ok<Review>(REVIEW, { content });
    expect(resumeReview.findings).toHaveLength(MAX_LISTED_FINDINGS);
    expect(resumeReview.problemCount + resumeReview.suggestionCount).toBeGreaterThan(
      MAX_LISTED_FINDINGS + 100,
    );
  });
});

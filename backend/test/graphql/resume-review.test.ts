/**
 * resumeReview: the engine's review of a draft, saved or not, over GraphQL; only a JSON object
 * is reviewed; nothing is stored; signed-in callers only; a huge draft answers a capped list.
 * On both engines. And the key each finding is remembered by when ignored, which needs none.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findingKey,
  MAX_LISTED_FINDINGS,
  reviewResumeContent,
} from '../../src/resumes/resume-review.js';
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
    findings { code severity pointer entry message excerpt key }
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
      key: string;
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
        key: findingKey({ code: 'missing_email', entry: null, excerpt: null }),
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

  it('offers a fix where one press can make it: the verb first, a repeat removed', async () => {
    const { findings } = (
      await client.ok<{
        resumeReview: { findings: { code: string; pointer: string; fix: unknown }[] };
      }>(
        `query($content: JSON!) {
          resumeReview(content: $content) { findings { code pointer fix { label value } } }
        }`,
        {
          content: {
            ...DRAFT,
            work: [
              {
                ...DRAFT.work[0],
                endDate: '2024-01',
                highlights: [
                  'I cut invoice errors by 40%',
                  'Moved billing to Go, halving its cost',
                  'Moved billing to Go, halving its cost.',
                ],
              },
            ],
          },
        },
      )
    ).resumeReview;
    const fixes = findings
      .filter((finding) => finding.fix !== null)
      .map(({ code, pointer, fix }) => ({ code, pointer, fix }));
    expect(fixes).toEqual([
      {
        code: 'first_person',
        pointer: '/work/0/highlights/0',
        fix: { label: 'Start with the verb', value: 'Cut invoice errors by 40%' },
      },
      {
        code: 'duplicate_highlight',
        pointer: '/work/0/highlights/2',
        fix: { label: 'Remove this one', value: null },
      },
    ]);
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

describe('the key of a finding', () => {
  const TODAY = new Date('2026-05-01T00:00:00Z');
  const weakOpeningOf = (content: Record<string, unknown>) =>
    reviewResumeContent(content, TODAY).findings.find((finding) => finding.code === 'weak_opening');

  it('is 16 hexadecimal characters for every finding', () => {
    const { findings } = reviewResumeContent(DRAFT, TODAY);
    expect(findings.length).toBeGreaterThan(2);
    for (const finding of findings) expect(finding.key).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is the start of a SHA-256 of its check, entry and words, as the frontend is told', () => {
    const finding = weakOpeningOf(DRAFT);
    const digest = createHash('sha256')
      .update(JSON.stringify(['weak_opening', 'Senior Engineer, Acme', 'Responsible for']))
      .digest('hex');
    expect(finding?.key).toBe(digest.slice(0, 16));
  });

  it('stays the same when other parts of the resume change, its place included', () => {
    const before = weakOpeningOf(DRAFT);
    const edited = {
      ...DRAFT,
      basics: { ...DRAFT.basics, email: 'ada@example.com' },
      skills: [{ name: 'Go' }, { name: 'Rust' }],
      // An entry above it moves the finding to /work/1/…: its pointer changes, its key not.
      work: [
        { name: 'Initech', position: 'Lead', startDate: '2024-02', highlights: ['Cut costs 9%'] },
        ...DRAFT.work,
      ],
    };
    const after = weakOpeningOf(edited);
    expect(after?.pointer).not.toBe(before?.pointer);
    expect(after?.key).toBe(before?.key);
  });

  it('is new when its own words change', () => {
    const before = weakOpeningOf(DRAFT);
    const reworded = {
      ...DRAFT,
      work: [{ ...DRAFT.work[0], highlights: ['Helped with the billing service'] }],
    };
    const after = weakOpeningOf(reworded);
    expect(after?.excerpt).toBe('Helped with');
    expect(after?.key).not.toBe(before?.key);
  });
});

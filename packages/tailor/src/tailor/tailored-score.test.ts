/**
 * A tailored resume never matches its posting worse than the master it came from: on the
 * reported example, on every fixture posting with every fixture resume, and on generated ones
 * with tight limits, so that the limits drop items the score rests on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePosting } from '../job/index.js';
import type { JobPosting } from '../job/types.js';
import type { MatchResult } from '../match/types.js';
import { importTextResume } from '../resume/index.js';
import { allJsonFixtureFiles, readJsonFixture } from '../resume/test-fixtures.js';
import type { JsonResume } from '../resume/types.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { tailorResume, type TailorOptions } from './tailor-resume.js';

const AS_OF = '2026-11-01';

/** The tailored score is not lower, and no component the master scores with is lower either. */
function expectNoWorse(master: MatchResult, tailored: MatchResult): void {
  expect(tailored.score).toBeGreaterThanOrEqual(master.score);
  for (const component of master.components) {
    const value = tailored.components.find((other) => other.key === component.key)?.value;
    expect(value, component.key).toBeGreaterThanOrEqual(component.value);
  }
  expect(tailored.matched.map((term) => term.skillId)).toEqual(
    master.matched.map((term) => term.skillId),
  );
}

const EXAMPLE_RESUME = `Ada Lovelace
Senior Software Engineer
ada@example.com | +44 20 7946 0000 | London, UK

Summary
Backend engineer with 9 years of experience building TypeScript and PostgreSQL services.

Experience
Senior Software Engineer, Analytical Engines Ltd — London
2019-03 – Present
- Built a TypeScript and Node.js API on PostgreSQL serving 2 million requests a day
- Led the move to Kubernetes and Docker, cutting deploy time from 40 to 6 minutes
- Mentored five engineers and introduced code review with GitHub Actions CI

Software Engineer, Difference Co — Manchester
2015-06 – 2019-02
- Wrote React and Redux front ends for the billing product
- Designed REST APIs and GraphQL schemas used by partner teams

Education
University of London — BSc Mathematics
2011 – 2014

Skills
TypeScript, JavaScript, Node.js, React, PostgreSQL, GraphQL, Docker, Kubernetes, AWS
`;

const EXAMPLE_POSTING = `Senior Backend Engineer
Northwind Traders — Remote (EU)

About the role
You will build the services behind our ordering platform.

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes
- Rust

Nice to have
- GraphQL
- Terraform
`;

describe('the tailored score on the reported example', () => {
  const master = importTextResume(EXAMPLE_RESUME).resume;
  const result = tailorResume(master, parsePosting(EXAMPLE_POSTING), { asOf: AS_OF });

  it('scores no lower than the master (it used to drop from 67 to 59)', () => {
    expect(result.masterMatch.score).toBe(67);
    expectNoWorse(result.masterMatch, result.match);
  });

  it('keeps the master summary, whose words cover the responsibility, inside the generated one', () => {
    const own =
      'Backend engineer with 9 years of experience building TypeScript and PostgreSQL services.';
    expect(result.summary.text).toBe(
      'Senior Software Engineer with 11+ years of experience, strongest in TypeScript, Node.js, PostgreSQL and Kubernetes. ' +
        `${own} Put TypeScript, Node.js and PostgreSQL to work at Analytical Engines Ltd. ` +
        'Ready to bring this to the Senior Backend Engineer role at Northwind Traders.',
    );
    const ownId = result.diff.removed.find((item) => item.kind === 'summary')?.id;
    expect(ownId).toBeDefined();
    expect(result.summary.sources).toContain(ownId);
  });

  it('still trims the bullet that speaks to nothing in the posting', () => {
    expect(result.diff.removed.map((item) => item.text)).toContain(
      'Mentored five engineers and introduced code review with GitHub Actions CI',
    );
  });
});

const POSTINGS_DIR = path.join(import.meta.dirname, '..', '..', 'fixtures', 'postings');

function fixturePostings(): { file: string; job: JobPosting }[] {
  return readdirSync(POSTINGS_DIR)
    .filter((file) => /\.(txt|md|html)$/.test(file) && file !== 'README.md')
    .sort()
    .map((file) => ({
      file,
      job: parsePosting(readFileSync(path.join(POSTINGS_DIR, file), 'utf8'), {
        format: file.endsWith('.html') ? 'html' : file.endsWith('.md') ? 'markdown' : 'text',
      }),
    }));
}

describe('the tailored score on the fixtures', () => {
  const postings = fixturePostings();

  it('covers all 24 fixture postings', () => {
    expect(postings).toHaveLength(24);
  });

  it.each(allJsonFixtureFiles())('is never lower than the master for %s', (file) => {
    const master = readJsonFixture(file);
    for (const { file: postingFile, job } of postings) {
      const result = tailorResume(master, job, { asOf: AS_OF });
      expect.soft(result.match.score, postingFile).toBeGreaterThanOrEqual(result.masterMatch.score);
      expectNoWorse(result.masterMatch, result.match);
    }
  });

  it('still drops most of the largest resume for a posting it barely matches', () => {
    const master = readJsonFixture('platform-engineer.json');
    const job = postings.find((entry) => entry.file === 'product-designer.html')?.job;
    if (!job) throw new Error('fixture missing: product-designer.html');
    const { diff } = tailorResume(master, job, { asOf: AS_OF });
    expect(diff.removed.filter((item) => item.kind === 'highlight').length).toBeGreaterThan(10);
  });
});

const SKILLS = ['Go', 'Python', 'PostgreSQL', 'Kubernetes', 'Terraform', 'React', 'Kafka', 'Redis'];
const WORDS = ['billing', 'platform', 'payments', 'reliability', 'onboarding', 'latency', 'audit'];

describe('the tailored score, generated resumes and postings', () => {
  const bullet = fc
    .tuple(
      fc.constantFrom('Built', 'Ran', 'Cut', 'Mentored people on', 'Owned'),
      fc.subarray(WORDS, { maxLength: 2 }),
      fc.subarray(SKILLS, { maxLength: 2 }),
    )
    .map(([verb, words, skills]) =>
      [verb, words.join(' '), skills.length > 0 ? `with ${skills.join(' and ')}` : '']
        .filter((part) => part !== '')
        .join(' '),
    );
  const master: fc.Arbitrary<JsonResume> = fc
    .record({
      entries: fc.array(
        fc.record({
          company: fc.constantFrom('Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'),
          position: fc.constantFrom('Engineer', 'Senior Engineer', 'Lead'),
          start: fc.integer({ min: 2005, max: 2024 }).map(String),
          highlights: fc.uniqueArray(bullet, { maxLength: 8 }),
        }),
        { maxLength: 5 },
      ),
      tools: fc.uniqueArray(fc.constantFrom(...SKILLS, 'Excel', 'Figma'), { maxLength: 10 }),
      summary: fc.option(bullet, { nil: undefined }),
    })
    .map(({ entries, tools, summary }) =>
      resumeOf(
        entries,
        { Tools: tools },
        {
          basics: {
            name: 'Ada Example',
            label: 'Software Engineer',
            ...(summary === undefined ? {} : { summary }),
          },
        },
      ),
    );
  const job: fc.Arbitrary<JobPosting> = fc
    .record({
      title: fc.constantFrom('Platform Engineer', 'Go Engineer', 'Kafka Lead'),
      must: fc.subarray(SKILLS, { maxLength: 4 }),
      nice: fc.subarray(SKILLS, { maxLength: 3 }),
      duties: fc.array(
        fc.subarray(WORDS, { minLength: 2, maxLength: 4 }).map((words) => words.join(' and ')),
        { maxLength: 3 },
      ),
    })
    .map(({ title, must, nice, duties }) =>
      posting({ title, must, nice, responsibilities: duties }),
    );
  // Tight limits, so that selection drops items the score rests on and must bring them back.
  const limits: fc.Arbitrary<TailorOptions> = fc.record({
    highlightsPerEntry: fc
      .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 }))
      .map(([min, extra]) => ({ min, max: min + extra })),
    recentEntries: fc.integer({ min: 0, max: 3 }),
    maxHighlights: fc.integer({ min: 1, max: 8 }),
    keywordsPerGroup: fc.integer({ min: 1, max: 4 }),
  });

  it('never scores the tailored resume lower than the master', () => {
    fc.assert(
      fc.property(master, job, limits, (resume, posting, options) => {
        const result = tailorResume(resume, posting, { ...options, asOf: '2025-01' });
        expectNoWorse(result.masterMatch, result.match);
      }),
      { numRuns: 300 },
    );
  });
});

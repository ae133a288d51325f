import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexResume } from '../resume/index.js';
import { posting, resumeOf } from '../test-support/builders.js';
import type { JsonResume } from '../resume/types.js';
import type { JobPosting } from '../job/types.js';
import { prepareResume } from './prepare-resume.js';
import { bandOf, missingMustHaveCap, scoreMatch } from './score.js';

const score = (resume: JsonResume, job: JobPosting) =>
  scoreMatch(prepareResume(indexResume(resume)), job);

const engineer = resumeOf(
  [
    {
      company: 'Acme',
      position: 'Senior Backend Engineer',
      start: '2020-01',
      end: '2024-06',
      highlights: [
        'Built a payments API in Go on PostgreSQL serving 2,000 requests a second',
        'Moved 40 services to Kubernetes with Terraform',
      ],
    },
    {
      company: 'Initech',
      position: 'Software Engineer',
      start: '2016-03',
      end: '2019-12',
      highlights: ['Wrote billing reports in Python'],
    },
  ],
  { Languages: ['Go', 'Python', 'SQL'] },
);

describe('scoreMatch', () => {
  it('finds each required skill with its evidence, strongest first', () => {
    const result = score(engineer, posting({ must: ['Go', 'PostgreSQL', 'Kubernetes'] }));
    expect(result.missing).toEqual([]);
    const go = result.matched.find((term) => term.name === 'Go');
    expect(go?.requirement).toBe('must');
    expect(go?.evidence[0]).toMatchObject({
      pointer: '/work/0/highlights/0',
      kind: 'highlight',
      section: 'work',
    });
    // The skills list is evidence too, but after the bullet that proves it.
    expect(go?.evidence.map((evidence) => evidence.kind)).toContain('keyword');
    expect(go?.evidence.at(-1)?.kind).toBe('keyword');
  });

  it('lists missing skills and caps the score while a must-have is missing', () => {
    const result = score(engineer, posting({ must: ['Go', 'Rust'], nice: ['Kafka'] }));
    expect(result.missing).toEqual([
      { skillId: 'rust', name: 'Rust', category: 'language', requirement: 'must', inMaster: false },
      {
        skillId: 'apache-kafka',
        name: 'Apache Kafka',
        category: 'data',
        requirement: 'nice',
        inMaster: false,
      },
    ]);
    expect(result.score).toBeLessThanOrEqual(missingMustHaveCap(1) ?? 100);
    expect(result.explanation.join(' ')).toMatch(/Rust/);
  });

  it('lowers but does not cap the score for a missing soft skill', () => {
    const shown = ['Go', 'Kubernetes', 'PostgreSQL', 'Terraform'];
    const hard = score(engineer, posting({ must: [...shown, 'Rust'], title: null }));
    const soft = score(engineer, posting({ must: [...shown, 'Communication'], title: null }));
    expect(hard.cap).toEqual({ reason: 'missing-must-have', cap: 79, uncapped: 80 });
    expect(hard.score).toBe(79);
    expect(hard.band).toBe('good');
    expect(soft.cap).toBeNull();
    expect(soft.score).toBe(80);
    expect(soft.missing.map((term) => term.name)).toEqual(['Communication']);
  });

  it('counts a skill once: required wins over preferred', () => {
    const result = score(engineer, posting({ must: ['Go'], nice: ['Go', 'Python'] }));
    expect(result.matched.map((term) => [term.name, term.requirement])).toEqual([
      ['Go', 'must'],
      ['Python', 'nice'],
    ]);
    const preferred = result.components.find((component) => component.key === 'preferredSkills');
    expect(preferred?.detail).toBe('1 of 1 preferred skills shown: Python.');
  });

  it('drops components the posting gives no data for and rescales the rest to 100', () => {
    const result = score(engineer, posting({ must: ['Go'], title: null }));
    expect(result.components.map((component) => component.key)).toEqual(['requiredSkills']);
    expect(result.components[0]?.weight).toBe(100);
    expect(result.score).toBe(100);
    expect(result.band).toBe('strong');
  });

  it('scores experience and degree against what the posting asks', () => {
    const withDegree = {
      ...engineer,
      education: [{ institution: 'TU Example', studyType: 'Bachelor of Science', area: 'CS' }],
    };
    const enough = score(
      withDegree,
      posting({ must: ['Go'], title: null, yearsExperience: 5, degree: 'bachelor' }),
    );
    const qualifications = enough.components.find(
      (component) => component.key === 'qualifications',
    );
    expect(qualifications?.value).toBe(1);
    const tooFew = score(
      withDegree,
      posting({ must: ['Go'], title: null, yearsExperience: 16, degree: 'master' }),
    );
    const short = tooFew.components.find((component) => component.key === 'qualifications');
    // 8 years of 16 asked, and a bachelor's where a master's is asked: half of each.
    expect(short?.value).toBe(0.5);
  });

  it('tells a tailored resume which missing skills the master has', () => {
    const master = prepareResume(indexResume(engineer));
    const tailored = prepareResume(
      indexResume(
        resumeOf([
          { company: 'Acme', position: 'Engineer', start: '2020', highlights: ['Go services'] },
        ]),
      ),
    );
    const result = scoreMatch(tailored, posting({ must: ['Go', 'Terraform'] }), { master });
    expect(result.missing).toEqual([
      expect.objectContaining({ name: 'Terraform', inMaster: true }),
    ]);
  });

  it('maps scores to bands at 80, 60 and 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(bandOf)).toEqual([
      'strong',
      'strong',
      'good',
      'good',
      'fair',
      'fair',
      'weak',
      'weak',
    ]);
  });
});

const POOL = [
  'Go',
  'Python',
  'PostgreSQL',
  'Kubernetes',
  'Terraform',
  'React',
  'TypeScript',
  'Kafka',
  'Redis',
  'AWS',
];

describe('scoreMatch properties', () => {
  const subset = fc.subarray(POOL);
  const scenario = fc.record({
    shown: subset,
    listed: subset,
    must: subset,
    nice: subset,
    years: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    duties: fc.array(
      fc.constantFrom('design services', 'review code', 'mentor engineers', 'run on-call'),
      { maxLength: 3 },
    ),
  });

  const build = (shown: string[], listed: string[]) =>
    resumeOf(
      [
        {
          company: 'Acme',
          position: 'Backend Engineer',
          start: '2018-01',
          end: '2024-01',
          highlights: shown.map((name) => `Shipped services with ${name} and mentor engineers`),
        },
      ],
      { Tools: listed },
    );

  it('is deterministic: the same inputs give the same result', () => {
    fc.assert(
      fc.property(scenario, ({ shown, listed, must, nice, years, duties }) => {
        const job = posting({ must, nice, yearsExperience: years, responsibilities: duties });
        expect(score(build(shown, listed), job)).toEqual(score(build(shown, listed), job));
      }),
      { numRuns: 200 },
    );
  });

  it('is monotone: adding a missing must-have skill to the resume never lowers the score', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ shown, listed, must, nice, years, duties }, pick) => {
        const job = posting({ must, nice, yearsExperience: years, responsibilities: duties });
        const before = score(build(shown, listed), job);
        const missing = before.missing.filter((term) => term.requirement === 'must');
        const added = missing[pick % Math.max(1, missing.length)];
        if (!added) return;
        const after = score(build(shown, [...listed, added.name]), job);
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(after.missing.length).toBe(before.missing.length - 1);
      }),
      { numRuns: 300 },
    );
  });

  it('stays within 0–100 with a band that fits the score', () => {
    fc.assert(
      fc.property(scenario, ({ shown, listed, must, nice, years, duties }) => {
        const result = score(
          build(shown, listed),
          posting({ must, nice, yearsExperience: years, responsibilities: duties }),
        );
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.band).toBe(bandOf(result.score));
      }),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexResume } from '../resume/index.js';
import type { JsonResume } from '../resume/types.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { tailorResume } from './tailor-resume.js';

const master = resumeOf(
  [
    {
      company: 'Acme',
      position: 'Senior Backend Engineer',
      start: '2020-01',
      highlights: [
        'Organised the office book club',
        'Built a payments API in Go on PostgreSQL serving 2,000 requests a second',
        'Ran the quarterly planning for four teams',
        'Moved 40 services to Kubernetes with Terraform',
        'Hired and onboarded six engineers',
        'Gave talks at two local meetups',
      ],
    },
    {
      company: 'Initech',
      position: 'Software Engineer',
      start: '2016-03',
      end: '2019-12',
      highlights: ['Wrote billing reports in Python', 'Maintained the intranet'],
    },
  ],
  { Languages: ['Python', 'Go', 'SQL'], Tools: ['Excel', 'Kubernetes', 'Terraform'] },
  {
    basics: {
      name: 'Ada Example',
      label: 'Backend Engineer',
      email: 'ada@example.com',
      summary: 'I build things.',
    },
  },
);

const job = posting({
  title: 'Platform Engineer',
  company: 'Globex',
  must: ['Go', 'Kubernetes', 'Terraform'],
  nice: ['PostgreSQL'],
});

describe('tailorResume', () => {
  it('puts the bullets that prove the posting first and keeps entries in their order', () => {
    const { resume } = tailorResume(master, job, { asOf: '2024-06' });
    const work = resume.work as { name: string; highlights: string[] }[];
    expect(work.map((entry) => entry.name)).toEqual(['Acme', 'Initech']);
    // Two required skills (3 + 3) outweigh a required and a preferred one (3 + 1.5).
    expect(work[0]?.highlights.slice(0, 2)).toEqual([
      'Moved 40 services to Kubernetes with Terraform',
      'Built a payments API in Go on PostgreSQL serving 2,000 requests a second',
    ]);
    expect(work[0]?.highlights).not.toContain('Organised the office book club');
  });

  it('orders skills by the posting and records where every item came from', () => {
    const result = tailorResume(master, job, { asOf: '2024-06' });
    const skills = result.resume.skills as { name: string; keywords: string[] }[];
    expect(skills[0]?.name).toBe('Tools');
    expect(skills[0]?.keywords.slice(0, 2)).toEqual(['Kubernetes', 'Terraform']);
    const masterIndex = indexResume(master);
    for (const [pointer, source] of Object.entries(result.provenance)) {
      if (typeof source !== 'string') continue;
      expect(masterIndex.byId.get(source)?.text, pointer).toBeDefined();
    }
    expect(result.resume.meta).toMatchObject({ provenance: result.provenance });
  });

  it('writes a summary from templates, naming only matched skills, with its sources', () => {
    const { summary, provenance, resume } = tailorResume(master, job, { asOf: '2024-06' });
    expect(summary.text).toBe(
      'Backend Engineer with 8+ years of experience, strongest in Go, Kubernetes, Terraform and PostgreSQL. ' +
        'Put Go, Kubernetes and Terraform to work at Acme. Ready to bring this to the Platform Engineer role at Globex.',
    );
    expect((resume.basics as { summary: string }).summary).toBe(summary.text);
    expect(provenance['/basics/summary']).toEqual({ generated: true, from: summary.sources });
    expect(summary.sources.length).toBeGreaterThan(0);
  });

  it('scores the tailored resume and explains the change against the master', () => {
    const result = tailorResume(master, job, { asOf: '2024-06' });
    expect(result.match.score).toBeGreaterThanOrEqual(result.masterMatch.score);
    expect(result.diff.removed.map((item) => item.text)).toContain(
      'Organised the office book club',
    );
    expect(result.diff.added).toEqual([
      expect.objectContaining({ kind: 'summary', to: '/basics/summary' }),
    ]);
    expect(result.diff.moved.length).toBeGreaterThan(0);
  });

  it('keeps the master summary when the resume proves none of the posting', () => {
    const result = tailorResume(master, posting({ must: ['Rust'] }));
    expect((result.resume.basics as { summary: string }).summary).toBe('I build things.');
    expect(result.summary.text).toBe('');
  });
});

describe('tailorResume: what the score rests on stays', () => {
  it('keeps a bullet past the limits when it is the only one showing a matched skill', () => {
    const many = resumeOf([
      {
        company: 'Acme',
        position: 'Engineer',
        start: '2020-01',
        highlights: [
          'Built services in Go',
          'Ran Kubernetes clusters',
          'Wrote Terraform modules',
          'Tuned PostgreSQL queries',
        ],
      },
    ]);
    const job = posting({ must: ['Go', 'Kubernetes', 'Terraform'], nice: ['PostgreSQL'] });
    const result = tailorResume(many, job, { highlightsPerEntry: { min: 1, max: 2 } });
    const work = result.resume.work as { highlights: string[] }[];
    // The two most relevant first, as selected; the two brought back after them.
    expect(work[0]?.highlights).toEqual([
      'Built services in Go',
      'Ran Kubernetes clusters',
      'Wrote Terraform modules',
      'Tuned PostgreSQL queries',
    ]);
    expect(result.diff.removed).toEqual([]);
    expect(result.match.score).toBe(result.masterMatch.score);
  });

  it('keeps a skill keyword past the per-group limit when nothing else shows it', () => {
    const listed = resumeOf([], { Tools: ['Excel', 'Figma', 'Jira', 'Terraform'] });
    const result = tailorResume(listed, posting({ must: ['Go'], nice: ['Terraform'] }), {
      keywordsPerGroup: 1,
    });
    const skills = result.resume.skills as { keywords: string[] }[];
    expect(skills[0]?.keywords).toEqual(['Terraform']);
    const moreThanOne = tailorResume(listed, posting({ must: ['Terraform'] }), {
      keywordsPerGroup: 2,
    });
    expect((moreThanOne.resume.skills as { keywords: string[] }[])[0]?.keywords).toEqual([
      'Terraform',
      'Excel',
    ]);
  });

  it('keeps a project past the limit when it is the only one showing a matched skill', () => {
    const withProjects: JsonResume = {
      ...resumeOf([]),
      projects: [
        { name: 'Ledger', description: 'A ledger in Go', highlights: ['Used Go generics'] },
        { name: 'Board', description: 'A game board', highlights: ['Drew the tiles'] },
        { name: 'Infra', description: 'Cluster setup', highlights: ['Wrote Terraform modules'] },
      ],
    };
    const result = tailorResume(withProjects, posting({ must: ['Go', 'Terraform'] }), {
      maxProjects: 1,
    });
    expect((result.resume.projects as { name: string }[]).map((project) => project.name)).toEqual([
      'Ledger',
      'Infra',
    ]);
    expect(result.match.score).toBe(result.masterMatch.score);
    expect(result.diff.removed.map((item) => item.text)).toEqual([
      'A game board',
      'Drew the tiles',
    ]);
  });

  it('quotes the master summary in the generated one when it alone covers a responsibility', () => {
    const result = tailorResume(
      master,
      posting({
        must: ['Go'],
        responsibilities: ['Build things that customers love'],
      }),
      { asOf: '2024-06' },
    );
    expect(result.summary.text).toContain(' I build things. ');
    expect(result.match.score).toBeGreaterThanOrEqual(result.masterMatch.score);
    const ownId = indexResume(master).items.find((item) => item.kind === 'summary')?.id;
    expect(result.summary.sources).toContain(ownId);
    expect(result.provenance['/basics/summary']).toEqual({
      generated: true,
      from: result.summary.sources,
    });
  });

  it('does not let the posting title in the summary stand in for a skill the resume lacks', () => {
    const result = tailorResume(
      master,
      posting({ title: 'Rust Platform Engineer', company: 'Globex', must: ['Go', 'Rust'] }),
      { asOf: '2024-06' },
    );
    expect(result.summary.text).toContain('Ready to bring this to the role at Globex.');
    expect(result.summary.text).not.toContain('Rust');
    expect(result.match.missing.map((term) => term.name)).toEqual(['Rust']);
    expect(result.match.score).toBe(result.masterMatch.score);
  });
});

const SKILLS = ['Go', 'Python', 'PostgreSQL', 'Kubernetes', 'Terraform', 'React', 'Kafka', 'Redis'];
const PHRASES = [
  'Built a service with',
  'Ran workshops on',
  'Cut costs using',
  'Mentored people in',
  'Organised events',
];

describe('tailorResume properties', () => {
  const bullet = fc
    .tuple(fc.constantFrom(...PHRASES), fc.subarray(SKILLS, { maxLength: 2 }))
    .map(([phrase, skills]) => `${phrase} ${skills.join(' and ')}`.trim());
  const masterArbitrary: fc.Arbitrary<JsonResume> = fc
    .record({
      entries: fc.array(
        fc.record({
          company: fc.constantFrom('Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'),
          position: fc.constantFrom('Engineer', 'Senior Engineer', 'Lead'),
          start: fc.integer({ min: 2005, max: 2024 }).map(String),
          highlights: fc.uniqueArray(bullet, { maxLength: 9 }),
        }),
        { maxLength: 6 },
      ),
      tools: fc.uniqueArray(fc.constantFrom(...SKILLS, 'Excel', 'Figma'), { maxLength: 10 }),
    })
    .map(({ entries, tools }) => resumeOf(entries, { Tools: tools }));
  const jobArbitrary = fc
    .record({
      must: fc.subarray(SKILLS, { maxLength: 4 }),
      nice: fc.subarray(SKILLS, { maxLength: 3 }),
    })
    .map(({ must, nice }) => posting({ must, nice }));

  it('never emits a bullet or skill that is not in the master, in the same entry', () => {
    fc.assert(
      fc.property(masterArbitrary, jobArbitrary, (resume, posting) => {
        const tailored = tailorResume(resume, posting).resume;
        const masterWork = (resume.work ?? []) as { highlights: string[] }[];
        const tailoredWork = (tailored.work ?? []) as { highlights: string[] }[];
        expect(tailoredWork).toHaveLength(masterWork.length);
        tailoredWork.forEach((entry, index) => {
          for (const highlight of entry.highlights)
            expect(masterWork[index]?.highlights).toContain(highlight);
          expect(new Set(entry.highlights).size).toBe(entry.highlights.length);
        });
        const masterTools = ((resume.skills ?? []) as { keywords: string[] }[])[0]?.keywords ?? [];
        for (const group of (tailored.skills ?? []) as { keywords: string[] }[])
          for (const keyword of group.keywords) expect(masterTools).toContain(keyword);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic and gives every copied item the id of its master item', () => {
    fc.assert(
      fc.property(masterArbitrary, jobArbitrary, (resume, posting) => {
        const first = tailorResume(resume, posting);
        expect(tailorResume(resume, posting)).toEqual(first);
        const masterIndex = indexResume(resume);
        const tailoredIndex = indexResume(first.resume);
        for (const item of tailoredIndex.items) {
          const source = first.provenance[item.pointer];
          if (typeof source === 'string')
            expect(masterIndex.byId.get(source)?.text).toBe(item.text);
          else expect(item.pointer).toBe('/basics/summary');
        }
      }),
      { numRuns: 100 },
    );
  });
});

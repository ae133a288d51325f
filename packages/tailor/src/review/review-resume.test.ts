import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonFixture, resumeFixtureFiles } from '../resume/test-fixtures.js';
import { reviewResume } from './review-resume.js';
import type { ResumeFinding } from './types.js';

const AS_OF = { asOf: '2026-12-01' };

interface Job {
  name: string;
  position: string;
  startDate?: string;
  endDate?: string;
  highlights: string[];
}

/**
 * A resume a careful reader has nothing to say about, with its two jobs (Acme, current, and
 * Globex before it) to spoil one thing at a time.
 */
function cleanResume() {
  const acme: Job = {
    name: 'Acme',
    position: 'Senior Engineer',
    startDate: '2021-03',
    highlights: [
      'Led the move of 40 services to Kubernetes, with no downtime',
      'Cut p99 checkout latency from 900 ms to 250 ms',
    ],
  };
  const globex: Job = {
    name: 'Globex',
    position: 'Engineer',
    startDate: '2017-01',
    endDate: '2021-02',
    highlights: [
      'Built the ledger that settles 2 million payments a day',
      'Wrote the fraud rules that halved chargebacks',
    ],
  };
  const resume = {
    basics: {
      name: 'Ada Example',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      summary: 'Backend engineer of eight years who makes payment systems faster and safer.',
      location: { city: 'London' },
    } as Record<string, unknown>,
    work: [acme, globex],
    education: [{ institution: 'University of Leeds', studyType: 'BSc', area: 'Computing' }],
    skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL'] }],
  };
  return { resume, acme, globex };
}

function codes(findings: readonly ResumeFinding[]) {
  return findings.map((item) => item.code);
}

describe('reviewResume', () => {
  it('has nothing to say about a clean resume', () => {
    expect(reviewResume(cleanResume().resume, AS_OF).findings).toEqual([]);
  });

  it('asks for what is missing from the basics, e-mail and name as problems', () => {
    const { resume } = cleanResume();
    resume.basics = { summary: resume.basics.summary };
    const findings = reviewResume(resume, AS_OF).findings;
    expect(findings.map(({ code, severity, pointer }) => ({ code, severity, pointer }))).toEqual([
      { code: 'missing_name', severity: 'problem', pointer: '/basics/name' },
      { code: 'missing_email', severity: 'problem', pointer: '/basics/email' },
      { code: 'missing_phone', severity: 'suggestion', pointer: '/basics/phone' },
      { code: 'missing_location', severity: 'suggestion', pointer: '/basics/location/city' },
    ]);
  });

  it('points at a weak opening, the first person and a cliché in a bullet', () => {
    const { resume, acme } = cleanResume();
    acme.highlights[1] = 'Responsible for the team player culture I built, 12 people';
    const findings = reviewResume(resume, AS_OF).findings;
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'weak_opening',
        pointer: '/work/0/highlights/1',
        entry: 'Senior Engineer, Acme',
        excerpt: 'Responsible for',
      }),
      expect.objectContaining({ code: 'first_person', excerpt: 'I' }),
      expect.objectContaining({ code: 'cliche', excerpt: 'team player' }),
    ]);
    // "Responsible for the…" reads as "Owned the…"; an "I" further in needs rewording by the
    // person, and so does a cliché: no fix.
    expect(findings.map((item) => item.fix?.value ?? null)).toEqual([
      'Owned the team player culture I built, 12 people',
      null,
      null,
    ]);
  });

  it('offers to start a bullet that opens with "I" with its verb instead', () => {
    const { resume, acme } = cleanResume();
    acme.highlights[1] = 'I led the move to Kubernetes, cutting deploys from 40 to 6 minutes';
    acme.highlights[2] = 'I Led nothing';
    const fixes = reviewResume(resume, AS_OF)
      .findings.filter((item) => item.code === 'first_person')
      .map(({ pointer, fix }) => [pointer, fix]);
    expect(fixes).toEqual([
      [
        '/work/0/highlights/1',
        {
          label: 'Start with the verb',
          value: 'Led the move to Kubernetes, cutting deploys from 40 to 6 minutes',
        },
      ],
      ['/work/0/highlights/2', null],
    ]);
  });

  it('asks for a number only of a recent job whose bullets hold none', () => {
    const { resume, acme, globex } = cleanResume();
    acme.highlights = ['Led the platform team', 'Rebuilt the deploy pipeline'];
    globex.highlights = ['Wrote the ledger', 'Owned the fraud rules'];
    globex.endDate = '2015-02';
    globex.startDate = '2012-01';
    const found = reviewResume(resume, AS_OF).findings.filter((item) => item.code === 'no_numbers');
    expect(found).toEqual([
      expect.objectContaining({ pointer: '/work/0/highlights', entry: 'Senior Engineer, Acme' }),
    ]);
  });

  it('checks the dates: missing start, end before start, future start', () => {
    const { resume, acme, globex } = cleanResume();
    delete acme.startDate;
    globex.endDate = '2016-05';
    const findings = reviewResume(resume, AS_OF).findings;
    expect(codes(findings)).toEqual(['missing_start_date', 'dates_out_of_order']);
    expect(findings[1]).toMatchObject({
      pointer: '/work/1/endDate',
      message: 'This job ends (2016-05) before it starts (2017-01).',
    });

    const later = cleanResume();
    later.acme.startDate = '2027-02';
    expect(reviewResume(later.resume, AS_OF).findings).toEqual([
      expect.objectContaining({
        code: 'future_date',
        severity: 'problem',
        pointer: '/work/0/startDate',
      }),
      // The earlier job then ends years before the next one starts.
      expect.objectContaining({ code: 'employment_gap', pointer: '/work/0/startDate' }),
    ]);
    expect(reviewResume(later.resume, AS_OF).findings[0]?.fix).toBeNull();

    // An end date ahead: empty, it reads as "present", at one press.
    const ending = cleanResume();
    ending.acme.endDate = '2027-06';
    expect(reviewResume(ending.resume, AS_OF).findings).toEqual([
      expect.objectContaining({
        code: 'future_date',
        severity: 'suggestion',
        pointer: '/work/0/endDate',
        fix: { label: 'Clear the end date', value: '' },
      }),
    ]);
  });

  it('points out a gap of six months or more between jobs, not a shorter one', () => {
    const { resume, acme } = cleanResume();
    acme.startDate = '2021-09';
    const [gap] = reviewResume(resume, AS_OF).findings;
    expect(gap).toMatchObject({
      code: 'employment_gap',
      pointer: '/work/0/startDate',
      entry: 'Senior Engineer, Acme',
    });
    expect(gap?.message).toMatch(
      /^6 months between Engineer, Globex \(ended 2021-02\) and this job/,
    );

    acme.startDate = '2021-08';
    expect(codes(reviewResume(resume, AS_OF).findings)).toEqual([]);
  });

  it('does not see a gap where a side job overlaps', () => {
    const { resume, acme } = cleanResume();
    acme.startDate = '2022-06';
    resume.work.push({
      name: 'Side Co',
      position: 'Consultant',
      startDate: '2020-06',
      endDate: '2022-05',
      highlights: ['Advised 3 fintechs on their ledgers', 'Ran 12 architecture workshops'],
    });
    expect(reviewResume(resume, AS_OF).findings).toEqual([]);
  });

  it('names the same opening verb once, at its third bullet, and the same bullet twice', () => {
    const { resume, acme, globex } = cleanResume();
    acme.highlights = [
      'Developed the billing API for 3 products',
      'Developed the invoicing service',
      'Developed a fraud model with 98% precision',
    ];
    globex.highlights = [
      'Developed the ledger for 2 million payments a day',
      'developed the billing API for 3 products.',
    ];
    const findings = reviewResume(resume, AS_OF).findings;
    expect(findings.map(({ code, pointer }) => [code, pointer])).toEqual([
      ['repeated_opening', '/work/0/highlights/2'],
      ['duplicate_highlight', '/work/1/highlights/1'],
    ]);
    expect(findings[0]?.message).toBe(
      '"Developed" opens 3 of the 3 bullets here, so they blur together. Vary it: Built, Designed, Wrote…',
    );
    expect(findings[1]?.message).toMatch(/^The same bullet is under Senior Engineer, Acme\./);
    expect(findings[1]?.fix).toEqual({ label: 'Remove this one', value: null });
    // A verb that claims the same is swapped in at one press, as written: marker and case kept.
    expect(findings[0]?.fix).toEqual({
      label: 'Start with "Built"',
      value: 'Built a fraud model with 98% precision',
    });
  });

  it('takes a cliché adjective out of a summary at one press', () => {
    const { resume } = cleanResume();
    resume.basics.summary = 'Results-driven platform engineer with 8 years in payments.';
    const [found] = reviewResume(resume, AS_OF).findings;
    expect(found).toMatchObject({
      code: 'cliche',
      pointer: '/basics/summary',
      excerpt: 'Results-driven',
      fix: {
        label: 'Take out "Results-driven"',
        value: 'Platform engineer with 8 years in payments.',
      },
    });
  });

  it('turns "Responsible for the…" into "Owned the…" at one press, but not before a verb', () => {
    const { resume, acme } = cleanResume();
    acme.highlights = [
      'Responsible for the billing service and its 12 engineers',
      '- in charge of 3 on-call rotas across 2 regions',
      'Was responsible for all 40 services',
      'Responsible for building the billing service',
      'Worked on the billing service with 12 engineers',
    ];
    const findings = reviewResume(resume, AS_OF).findings.filter(
      (item) => item.code === 'weak_opening',
    );
    expect(findings.map((item) => item.fix)).toEqual([
      { label: 'Start with "Owned"', value: 'Owned the billing service and its 12 engineers' },
      { label: 'Start with "Ran"', value: '- ran 3 on-call rotas across 2 regions' },
      { label: 'Start with "Owned"', value: 'Owned all 40 services' },
      null,
      null,
    ]);
  });

  it('swaps a repeated verb for one that claims the same and opens no bullet beside it', () => {
    const { resume, acme } = cleanResume();
    acme.highlights = [
      'Built the billing API for 3 products',
      'Led the move of 40 services',
      'Led the on-call rota of 12 people',
      '• led hiring for 4 engineers',
    ];
    const [found] = reviewResume(resume, AS_OF).findings;
    expect(found).toMatchObject({ code: 'repeated_opening', pointer: '/work/0/highlights/3' });
    expect(found?.fix).toEqual({
      label: 'Start with "Headed"',
      value: '• headed hiring for 4 engineers',
    });
    // "Built" opens a bullet here already: "Wrote" is next.
    acme.highlights = [
      'Built the billing API for 3 products',
      'Developed the invoicing service for 2 banks',
      'Developed the ledger for 2 million payments',
      'Developed a fraud model with 98% precision',
    ];
    expect(reviewResume(resume, AS_OF).findings[0]?.fix?.label).toBe('Start with "Wrote"');
    // "Designed" for "Built" would claim something else: no button, the advice stays.
    acme.highlights = [
      'Built the billing API for 3 products',
      'Built the invoicing service for 2 banks',
      'Built a fraud model with 98% precision',
    ];
    const [built] = reviewResume(resume, AS_OF).findings;
    expect(built?.message).toContain('Vary it: Designed, Shipped, Set up…');
    expect(built?.fix).toBeNull();
  });

  it('asks for bullets, skills and education, and for work when there is none', () => {
    const { resume, acme } = cleanResume();
    acme.highlights = [];
    resume.skills = [];
    resume.education = [];
    expect(codes(reviewResume(resume, AS_OF).findings)).toEqual([
      'no_highlights',
      'no_education',
      'no_skills',
    ]);

    expect(codes(reviewResume({ basics: cleanResume().resume.basics }, AS_OF).findings)).toEqual([
      'no_experience',
      'no_skills',
    ]);
  });

  it('names an opening verb across the resume only when it opens a third of the bullets', () => {
    const { resume, acme, globex } = cleanResume();
    acme.highlights = ['Built the API for 3 products', 'Cut costs by 20%'];
    globex.highlights = [
      'Built the ledger for 2 million payments',
      'Ran 4 product launches a year',
    ];
    expect(codes(reviewResume(resume, AS_OF).findings)).toEqual([]);

    globex.highlights.push('Built a fraud model with 98% precision');
    const findings = reviewResume(resume, AS_OF).findings;
    expect(findings.map(({ code, pointer }) => [code, pointer])).toEqual([
      ['repeated_opening', '/work/1/highlights/2'],
    ]);
    expect(findings[0]?.message).toMatch(/^"Built" opens 3 of the resume's 5 bullets/);
  });

  it('flags long and very short bullets, and a long summary', () => {
    const { resume, acme, globex } = cleanResume();
    acme.highlights[0] = `Led ${'the careful and patient '.repeat(9)}move of 40 services`;
    globex.highlights[1] = 'Kafka';
    resume.basics.summary = 'Engineer who ships. '.repeat(31);
    expect(
      reviewResume(resume, AS_OF).findings.map(({ code, pointer }) => [code, pointer]),
    ).toEqual([
      ['long_summary', '/basics/summary'],
      ['long_highlight', '/work/0/highlights/0'],
      ['short_highlight', '/work/1/highlights/1'],
    ]);
  });

  it('reviews the hand-written fixtures without throwing, every pointer inside the resume', () => {
    for (const file of resumeFixtureFiles()) {
      const resume = readJsonFixture(file);
      for (const item of reviewResume(resume, AS_OF).findings) {
        const [section, index] = item.pointer.split('/').slice(1);
        expect(['basics', 'work', 'projects', 'education', 'skills']).toContain(section);
        if (index !== undefined && /^\d+$/.test(index))
          expect(
            (resume as Record<string, unknown[]>)[section ?? '']?.[Number(index)],
          ).toBeDefined();
      }
    }
  });

  it('reads any JSON without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        expect(Array.isArray(reviewResume(value, AS_OF).findings)).toBe(true);
      }),
      { numRuns: 300 },
    );
    const shaped = fc.record({
      basics: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
      ),
      work: fc.array(
        fc.record({
          startDate: fc.oneof(fc.string(), fc.constant('2020-13'), fc.integer()),
          endDate: fc.oneof(fc.string(), fc.constant(null)),
          highlights: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer())), fc.string()),
        }),
        { maxLength: 5 },
      ),
    });
    fc.assert(
      fc.property(shaped, (value) => {
        for (const item of reviewResume(value, AS_OF).findings)
          expect(item.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

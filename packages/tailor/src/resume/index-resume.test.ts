import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importJsonResume } from './import-json.js';
import { reviewResume } from '../review/review-resume.js';
import { indexResume } from './index-resume.js';
import { readFixture, readJsonFixture } from './test-fixtures.js';
import type { JsonResume, ResumeItem } from './types.js';

const resume: JsonResume = {
  basics: { name: 'Jane Doe', summary: 'Platform engineer.' },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      summary: 'Owned the API.',
      highlights: ['Cut latency by 40%', 'Led the on-call rotation'],
    },
    { name: 'Globex', position: 'Engineer', highlights: ['Built the billing service'] },
  ],
  projects: [
    {
      name: 'kafka-lens',
      description: 'A Kafka browser.',
      highlights: ['500 stars'],
      keywords: ['Kafka'],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['Go', 'TypeScript'] }],
  education: [{ institution: 'TU Berlin', studyType: 'BSc', area: 'CS', courses: ['Databases'] }],
  awards: [{ title: 'Hackathon winner', awarder: 'Acme', summary: 'Best internal tool.' }],
  certificates: [{ name: 'CKA', issuer: 'CNCF' }],
  publications: [{ name: 'Paper', summary: 'About queues.' }],
  languages: [{ language: 'German', fluency: 'C1' }],
  volunteer: [{ organization: 'Code Club', position: 'Mentor', highlights: ['Taught Python'] }],
};

function idOf(items: readonly ResumeItem[], pointer: string): string | undefined {
  return items.find((item) => item.pointer === pointer)?.id;
}

describe('indexResume', () => {
  it('indexes every addressable text with its kind, pointer, section and entry', () => {
    const { items } = indexResume(resume);
    expect(items.map((item) => [item.kind, item.pointer, item.section, item.entry])).toEqual([
      ['summary', '/basics/summary', 'basics', null],
      ['entry-summary', '/work/0/summary', 'work', 'Senior Engineer, Acme'],
      ['highlight', '/work/0/highlights/0', 'work', 'Senior Engineer, Acme'],
      ['highlight', '/work/0/highlights/1', 'work', 'Senior Engineer, Acme'],
      ['highlight', '/work/1/highlights/0', 'work', 'Engineer, Globex'],
      ['highlight', '/volunteer/0/highlights/0', 'volunteer', 'Mentor, Code Club'],
      ['entry-summary', '/projects/0/description', 'projects', 'kafka-lens'],
      ['highlight', '/projects/0/highlights/0', 'projects', 'kafka-lens'],
      ['keyword', '/projects/0/keywords/0', 'projects', 'kafka-lens'],
      ['skill', '/skills/0/name', 'skills', 'Languages'],
      ['keyword', '/skills/0/keywords/0', 'skills', 'Languages'],
      ['keyword', '/skills/0/keywords/1', 'skills', 'Languages'],
      ['course', '/education/0/courses/0', 'education', 'BSc, CS, TU Berlin'],
      ['certificate', '/certificates/0/name', 'certificates', 'CKA'],
      ['award', '/awards/0/title', 'awards', 'Hackathon winner'],
      ['entry-summary', '/awards/0/summary', 'awards', 'Hackathon winner'],
      ['entry-summary', '/publications/0/summary', 'publications', 'Paper'],
      ['skill', '/languages/0/language', 'languages', 'German'],
    ]);
  });

  it('names an entry by its fields trimmed, skipping blank ones, as the review does', () => {
    const { items } = indexResume({
      work: [{ name: '  Acme ', position: ' ', highlights: ['Cut latency by 40%'] }],
    });
    expect(items[0]?.entry).toBe('Acme');
    const review = reviewResume(
      {
        work: [
          {
            name: '  Acme ',
            position: ' ',
            highlights: ['Cut latency by 40%', 'Cut latency by 40%'],
          },
        ],
      },
      { asOf: '2026-12-01' },
    );
    expect(review.findings.find((finding) => finding.pointer.startsWith('/work/0'))?.entry).toBe(
      'Acme',
    );
  });

  it('prefixes ids by kind', () => {
    const { items } = indexResume(resume);
    for (const item of items) {
      const prefix = {
        summary: 'sm',
        highlight: 'hl',
        'entry-summary': 'es',
        skill: 'sk',
        keyword: 'kw',
        course: 'co',
        award: 'aw',
        certificate: 'ce',
      }[item.kind];
      expect(item.id).toMatch(new RegExp(`^${prefix}-[0-9a-z]{8}$`));
    }
  });

  it('gives unique ids and a byId map over them', () => {
    const index = indexResume(readJsonFixture('platform-engineer.json'));
    expect(new Set(index.items.map((item) => item.id)).size).toBe(index.items.length);
    for (const item of index.items) expect(index.byId.get(item.id)).toBe(item);
  });

  it('keeps ids when other entries are added, removed or reordered', () => {
    const before = indexResume(resume).items;
    const work = resume.work ?? [];
    const changed: JsonResume = {
      ...resume,
      work: [
        { name: 'Initech', position: 'Staff Engineer', highlights: ['New job'] },
        ...work,
      ].reverse(),
      skills: [{ name: 'Cloud', keywords: ['AWS'] }, ...(resume.skills ?? [])],
    };
    const after = indexResume(changed).items;
    const afterIds = new Set(after.map((item) => item.id));
    for (const item of before) expect(afterIds).toContain(item.id);
  });

  it('keeps ids when a date is fixed or spacing and case of the company change', () => {
    const edited: JsonResume = {
      ...resume,
      work: [
        { ...(resume.work ?? [])[0], name: 'ACME', startDate: '2019-01' },
        ...(resume.work ?? []).slice(1),
      ],
    };
    const before = indexResume(resume).items;
    const after = indexResume(edited).items;
    expect(idOf(after, '/work/0/highlights/0')).toBe(idOf(before, '/work/0/highlights/0'));
  });

  it('changes the id when the text changes, and when the entry is another one', () => {
    const work = resume.work ?? [];
    const [first, ...rest] = work;
    const edited: JsonResume = {
      ...resume,
      work: [{ ...first, highlights: ['Cut latency by 45%', 'Led the on-call rotation'] }, ...rest],
    };
    const before = indexResume(resume).items;
    const after = indexResume(edited).items;
    expect(idOf(after, '/work/0/highlights/0')).not.toBe(idOf(before, '/work/0/highlights/0'));
    expect(idOf(after, '/work/0/highlights/1')).toBe(idOf(before, '/work/0/highlights/1'));
    const moved: JsonResume = {
      work: [{ name: 'Globex', position: 'Engineer', highlights: ['Cut latency by 40%'] }],
    };
    expect(idOf(indexResume(moved).items, '/work/0/highlights/0')).not.toBe(
      idOf(before, '/work/0/highlights/0'),
    );
  });

  it('gives the same text twice in one entry deterministic suffixes', () => {
    const twice: JsonResume = {
      work: [{ name: 'Acme', highlights: ['Same', 'Other', 'Same', 'Same'] }],
    };
    const ids = indexResume(twice).items.map((item) => item.id);
    const base = ids[0] ?? '';
    expect(ids).toEqual([
      base,
      expect.stringMatching(/^hl-[0-9a-z]{8}$/),
      `${base}-2`,
      `${base}-3`,
    ]);
    expect(indexResume(twice).items.map((item) => item.id)).toEqual(ids);
  });

  it('gives the same ids after a re-import of the same JSON', () => {
    const text = readFixture('data-scientist.json');
    const first = indexResume(importJsonResume(text).resume).items.map((item) => item.id);
    const second = indexResume(importJsonResume(text).resume).items.map((item) => item.id);
    expect(second).toEqual(first);
  });

  it('ignores blank and non-string values instead of failing on an unvalidated resume', () => {
    const messy = {
      work: [{ highlights: ['', '  ', 3, 'Real'] }, 'not an entry'],
      skills: 'nope',
    } as unknown as JsonResume;
    expect(indexResume(messy).items.map((item) => item.pointer)).toEqual(['/work/0/highlights/3']);
  });

  describe('properties', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== '');
    const job = fc.record({
      name: fc.string({ maxLength: 12 }),
      position: fc.string({ maxLength: 12 }),
      highlights: fc.array(text, { maxLength: 6 }),
    });
    const resumes = fc.record({
      work: fc.array(job, { maxLength: 6 }),
      skills: fc.array(fc.record({ name: text, keywords: fc.array(text, { maxLength: 5 }) }), {
        maxLength: 4,
      }),
    });

    it('ids are unique and every item is found by its id', () => {
      fc.assert(
        fc.property(resumes, (generated) => {
          const index = indexResume(generated);
          expect(new Set(index.items.map((item) => item.id)).size).toBe(index.items.length);
          for (const item of index.items) expect(index.byId.get(item.id)).toBe(item);
        }),
      );
    });

    it('an entry keeps its ids wherever it moves among entries with other identities', () => {
      fc.assert(
        fc.property(fc.array(job, { minLength: 1, maxLength: 6 }), fc.nat(), (jobs, seed) => {
          // Identities must differ for the claim to hold: equal entries share an id space.
          const distinct = jobs.map((entry, position) => ({
            ...entry,
            name: `${entry.name}#${position}`,
          }));
          const target = seed % distinct.length;
          const rotated = [...distinct.slice(target), ...distinct.slice(0, target)];
          const ids = (work: typeof distinct, position: number): string[] =>
            indexResume({ work })
              .items.filter((item) => item.pointer.startsWith(`/work/${position}/`))
              .map((item) => item.id);
          expect(ids(rotated, 0)).toEqual(ids(distinct, target));
        }),
      );
    });

    it('text edits change the id; whitespace-only edits do not', () => {
      fc.assert(
        fc.property(text, text, (a, b) => {
          const id = (highlight: string): string | undefined =>
            indexResume({ work: [{ name: 'Acme', highlights: [highlight] }] }).items[0]?.id;
          expect(id(`  ${a.replace(/\s+/g, '\n')} `)).toBe(id(a));
          if (a.replace(/\s+/g, ' ').trim() !== b.replace(/\s+/g, ' ').trim())
            expect(id(a)).not.toBe(id(b));
        }),
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parsePosting, type JobPosting } from '../job/index.js';
import type { JsonResume } from '../resume/types.js';
import { draftFormAnswer } from './answer-draft.js';

const RESUME: JsonResume = {
  basics: {
    name: 'Ada Example',
    label: 'Backend Engineer',
    summary: 'Backend engineer who builds TypeScript and PostgreSQL services',
  },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2022-01',
      highlights: [
        'Built a TypeScript API on PostgreSQL serving 2 million requests a day',
        'Moved deployments to Kubernetes',
      ],
    },
    {
      name: 'Globex',
      position: 'Engineer',
      startDate: '2019-01',
      endDate: '2021-12',
      highlights: ['Wrote Python jobs that load PostgreSQL nightly', 'Mentored two interns'],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['TypeScript', 'Python', 'Go'] }],
};

const POSTING = parsePosting(`Platform Engineer
Initech — Remote

Requirements
- PostgreSQL
- Kubernetes

Nice to have
- Rust`);

const draft = (
  question: string,
  resume: JsonResume = RESUME,
  posting: JobPosting | null = POSTING,
) => draftFormAnswer({ question, resume, posting, asOf: '2026-12-01' });

describe('draftFormAnswer', () => {
  it('counts the years of the jobs that show a skill the question names, quoting them', () => {
    const answer = draft('How many years of experience do you have with PostgreSQL?');
    expect(answer?.kind).toBe('experience');
    // 2019-01 to 2021-12 and 2022-01 to 2026-12: eight years, no overlap.
    expect(answer?.text).toMatch(/^About 8 years with PostgreSQL\./u);
    expect(answer?.text).toContain(
      'As Senior Engineer at Acme (since 2022): “Built a TypeScript API on PostgreSQL serving 2 million requests a day”.',
    );
    expect(answer?.text).toContain(
      'As Engineer at Globex (2019–2021): “Wrote Python jobs that load PostgreSQL nightly”.',
    );
    expect(answer?.sources).toHaveLength(2);
  });

  it('answers each skill the question names in its own paragraph', () => {
    const answer = draft('Describe your experience with Python and Kubernetes');
    expect(answer?.text.split('\n\n')).toEqual([
      'About 3 years with Python. As Engineer at Globex (2019–2021): “Wrote Python jobs that load PostgreSQL nightly”.',
      'About 5 years with Kubernetes. As Senior Engineer at Acme (since 2022): “Moved deployments to Kubernetes”.',
    ]);
  });

  it('names a skill shown only in the skills list without years, and claims none it lacks', () => {
    expect(draft('How many years of Go experience do you have?')?.text).toBe(
      'Go is among the skills I work with.',
    );
    expect(draft('Describe your experience with Rust')).toBeNull();
  });

  it('counts all the years of work when the question names no skill', () => {
    expect(draft('How many years of professional experience do you have?')?.text).toBe(
      'About 8 years of professional experience, most recently as Senior Engineer at Acme.',
    );
  });

  it('says why the role from what the posting asks and the resume shows', () => {
    const answer = draft('Why are you interested in this role?');
    expect(answer?.kind).toBe('why_role');
    expect(answer?.text).toMatch(
      /^The Platform Engineer role at Initech asks for PostgreSQL and Kubernetes, which is the work I do/u,
    );
    expect(answer?.text).toContain('“Built a TypeScript API on PostgreSQL');
    expect(answer?.text).not.toContain('Rust');
    expect(draft('Why are you interested in this role?', RESUME, null)).toBeNull();
  });

  it('lists the strengths the posting asks for, proven by the resume', () => {
    expect(draft('What are your greatest strengths?')?.text).toMatch(
      /^For this role, my strengths are PostgreSQL and Kubernetes\. As Senior Engineer at Acme \(since 2022\): /u,
    );
  });

  it('introduces the person from the summary and their current job', () => {
    expect(draft('Tell us about yourself')).toMatchObject({
      kind: 'about_you',
      text: 'Backend engineer who builds TypeScript and PostgreSQL services. I am currently Senior Engineer at Acme.',
    });
  });

  it('picks a bullet with a figure for an achievement', () => {
    expect(draft('Describe an accomplishment you are proud of')?.text).toBe(
      'As Senior Engineer at Acme (since 2022), one result I am proud of: “Built a TypeScript API on PostgreSQL serving 2 million requests a day”.',
    );
    const noFigures: JsonResume = { work: [{ name: 'Acme', highlights: ['Did things'] }] };
    expect(draft('What is your greatest achievement?', noFigures)).toBeNull();
  });

  it('drafts nothing for what the resume cannot know, or for no common kind', () => {
    for (const question of [
      'What are your salary expectations?',
      'Are you authorized to work in the US?',
      'When can you start?',
      'Why do you want to work here?',
      'What is your favourite book?',
    ])
      expect(draft(question), question).toBeNull();
  });

  it('drafts nothing from an empty resume', () => {
    for (const question of [
      'How many years of experience do you have?',
      'Tell us about yourself',
      'Why this role?',
    ])
      expect(draft(question, {}), question).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { prepareResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import { indexResume } from '../resume/index.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { draftCoverLetter } from './cover-letter.js';

const resume = resumeOf(
  [
    {
      company: 'Acme',
      position: 'Senior Backend Engineer',
      start: '2020-01',
      highlights: [
        'Built a payments API in Go on PostgreSQL serving 2,000 requests a second.',
        'Moved 40 services to Kubernetes with Terraform',
      ],
    },
  ],
  { Tools: ['Redis'] },
  { basics: { name: 'Ada Example', email: 'ada@example.com', phone: '+49 30 1234567' } },
);

function letterFor(job: ReturnType<typeof posting>) {
  const match = scoreMatch(prepareResume(indexResume(resume)), job);
  return draftCoverLetter(resume, job, match);
}

describe('draftCoverLetter', () => {
  const job = posting({
    title: 'Platform Engineer',
    company: 'Globex',
    must: ['Go', 'Kubernetes', 'Rust'],
    nice: ['Redis'],
  });

  it('addresses the company and the role from the posting', () => {
    const letter = letterFor(job);
    expect(letter.paragraphs[0]?.text).toBe('Dear Globex Hiring Team,');
    expect(letter.text).toContain('I am applying for the Platform Engineer role at Globex.');
    expect(letter.text).toMatch(/Kind regards,\nAda Example\nada@example\.com · \+49 30 1234567$/);
  });

  it('quotes only the resume’s own bullets, each once, and cites them', () => {
    const letter = letterFor(job);
    const quotes = [...letter.text.matchAll(/“([^”]+)”/g)].map((match) => match[1]);
    expect(quotes).toEqual([
      'Built a payments API in Go on PostgreSQL serving 2,000 requests a second',
      'Moved 40 services to Kubernetes with Terraform',
    ]);
    const index = indexResume(resume);
    const cited = letter.paragraphs.flatMap((paragraph) => paragraph.sources);
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect(index.byId.has(id)).toBe(true);
    expect(letter.text).toContain('As Senior Backend Engineer at Acme, my work with Go included');
  });

  it('names a role once when two quotes in a row come from it', () => {
    const letter = letterFor(job);
    expect(letter.text).toContain(
      '2,000 requests a second”. In the same role, my work with Kubernetes included “Moved 40',
    );
    expect(letter.text.match(/Senior Backend Engineer at Acme/g)).toHaveLength(1);
  });

  it('never claims a skill the resume does not show', () => {
    const letter = letterFor(job);
    expect(letter.text).not.toContain('Rust');
    expect(letter.text).toContain('I also bring Redis, which the posting mentions as a plus.');
  });

  it('greets the recipient by name when there is one, the hiring team otherwise', () => {
    const match = scoreMatch(prepareResume(indexResume(resume)), job);
    expect(
      draftCoverLetter(resume, job, match, { recipient: ' Marcus Chen ' }).paragraphs[0]?.text,
    ).toBe('Dear Marcus Chen,');
    expect(draftCoverLetter(resume, job, match, { recipient: '  ' }).paragraphs[0]?.text).toBe(
      'Dear Globex Hiring Team,',
    );
  });

  it('still writes a polite letter when nothing matches and the company is unknown', () => {
    const letter = letterFor(posting({ title: null, company: null, must: ['Rust'] }));
    expect(letter.paragraphs[0]?.text).toBe('Dear Hiring Team,');
    expect(letter.text).toContain('I am applying for the open role.');
    expect(letter.text).not.toContain('“');
  });
});

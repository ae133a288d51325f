import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePosting } from '../job/index.js';
import { prepareResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import { indexResume } from '../resume/index.js';
import type { JsonResume } from '../resume/types.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { draftCoverLetter } from './cover-letter.js';
import { reviewCoverLetter } from './review-cover-letter.js';
import { skillIdsNamedIn } from './unshown-skills.js';

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

function letterFor(job: ReturnType<typeof posting>, of: JsonResume = resume) {
  const match = scoreMatch(prepareResume(indexResume(of), { asOf: AS_OF }), job);
  return draftCoverLetter(of, job, match, { asOf: AS_OF });
}

const AS_OF = '2026-06';

function quotesIn(text: string): string[] {
  return [...text.matchAll(/“([^”]+)”/g)].map((match) => match[1] ?? '');
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
    const proofs = letter.paragraphs.find((paragraph) => paragraph.text.includes('my work with'));
    expect(proofs?.text.match(/Senior Backend Engineer at Acme/g)).toHaveLength(1);
  });

  it('leads a third quote running from one role differently from the second', () => {
    const oneRole = resumeOf([
      {
        company: 'Acme',
        position: 'Engineer',
        start: '2020-01',
        highlights: [
          'Built a payments API in Go.',
          'Moved 40 services to Kubernetes.',
          'Wrote the Terraform modules for every team.',
        ],
      },
    ]);
    const letter = letterFor(
      posting({ company: 'Globex', must: ['Go', 'Kubernetes', 'Terraform'] }),
      oneRole,
    );
    expect(letter.text).toContain(
      'As Engineer at Acme, my work with Go included “Built a payments API in Go”. ' +
        'In the same role, my work with Kubernetes included “Moved 40 services to Kubernetes”. ' +
        'Also in that role, my work with Terraform included “Wrote the Terraform modules for every team”.',
    );
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

  it('says how long the person has worked and where most recently', () => {
    expect(letterFor(job).paragraphs[1]?.text).toBe(
      'I am applying for the Platform Engineer role at Globex. I have about 6 years of ' +
        'professional experience, most recently as Senior Backend Engineer at Acme.',
    );
    const undated = resumeOf([
      { company: 'Acme', position: 'Engineer', start: 'sometime', highlights: ['Built things.'] },
    ]);
    expect(letterFor(job, undated).paragraphs[1]?.text).toContain(
      'My most recent role is Engineer at Acme.',
    );
    const noWork = resumeOf([]);
    expect(letterFor(job, noWork).paragraphs[1]?.text).toBe(
      'I am applying for the Platform Engineer role at Globex.',
    );
  });

  it('quotes skills with a bullet to show, and names those the resume only lists', () => {
    // Redis is only in the skills list: named, never quoted; Go and Kubernetes have bullets.
    const letter = letterFor(posting({ company: 'Globex', must: ['Redis', 'Go', 'Kubernetes'] }));
    expect(letter.text).toContain(
      'The posting asks for Go and Kubernetes, and I have put each to work.',
    );
    expect(letter.text).toContain('I also bring Redis, which the posting lists.');
    // Only nice-to-haves with a bullet: the posting "looks for" them.
    const nice = letterFor(posting({ company: 'Globex', must: ['Rust'], nice: ['Go'] }));
    expect(nice.text).toContain('The posting looks for Go, and I have put it to work.');
  });

  it('sets the posting’s duties beside the closest bullets not quoted yet', () => {
    const withDuties = resumeOf([
      {
        company: 'Acme',
        position: 'Platform Engineer',
        start: '2019-01',
        highlights: [
          'Built a payments API in Go serving 2,000 requests a second.',
          'Led the migration of shipment events from a self-managed Kafka cluster to Amazon MSK.',
        ],
      },
    ]);
    const letter = letterFor(
      posting({
        company: 'Globex',
        must: ['Go'],
        responsibilities: [
          'Write clear documentation',
          'Improve the reliability of our event pipeline on Apache Kafka',
          'Build payments APIs in Go',
        ],
      }),
      withDuties,
    );
    const duties = letter.paragraphs.find((paragraph) => paragraph.text.startsWith('The role'));
    expect(duties?.text).toBe(
      'The role includes “Improve the reliability of our event pipeline on Apache Kafka”, close ' +
        'to my work as Platform Engineer at Acme: “Led the migration of shipment events from a ' +
        'self-managed Kafka cluster to Amazon MSK”.',
    );
    const index = indexResume(withDuties);
    const kafka = index.items.find((item) => item.text.includes('Kafka'));
    expect(duties?.sources).toEqual([kafka?.id]);
    // The Go bullet proves Go already, so it does not answer the Go duty a second time.
    expect(quotesIn(letter.text).filter((quote) => quote.includes('payments API'))).toHaveLength(1);
  });

  it('sets the person’s own reasons after the opening, as written', () => {
    const match = scoreMatch(prepareResume(indexResume(resume), { asOf: AS_OF }), job);
    const motivation =
      '  Globex builds the payment rails my last team ran on.\n \n\nI want to work on them.\n';
    const letter = draftCoverLetter(resume, job, match, { motivation, asOf: AS_OF });
    expect(letter.paragraphs.slice(2, 4)).toEqual([
      { text: 'Globex builds the payment rails my last team ran on.', sources: [] },
      { text: 'I want to work on them.', sources: [] },
    ]);
    expect(letter.paragraphs[4]?.text).toMatch(/^The posting asks for /);
    // Blank reasons add nothing.
    expect(draftCoverLetter(resume, job, match, { motivation: ' \n ', asOf: AS_OF })).toEqual(
      draftCoverLetter(resume, job, match, { asOf: AS_OF }),
    );
  });

  describe('on the fixture resumes and postings', () => {
    const fixtures = path.join(import.meta.dirname, '../../fixtures');
    const resumes = ['platform-engineer.json', 'data-scientist.json', 'product-designer.json'].map(
      (file) =>
        JSON.parse(readFileSync(path.join(fixtures, 'resumes', file), 'utf8')) as JsonResume,
    );
    const postings = readdirSync(path.join(fixtures, 'postings'))
      .filter((file) => /\.(?:md|txt|html)$/.test(file) && file !== 'README.md')
      .map((file) => parsePosting(readFileSync(path.join(fixtures, 'postings', file), 'utf8')));

    it('quotes only the resume’s bullets and the posting’s duties, each bullet once', () => {
      for (const of of resumes) {
        const bullets = indexResume(of)
          .items.filter((item) => item.kind === 'highlight')
          .map((item) => item.text.trim().replace(/[.;:\s]+$/, ''));
        for (const job of postings) {
          const duties = job.responsibilities.map((duty) => duty.trim().replace(/[.;:\s]+$/, ''));
          const quotes = quotesIn(letterFor(job, of).text);
          const quotedBullets = quotes.filter((quote) => bullets.includes(quote));
          expect(new Set(quotedBullets).size).toBe(quotedBullets.length);
          for (const quote of quotes)
            expect(bullets.includes(quote) || duties.includes(quote), quote).toBe(true);
        }
      }
    });

    it('drafts a good match long enough for its own review, with nothing to fix', () => {
      let goodMatches = 0;
      for (const of of resumes) {
        const prepared = prepareResume(indexResume(of), { asOf: AS_OF });
        for (const job of postings) {
          const match = scoreMatch(prepared, job);
          if (match.score < 50) continue;
          goodMatches++;
          const { text } = draftCoverLetter(of, job, match, { asOf: AS_OF });
          const review = reviewCoverLetter({
            text,
            company: job.company,
            otherCompanies: [],
            jobTitle: job.title,
            resumeSkillIds: skillIdsNamedIn(of),
          });
          expect(review.findings, `${job.title ?? ''} at ${job.company ?? ''}`).toEqual([]);
        }
      }
      expect(goodMatches).toBeGreaterThanOrEqual(5);
    });

    it('never names a skill the resume does not show, outside quoted duties', () => {
      for (const of of resumes) {
        const prepared = prepareResume(indexResume(of), { asOf: AS_OF });
        for (const job of postings) {
          const { text } = draftCoverLetter(of, job, scoreMatch(prepared, job), { asOf: AS_OF });
          const review = reviewCoverLetter({
            text,
            company: job.company,
            otherCompanies: [],
            jobTitle: job.title,
            resumeSkillIds: skillIdsNamedIn(of),
          });
          const claims = review.findings.filter((item) => item.code === 'skill_not_on_resume');
          expect(claims, `${job.title ?? ''} at ${job.company ?? ''}`).toEqual([]);
        }
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { JsonResume } from '../resume/types.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { reviseTailoredResume } from './revise.js';
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
        'Moved 40 services to Kubernetes with Terraform',
        'Hired and onboarded six engineers',
      ],
    },
  ],
  { Languages: ['Python', 'Go', 'SQL'], Tools: ['Kubernetes', 'Terraform'] },
);

const job = posting({ must: ['Go', 'Kubernetes', 'Terraform', 'Rust'], nice: ['PostgreSQL'] });
const asOf = { asOf: '2024-06' };

function highlightsOf(resume: JsonResume): string[] {
  return (resume.work as { highlights: string[] }[])[0]?.highlights ?? [];
}

function withHighlights(resume: JsonResume, highlights: string[]): JsonResume {
  const [first, ...rest] = resume.work ?? [];
  return { ...resume, work: [{ ...first, highlights }, ...rest] };
}

describe('reviseTailoredResume', () => {
  const tailored = tailorResume(master, job, asOf);

  it('gives the unedited tailored resume the match, diff and provenance tailoring gave it', () => {
    const revised = reviseTailoredResume(master, tailored.resume, job, tailored, asOf);
    expect(revised.match).toEqual(tailored.match);
    expect(revised.masterMatch).toEqual(tailored.masterMatch);
    expect(revised.diff).toEqual(tailored.diff);
    expect(revised.provenance).toEqual(tailored.provenance);
  });

  it('scores the edited text: a line that proves a missing skill raises the match', () => {
    expect(tailored.match.missing.map((term) => term.name)).toContain('Rust');
    const edited = withHighlights(tailored.resume, [
      ...highlightsOf(tailored.resume),
      'Rewrote the ledger service in Rust',
    ]);
    const revised = reviseTailoredResume(master, edited, job, tailored, asOf);
    expect(revised.match.matched.map((term) => term.name)).toContain('Rust');
    expect(revised.match.score).toBeGreaterThan(tailored.match.score);
    expect(revised.masterMatch.score).toBe(tailored.masterMatch.score);
  });

  it('shows a changed line as written for the job and the master line it replaced as left out', () => {
    const original = 'Moved 40 services to Kubernetes with Terraform';
    const rewritten = 'Moved 40 services to Kubernetes with Terraform, with no downtime';
    const edited = withHighlights(
      tailored.resume,
      highlightsOf(tailored.resume).map((text) => (text === original ? rewritten : text)),
    );
    const revised = reviseTailoredResume(master, edited, job, tailored, asOf);
    expect(revised.diff.added.map((item) => item.text)).toContain(rewritten);
    expect(revised.diff.removed.map((item) => item.text)).toContain(original);
    expect(revised.diff.kept.map((item) => item.text)).not.toContain(original);
  });

  it('keeps provenance only for lines that are still the master’s, word for word', () => {
    const [first, ...rest] = highlightsOf(tailored.resume);
    const edited = withHighlights(tailored.resume, [`${first ?? ''} (edited)`, ...rest]);
    const revised = reviseTailoredResume(master, edited, job, tailored, asOf);
    const pointers = Object.keys(revised.provenance);
    expect(pointers).not.toContain('/work/0/highlights/0');
    expect(pointers).toContain('/work/0/highlights/1');
    expect(revised.resume.meta?.provenance).toEqual(revised.provenance);
    // The stale provenance the edited copy carried is replaced, not merged.
    expect(tailored.provenance['/work/0/highlights/0']).toBeDefined();
  });

  it('records the generated summary while its text is as tailoring wrote it, and not after', () => {
    const summaryPointer = '/basics/summary';
    expect(tailored.provenance[summaryPointer]).toMatchObject({ generated: true });
    const kept = reviseTailoredResume(master, tailored.resume, job, tailored, asOf);
    expect(kept.provenance[summaryPointer]).toEqual(tailored.provenance[summaryPointer]);

    const edited = {
      ...tailored.resume,
      basics: { ...tailored.resume.basics, summary: 'My own words about this job.' },
    };
    const revised = reviseTailoredResume(master, edited, job, tailored, asOf);
    expect(revised.provenance[summaryPointer]).toBeUndefined();
    expect(revised.diff.added.map((item) => item.text)).toContain('My own words about this job.');
  });

  it('puts back a line tailoring left out as kept, with its master id', () => {
    const leftOut = 'Organised the office book club';
    expect(highlightsOf(tailored.resume)).not.toContain(leftOut);
    const edited = withHighlights(tailored.resume, [...highlightsOf(tailored.resume), leftOut]);
    const revised = reviseTailoredResume(master, edited, job, tailored, asOf);
    expect(revised.diff.kept.map((item) => item.text)).toContain(leftOut);
    expect(revised.diff.removed.map((item) => item.text)).not.toContain(leftOut);
  });
});

/**
 * Extraction quality on the hand-labelled fixture postings (fixtures/postings, labels.json):
 * micro-averaged recall and precision of the must-have skills over all postings, printed as a
 * table and held to recall ≥ 0.9 and precision ≥ 0.85; plus the header fields of every posting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../terms/lexicon.js';
import { parsePosting } from './parse-posting.js';
import type { Degree, JobPosting, Seniority } from './types.js';

interface PostingLabels {
  title: string;
  company: string;
  seniority: Seniority | null;
  yearsExperience: number | null;
  degree: Degree | null;
  mustHave: string[];
  niceToHave: string[];
}

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/postings');
const labels = (
  JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as {
    postings: Record<string, PostingLabels>;
  }
).postings;
const files = Object.keys(labels).sort();
const parsed = new Map<string, JobPosting>(
  files.map((file) => [file, parsePosting(readFileSync(path.join(FIXTURES, file), 'utf8'))]),
);

interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  missed: string[];
  extra: string[];
}

function score(expected: readonly string[], found: readonly string[]): Score {
  const want = new Set(expected);
  const got = new Set(found);
  const missed = [...want].filter((name) => !got.has(name));
  const extra = [...got].filter((name) => !want.has(name));
  return {
    truePositives: want.size - missed.length,
    falsePositives: extra.length,
    falseNegatives: missed.length,
    missed,
    extra,
  };
}

const ratio = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);

describe('extraction quality on the labelled fixtures', () => {
  it('has at least 20 postings, each labelled, with at least 4 HTML pages', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(4);
  });

  it('labels only skills the lexicon knows', () => {
    const known = new Set(getLexicon().skills.map((skill) => skill.name));
    const unknown = files.flatMap((file) => {
      const { mustHave, niceToHave } = labels[file] ?? { mustHave: [], niceToHave: [] };
      return [...mustHave, ...niceToHave]
        .filter((name) => !known.has(name))
        .map((name) => `${file}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });

  it('finds the must-have skills with recall ≥ 0.9 and precision ≥ 0.85', () => {
    const rows: Record<string, string | number>[] = [];
    const total = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    const nice = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    for (const file of files) {
      const posting = parsed.get(file);
      const label = labels[file];
      if (posting === undefined || label === undefined) continue;
      const must = score(
        label.mustHave,
        posting.mustHave.map((term) => term.name),
      );
      const preferred = score(
        label.niceToHave,
        posting.niceToHave.map((term) => term.name),
      );
      for (const key of ['truePositives', 'falsePositives', 'falseNegatives'] as const) {
        total[key] += must[key];
        nice[key] += preferred[key];
      }
      rows.push({
        posting: file,
        labelled: label.mustHave.length,
        found: posting.mustHave.length,
        recall: ratio(must.truePositives, must.truePositives + must.falseNegatives).toFixed(2),
        precision: ratio(must.truePositives, must.truePositives + must.falsePositives).toFixed(2),
        missed: must.missed.join(', '),
        extra: must.extra.join(', '),
      });
    }
    const recall = ratio(total.truePositives, total.truePositives + total.falseNegatives);
    const precision = ratio(total.truePositives, total.truePositives + total.falsePositives);
    rows.push({
      posting: 'ALL (micro-averaged)',
      labelled: total.truePositives + total.falseNegatives,
      found: total.truePositives + total.falsePositives,
      recall: recall.toFixed(3),
      precision: precision.toFixed(3),
      missed: '',
      extra: '',
    });
    console.log('Must-have skill extraction on fixtures/postings');
    console.table(rows);
    console.log(
      `Nice-to-have (reported only): recall ${ratio(nice.truePositives, nice.truePositives + nice.falseNegatives).toFixed(3)}, precision ${ratio(nice.truePositives, nice.truePositives + nice.falsePositives).toFixed(3)}`,
    );

    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.85);
  });

  describe.each(files)('%s', (file) => {
    const posting = parsed.get(file);
    const label = labels[file];

    it('reads the title, company, seniority, years and degree', () => {
      expect({
        title: posting?.title,
        company: posting?.company,
        seniority: posting?.seniority,
        yearsExperience: posting?.yearsExperience,
        degree: posting?.degree,
      }).toEqual({
        title: label?.title,
        company: label?.company,
        seniority: label?.seniority,
        yearsExperience: label?.yearsExperience,
        degree: label?.degree,
      });
    });

    it('keeps every skill in one list only, with mentions inside the text', () => {
      const must = new Set(posting?.mustHave.map((term) => term.skillId));
      expect(posting?.niceToHave.filter((term) => must.has(term.skillId))).toEqual([]);
      for (const term of [...(posting?.mustHave ?? []), ...(posting?.niceToHave ?? [])]) {
        for (const mention of term.mentions) {
          expect(posting?.text.slice(mention.start, mention.end)).toBe(mention.text);
        }
      }
    });
  });
});

/**
 * How fast the engine is on real inputs: the largest fixture resume (about two pages) against
 * the fixture postings. Prints the time per tailoring and per 1,000-job ranking, each beside a
 * baseline run in the same process, so the ratio means something on any machine:
 *
 * - tailoring vs one match of the same pair (what tailoring adds to scoring);
 * - ranking with the resume prepared once vs prepared again for every job (what the cache buys).
 *
 * Run: npm run bench -w packages/tailor
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rankJobs } from '../src/batch/rank-jobs.js';
import { parsePosting } from '../src/job/index.js';
import type { JobPosting, PostingFormat } from '../src/job/types.js';
import { prepareResume } from '../src/match/prepare-resume.js';
import { scoreMatch } from '../src/match/score.js';
import { indexResume } from '../src/resume/index.js';
import type { JsonResume } from '../src/resume/types.js';
import { tailorResume } from '../src/tailor/tailor-resume.js';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
const AS_OF = '2026-11-01';
const ROUNDS = 5;

function largestResume(): { file: string; resume: JsonResume } {
  const dir = path.join(fixtures, 'resumes');
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const file = files.sort(
    (a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size,
  )[0];
  if (file === undefined) throw new Error('no JSON resume in fixtures/resumes');
  return { file, resume: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonResume };
}

function postingSources(): { text: string; format: PostingFormat }[] {
  const dir = path.join(fixtures, 'postings');
  return readdirSync(dir)
    .filter((file) => /\.(txt|md|html)$/.test(file) && file !== 'README.md')
    .sort()
    .map((file) => ({
      text: readFileSync(path.join(dir, file), 'utf8'),
      format: file.endsWith('.html') ? 'html' : file.endsWith('.md') ? 'markdown' : 'text',
    }));
}

/** Median milliseconds of `rounds` runs of `run`, after one warm-up run. */
function time(run: () => void, rounds = ROUNDS): number {
  run();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

function row(label: string, ms: number, baselineLabel: string, baselineMs: number): string {
  const ratio = baselineMs === 0 ? 'n/a' : `${(ms / baselineMs).toFixed(2)}×`;
  return `${label.padEnd(40)} ${ms.toFixed(2).padStart(9)} ms   ${baselineLabel.padEnd(36)} ${baselineMs.toFixed(2).padStart(9)} ms   ratio ${ratio}`;
}

const { file, resume } = largestResume();
const sources = postingSources();
const jobs = sources.map((posting) => parsePosting(posting.text, { format: posting.format }));
const index = indexResume(resume);
const highlights = index.items.filter((item) => item.kind === 'highlight').length;
console.log(
  `resume ${file}: ${index.items.length} items, ${highlights} highlights; ${jobs.length} postings; node ${process.version}\n`,
);

const perPair = (run: (job: JobPosting) => void) => () => {
  for (const job of jobs) run(job);
};
const tailorMs = time(perPair((job) => tailorResume(resume, job, { asOf: AS_OF }))) / jobs.length;
const matchMs =
  time(perPair((job) => scoreMatch(prepareResume(indexResume(resume), { asOf: AS_OF }), job))) /
  jobs.length;
console.log(
  row('tailor one resume for one job', tailorMs, 'baseline: index + match one pair', matchMs),
);

const thousand = Array.from({ length: 1000 }, (_, id) => id).flatMap((id) => {
  const posting = jobs[id % jobs.length];
  return posting ? [{ id, posting }] : [];
});
const rankMs = time(
  () => rankJobs(prepareResume(indexResume(resume), { asOf: AS_OF }), thousand),
  3,
);
const naiveMs = time(() => {
  for (const job of thousand)
    scoreMatch(prepareResume(indexResume(resume), { asOf: AS_OF }), job.posting);
}, 3);
console.log(
  row(
    'rank 1,000 jobs (resume prepared once)',
    rankMs,
    'baseline: resume prepared per job',
    naiveMs,
  ),
);

const parseMs =
  time(() => {
    for (const posting of sources) parsePosting(posting.text, { format: posting.format });
  }) / sources.length;
console.log(`\nparse one posting: ${parseMs.toFixed(2)} ms`);
console.log(
  `interactive: tailoring ${tailorMs < 100 ? 'yes' : 'NO'} (< 100 ms), ranking 1,000 jobs ${rankMs < 1000 ? 'yes' : 'NO'} (< 1 s)`,
);

/**
 * The `tailor` command (decisions.md): `extract`, `match`, `tailor`, plus `letter`, `rank` and
 * `review`.
 * A thin shell: it reads files, calls the engine and prints; `--json` prints machine-readable
 * output. Exit status 0 on success, 1 on any error, 2 on bad usage.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rankJobs, skillDemand } from '../batch/rank-jobs.js';
import { draftCoverLetter } from '../cover-letter/cover-letter.js';
import { exportMarkdown } from '../export/index.js';
import { parsePosting } from '../job/index.js';
import type { JobPosting, PostingFormat } from '../job/types.js';
import { prepareResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import { indexResume } from '../resume/index.js';
import { importResume } from '../resume/node.js';
import type { JsonResume, ResumeFormat } from '../resume/types.js';
import { reviewResume } from '../review/review-resume.js';
import { tailorResume } from '../tailor/tailor-resume.js';
import { extractReport, matchReport, reviewReport, tailorReport } from './report.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** "Today" for ongoing jobs when --as-of is not given. */
  today: () => string;
}

const USAGE = `Usage: tailor <command> [options]

Commands:
  extract --job FILE                   the posting's title, company, requirements and skills
  match   --resume FILE --job FILE     match score, components, evidence and missing skills
  tailor  --resume FILE --job FILE     the tailored resume (Markdown; --json: JSON Resume with meta.provenance)
  letter  --resume FILE --job FILE     a cover letter draft built from the resume and the posting
  rank    --resume FILE --job FILE…    rank saved jobs for the resume and the skills they ask for most
  review  --resume FILE                what a careful reader would flag: missing, wrong, weak

Options:
  --json          machine-readable output
  --as-of DATE    "today" for jobs without an end date (YYYY-MM or YYYY-MM-DD; default: today)
  -h, --help      this help

Resumes: JSON Resume (.json), or .md, .txt, .pdf, .docx (imported first).
Postings: plain text, Markdown or HTML (.txt, .md, .html).
`;

class UsageError extends Error {}

const RESUME_FORMATS: Readonly<Record<string, ResumeFormat>> = {
  '.json': 'json',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.pdf': 'pdf',
  '.docx': 'docx',
};

const POSTING_FORMATS: Readonly<Record<string, PostingFormat>> = {
  '.html': 'html',
  '.htm': 'html',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
};

async function loadResume(file: string, io: CliIo): Promise<JsonResume> {
  const format = RESUME_FORMATS[path.extname(file).toLowerCase()] ?? 'json';
  const bytes = await readFile(file);
  const data =
    format === 'pdf' || format === 'docx' ? new Uint8Array(bytes) : bytes.toString('utf8');
  const { resume, warnings } = await importResume({ format, data });
  for (const warning of warnings) io.stderr(`${file}: ${warning}\n`);
  return resume;
}

async function loadPosting(file: string): Promise<JobPosting> {
  const format = POSTING_FORMATS[path.extname(file).toLowerCase()];
  return parsePosting(await readFile(file, 'utf8'), format ? { format } : {});
}

function requireOne(values: string[] | undefined, flag: string): string {
  const [value, ...rest] = values ?? [];
  if (value === undefined) throw new UsageError(`--${flag} FILE is required`);
  if (rest.length > 0) throw new UsageError(`--${flag} takes one file`);
  return value;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        job: { type: 'string', multiple: true },
        resume: { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
        'as-of': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr(`tailor: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === undefined || command === 'help') {
    (command === undefined && !values.help ? io.stderr : io.stdout)(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  const asOf = values['as-of'] ?? io.today();
  try {
    if (extra.length > 0) throw new UsageError(`unexpected argument: ${extra[0] ?? ''}`);
    if (!/^\d{4}-\d{2}(-\d{2})?$/.test(asOf))
      throw new UsageError('--as-of must be YYYY-MM or YYYY-MM-DD');
    switch (command) {
      case 'extract': {
        const job = await loadPosting(requireOne(values.job, 'job'));
        io.stdout(values.json ? json(job) : extractReport(job));
        return 0;
      }
      case 'match': {
        const resume = await loadResume(requireOne(values.resume, 'resume'), io);
        const job = await loadPosting(requireOne(values.job, 'job'));
        const match = scoreMatch(prepareResume(indexResume(resume), { asOf }), job);
        io.stdout(values.json ? json(match) : matchReport(match));
        return 0;
      }
      case 'tailor': {
        const resume = await loadResume(requireOne(values.resume, 'resume'), io);
        const job = await loadPosting(requireOne(values.job, 'job'));
        const result = tailorResume(resume, job, { asOf });
        io.stdout(
          values.json ? json(result.resume) : tailorReport(result, exportMarkdown(result.resume)),
        );
        return 0;
      }
      case 'letter': {
        const resume = await loadResume(requireOne(values.resume, 'resume'), io);
        const job = await loadPosting(requireOne(values.job, 'job'));
        const match = scoreMatch(prepareResume(indexResume(resume), { asOf }), job);
        const letter = draftCoverLetter(resume, job, match, { asOf });
        io.stdout(values.json ? json(letter) : `${letter.text}\n`);
        return 0;
      }
      case 'rank': {
        const resume = await loadResume(requireOne(values.resume, 'resume'), io);
        const files = values.job ?? [];
        if (files.length === 0)
          throw new UsageError('--job FILE is required (repeat it for each job)');
        const postings = await Promise.all(files.map(loadPosting));
        const prepared = prepareResume(indexResume(resume), { asOf });
        const ranked = rankJobs(
          prepared,
          postings.map((posting, index) => ({ id: files[index] ?? '', posting })),
        );
        const demand = skillDemand(postings, prepared);
        if (values.json) {
          io.stdout(
            json({
              ranked: ranked.map(({ match, ...job }) => ({ ...job, missing: match.missing })),
              skills: demand,
            }),
          );
          return 0;
        }
        const lines = ranked.map(
          (job) =>
            `${String(job.rank).padStart(3)}. ${String(job.score).padStart(3)} ${job.band.padEnd(6)} ${job.id}`,
        );
        lines.push('', 'Most asked-for skills:');
        for (const skill of demand.slice(0, 15))
          lines.push(
            `  ${skill.inResume ? '✓' : '✗'} ${skill.name.padEnd(24)} ${skill.mustHave} required, ${skill.niceToHave} preferred`,
          );
        io.stdout(`${lines.join('\n')}\n`);
        return 0;
      }
      case 'review': {
        const resume = await loadResume(requireOne(values.resume, 'resume'), io);
        const review = reviewResume(resume, { asOf: asOf.length === 7 ? `${asOf}-01` : asOf });
        io.stdout(values.json ? json(review) : reviewReport(review));
        return 0;
      }
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`tailor: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? `file not found: ${(error as NodeJS.ErrnoException).path ?? ''}`
        : error instanceof Error
          ? error.message
          : String(error);
    io.stderr(`tailor: ${message}\n`);
    return 1;
  }
}

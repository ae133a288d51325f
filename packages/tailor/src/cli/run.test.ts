import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run.js';

const fixtures = path.join(import.meta.dirname, '..', '..', 'fixtures');
const resume = path.join(fixtures, 'resumes', 'platform-engineer.json');
const job = path.join(fixtures, 'postings', 'backend-go-payments.md');
const htmlJob = path.join(fixtures, 'postings', 'java-spring.html');

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    today: () => '2026-11-01',
  });
  return { code, stdout, stderr };
}

describe('tailor command line', () => {
  it('extract prints the posting’s terms, readable or as JSON', async () => {
    const readable = await run('extract', '--job', job);
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/^Title: +Senior Backend Engineer \(Go\)$/m);
    expect(readable.stdout).toMatch(/^Must have \(\d+\): .*PostgreSQL/m);
    // "Salary between €80,000 and €105,000".
    expect(readable.stdout).toMatch(/^Pay: +80,000–105,000 EUR$/m);
    const json = await run('extract', '--job', htmlJob, '--json');
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as { title: string; mustHave: { name: string }[] };
    expect(parsed.mustHave.length).toBeGreaterThan(0);
  });

  it('match prints the score, its components, evidence and missing skills', async () => {
    const readable = await run('match', '--resume', resume, '--job', job);
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/^Score: \d+\/100 \((strong|good|fair|weak)\)$/m);
    expect(readable.stdout).toContain('Required skills');
    expect(readable.stdout).toMatch(/✓ Go \(required\) — .+: “.+”/);
    const json = JSON.parse(
      (await run('match', '--resume', resume, '--job', job, '--json')).stdout,
    ) as {
      algorithmVersion: string;
      score: number;
    };
    expect(json.algorithmVersion).toBe('match/1');
    // Deterministic for a fixed --as-of.
    const again = JSON.parse(
      (await run('match', '--resume', resume, '--job', job, '--json')).stdout,
    ) as unknown;
    expect(again).toEqual(json);
  });

  it('review prints what a careful reader would flag, readable or as JSON', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tailor-review-'));
    try {
      const draft = path.join(dir, 'draft.json');
      await writeFile(
        draft,
        JSON.stringify({
          basics: { name: 'Ada Example' },
          work: [{ name: 'Acme', position: 'Engineer', highlights: ['Responsible for billing'] }],
        }),
      );
      const readable = await run('review', '--resume', draft);
      expect(readable.code).toBe(0);
      expect(readable.stdout).toMatch(/^2 to fix, \d+ suggestions$/m);
      expect(readable.stdout).toContain('✗ /basics/email\n    Add an e-mail address');
      expect(readable.stdout).toContain('· Engineer, Acme (/work/0/highlights/0)');
      const json = JSON.parse((await run('review', '--resume', draft, '--json')).stdout) as {
        findings: { code: string }[];
      };
      expect(json.findings.map((item) => item.code)).toContain('missing_start_date');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const clean = await run('review', '--resume', resume);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toBe('Nothing to fix, no suggestions.\n');
  });

  it('tailor prints the tailored JSON Resume with provenance', async () => {
    const { code, stdout } = await run('tailor', '--resume', resume, '--job', job, '--json');
    expect(code).toBe(0);
    const tailored = JSON.parse(stdout) as {
      meta: { provenance: Record<string, unknown> };
      work: unknown[];
    };
    expect(Object.keys(tailored.meta.provenance).length).toBeGreaterThan(10);
    const readable = await run('tailor', '--resume', resume, '--job', job);
    expect(readable.stdout).toMatch(/^Score: \d+ → \d+\/100/m);
  });

  it('letter and rank work on the fixtures', async () => {
    const letter = await run('letter', '--resume', resume, '--job', job);
    expect(letter.code).toBe(0);
    expect(letter.stdout).toContain('Ledgerline');
    const rank = await run('rank', '--resume', resume, '--job', job, '--job', htmlJob);
    expect(rank.code).toBe(0);
    expect(rank.stdout).toMatch(/^ {2}1\. +\d+ /m);
    expect(rank.stdout).toContain('Most asked-for skills:');
  });

  it('exits 2 on bad usage and 1 on a missing or invalid file, saying why', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('frobnicate')).stderr).toContain('unknown command: frobnicate');
    expect((await run('match', '--job', job)).stderr).toContain('--resume FILE is required');
    expect((await run('match', '--resume', resume, '--job', job, '--as-of', 'soon')).code).toBe(2);
    const missing = await run('extract', '--job', path.join(fixtures, 'nope.txt'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('file not found');
    const scratch = await mkdtemp(path.join(tmpdir(), 'tailor-cli-'));
    try {
      const bad = path.join(scratch, 'bad.json');
      await writeFile(bad, JSON.stringify({ work: [{ startDate: 'last spring' }] }));
      const invalid = await run('match', '--resume', bad, '--job', job);
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toMatch(/^tailor: .*startDate/);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    expect((await run('--help')).code).toBe(0);
  });
});

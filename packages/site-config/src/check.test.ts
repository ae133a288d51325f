import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSiteConfigCheck } from './check';

const VALID = {
  name: 'Resume Agent',
  navigation: [{ group: 'Start', pages: ['index', 'guides/tailoring'] }],
  anchors: [{ name: 'Guides', url: 'guides' }],
  tabs: [{ name: 'GitHub', url: 'https://github.com/acme/resume-agent' }],
};
const INVALID = {
  name: 'Resume Agent',
  navigation: [],
  anchors: [{ name: 'API' }, { color: { from: 'red', to: '#0D9373' } }],
  navigaton: [],
};

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-config-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(relativePath: string, content: unknown): string {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function check(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runSiteConfigCheck({
    args,
    cwd: root,
    repoRoot: root,
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  });
  return { status, out, err };
}

describe('site-config-check without FILE (the repository’s docs/site.json)', () => {
  it('exits 0 when the file is valid and every page it names exists', () => {
    write('docs/site.json', VALID);
    write('docs/index.mdx', '# Resume Agent');
    write('docs/guides/tailoring.md', '# Tailoring');
    expect(check()).toEqual({
      status: 0,
      out: ['docs/site.json: valid; all 2 pages and the files it names exist'],
      err: [],
    });
  });

  it('exits 1 naming every missing page by its path', () => {
    write('docs/site.json', VALID);
    write('docs/index.md', '# Resume Agent');
    expect(check()).toEqual({
      status: 1,
      out: [],
      err: [
        'docs/site.json: navigation[0].pages[1]: names page "guides/tailoring", but neither docs/guides/tailoring.md nor docs/guides/tailoring.mdx exists',
        'docs/site.json: anchors[0].url: names "guides", but docs/ has no guides/ folder of pages and no guides.md(x) page',
      ],
    });
  });

  it('exits 1 when there is no docs/site.json', () => {
    expect(check()).toEqual({
      status: 1,
      out: [],
      err: ['docs/site.json: cannot be read (ENOENT)'],
    });
  });
});

describe('site-config-check FILE', () => {
  it('exits 1 printing FILE: path: message for every error', () => {
    write('configs/bad.json', INVALID);
    expect(check('configs/bad.json')).toEqual({
      status: 1,
      out: [],
      err: [
        'configs/bad.json: anchors[1].color.from: must be a hex color such as #0D9373',
        'configs/bad.json: navigaton: is not a known key; did you mean "navigation"?',
      ],
    });
  });

  it('exits 0 for a valid file and leaves its pages alone unless --pages is given', () => {
    write('configs/site.json', VALID);
    expect(check('configs/site.json')).toEqual({
      status: 0,
      out: ['configs/site.json: valid'],
      err: [],
    });
    const withPages = check('--pages', 'configs/site.json');
    expect(withPages.status).toBe(1);
    expect(withPages.err[0]).toBe(
      'configs/site.json: navigation[0].pages[0]: names page "index", but neither configs/index.md nor configs/index.mdx exists',
    );
  });

  it('exits 1 for a file that is not JSON', () => {
    write('broken.json', '{ "name": ');
    const result = check('broken.json');
    expect(result.status).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^broken\.json: is not valid JSON: /);
  });

  it('exits 2 on a usage mistake and 0 for --help', () => {
    expect(check('--strict').status).toBe(2);
    expect(check('a.json', 'b.json').status).toBe(2);
    const help = check('--help');
    expect(help.status).toBe(0);
    expect(help.out[0]).toMatch(/^Usage: site-config-check/);
  });
});

describe('src/cli.ts in a real process', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  // Resolved here: the child runs in a temporary folder, where `tsx` cannot be found by name.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const run = (file: string) =>
    spawnSync(process.execPath, ['--import', tsx, cli, file], { cwd: root, encoding: 'utf8' });

  it('sets the exit status and prints to the right stream', () => {
    write('good.json', VALID);
    write('bad.json', INVALID);
    const good = run('good.json');
    expect({ status: good.status, stdout: good.stdout, stderr: good.stderr }).toEqual({
      status: 0,
      stdout: 'good.json: valid\n',
      stderr: '',
    });
    const bad = run('bad.json');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toEqual([
      'bad.json: anchors[1].color.from: must be a hex color such as #0D9373',
      'bad.json: navigaton: is not a known key; did you mean "navigation"?',
    ]);
  });
});

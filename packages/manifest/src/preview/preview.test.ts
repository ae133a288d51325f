// The deploy preview against real git repositories, built under the system's temporary
// directory from one committed template (copied per test, which is much faster than
// re-running git init and the first commit).
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DeployPreview } from '../contracts.js';
import { formatPreview, previewJson } from './format.js';
import { PreviewError } from './git.js';
import { deployPreview } from './preview.js';
import type { PreviewManifest } from './triggers.js';

const execFileAsync = promisify(execFile);

/** The example manifest of spec §2.3. */
const MANIFEST_YAML = `apiVersion: platform.example.com/v1
kind: Agent
metadata:
  name: resume-agent
  displayName: Resume Agent
  description: Tailors resumes.
  owner: team@resume-agent.dev
services:
  frontend:
    type: nextjs
    path: frontend
  backend:
    type: node-fastify
    path: backend
  database:
    type: hasura
    path: hasura
ci:
  triggerPaths:
    - frontend/**
    - backend/**
    - hasura/**
    - agent.yaml
deploy:
  main: production
  deploy/*: staging
`;

const manifest = parse(MANIFEST_YAML) as PreviewManifest;

const INITIAL_FILES: Record<string, string> = {
  'agent.yaml': MANIFEST_YAML,
  'README.md': '# Resume Agent\n',
  '.gitignore': '*.log\n',
  'docs/guide.md': '# Guide\n',
  'frontend/package.json': '{}\n',
  'frontend/src/app.tsx': 'export {};\n',
  'frontend/src/util.ts': 'export const util = 1;\n',
  'backend/src/server.ts': 'export {};\n',
  'backend/README.md': '# Backend\n',
  'hasura/config.yaml': 'version: 3\n',
};

const scratch: string[] = [];
let template = '';

async function git(dir: string, ...args: string[]): Promise<string> {
  return (await execFileAsync('git', args, { cwd: dir })).stdout.trim();
}

async function write(dir: string, file: string, content = `${file} changed\n`): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

async function commitAll(dir: string, message: string): Promise<string> {
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deploy-preview-'));
  scratch.push(dir);
  return dir;
}

/** A fresh repository with the committed template on `branch` (default main). */
async function newRepo(defaultBranch = 'main'): Promise<string> {
  const dir = await tempDir();
  await git(dir, 'init', '-q', '-b', defaultBranch);
  await git(dir, 'config', 'user.name', 'Preview Test');
  await git(dir, 'config', 'user.email', 'preview@example.com');
  await git(dir, 'config', 'commit.gpgsign', 'false');
  for (const [file, content] of Object.entries(INITIAL_FILES)) await write(dir, file, content);
  await commitAll(dir, 'initial');
  return dir;
}

/** A copy of the template repository, on main, with `branch` checked out when given. */
async function repo(branch?: string): Promise<string> {
  const dir = path.join(await tempDir(), 'repo');
  await cp(template, dir, { recursive: true });
  if (branch) await git(dir, 'switch', '-q', '-c', branch);
  return dir;
}

function triggered(preview: DeployPreview): string[] {
  return preview.triggers.services
    .filter((service) => service.files.length > 0)
    .map((service) => service.name);
}

function globsOf(preview: DeployPreview): Record<string, string | undefined> {
  return Object.fromEntries(preview.triggers.files.map((file) => [file.file, file.triggerPath]));
}

beforeAll(async () => {
  template = await newRepo();
});

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('deploy preview: triggered services', () => {
  it.each([
    ['frontend/src/app.tsx', 'frontend', 'frontend/**'],
    ['backend/src/server.ts', 'backend', 'backend/**'],
    ['hasura/metadata/tables.yaml', 'database', 'hasura/**'],
  ])('a change to %s triggers only %s, matched by %s', async (file, service, glob) => {
    const dir = await repo('feature/z');
    await write(dir, file);
    await commitAll(dir, `change ${file}`);

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.changedFiles).toEqual([file]);
    expect(preview.triggers.ci).toBe(true);
    expect(triggered(preview)).toEqual([service]);
    expect(preview.triggers.files).toEqual([{ file, triggerPath: glob, services: [service] }]);
  });

  it('triggers on a dot-file and on a file in a dot-folder', async () => {
    const dir = await repo('feature/z');
    await write(dir, 'backend/.env.example', 'DATABASE_URL=postgres://example\n');
    await write(dir, 'frontend/.storybook/main.ts', 'export default {};\n');
    await commitAll(dir, 'dot-files');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(triggered(preview)).toEqual(['frontend', 'backend']);
    expect(globsOf(preview)).toEqual({
      'backend/.env.example': 'backend/**',
      'frontend/.storybook/main.ts': 'frontend/**',
    });
  });

  it('triggers every service for a change to the manifest', async () => {
    const dir = await repo('feature/z');
    await write(dir, 'agent.yaml', MANIFEST_YAML.replace('Tailors resumes.', 'Tailors CVs.'));
    await commitAll(dir, 'describe it better');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(triggered(preview)).toEqual(['frontend', 'backend', 'database']);
    expect(preview.triggers.files).toEqual([
      {
        file: 'agent.yaml',
        triggerPath: 'agent.yaml',
        services: ['frontend', 'backend', 'database'],
      },
    ]);
  });

  it('triggers nothing for a docs-only change', async () => {
    const dir = await repo('feature/z');
    await write(dir, 'docs/guide.md');
    await write(dir, 'README.md');
    await commitAll(dir, 'docs');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.changedFiles).toEqual(['README.md', 'docs/guide.md']);
    expect(preview.triggers.ci).toBe(false);
    expect(triggered(preview)).toEqual([]);
    expect(globsOf(preview)).toEqual({ 'README.md': undefined, 'docs/guide.md': undefined });
  });

  it('leaves out what a ! pattern excludes', async () => {
    const excluding: PreviewManifest = {
      ...manifest,
      ci: { triggerPaths: [...manifest.ci.triggerPaths, '!backend/**/*.md'] },
    };
    const dir = await repo('feature/z');
    await write(dir, 'backend/README.md');
    await write(dir, 'backend/docs/api.md');
    await commitAll(dir, 'backend docs');

    const docsOnly = await deployPreview({ repoDir: dir, manifest: excluding });
    expect(docsOnly.triggers.ci).toBe(false);
    expect(triggered(docsOnly)).toEqual([]);

    await write(dir, 'backend/src/server.ts');
    await commitAll(dir, 'backend code');
    const withCode = await deployPreview({ repoDir: dir, manifest: excluding });
    expect(triggered(withCode)).toEqual(['backend']);
    expect(globsOf(withCode)).toEqual({
      'backend/README.md': undefined,
      'backend/docs/api.md': undefined,
      'backend/src/server.ts': 'backend/**',
    });
  });

  it('counts both paths of a rename: a move between services triggers both', async () => {
    const dir = await repo('feature/z');
    await git(dir, 'mv', 'frontend/src/util.ts', 'backend/src/util.ts');
    await commitAll(dir, 'move util to the backend');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.changedFiles).toEqual(['backend/src/util.ts', 'frontend/src/util.ts']);
    expect(triggered(preview)).toEqual(['frontend', 'backend']);
  });

  it('counts a deleted file by its path', async () => {
    const dir = await repo('feature/z');
    await git(dir, 'rm', '-q', 'hasura/config.yaml');
    await commitAll(dir, 'drop the hasura config');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.changedFiles).toEqual(['hasura/config.yaml']);
    expect(triggered(preview)).toEqual(['database']);
  });

  it('counts uncommitted work: staged, unstaged, untracked files and a staged rename', async () => {
    const dir = await repo('feature/z');
    await write(dir, 'frontend/src/app.tsx'); // unstaged
    await write(dir, 'docs/guide.md');
    await git(dir, 'add', 'docs/guide.md'); // staged
    await git(dir, 'mv', 'backend/src/server.ts', 'backend/src/main.ts'); // staged rename
    await write(dir, 'hasura/migrations/1_create/up.sql', 'select 1;\n'); // untracked, new folders
    await write(dir, 'backend/debug.log', 'ignored\n'); // ignored by .gitignore

    // Any directory of the repository will do; paths stay relative to its root.
    const preview = await deployPreview({ repoDir: path.join(dir, 'frontend'), manifest });
    expect(preview.changedFiles).toEqual([
      'backend/src/main.ts',
      'backend/src/server.ts',
      'docs/guide.md',
      'frontend/src/app.tsx',
      'hasura/migrations/1_create/up.sql',
    ]);
    expect(triggered(preview)).toEqual(['frontend', 'backend', 'database']);
    expect(globsOf(preview)['docs/guide.md']).toBeUndefined();
  });

  it('reports no changes on main itself', async () => {
    const dir = await repo();
    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.base).toBe(await git(dir, 'rev-parse', 'HEAD'));
    expect(preview.changedFiles).toEqual([]);
    expect(preview.triggers.ci).toBe(false);
  });
});

describe('deploy preview: branch and environment', () => {
  it.each([
    ['main', { pattern: 'main', environment: 'production' }],
    ['deploy/x', { pattern: 'deploy/*', environment: 'staging' }],
    ['deploy/x/y', undefined],
    ['feature/z', undefined],
  ])('the checked-out branch %s deploys to %j', async (branch, environment) => {
    const dir = await repo(branch === 'main' ? undefined : branch);
    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.branch).toBe(branch);
    expect(preview.environment).toEqual(environment);
  });

  it('previews the branch it is given instead of the checked-out one', async () => {
    const dir = await repo('feature/z');
    const preview = await deployPreview({ repoDir: dir, manifest, branch: 'deploy/x' });
    expect(preview.branch).toBe('deploy/x');
    expect(preview.environment?.environment).toBe('staging');
  });

  it('refuses a detached HEAD unless a branch is given', async () => {
    const dir = await repo();
    await git(dir, 'switch', '-q', '--detach');
    await expect(deployPreview({ repoDir: dir, manifest })).rejects.toThrow(
      new PreviewError(
        'HEAD is detached (no branch is checked out); pass --branch NAME to say which branch to preview',
      ),
    );
    const preview = await deployPreview({ repoDir: dir, manifest, branch: 'main' });
    expect(preview.environment?.environment).toBe('production');
  });
});

describe('deploy preview: the base of the diff', () => {
  it('starts from the merge base with main, not main’s tip', async () => {
    const dir = await repo('feature/z');
    const forkPoint = await git(dir, 'rev-parse', 'HEAD');
    await write(dir, 'frontend/src/app.tsx');
    await commitAll(dir, 'feature work');
    await git(dir, 'switch', '-q', 'main');
    await write(dir, 'backend/src/server.ts');
    await commitAll(dir, 'work on main meanwhile');
    await git(dir, 'switch', '-q', 'feature/z');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.base).toBe(forkPoint);
    expect(preview.changedFiles).toEqual(['frontend/src/app.tsx']);
  });

  it('starts from an explicit --base ref (a tag, a hash)', async () => {
    const dir = await repo('feature/z');
    await write(dir, 'frontend/src/app.tsx');
    const first = await commitAll(dir, 'frontend');
    await git(dir, 'tag', 'reviewed');
    await write(dir, 'backend/src/server.ts');
    await commitAll(dir, 'backend');

    const sinceTag = await deployPreview({ repoDir: dir, manifest, base: 'reviewed' });
    expect(sinceTag.base).toBe(first);
    expect(sinceTag.changedFiles).toEqual(['backend/src/server.ts']);
    expect(triggered(sinceTag)).toEqual(['backend']);

    const sinceHash = await deployPreview({ repoDir: dir, manifest, base: first.slice(0, 10) });
    expect(sinceHash.changedFiles).toEqual(['backend/src/server.ts']);
  });

  it('falls back to origin/main when there is no main branch', async () => {
    const dir = await newRepo('trunk');
    const head = await git(dir, 'rev-parse', 'HEAD');
    await git(dir, 'update-ref', 'refs/remotes/origin/main', head);
    await write(dir, 'hasura/config.yaml');

    const preview = await deployPreview({ repoDir: dir, manifest });
    expect(preview.base).toBe(head);
    expect(triggered(preview)).toEqual(['database']);
  });

  it('says what to do when neither main nor origin/main exists', async () => {
    const dir = await newRepo('trunk');
    await expect(deployPreview({ repoDir: dir, manifest })).rejects.toThrow(
      new PreviewError(
        'neither a "main" branch nor "origin/main" exists; pass --base REF to say what to compare with',
      ),
    );
    // An explicit base needs neither.
    const preview = await deployPreview({ repoDir: dir, manifest, base: 'trunk' });
    expect(preview.branch).toBe('trunk');
  });

  it('names an unknown --base', async () => {
    const dir = await repo('feature/z');
    await expect(deployPreview({ repoDir: dir, manifest, base: 'nope' })).rejects.toThrow(
      'unknown revision "nope": no branch, tag or commit has that name',
    );
    await expect(deployPreview({ repoDir: dir, manifest, base: '--output=x' })).rejects.toThrow(
      PreviewError,
    );
  });

  it('says so when the directory is not in a git repository', async () => {
    const dir = await tempDir();
    await expect(deployPreview({ repoDir: dir, manifest })).rejects.toThrow(
      `${dir} is not inside a git repository`,
    );
  });
});

describe('deploy preview output', () => {
  async function samplePreview(): Promise<DeployPreview> {
    const dir = await repo('deploy/x');
    await write(dir, 'frontend/src/app.tsx');
    await write(dir, 'frontend/.storybook/main.ts');
    await write(dir, 'docs/guide.md');
    await commitAll(dir, 'frontend and docs');
    return deployPreview({ repoDir: dir, manifest });
  }

  it('tells people the environment, the base, each service and what triggers nothing', async () => {
    const preview = await samplePreview();
    expect(formatPreview(preview)).toBe(
      [
        'Branch:   deploy/x → staging (deploy pattern "deploy/*")',
        `Base:     ${preview.base.slice(0, 7)}`,
        'Changes:  3 files; CI runs',
        '',
        '✓ frontend  2 files',
        '    frontend/.storybook/main.ts  ← frontend/**',
        '    frontend/src/app.tsx         ← frontend/**',
        '✗ backend   not triggered',
        '✗ database  not triggered',
        '',
        'Trigger nothing (no trigger path matches):',
        '    docs/guide.md',
        '',
      ].join('\n'),
    );
  });

  it('says when nothing would be deployed', async () => {
    const dir = await repo('feature/z');
    const text = formatPreview(await deployPreview({ repoDir: dir, manifest }));
    expect(text).toContain(
      'Branch:   feature/z: no deploy pattern matches; nothing would be deployed',
    );
    expect(text).toContain('Changes:  none; CI does not run');
  });

  it('gives machines the preview as JSON with explicit nulls', async () => {
    const preview = await samplePreview();
    expect(JSON.parse(previewJson(preview))).toEqual({
      branch: 'deploy/x',
      environment: { pattern: 'deploy/*', environment: 'staging' },
      base: preview.base,
      changedFiles: ['docs/guide.md', 'frontend/.storybook/main.ts', 'frontend/src/app.tsx'],
      triggers: {
        ci: true,
        services: [
          { name: 'frontend', files: ['frontend/.storybook/main.ts', 'frontend/src/app.tsx'] },
          { name: 'backend', files: [] },
          { name: 'database', files: [] },
        ],
        files: [
          { file: 'docs/guide.md', triggerPath: null, services: [] },
          {
            file: 'frontend/.storybook/main.ts',
            triggerPath: 'frontend/**',
            services: ['frontend'],
          },
          { file: 'frontend/src/app.tsx', triggerPath: 'frontend/**', services: ['frontend'] },
        ],
      },
    });
    const { environment: _environment, ...noEnvironment } = preview;
    expect(JSON.parse(previewJson(noEnvironment))).toMatchObject({ environment: null });
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryOf } from './builds.js';

describe('serverEntryOf', () => {
  let repository: string;

  beforeAll(async () => {
    repository = await mkdtemp(join(tmpdir(), 'resume-agent-builds-'));
    await mkdir(join(repository, 'backend', 'dist-before'), { recursive: true });
    await writeFile(join(repository, 'backend', 'dist-before', 'server.js'), '');
    await mkdir(join(repository, 'backend', 'empty'), { recursive: true });
  });
  afterAll(() => rm(repository, { recursive: true, force: true }));

  it('finds server.js in a build inside backend/, relative to where npm was run', () => {
    expect(serverEntryOf(repository, repository, 'backend/dist-before')).toBe(
      join(repository, 'backend', 'dist-before', 'server.js'),
    );
    expect(serverEntryOf(repository, join(repository, 'bench'), '../backend/dist-before')).toBe(
      join(repository, 'backend', 'dist-before', 'server.js'),
    );
  });

  it('refuses a build outside backend/, where Node would not find its packages', () => {
    expect(() => serverEntryOf(repository, repository, tmpdir())).toThrow(/inside backend\//);
    expect(() => serverEntryOf(repository, repository, 'backend')).toThrow(/inside backend\//);
    expect(() => serverEntryOf(repository, repository, 'backend-copy/dist')).toThrow(
      /inside backend\//,
    );
  });

  it('refuses a directory without a build', () => {
    expect(() => serverEntryOf(repository, repository, 'backend/empty')).toThrow(/no server\.js/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { runTypeScript } from '../support/processes.js';
import { copyHasuraProject, type HasuraProjectCopy } from './hasura-project.js';

const cli = 'src/hasura/lint-metadata-cli.ts';

describe('lint-metadata-cli', () => {
  let copy: HasuraProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it('exits 0 and says so when the project metadata matches its migrations', async () => {
    const run = runTypeScript(cli, [], {});
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toMatch(
      /Metadata is consistent with the migrations \(\d+ tracked tables\)/,
    );
  });

  it('prints each problem and exits 1 when it does not', async () => {
    copy = await copyHasuraProject({
      '1799999999000_rename_jobs_title': 'ALTER TABLE jobs RENAME COLUMN title TO job_title;',
    });
    const run = runTypeScript(cli, [copy.directory], {});
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.output()).toContain(
      'databases/default/tables/public_jobs.yaml: select_permissions[user].columns: column "title" does not exist on public.jobs',
    );
    expect(run.output()).toMatch(/3 problem\(s\) in /);
  });

  it('exits 2 on bad usage', async () => {
    const run = runTypeScript(cli, ['--frobnicate'], {});
    expect(await run.exited).toEqual({ code: 2, signal: null });
    expect(run.output()).toContain('Usage:');
  });
});

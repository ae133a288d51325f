/** Throwaway copies of the repository's hasura/ project, for tests that change the schema. */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/database.js';
import { lintMetadata } from '../../src/hasura/lint-metadata.js';
import { loadMetadata } from '../../src/hasura/load-metadata.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';

export interface HasuraProjectCopy {
  directory: string;
  remove(): Promise<void>;
}

/**
 * Copies hasura/ (migrations, metadata, seeds) to a temporary directory and adds
 * `migrations`, e.g. `{ '1799999999000_rename_jobs_company': 'ALTER TABLE ...' }`, after the
 * project's own.
 */
export async function copyHasuraProject(
  migrations: Record<string, string> = {},
): Promise<HasuraProjectCopy> {
  const directory = await mkdtemp(join(tmpdir(), 'resume-agent-hasura-copy-'));
  for (const part of ['config.yaml', 'metadata', 'migrations', 'seeds']) {
    await cp(join(defaultHasuraDirectory, part), join(directory, part), { recursive: true });
  }
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(join(directory, 'migrations', 'default', name));
    await writeFile(join(directory, 'migrations', 'default', name, 'up.sql'), sql);
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}

/** Migrates `db` with the project in `hasuraDirectory` and lints its metadata against it. */
export async function migrateAndLint(db: Database, hasuraDirectory: string): Promise<string[]> {
  await migrate(db, { hasuraDirectory });
  return lintMetadata(db, await loadMetadata(join(hasuraDirectory, 'metadata')));
}

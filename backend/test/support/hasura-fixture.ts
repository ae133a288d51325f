import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * Writes a throwaway hasura/ project: `{ '2_create_a': 'CREATE TABLE a ();' }` →
 * migrations/default/2_create_a/up.sql. Call it in a test: the project is removed when the test
 * finishes.
 */
export async function writeHasuraFixture(
  migrations: Record<string, string>,
  seeds: Record<string, string> = {},
): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'resume-agent-hasura-'));
  onTestFinished(() => rm(directory, { recursive: true, force: true }));
  await mkdir(join(directory, 'migrations', 'default'), { recursive: true });
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(join(directory, 'migrations', 'default', name), { recursive: true });
    await writeFile(join(directory, 'migrations', 'default', name, 'up.sql'), sql);
  }
  await mkdir(join(directory, 'seeds', 'default'), { recursive: true });
  for (const [name, sql] of Object.entries(seeds)) {
    await writeFile(join(directory, 'seeds', 'default', name), sql);
  }
  return directory;
}

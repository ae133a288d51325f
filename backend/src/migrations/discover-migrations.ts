import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One migration directory as hasura-cli lays it out: `<version>_<name>/{up,down}.sql`. */
export interface Migration {
  /** Numeric version (hasura-cli uses a millisecond timestamp); bigint in the database. */
  version: bigint;
  name: string;
  directory: string;
  upFile: string;
  downFile: string | undefined;
}

const MIGRATION_DIRECTORY = /^(\d+)_([A-Za-z0-9_-]+)$/;

export class MigrationLayoutError extends Error {
  override name = 'MigrationLayoutError';
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/**
 * Lists the migrations under `migrationsDirectory` (e.g. `hasura/migrations/default`) in
 * numeric order, by hasura-cli's rules: the directory name is `<digits>_<name>`, two
 * directories with one version are rejected, and each needs an `up.sql`.
 */
export async function discoverMigrations(migrationsDirectory: string): Promise<Migration[]> {
  const entries = await readdir(migrationsDirectory, { withFileTypes: true }).catch(
    (error: unknown) => {
      throw new MigrationLayoutError(
        `Cannot read the migrations directory ${migrationsDirectory}: ${String(error)}`,
      );
    },
  );
  const byVersion = new Map<bigint, Migration>();
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (!entry.isDirectory()) {
      throw new MigrationLayoutError(
        `${join(migrationsDirectory, entry.name)}: expected only migration directories named <version>_<name>`,
      );
    }
    const match = MIGRATION_DIRECTORY.exec(entry.name);
    if (!match?.[1] || !match[2]) {
      throw new MigrationLayoutError(
        `${join(migrationsDirectory, entry.name)}: a migration directory must be named <version>_<name>, e.g. 1763800000000_create_users`,
      );
    }
    const version = BigInt(match[1]);
    if (version > 9223372036854775807n) {
      throw new MigrationLayoutError(`${entry.name}: version does not fit in a bigint`);
    }
    const directory = join(migrationsDirectory, entry.name);
    const upFile = join(directory, 'up.sql');
    if (!(await isFile(upFile))) {
      throw new MigrationLayoutError(`${directory}: missing up.sql`);
    }
    const duplicate = byVersion.get(version);
    if (duplicate) {
      throw new MigrationLayoutError(
        `Duplicate migration version ${version}: ${duplicate.directory} and ${directory}`,
      );
    }
    const downFile = join(directory, 'down.sql');
    byVersion.set(version, {
      version,
      name: match[2],
      directory,
      upFile,
      downFile: (await isFile(downFile)) ? downFile : undefined,
    });
  }
  return [...byVersion.values()].sort((a, b) =>
    a.version < b.version ? -1 : a.version > b.version ? 1 : 0,
  );
}

export function readMigrationSql(file: string): Promise<string> {
  return readFile(file, 'utf8');
}

/** Seed files (`hasura/seeds/<database>/*.sql`) in file-name order, as `hasura seed apply` runs them. */
export async function discoverSeeds(seedsDirectory: string): Promise<string[]> {
  const entries = await readdir(seedsDirectory, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => join(seedsDirectory, entry.name))
    .sort();
}

import { join } from 'node:path';
import type { Database, Queryable } from '../db/database.js';
import {
  discoverMigrations,
  discoverSeeds,
  readMigrationSql,
  type Migration,
} from './discover-migrations.js';

export interface MigrateOptions {
  /** The `hasura/` project directory (holds `migrations/` and `seeds/`). */
  hasuraDirectory: string;
  /** Hasura source name; migrations live in `migrations/<databaseName>`. */
  databaseName?: string;
  /** Report what would be applied without changing anything. */
  dryRun?: boolean;
  /** Also run `seeds/<databaseName>/*.sql` (which must be idempotent) after migrating. */
  withSeeds?: boolean;
  onApplied?: (migration: Migration) => void;
}

export interface MigrateReport {
  applied: Migration[];
  pending: Migration[];
  seeded: string[];
}

export interface MigrationStatusRow {
  version: bigint;
  name: string | undefined;
  /** Present in the migrations directory. */
  inSource: boolean;
  /** Recorded in hdb_catalog.schema_migrations. */
  inDatabase: boolean;
  dirty: boolean;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * One lock key for every runner of this project: runners started at once on PostgreSQL
 * queue on it, so each migration is applied exactly once. (hashtext-free constant so the
 * value is the same on every engine: 'resume-agent:migrate' folded to an int8.)
 */
const MIGRATION_LOCK_KEY = '7311929483612404501';

const CREATE_BOOKKEEPING = `
  CREATE SCHEMA IF NOT EXISTS hdb_catalog;
  CREATE TABLE IF NOT EXISTS hdb_catalog.schema_migrations (
    version bigint NOT NULL PRIMARY KEY,
    dirty boolean NOT NULL
  );
`;

async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
}

async function hasTable(db: Queryable, qualifiedName: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS exists',
    [qualifiedName],
  );
  return rows[0]?.exists === true;
}

async function readRecordedVersions(db: Queryable): Promise<Map<bigint, boolean>> {
  if (!(await hasTable(db, 'hdb_catalog.schema_migrations'))) return new Map();
  const { rows } = await db.query<{ version: string; dirty: boolean }>(
    'SELECT version::text AS version, dirty FROM hdb_catalog.schema_migrations',
  );
  return new Map(rows.map((row) => [BigInt(row.version), row.dirty]));
}

/**
 * When a Hasura server already manages this database, hasura-cli (config v3) reads its
 * migration state from hdb_catalog.hdb_version.cli_state rather than schema_migrations:
 * record the version there too so `hasura migrate status` agrees with us.
 */
async function recordInHasuraCliState(
  tx: Queryable,
  databaseName: string,
  version: bigint,
): Promise<void> {
  if (!(await hasTable(tx, 'hdb_catalog.hdb_version'))) return;
  await tx.query(
    `UPDATE hdb_catalog.hdb_version
        SET cli_state = jsonb_set(
          jsonb_set(coalesce(cli_state, '{}'::jsonb), '{migrations}',
                    coalesce(cli_state -> 'migrations', '{}'::jsonb), true),
          ARRAY['migrations', $1::text],
          coalesce(cli_state -> 'migrations' -> $1::text, '{}'::jsonb) || jsonb_build_object($2::text, false),
          true)`,
    [databaseName, version.toString()],
  );
}

function describeFailure(migration: Migration, sql: string, error: unknown): MigrationError {
  const message = error instanceof Error ? error.message : String(error);
  const position = (error as { position?: string } | null)?.position;
  const line = position ? sql.slice(0, Number(position)).split('\n').length : undefined;
  const where = line ? ` (up.sql line ${line})` : '';
  return new MigrationError(
    `Migration ${migration.version}_${migration.name} failed${where}: ${message}. Nothing of it was applied.`,
    { cause: error },
  );
}

async function applyOne(
  db: Database,
  migration: Migration,
  databaseName: string,
): Promise<boolean> {
  const sql = await readMigrationSql(migration.upFile);
  return db.transaction(async (tx) => {
    await lockMigrations(tx);
    // Another runner may have applied it while we waited for the lock.
    const { rows } = await tx.query(
      'SELECT 1 FROM hdb_catalog.schema_migrations WHERE version = $1',
      [migration.version.toString()],
    );
    if (rows.length > 0) return false;
    try {
      await tx.exec(sql);
    } catch (error) {
      throw describeFailure(migration, sql, error);
    }
    await tx.query(
      'INSERT INTO hdb_catalog.schema_migrations (version, dirty) VALUES ($1, false)',
      [migration.version.toString()],
    );
    await recordInHasuraCliState(tx, databaseName, migration.version);
    return true;
  });
}

function assertNoDirtyVersion(recorded: Map<bigint, boolean>): void {
  const dirty = [...recorded].filter(([, isDirty]) => isDirty).map(([version]) => version);
  if (dirty.length > 0) {
    throw new MigrationError(
      `The database has dirty migration versions (${dirty.join(', ')}): a previous hasura-cli run stopped half-way. Repair the schema by hand, then clear the flag in hdb_catalog.schema_migrations.`,
    );
  }
}

/**
 * Applies the pending migrations in numeric order, each `up.sql` and its bookkeeping row in
 * one transaction, so a failing migration leaves neither a partial change nor a row.
 */
export async function migrate(db: Database, options: MigrateOptions): Promise<MigrateReport> {
  const databaseName = options.databaseName ?? 'default';
  const migrations = await discoverMigrations(
    join(options.hasuraDirectory, 'migrations', databaseName),
  );

  if (!options.dryRun) {
    await db.transaction(async (tx) => {
      await lockMigrations(tx);
      await tx.exec(CREATE_BOOKKEEPING);
    });
  }
  const recorded = await readRecordedVersions(db);
  assertNoDirtyVersion(recorded);
  const pending = migrations.filter((migration) => !recorded.has(migration.version));
  if (options.dryRun) return { applied: [], pending, seeded: [] };

  const applied: Migration[] = [];
  for (const migration of pending) {
    if (await applyOne(db, migration, databaseName)) {
      applied.push(migration);
      options.onApplied?.(migration);
    }
  }

  const seeded: string[] = [];
  if (options.withSeeds) {
    for (const seedFile of await discoverSeeds(
      join(options.hasuraDirectory, 'seeds', databaseName),
    )) {
      const sql = await readMigrationSql(seedFile);
      await db.transaction((tx) => tx.exec(sql));
      seeded.push(seedFile);
    }
  }
  return { applied, pending: [], seeded };
}

/** Every version known to the files or the database, like `hasura migrate status`. */
export async function migrationStatus(
  db: Database,
  options: Pick<MigrateOptions, 'hasuraDirectory' | 'databaseName'>,
): Promise<MigrationStatusRow[]> {
  const databaseName = options.databaseName ?? 'default';
  const migrations = await discoverMigrations(
    join(options.hasuraDirectory, 'migrations', databaseName),
  );
  const recorded = await readRecordedVersions(db);
  const rows = new Map<bigint, MigrationStatusRow>();
  for (const migration of migrations) {
    rows.set(migration.version, {
      version: migration.version,
      name: migration.name,
      inSource: true,
      inDatabase: recorded.has(migration.version),
      dirty: recorded.get(migration.version) ?? false,
    });
  }
  for (const [version, dirty] of recorded) {
    if (!rows.has(version))
      rows.set(version, { version, name: undefined, inSource: false, inDatabase: true, dirty });
  }
  return [...rows.values()].sort((a, b) =>
    a.version < b.version ? -1 : a.version > b.version ? 1 : 0,
  );
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { MigrationLayoutError } from '../../src/migrations/discover-migrations.js';
import { MigrationError, migrate, migrationStatus } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { testEngines, type TestDatabase } from '../support/databases.js';
import { writeHasuraFixture } from '../support/hasura-fixture.js';

async function recordedVersions(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM hdb_catalog.schema_migrations AS m ORDER BY m.version',
  );
  return rows.map((row) => row.version);
}

/** Every column of every table in public: a change to the schema changes this text. */
async function schemaSnapshot(db: Database): Promise<string> {
  const { rows } = await db.query<{ line: string }>(
    `SELECT table_name || '.' || column_name || ':' || data_type AS line
       FROM information_schema.columns WHERE table_schema = 'public'
      ORDER BY table_name, ordinal_position`,
  );
  return rows.map((row) => row.line).join('\n');
}

describe.each(testEngines)('migration runner on $name', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await engine.create();
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('applies migrations in numeric, not lexical, order', async () => {
    const hasura = await writeHasuraFixture({
      '10_add_b': 'ALTER TABLE a ADD COLUMN b text;',
      '9_create_a': 'CREATE TABLE a (id int PRIMARY KEY);',
    });
    const report = await migrate(database.db, { hasuraDirectory: hasura });
    expect(report.applied.map((m) => m.version)).toEqual([9n, 10n]);
    expect(await recordedVersions(database.db)).toEqual(['9', '10']);
  });

  it('applies the project migrations, and applying them twice changes nothing', async () => {
    const first = await migrate(database.db, {
      hasuraDirectory: defaultHasuraDirectory,
      withSeeds: true,
    });
    expect(first.applied.length).toBeGreaterThan(0);
    const schemaAfterFirst = await schemaSnapshot(database.db);
    const versionsAfterFirst = await recordedVersions(database.db);
    const plantsAfterFirst = await database.db.query('SELECT * FROM plants ORDER BY id');

    const second = await migrate(database.db, {
      hasuraDirectory: defaultHasuraDirectory,
      withSeeds: true,
    });
    expect(second.applied).toEqual([]);
    expect(await schemaSnapshot(database.db)).toBe(schemaAfterFirst);
    expect(await recordedVersions(database.db)).toEqual(versionsAfterFirst);
    expect((await database.db.query('SELECT * FROM plants ORDER BY id')).rows).toEqual(
      plantsAfterFirst.rows,
    );
  });

  it('leaves no partial change and no bookkeeping row when a migration fails', async () => {
    const hasura = await writeHasuraFixture({
      '1_create_a': 'CREATE TABLE a (id int PRIMARY KEY);',
      '2_half_broken':
        'CREATE TABLE b (id int);\nINSERT INTO a VALUES (1);\nSELECT no_such_function();',
      '3_create_c': 'CREATE TABLE c (id int);',
    });
    const failure = await migrate(database.db, { hasuraDirectory: hasura }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(
      /^Migration 2_half_broken failed \(up\.sql line 3\): .*no_such_function/,
    );

    expect(await recordedVersions(database.db)).toEqual(['1']);
    const tables = await database.db.query<{ name: string | null }>(
      "SELECT to_regclass('public.b')::text AS name UNION ALL SELECT to_regclass('public.c')::text",
    );
    expect(tables.rows.map((row) => row.name)).toEqual([null, null]);
    expect((await database.db.query('SELECT * FROM a')).rowCount).toBe(0);
  });

  it('changes nothing on a dry run and reports what is pending', async () => {
    const hasura = await writeHasuraFixture({ '1_create_a': 'CREATE TABLE a (id int);' });
    const report = await migrate(database.db, { hasuraDirectory: hasura, dryRun: true });
    expect(report.pending.map((m) => m.name)).toEqual(['create_a']);
    const { rows } = await database.db.query<{ exists: boolean }>(
      "SELECT to_regclass('public.a') IS NOT NULL OR to_regnamespace('hdb_catalog') IS NOT NULL AS exists",
    );
    expect(rows[0]?.exists).toBe(false);
  });

  it('reports status for every version in the files or the database', async () => {
    const hasura = await writeHasuraFixture({ '1_create_a': 'CREATE TABLE a (id int);' });
    await migrate(database.db, { hasuraDirectory: hasura });
    await mkdir(join(hasura, 'migrations', 'default', '2_create_b'));
    await writeFile(
      join(hasura, 'migrations', 'default', '2_create_b', 'up.sql'),
      'CREATE TABLE b (id int);',
    );
    await database.db.query('INSERT INTO hdb_catalog.schema_migrations VALUES (7, false)');

    const status = await migrationStatus(database.db, { hasuraDirectory: hasura });
    expect(status).toEqual([
      { version: 1n, name: 'create_a', inSource: true, inDatabase: true, dirty: false },
      { version: 2n, name: 'create_b', inSource: true, inDatabase: false, dirty: false },
      { version: 7n, name: undefined, inSource: false, inDatabase: true, dirty: false },
    ]);
  });

  it('refuses to run over a dirty version left by hasura-cli', async () => {
    const hasura = await writeHasuraFixture({ '1_create_a': 'CREATE TABLE a (id int);' });
    await migrate(database.db, { hasuraDirectory: hasura });
    await database.db.query('UPDATE hdb_catalog.schema_migrations SET dirty = true');
    await expect(migrate(database.db, { hasuraDirectory: hasura })).rejects.toThrow(
      /dirty migration versions \(1\)/,
    );
  });

  it("records applied versions in hasura's cli_state when a Hasura server manages the database", async () => {
    await database.db.exec(`
      CREATE SCHEMA hdb_catalog;
      CREATE TABLE hdb_catalog.hdb_version (hasura_uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(), version text, cli_state jsonb NOT NULL DEFAULT '{}');
      INSERT INTO hdb_catalog.hdb_version (version, cli_state) VALUES ('48', '{"settings": {"migration_mode": "true"}, "isStateCopyCompleted": true}');
    `);
    const hasura = await writeHasuraFixture({
      '1_create_a': 'CREATE TABLE a (id int);',
      '2_create_b': 'CREATE TABLE b (id int);',
    });
    await migrate(database.db, { hasuraDirectory: hasura });
    const { rows } = await database.db.query<{ cli_state: unknown }>(
      'SELECT cli_state FROM hdb_catalog.hdb_version',
    );
    expect(rows[0]?.cli_state).toEqual({
      settings: { migration_mode: 'true' },
      isStateCopyCompleted: true,
      migrations: { default: { '1': false, '2': false } },
    });
  });
});

describe('migration layout rules', () => {
  it('rejects two directories with the same version', async () => {
    const hasura = await writeHasuraFixture({
      '5_create_a': 'SELECT 1;',
      '05_create_b': 'SELECT 1;',
    });
    const db = await testEngines[0]?.create();
    if (!db) throw new Error('no engine');
    try {
      await expect(migrate(db.db, { hasuraDirectory: hasura })).rejects.toThrow(
        /Duplicate migration version 5/,
      );
    } finally {
      await db.destroy();
    }
  });

  it('rejects a directory that is not named <version>_<name>, and one without up.sql', async () => {
    const badName = await writeHasuraFixture({ create_a: 'SELECT 1;' });
    const db = await testEngines[0]?.create();
    if (!db) throw new Error('no engine');
    try {
      await expect(migrate(db.db, { hasuraDirectory: badName })).rejects.toBeInstanceOf(
        MigrationLayoutError,
      );
      const noUp = await writeHasuraFixture({});
      await mkdir(join(noUp, 'migrations', 'default', '3_empty'));
      await expect(migrate(db.db, { hasuraDirectory: noUp })).rejects.toThrow(
        /3_empty: missing up\.sql/,
      );
    } finally {
      await db.destroy();
    }
  });
});

const postgres = testEngines.find((engine) => engine.name === 'postgres');

describe.skipIf(!postgres)('concurrent runners on PostgreSQL', () => {
  it('apply each migration exactly once', async () => {
    if (!postgres) return;
    const database = await postgres.create();
    const url = database.url ?? '';
    // Each migration sleeps so the runners overlap; a second application would fail
    // (CREATE TABLE of an existing table) or double-count (the log table).
    const migrations: Record<string, string> = {
      '1_create_log': 'CREATE TABLE applied_log (version int);',
    };
    for (let version = 2; version <= 6; version += 1) {
      migrations[`${version}_step`] =
        `SELECT pg_sleep(0.05); CREATE TABLE step_${version} (id int); INSERT INTO applied_log VALUES (${version});`;
    }
    const hasura = await writeHasuraFixture(migrations);
    const runners = [
      createPostgresDatabase({ connectionString: url }),
      createPostgresDatabase({ connectionString: url }),
    ];
    try {
      const reports = await Promise.all(
        runners.map((runner) => migrate(runner, { hasuraDirectory: hasura })),
      );
      const appliedByEach = reports.map((report) => report.applied.map((m) => Number(m.version)));
      expect(
        [...(appliedByEach[0] ?? []), ...(appliedByEach[1] ?? [])].sort((a, b) => a - b),
      ).toEqual([1, 2, 3, 4, 5, 6]);
      const log = await database.db.query<{ version: number }>(
        'SELECT version FROM applied_log ORDER BY version',
      );
      expect(log.rows.map((row) => row.version)).toEqual([2, 3, 4, 5, 6]);
      expect(await recordedVersions(database.db)).toEqual(['1', '2', '3', '4', '5', '6']);
    } finally {
      await Promise.all(runners.map((runner) => runner.close()));
      await database.destroy();
    }
  });
});

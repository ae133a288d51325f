import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { lintMetadata } from '../../src/hasura/lint-metadata.js';
import { loadMetadata } from '../../src/hasura/load-metadata.js';
import {
  discoverMigrations,
  readMigrationSql,
  type Migration,
} from '../../src/migrations/discover-migrations.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { testEngines, type TestDatabase } from '../support/databases.js';

const migrationsDirectory = join(defaultHasuraDirectory, 'migrations', 'default');

/** Everything a migration of ours can create in the public schema, one line per object. */
async function publicSchema(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(`
    SELECT 'relation ' || c.relname || ' ' || c.relkind::text AS line
      FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' '
           || is_nullable || ' ' || coalesce(column_default, '-') || ' ' || is_identity
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' '
           || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT 'trigger ' || pg_get_triggerdef(t.oid)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'function ' || proname || '(' || pg_get_function_identity_arguments(oid) || ')'
      FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'type ' || typname FROM pg_type t
     WHERE typnamespace = 'public'::regnamespace AND typtype <> 'b'
       AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.reltype = t.oid)
    ORDER BY 1`);
  return rows.map((row) => row.line);
}

async function runDown(db: Database, migration: Migration): Promise<void> {
  if (!migration.downFile) throw new Error(`${migration.directory} has no down.sql`);
  const sql = await readMigrationSql(migration.downFile);
  await db.transaction((tx) => tx.exec(sql));
}

async function runUp(db: Database, migration: Migration): Promise<void> {
  const sql = await readMigrationSql(migration.upFile);
  await db.transaction((tx) => tx.exec(sql));
}

describe('the project migrations', () => {
  it('are named <13-digit timestamp>_<verb>_<object> and each has an up.sql and a down.sql', async () => {
    const names = (await readdir(migrationsDirectory)).sort();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\d{13}_[a-z]+(_[a-z0-9]+)+$/);
    const migrations = await discoverMigrations(migrationsDirectory);
    expect(migrations.map((m) => `${m.version}_${m.name}`)).toEqual(names);
    for (const migration of migrations) expect(migration.downFile).toBeDefined();
  });
});

describe.each(testEngines)('the project migrations on $name', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await engine.create();
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('each down.sql exactly undoes its up.sql', async () => {
    const { db } = database;
    for (const migration of await discoverMigrations(migrationsDirectory)) {
      const before = await publicSchema(db);
      await runUp(db, migration);
      const after = await publicSchema(db);
      expect(after, `${migration.name} changes the schema`).not.toEqual(before);
      await runDown(db, migration);
      expect(await publicSchema(db), `${migration.name}/down.sql`).toEqual(before);
      await runUp(db, migration);
      expect(await publicSchema(db), `${migration.name}/up.sql again`).toEqual(after);
    }
  });

  it('leave an empty public schema when every down.sql runs in reverse order, and apply again afterwards', async () => {
    const { db } = database;
    const first = await migrate(db, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
    const schema = await publicSchema(db);

    for (const migration of [...first.applied].reverse()) await runDown(db, migration);
    expect(await publicSchema(db)).toEqual([]);

    // What `hasura migrate apply --down all` leaves in the bookkeeping.
    await db.query('DELETE FROM hdb_catalog.schema_migrations');
    const second = await migrate(db, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
    expect(second.applied.map((m) => m.version)).toEqual(first.applied.map((m) => m.version));
    expect(await publicSchema(db)).toEqual(schema);
    const metadata = await loadMetadata(join(defaultHasuraDirectory, 'metadata'));
    expect(await lintMetadata(db, metadata)).toEqual([]);
  });
});

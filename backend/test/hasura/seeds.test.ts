import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { testEngines, type TestDatabase } from '../support/databases.js';

type PlantRow = {
  id: string;
  owner_id: string | null;
  name: string;
  tag: string | null;
  created_at: Date;
};

// bigint arrives as a number from PGlite and as a string from pg: compare as text.
const selectPlants =
  'SELECT id::text AS id, owner_id, name, tag, created_at FROM plants ORDER BY id';

async function seed(db: Database): Promise<void> {
  await migrate(db, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
}

async function insertPlant(db: Database, name: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO plants (name) VALUES ($1) RETURNING id::text AS id',
    [name],
  );
  return Number(rows[0]?.id);
}

describe.each(testEngines)('shared plant seeds on $name', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await engine.create();
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('seed about a dozen shared plants, one of them without a tag', async () => {
    await seed(database.db);
    const { rows } = await database.db.query<PlantRow>(selectPlants);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((plant) => plant.owner_id === null)).toBe(true);
    expect(rows.some((plant) => plant.tag === null)).toBe(true);
    expect(new Set(rows.map((plant) => plant.name)).size).toBe(rows.length);
  });

  it('leave exactly the same shared plants when run twice', async () => {
    await seed(database.db);
    const first = await database.db.query<PlantRow>(selectPlants);
    await seed(database.db);
    const second = await database.db.query<PlantRow>(selectPlants);
    expect(second.rows).toEqual(first.rows);
  });

  it('move the id sequence past the seeded ids, so new plants get free ids', async () => {
    await seed(database.db);
    await seed(database.db);
    const { rows } = await database.db.query<{ max: string }>(
      'SELECT max(id)::text AS max FROM plants',
    );
    const seededMax = Number(rows[0]?.max);
    expect(await insertPlant(database.db, 'Rubber plant')).toBe(seededMax + 1);
  });

  it('never move the id sequence backwards when run again', async () => {
    await seed(database.db);
    const first = await insertPlant(database.db, 'Rubber plant');
    await insertPlant(database.db, 'Spider plant');
    await database.db.query('DELETE FROM plants WHERE id >= $1', [first]);
    await seed(database.db);
    expect(await insertPlant(database.db, 'String of pearls')).toBe(first + 2);
  });
});

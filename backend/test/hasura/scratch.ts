import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { migrate } from '../../src/migrations/runner.js';
import { discoverMigrations, readMigrationSql } from '../../src/migrations/discover-migrations.js';
import { createScratchPostgresDatabase } from '../support/databases.js';
const scratch = await createScratchPostgresDatabase('postgres://postgres@127.0.0.1:5432/postgres');
for (const db of [await createPgliteDatabase(), createPostgresDatabase({ connectionString: scratch.url })]) {
  const r = await migrate(db, { hasuraDirectory: '../hasura', withSeeds: true });
  await migrate(db, { hasuraDirectory: '../hasura', withSeeds: true });
  console.log(db.engine, r.applied.length);
  console.log((await db.query(`INSERT INTO plants (name) VALUES ('x') RETURNING id`)).rows);
  for (const m of (await discoverMigrations('../hasura/migrations/default')).reverse()) {
    await db.exec(await readMigrationSql(m.downFile ?? ''));
  }
  console.log((await db.query(`SELECT relname, relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname='public'`)).rows);
  await db.close();
}
await scratch.drop();

/**
 * The control plane's schema, created on start. Its tables live in their own PostgreSQL schema
 * (`control_plane`) with their own bookkeeping table, so the control plane can share a database
 * with anything else. SQL both PGlite (PostgreSQL 18) and the server (15) accept.
 */
import type { Database } from './database.js';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create_agents_and_events',
    sql: `
      CREATE TABLE control_plane.agents (
        name text PRIMARY KEY,
        owner text NOT NULL,
        -- The persisted manifest: a placeholder with no services until a confirmed deploy.
        -- json, not jsonb: jsonb reorders keys, and order is meaning here (the first deploy
        -- pattern that matches a branch wins; services are listed in the file's order).
        manifest json NOT NULL,
        is_placeholder boolean NOT NULL,
        origin text NOT NULL CHECK (origin IN ('register', 'init', 'deploy')),
        registered_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Registration and deploy history: one row per registration, init and confirmed deploy,
      -- each with the manifest it persisted. Deploys are the rows of kind 'deployed'.
      CREATE TABLE control_plane.agent_events (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        agent text NOT NULL REFERENCES control_plane.agents (name) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('registered', 'init', 'deployed')),
        actor text NOT NULL,
        environment text,
        branch text,
        commit_sha text,
        manifest json NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'deployed') = (environment IS NOT NULL))
      );
      CREATE INDEX agent_events_by_agent ON control_plane.agent_events (agent, id DESC);
      CREATE INDEX agent_events_deploys ON control_plane.agent_events (agent, environment, id DESC)
        WHERE kind = 'deployed';
    `,
  },
];

/** An arbitrary constant: the advisory lock that serialises control planes migrating one database. */
const MIGRATION_LOCK = 4_700_001;

/** Applies the migrations not yet applied, all in one transaction; returns their versions. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      CREATE SCHEMA IF NOT EXISTS control_plane;
      CREATE TABLE IF NOT EXISTS control_plane.schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `);
    const rows = await tx.query<{ version: number }>(
      'SELECT version FROM control_plane.schema_migrations',
    );
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query(
        'INSERT INTO control_plane.schema_migrations (version, name) VALUES ($1, $2)',
        [migration.version, migration.name],
      );
      applied.push(migration.version);
    }
    return applied;
  });
}

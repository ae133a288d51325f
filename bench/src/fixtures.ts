/**
 * The benchmark's data: users with 1k, 10k and 100k cases (and a hundred plants each), made
 * through the API (accounts and tokens) and bulk SQL (cases), then ANALYZEd.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '@resume-agent/backend/src/db/open-database.js';
import { readingOf } from '@resume-agent/backend/src/jobs/posting-reading.js';
import { APP_ORIGIN, type DatabaseTarget, startServer } from './servers.js';

export interface BenchUser {
  cases: number;
  userId: string;
  token: string;
  /** Paths of a thousand of the user's cases, for PATCH. */
  casePaths: string[];
}

/** A posting of typical length: list responses leave it out, and so should list queries. */
const DESCRIPTION = 'We are hiring an engineer to build and run TypeScript services. '.repeat(50);
const BATCH = 10_000;
/**
 * Stored with every job, as the backend stores its reading: a job without one (or with an older
 * engine's) is read again when the backend starts, which would load the servers being measured.
 */
const READING = (() => {
  const reading = readingOf({
    title: 'Software engineer',
    company: null,
    location: 'Remote',
    description: DESCRIPTION,
  });
  if (reading === null) throw new Error('the fixture posting has no reading');
  return reading;
})();

async function signUpWithToken(origin: string, cases: number): Promise<BenchUser> {
  const email = `bench-${cases}-${Date.now()}@example.com`;
  const signUp = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({ email, password: 'bench password 1234' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const created = await fetch(`${origin}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN, cookie },
    body: JSON.stringify({ name: 'bench', scopes: ['plants:read', 'cases:read', 'cases:write'] }),
  });
  if (created.status !== 201) throw new Error(`token: ${created.status} ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  return { cases, userId: user.id, token, casePaths: [] };
}

async function insertCases(target: DatabaseTarget, users: BenchUser[]): Promise<void> {
  const db = await openDatabase(
    target.engine === 'postgres'
      ? { databaseUrl: target.url, dataDir: '' }
      : { dataDir: target.dataDir },
  );
  try {
    for (const user of users) {
      for (let from = 1; from <= user.cases; from += BATCH) {
        const to = Math.min(user.cases, from + BATCH - 1);
        // Generated ids first, so that jobs and applications are inserted in one statement.
        await db.query(
          `WITH seed AS MATERIALIZED (
             SELECT gen_random_uuid() AS job_id, g, now() - make_interval(secs => g) AS at
               FROM generate_series($2::int, $3::int) g),
           new_jobs AS (
             INSERT INTO jobs (id, user_id, title, company, location, description, parsed,
                               reading_version, created_at)
             SELECT job_id, $1::uuid, 'Software engineer ' || g, 'Company ' || (g % 500),
                    'Remote', $4::text, $5::jsonb, $6::text, at FROM seed RETURNING id)
           INSERT INTO applications
             (user_id, job_id, status, notes, match_score, algorithm_version, created_at)
           SELECT $1::uuid, job_id,
                  (ARRAY['draft','ready','applied','interviewing'])[1 + g % 4],
                  'Seeded for the benchmark', g % 100, 'bench', at
             FROM seed`,
          [user.userId, from, to, DESCRIPTION, JSON.stringify(READING.parsed), READING.version],
        );
      }
      await db.query(
        `INSERT INTO plants (owner_id, name, tag)
         SELECT $1::uuid, 'Bench plant ' || lpad(g::text, 3, '0'), CASE WHEN g % 2 = 0 THEN 'bench' END
           FROM generate_series(1, 100) g`,
        [user.userId],
      );
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1000`,
        [user.userId],
      );
      user.casePaths = rows.map(({ id }) => `/api/cases/${id}`);
    }
    // Settled before anything is measured: otherwise autovacuum's first pass over the new rows
    // and the checkpoint writing them out run during the first rounds, and whichever server
    // is measured then pays for them (seen as slow first rounds and stray p99s).
    await db.exec('VACUUM (ANALYZE)');
    await db.exec('CHECKPOINT');
  } finally {
    await db.close();
  }
}

/** Migrates `target`, creates the users through the API, then inserts their cases. */
export async function prepareFixtures(
  target: DatabaseTarget,
  caseCounts: readonly number[],
): Promise<BenchUser[]> {
  const server = await startServer('ours', target, { core: undefined, migrate: true });
  const users: BenchUser[] = [];
  try {
    for (const cases of caseCounts) users.push(await signUpWithToken(server.origin, cases));
  } finally {
    await server.stop();
  }
  await insertCases(target, users);
  return users;
}

/** Runs administrative statements (CREATE/DROP DATABASE) on the server of `adminUrl`. */
async function asAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh PostgreSQL database for the run (dropped first if a previous run left it). */
export async function freshPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, [
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name}`,
  ]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}

export const newDataDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'resume-agent-bench-'));

/** PGlite is one process's: each server gets its own copy of the seeded data directory. */
export async function copyDataDir(source: string): Promise<string> {
  const copy = await newDataDir();
  await cp(source, copy, { recursive: true });
  return copy;
}

/**
 * Where one server keeps its data: the seeded PostgreSQL database itself, or its own copy of
 * the seeded PGlite data directory (recorded in `copies`, for discardTarget).
 */
export async function ownTarget(seeded: DatabaseTarget, copies: string[]): Promise<DatabaseTarget> {
  if (seeded.engine === 'postgres') return seeded;
  const copy = await copyDataDir(seeded.dataDir);
  copies.push(copy);
  return { engine: 'pglite', dataDir: copy };
}

/** Where a run keeps its data: a fresh PostgreSQL database `name`, or a new PGlite data directory. */
export async function freshTarget(
  engine: DatabaseTarget['engine'],
  adminUrl: string,
  name: string,
): Promise<DatabaseTarget> {
  return engine === 'postgres'
    ? { engine, url: await freshPostgresDatabase(adminUrl, name) }
    : { engine, dataDir: await newDataDir() };
}

/** Drops the database or removes the data directory freshTarget made, and `copies` of it. */
export async function discardTarget(
  target: DatabaseTarget,
  adminUrl: string,
  copies: readonly string[] = [],
): Promise<void> {
  if (target.engine === 'postgres')
    await dropPostgresDatabase(adminUrl, new URL(target.url).pathname.slice(1));
  const directories = target.engine === 'pglite' ? [target.dataDir, ...copies] : copies;
  await Promise.all(
    directories.map((directory) => rm(directory, { recursive: true, force: true })),
  );
}

/**
 * Between starts, the running backend reads the postings changed without a reading (as Hasura
 * or psql change them) every POSTING_REREAD_INTERVAL_SECONDS. On PostgreSQL, which another
 * client can write while the backend runs (the embedded database is the backend's alone).
 */
import { POSTING_READER_VERSION } from '@resume-agent/tailor';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../support/databases.js';
import { createScratchPostgresDatabase } from '../support/scratch-postgres.js';
import { startBackend } from '../support/processes.js';

describe.skipIf(postgresServerUrl === undefined)('the running backend', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('reads a posting changed behind its back within the interval, and stops cleanly', async () => {
    const scratch = await createScratchPostgresDatabase(postgresServerUrl ?? '');
    cleanups.push(() => scratch.drop());
    const backend = await startBackend({
      DATABASE_URL: scratch.url,
      MIGRATE_ON_START: 'true',
      DEMO_ACCOUNT: 'false',
      AUTH_SECRET: 'posting-rereads-secret-posting-rereads-0123',
      POSTING_REREAD_INTERVAL_SECONDS: '1',
    });
    cleanups.push(async () => {
      if (backend.child.exitCode === null) backend.child.kill('SIGKILL');
      await backend.exited;
    });

    // Another client saves a job with its posting and no reading, as Hasura would, once the
    // pass at start (over an empty table: milliseconds) is over, so that the scheduled pass reads it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    cleanups.push(() => client.end());
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO users (email, password_hash) VALUES ('hasura-writer@example.com', 'x') RETURNING id",
    );
    const job = await client.query<{ id: string }>(
      `INSERT INTO jobs (user_id, title, description) VALUES ($1, 'Engineer', $2) RETURNING id`,
      [rows[0]?.id, 'Engineer\nRequirements\n- Go\nSalary: $120,000 - $140,000 a year'],
    );

    await backend.waitFor(/read 1 stored job posting\(s\) again/, 15_000);
    const read = await client.query<{ pay: unknown; reading_version: string | null }>(
      'SELECT pay, reading_version FROM jobs WHERE id = $1',
      [job.rows[0]?.id],
    );
    expect(read.rows[0]?.pay).toEqual({
      currency: 'USD',
      min: 120_000,
      max: 140_000,
      period: 'year',
    });
    expect(read.rows[0]?.reading_version).toBe(POSTING_READER_VERSION);

    backend.child.kill('SIGTERM');
    expect(await backend.exited).toEqual({ code: 0, signal: null });
  });
});

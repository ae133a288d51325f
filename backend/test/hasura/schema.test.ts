import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import { testEngines, type TestDatabase } from '../support/databases.js';

const HASH = 'a'.repeat(64);

async function one<R extends Record<string, unknown>>(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<R> {
  const { rows } = await db.query<R>(sql, params);
  const [row] = rows;
  if (!row) throw new Error(`no row from ${sql}`);
  return row;
}

async function createUser(db: Database, email: string): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
    [email, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
  );
  return row.id;
}

async function createJob(db: Database, userId: string, title = 'Staff engineer'): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    'INSERT INTO jobs (user_id, title, company) VALUES ($1, $2, $3) RETURNING id',
    [userId, title, 'Acme'],
  );
  return row.id;
}

async function createResume(db: Database, userId: string, isBase = false): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    'INSERT INTO resumes (user_id, title, content, is_base) VALUES ($1, $2, $3, $4) RETURNING id',
    [userId, 'Resume', JSON.stringify({ basics: { name: 'Ada' } }), isBase],
  );
  return row.id;
}

async function createApplication(
  db: Database,
  userId: string,
  jobId: string,
  resumeId: string | null = null,
): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    'INSERT INTO applications (user_id, job_id, resume_id) VALUES ($1, $2, $3) RETURNING id',
    [userId, jobId, resumeId],
  );
  return row.id;
}

describe.each(testEngines)('the schema on $name', (engine) => {
  let database: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    database = await engine.createMigrated();
    db = database.db;
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('accepts e-mail addresses only in normalised form, and each once', async () => {
    await expect(createUser(db, 'Ada@Example.com')).rejects.toThrow(/users_email_normalised/);
    await expect(createUser(db, 'ada@EXAMPLE.COM')).rejects.toThrow(/users_email_normalised/);
    await expect(createUser(db, 'not-an-address')).rejects.toThrow(/users_email_format/);
    await createUser(db, 'ada@example.com');
    await expect(createUser(db, 'ada@example.com')).rejects.toThrow(/users_email_key/);
  });

  it('allows at most one base resume per user', async () => {
    const ada = await createUser(db, 'ada@example.com');
    const grace = await createUser(db, 'grace@example.com');
    await createResume(db, ada, true);
    await createResume(db, ada, false);
    await createResume(db, grace, true);
    await expect(createResume(db, ada, true)).rejects.toThrow(/resumes_one_base_per_user_idx/);
  });

  it('accepts only the known token scopes, and at least one', async () => {
    const ada = await createUser(db, 'ada@example.com');
    const insertToken = (scopes: (string | null)[], hash: string) =>
      db.query(
        `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix, scopes)
         VALUES ($1, 'CI', $2, 'ra_1234', $3)`,
        [ada, hash, scopes],
      );
    await insertToken(['plants:read', 'cases:read', 'cases:write'], HASH);
    for (const scopes of [[], ['admin'], ['plants:write'], ['cases:read', null]]) {
      await expect(insertToken(scopes, 'b'.repeat(64))).rejects.toThrow(/api_tokens_scopes_known/);
    }
    await expect(insertToken(['plants:read'], HASH)).rejects.toThrow(/api_tokens_token_hash_key/);
  });

  it("refuses an application on another user's job or resume", async () => {
    const ada = await createUser(db, 'ada@example.com');
    const grace = await createUser(db, 'grace@example.com');
    const gracesJob = await createJob(db, grace);
    const gracesResume = await createResume(db, grace);
    const adasJob = await createJob(db, ada);
    await expect(createApplication(db, ada, gracesJob)).rejects.toThrow(
      /applications_job_owner_fkey/,
    );
    await expect(createApplication(db, ada, adasJob, gracesResume)).rejects.toThrow(
      /applications_resume_owner_fkey/,
    );
  });

  it("refuses an event whose user is not the application's user", async () => {
    const ada = await createUser(db, 'ada@example.com');
    const grace = await createUser(db, 'grace@example.com');
    const application = await createApplication(db, ada, await createJob(db, ada));
    const insertEvent = (userId: string) =>
      db.query(
        `INSERT INTO application_events (application_id, user_id, kind, to_status, actor_type, actor_id)
         VALUES ($1, $2, 'created', 'draft', 'user', $2)`,
        [application, userId],
      );
    await insertEvent(ada);
    await expect(insertEvent(grace)).rejects.toThrow(/application_events_owner_fkey/);
  });

  it('keeps application status, match score and fields within their rules', async () => {
    const ada = await createUser(db, 'ada@example.com');
    const application = await createApplication(db, ada, await createJob(db, ada));
    const update = (assignments: string, params: unknown[]) =>
      db.query(`UPDATE applications SET ${assignments} WHERE id = $1`, [application, ...params]);
    await expect(update('status = $2', ['hired'])).rejects.toThrow(/applications_status_known/);
    await expect(update('match_score = $2, algorithm_version = $3', [101, 'v1'])).rejects.toThrow(
      /applications_match_score_range/,
    );
    await expect(update('match_score = $2', [80])).rejects.toThrow(
      /applications_match_has_algorithm/,
    );
    await expect(update('fields = $2', ['[]'])).rejects.toThrow(/applications_fields_is_object/);
    await update('status = $2, match_score = $3, algorithm_version = $4', ['applied', 80, 'v1']);
  });

  it('raises version and updated_at on every update of an application or a resume', async () => {
    const ada = await createUser(db, 'ada@example.com');
    const jobId = await createJob(db, ada);
    const old = '2020-01-01T00:00:00Z';
    await db.query(
      `INSERT INTO resumes (user_id, title, created_at, updated_at) VALUES ($1, 'Old', $2, $2)`,
      [ada, old],
    );
    await db.query(
      `INSERT INTO applications (user_id, job_id, created_at, updated_at) VALUES ($1, $2, $3, $3)`,
      [ada, jobId, old],
    );
    for (const table of ['applications', 'resumes']) {
      // Whatever version an UPDATE writes, the trigger makes it the old one plus one.
      await db.query(`UPDATE ${table} SET version = 42`);
      expect(
        await one(
          db,
          `SELECT version, updated_at > created_at AS is_touched, created_at = $1 AS kept_created_at FROM ${table}`,
          [old],
        ),
      ).toEqual({ version: 2, is_touched: true, kept_created_at: true });
    }
  });

  it('keeps a resume’s version and updated_at when only its ignored findings change, and raises them for every other column', async () => {
    const ada = await createUser(db, 'ada@example.com');
    const old = '2020-01-01T00:00:00Z';
    await db.query(
      `INSERT INTO resumes (user_id, title, created_at, updated_at) VALUES ($1, 'Old', $2, $2)`,
      [ada, old],
    );
    // Setting a review finding aside is not an edit of the resume.
    await db.query(`UPDATE resumes SET ignored_findings = '{0123456789abcdef}'`);
    expect(
      await one(
        db,
        'SELECT version, updated_at = $1 AS kept_updated_at, ignored_findings FROM resumes',
        [old],
      ),
    ).toEqual({ version: 1, kept_updated_at: true, ignored_findings: ['0123456789abcdef'] });
    // Any other column is: a column added to resumes later must join the triggers' lists.
    const { rows: columns } = await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'resumes'
          AND column_name <> 'ignored_findings'
        ORDER BY ordinal_position`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(8);
    for (const [index, { name }] of columns.entries()) {
      await db.query(`UPDATE resumes SET ${name} = ${name}`);
      expect(
        await one(db, 'SELECT version, updated_at > $1 AS is_touched FROM resumes', [old]),
        name,
      ).toEqual({ version: index + 2, is_touched: true });
    }
  });

  it('detaches a deleted resume from its applications, which counts as a change', async () => {
    const ada = await createUser(db, 'ada@example.com');
    const resume = await createResume(db, ada);
    const application = await createApplication(db, ada, await createJob(db, ada), resume);
    await db.query('DELETE FROM resumes WHERE id = $1', [resume]);
    expect(
      await one(db, 'SELECT resume_id, version FROM applications WHERE id = $1', [application]),
    ).toEqual({ resume_id: null, version: 2 });
  });

  it('removes everything a deleted user owned and keeps the shared plants', async () => {
    await migrate(db, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
    const { count: sharedPlants } = await one<{ count: number }>(
      db,
      'SELECT count(*)::int AS count FROM plants',
    );
    const ada = await createUser(db, 'ada@example.com');
    const grace = await createUser(db, 'grace@example.com');
    for (const user of [ada, grace]) {
      const application = await createApplication(
        db,
        user,
        await createJob(db, user),
        await createResume(db, user, true),
      );
      await db.query(
        `INSERT INTO application_events (application_id, user_id, kind, to_status, actor_type, actor_id)
         VALUES ($1, $2, 'created', 'draft', 'user', $2)`,
        [application, user],
      );
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [user, `${user}${user}`],
      );
      await db.query(
        `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix, scopes)
         VALUES ($1, 'CI', $2, 'ra_1234', '{plants:read}')`,
        [user, `${user}${user}`],
      );
      await db.query(`INSERT INTO plants (owner_id, name) VALUES ($1, 'Mine')`, [user]);
      await db.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, expires_at)
         VALUES ($1, 'k1', 'h', now() + interval '1 day')`,
        [user],
      );
    }

    await db.query('DELETE FROM users WHERE id = $1', [ada]);

    const counts = await one<Record<string, number>>(
      db,
      `SELECT ${[
        'sessions',
        'api_tokens',
        'resumes',
        'jobs',
        'applications',
        'application_events',
        'idempotency_keys',
      ]
        .map((table) => `(SELECT count(*)::int FROM ${table} WHERE user_id = $1) AS ${table}`)
        .join(', ')},
        (SELECT count(*)::int FROM plants WHERE owner_id = $1) AS plants,
        (SELECT count(*)::int FROM plants WHERE owner_id IS NULL) AS shared_plants,
        (SELECT count(*)::int FROM applications WHERE user_id = $2) AS others`,
      [ada, grace],
    );
    expect(counts).toEqual({
      sessions: 0,
      api_tokens: 0,
      resumes: 0,
      jobs: 0,
      applications: 0,
      application_events: 0,
      idempotency_keys: 0,
      plants: 0,
      shared_plants: sharedPlants,
      others: 1,
    });
  });

  describe('keeps creation order among rows of one instant', () => {
    // One INSERT of several rows: every row gets the statement's now(), on both engines, so
    // without the trigger their order would be their random ids' (1 chance in 24 to pass).
    const labels = ['first', 'second', 'third', 'fourth'];

    interface Table {
      /** The column the rows' labels go in. */
      labelColumn: string;
      hasUpdatedAt: boolean;
      /** Inserts one row per label for `userId`, in label order, in one statement. */
      insert: (userId: string) => Promise<unknown>;
    }
    const tables: Record<string, Table> = {
      jobs: {
        labelColumn: 'title',
        hasUpdatedAt: true,
        insert: (userId) =>
          db.query(
            `INSERT INTO jobs (user_id, title) SELECT $1, label FROM unnest($2::text[])
               WITH ORDINALITY AS l(label, n) ORDER BY n`,
            [userId, labels],
          ),
      },
      resumes: {
        labelColumn: 'title',
        hasUpdatedAt: true,
        insert: (userId) =>
          db.query(
            `INSERT INTO resumes (user_id, title, content) SELECT $1, label, '{}'
               FROM unnest($2::text[]) WITH ORDINALITY AS l(label, n) ORDER BY n`,
            [userId, labels],
          ),
      },
      api_tokens: {
        labelColumn: 'name',
        hasUpdatedAt: false,
        insert: (userId) =>
          db.query(
            `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix, scopes)
             SELECT $1::uuid, label, md5(label || $1::text) || md5(label), 'ra_1234', '{plants:read}'
               FROM unnest($2::text[]) WITH ORDINALITY AS l(label, n) ORDER BY n`,
            [userId, labels],
          ),
      },
      applications: {
        labelColumn: 'notes',
        hasUpdatedAt: true,
        async insert(userId) {
          // Their jobs first, in statements of their own; then the applications in one.
          const jobs: string[] = [];
          for (const label of labels) jobs.push(await createJob(db, userId, label));
          await db.query(
            `INSERT INTO applications (user_id, job_id, notes)
             SELECT $1, job, label FROM unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS l(job, label, n)
              ORDER BY n`,
            [userId, jobs, labels],
          );
        },
      },
    };

    it.each(Object.entries(tables))('in %s', async (name, table) => {
      const ada = await createUser(db, 'ada@example.com');
      await table.insert(ada);
      const { rows } = await db.query<{ label: string; created_at: string; same: boolean }>(
        `SELECT ${table.labelColumn} AS label, created_at::text,
                ${table.hasUpdatedAt ? 'updated_at = created_at' : 'true'} AS same
           FROM ${name} WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
        [ada],
      );
      expect(rows.map((row) => row.label)).toEqual([...labels].reverse());
      // Distinct instants, each a microsecond after the one before; updated_at moved along.
      expect(new Set(rows.map((row) => row.created_at)).size).toBe(labels.length);
      expect(rows.every((row) => row.same)).toBe(true);
    });

    it('past a thousand rows of one instant, where a millisecond holds no more', async () => {
      const ada = await createUser(db, 'ada@example.com');
      await db.query(
        `INSERT INTO jobs (user_id, title)
         SELECT $1, lpad(n::text, 4, '0') FROM generate_series(1, 1500) AS n ORDER BY n`,
        [ada],
      );
      const { rows } = await db.query<{ title: string }>(
        'SELECT title FROM jobs WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
        [ada],
      );
      const expected = Array.from({ length: 1500 }, (_, index) =>
        String(1500 - index).padStart(4, '0'),
      );
      expect(rows.map((row) => row.title)).toEqual(expected);
    });

    it("leaves other users' rows and instants no other row is near as they are", async () => {
      const ada = await createUser(db, 'ada@example.com');
      const grace = await createUser(db, 'grace@example.com');
      const { rows } = await db.query<{ title: string; at: string }>(
        `INSERT INTO jobs (user_id, title, created_at) VALUES
           ($1, 'ada now', now()), ($2, 'grace now', now()),
           ($1, 'ada in 2020', '2020-01-01T00:00:00Z'), ($2, 'grace in 2020', '2020-01-01T00:00:00Z')
         RETURNING title, (created_at - now())::text AS at`,
        [ada, grace],
      );
      expect(Object.fromEntries(rows.map((row) => [row.title, row.at]))).toMatchObject({
        'ada now': '00:00:00',
        'grace now': '00:00:00',
      });
      const imported = await db.query<{ at: string }>(
        `SELECT created_at::text AS at FROM jobs WHERE title LIKE '%2020' ORDER BY title`,
      );
      expect(imported.rows.map((row) => row.at)).toEqual([
        '2020-01-01 00:00:00+00',
        '2020-01-01 00:00:00+00',
      ]);
    });
  });
});

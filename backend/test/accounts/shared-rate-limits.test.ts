/**
 * The account guards' rate limits are kept in the database, so instances of the backend on one
 * database count against one allowance: what one instance allowed, the next one knows of. On
 * both engines; on PostgreSQL the second instance has its own connections, as it would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { createSharedWindowLimiter } from '../../src/http/shared-window-limiter.js';
import { testEngines, type TestDatabase } from '../support/databases.js';
import { FAST_HASHING, post, signUpNew, TEST_AUTH_SECRET, uniqueEmail } from './accounts-app.js';

const unclosable = (db: Database): Database => ({ ...db, close: () => Promise.resolve() });

describe.each(testEngines)('rate limits shared by instances, on $name', (engine) => {
  let database: TestDatabase;
  /** The same database through a second handle: another instance's connections. */
  let other: Database;

  beforeAll(async () => {
    database = await engine.createMigrated();
    other =
      database.url === undefined
        ? database.db
        : createPostgresDatabase({ connectionString: database.url });
  });
  afterAll(async () => {
    if (other !== database.db) await other.close();
    await database.destroy();
  });

  it('counts the hits of every instance against one window per key', async () => {
    const options = { name: 'test-shared', max: 3, windowMs: 60_000 };
    const first = createSharedWindowLimiter(database.db, options);
    const second = createSharedWindowLimiter(other, options);
    const verdicts = [
      await first.hit('ada@example.com'),
      await second.hit('ada@example.com'),
      await first.hit('ada@example.com'),
      await second.hit('ada@example.com'),
    ];
    expect(verdicts.map(({ allowed }) => allowed)).toEqual([true, true, true, false]);
    const refused = verdicts[3];
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);

    // Another key, and the same key under another limiter's name, have windows of their own.
    expect((await second.hit('grace@example.com')).allowed).toBe(true);
    const elsewhere = createSharedWindowLimiter(other, { ...options, name: 'test-elsewhere' });
    expect((await elsewhere.hit('ada@example.com')).allowed).toBe(true);
  });

  it('opens a new window once the last has ended', async () => {
    const limiter = createSharedWindowLimiter(database.db, {
      name: 'test-short',
      max: 1,
      windowMs: 300,
    });
    expect((await limiter.hit('key')).allowed).toBe(true);
    expect((await limiter.hit('key')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.hit('key')).allowed).toBe(true);
    expect((await limiter.hit('key')).allowed).toBe(false);
  });

  it('allows exactly the maximum of hits that arrive at once', async () => {
    const options = { name: 'test-burst', max: 5, windowMs: 60_000 };
    const first = createSharedWindowLimiter(database.db, options);
    const second = createSharedWindowLimiter(other, options);
    const verdicts = await Promise.all(
      Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? first : second).hit('burst')),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('keeps no key readable, and sweeps ended windows', async () => {
    const limiter = createSharedWindowLimiter(database.db, {
      name: 'test-sweep',
      max: 1,
      windowMs: 1,
      sweepEveryMs: 0,
    });
    await limiter.hit('someone@example.com');
    const { rows } = await database.db.query<{ key: string }>('SELECT key FROM rate_limit_windows');
    expect(rows.some(({ key }) => key.includes('example.com') || key.includes('test-'))).toBe(
      false,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The next hit of any limiter (due to sweep) deletes the window that ended meanwhile.
    const sweeper = createSharedWindowLimiter(database.db, {
      name: 'test-sweeper',
      max: 1,
      windowMs: 60_000,
      sweepEveryMs: 0,
    });
    await sweeper.hit('someone else');
    const { rows: left } = await database.db.query<{ ended: number }>(
      'SELECT count(*)::int AS ended FROM rate_limit_windows WHERE ends_at < now()',
    );
    expect(left[0]?.ended).toBe(0);
  });

  it('refuses the sign-in attempt past the limit at whichever instance it reaches', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
    });
    const apps = await Promise.all(
      [database.db, other].map((db) =>
        buildApp({
          config,
          db: unclosable(db),
          logger: false,
          authSecret: TEST_AUTH_SECRET,
          passwordHashOptions: FAST_HASHING,
        }),
      ),
    );
    try {
      const [first, second] = apps;
      if (!first || !second) throw new Error('two apps');
      const email = uniqueEmail();
      await signUpNew(first, email);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second;
        const response = await post(app, '/api/auth/sign-in', { email, password: 'wrong guess' });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const refused = await post(first, '/api/auth/sign-in', { email, password: 'wrong guess' });
      expect(refused.json()).toMatchObject({ error: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

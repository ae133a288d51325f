import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { defaultDataDirectory, repositoryRoot } from './paths.js';
import { configProblems as problemsOf } from '../test/support/config-problems.js';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      databaseUrl: undefined,
      dataDir: defaultDataDirectory,
      migrateOnStart: true,
      appOrigin: 'http://localhost:3000',
    });
  });

  it('resolves a relative DATA_DIR against the repository root', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(`${repositoryRoot}/tmp/data`);
  });

  it('migrates at start on the embedded database only, unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/app' }).migrateOnStart).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/app', MIGRATE_ON_START: 'true' })
        .migrateOnStart,
    ).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('reads stale postings every 10 minutes unless told another interval in seconds', () => {
    expect(loadConfig({}).postingRereadIntervalMs).toBe(600_000);
    expect(loadConfig({ POSTING_REREAD_INTERVAL_SECONDS: '0' }).postingRereadIntervalMs).toBe(0);
    for (const seconds of ['-1', '86401', '1.5'])
      expect(problemsOf({ POSTING_REREAD_INTERVAL_SECONDS: seconds })[0]).toMatch(
        /^POSTING_REREAD_INTERVAL_SECONDS: must be an integer number of seconds/,
      );
  });

  it('names every bad variable in one error', () => {
    const problems = problemsOf({ PORT: 'eighty', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    expect(problems).toHaveLength(3);
    expect(problems).toContain(
      'PORT: must be an integer port number between 0 and 65535 (got "eighty")',
    );
    expect(problems.some((problem) => problem.startsWith('LOG_LEVEL: must be one of'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('NODE_ENV: must be one of'))).toBe(true);
  });

  it.each(['4000.5', '1e3', '0x10', '-1', '65536', ' '])(
    'rejects PORT=%j unless it is a plain port number',
    (port) => {
      if (port.trim() === '') {
        expect(loadConfig({ PORT: port }).port).toBe(4000);
        return;
      }
      expect(problemsOf({ PORT: port })[0]).toMatch(/^PORT: /);
    },
  );

  it('rejects a DATABASE_URL that is not a postgres URL without echoing its value', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(problem).toBe('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problem).not.toContain('hunter2');
  });

  it('rejects an AUTH_SECRET shorter than 32 characters without echoing it', () => {
    const [problem] = problemsOf({ AUTH_SECRET: 'short-secret' });
    expect(problem).toBe('AUTH_SECRET: must be a random string of at least 32 characters');
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
  });

  it('rejects an APP_ORIGIN with a path', () => {
    expect(problemsOf({ APP_ORIGIN: 'http://localhost:3000/app' })[0]).toMatch(
      /^APP_ORIGIN: must be an origin/,
    );
  });
});

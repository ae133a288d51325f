import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../src/accounts/auth-secret.js';
import { loadConfig } from '../../src/config.js';
import { configProblems as problemsOf } from '../support/config-problems.js';

describe('secrets configuration', () => {
  const directories: string[] = [];
  afterEach(async () => {
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true })));
    directories.length = 0;
  });

  it('refuses production without AUTH_SECRET or APP_ORIGIN, naming each', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'AUTH_SECRET: must be set in production',
      'APP_ORIGIN: must be set in production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', APP_ORIGIN: 'https://app.example.com' })).toEqual([
      'AUTH_SECRET: must be set in production',
    ]);
  });

  it('refuses a short AUTH_SECRET without echoing it', () => {
    const problems = problemsOf({ AUTH_SECRET: 'too-short-secret' });
    expect(problems).toEqual(['AUTH_SECRET: must be a random string of at least 32 characters']);
  });

  it('starts production with both set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 's'.repeat(32),
      APP_ORIGIN: 'https://app.example.com',
      CORS_ORIGINS: 'https://host.example, http://localhost:5173',
    });
    expect(config.authSecret).toBe('s'.repeat(32));
    expect(config.corsOrigins).toEqual(['https://host.example', 'http://localhost:5173']);
  });

  it('has the documented defaults for the accounts variables', () => {
    expect(loadConfig({})).toMatchObject({
      authSecret: undefined,
      corsOrigins: [],
      sessionTtlHours: 168,
      authRateLimitPerIp: 10,
      authRateLimitPerAccount: 5,
      tokenRateLimitPerMinute: 600,
      trustProxyHops: 0,
    });
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example/path' })[0]).toMatch(/^CORS_ORIGINS: /);
  });

  it('generates a development secret once, keeps it owner-only under DATA_DIR and reuses it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'resume-agent-secrets-'));
    directories.push(dataDir);
    const config = loadConfig({ DATA_DIR: join(dataDir, 'nested') });
    const first = await resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const path = join(dataDir, 'nested', 'secrets.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ authSecret: first });
    expect(await resolveAuthSecret(config)).toBe(first);
  });

  it('prefers AUTH_SECRET and writes nothing when it is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'resume-agent-secrets-'));
    directories.push(dataDir);
    const secret = 'configured-secret-configured-secret';
    expect(await resolveAuthSecret(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }))).toBe(
      secret,
    );
    await expect(stat(join(dataDir, 'secrets.json'))).rejects.toThrow(/ENOENT/);
  });
});

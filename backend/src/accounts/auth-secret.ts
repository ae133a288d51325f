/**
 * The HMAC key for session and token hashes. Production must configure AUTH_SECRET (loadConfig
 * refuses to start without it); development and test generate one once and keep it in
 * `${DATA_DIR}/secrets.json`, readable by its owner only, so sessions survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';

interface SecretsFile {
  authSecret?: unknown;
}

export const SECRETS_FILE_NAME = 'secrets.json';

async function readSecrets(path: string): Promise<SecretsFile | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SecretsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${path}: cannot read the generated secrets (${(error as Error).message})`);
  }
}

/** Returns the configured secret, or (outside production) the one kept under dataDir, creating it. */
export async function resolveAuthSecret(
  config: Pick<Config, 'authSecret' | 'isProduction' | 'dataDir'>,
): Promise<string> {
  if (config.authSecret !== undefined) return config.authSecret;
  if (config.isProduction) throw new Error('AUTH_SECRET: must be set in production');

  const path = join(config.dataDir, SECRETS_FILE_NAME);
  const existing = await readSecrets(path);
  if (typeof existing?.authSecret === 'string' && existing.authSecret.length >= 32) {
    return existing.authSecret;
  }
  const authSecret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(path, `${JSON.stringify({ ...existing, authSecret }, null, 2)}\n`, {
    mode: 0o600,
  });
  return authSecret;
}

import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.js';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite serves one process: two control planes on one data directory would corrupt it. A pid
 * file guards the directory; a stale one (its process is gone) is taken over.
 */
async function lockDirectory(directory: string): Promise<() => Promise<void>> {
  const lockFile = join(directory, 'control-plane.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirectoryInUseError(
          `${directory} is in use by another control plane (process ${owner}); stop it or pass another --data-dir`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Could not lock ${directory}`);
}

function wrap(client: PGlite | Transaction): Queryable {
  return {
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL persisted under `directory` (its `pglite/` folder holds the cluster), or in
 * memory when `directory` is undefined (tests).
 */
export async function openPgliteDatabase(directory?: string): Promise<Database> {
  let unlock = (): Promise<void> => Promise.resolve();
  if (directory !== undefined) {
    await mkdir(directory, { recursive: true });
    unlock = await lockDirectory(directory);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(
      directory === undefined ? {} : { dataDir: join(directory, 'pglite') },
    );
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    engine: 'pglite',
    ...wrap(client),
    // PGlite has one connection and holds other callers while a transaction is open.
    transaction: (work) => client.transaction((tx) => work(wrap(tx))),
    async close() {
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

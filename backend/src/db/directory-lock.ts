import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export class DirectoryInUseError extends Error {
  override name = 'DirectoryInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it.
 * A pid file guards the directory; a stale one (its process is gone, e.g. after SIGKILL)
 * is taken over.
 */
export async function lockDirectory(directory: string): Promise<() => Promise<void>> {
  const lockFile = join(directory, 'resume-agent.pid');
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
        throw new DirectoryInUseError(
          `The embedded database in ${directory} is in use by process ${owner}. Stop that process first (or set DATA_DIR to another directory).`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DirectoryInUseError(`Could not lock the embedded database in ${directory}`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { embeddedDatabaseDirectory } from '../../src/db/open-database.js';

export const backendDirectory = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A new DATA_DIR whose embedded database is already migrated and seeded (a copy of the one
 * global-setup.ts made): a backend started on it skips initdb and the migrations, seconds
 * on this machine. The caller removes it. Tests of a first start use an empty directory.
 */
export async function migratedDataDirectory(prefix = 'resume-agent-data-'): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(inject('pgliteMigratedDataDirectory'), embeddedDatabaseDirectory(dataDir), {
    recursive: true,
  });
  return dataDir;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when a line matching `pattern` appears (rejects after `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs a TypeScript entry point of the backend in a child process through tsx. */
export function runTypeScript(
  entry: string,
  args: string[],
  env: Record<string, string | undefined>,
): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: backendDirectory,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer): void => {
    text += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const waiter of waiters) waiter();
    });
  });

  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${String(pattern)}; output:\n${text}`));
        }, timeoutMs);
        const check = (): void => {
          const match = pattern.exec(text);
          if (match) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(match[0]);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`process exited before ${String(pattern)}; output:\n${text}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
  };
}

export async function startBackend(
  env: Record<string, string | undefined>,
): Promise<RunningProcess & { port: number }> {
  const port = await freePort();
  const backend = runTypeScript('src/server.ts', [], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: String(port),
    ...env,
  });
  try {
    await backend.waitFor(/backend ready/);
  } catch (error) {
    // A backend that did not say it was ready in time (a slow machine) would otherwise outlive
    // the test run, holding its port and its embedded database.
    backend.child.kill('SIGKILL');
    throw error;
  }
  return { ...backend, port };
}

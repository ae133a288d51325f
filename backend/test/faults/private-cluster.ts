/**
 * A throw-away PostgreSQL cluster of this test alone, made from the Debian binaries: the only
 * honest way to stop "the database server" while other test files share the machine's server
 * at 127.0.0.1:5432 (stopping that one would fail them). initdb and a start take well under a
 * second here.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/processes.js';

const run = promisify(execFile);
const BINARIES_ROOT = '/usr/lib/postgresql';
/** pg_ctl -t: how long a start or stop may take before the test gives up. */
const PG_CTL_TIMEOUT_SECONDS = 15;

export interface PrivateCluster {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server at once and deletes its files. */
  destroy(): Promise<void>;
}

function newestBinaries(): string | undefined {
  if (!existsSync(BINARIES_ROOT)) return undefined;
  const versions = readdirSync(BINARIES_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(BINARIES_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(BINARIES_ROOT, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, the binaries run as the postgres OS user. */
function osUser(): { prefix: string[]; ids?: { uid: number; gid: number } } | string {
  if (process.getuid?.() !== 0) return { prefix: [] };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { prefix: ['runuser', '-u', 'postgres', '--'], ids: { uid, gid } };
  } catch {
    return 'running as root, and there is no postgres OS user to run the server as';
  }
}

/** Why a private cluster cannot be made here, or undefined when it can. */
export function privateClusterUnavailableReason(): string | undefined {
  if (newestBinaries() === undefined)
    return `no PostgreSQL server binaries under ${BINARIES_ROOT}/*/bin (Debian's postgresql package)`;
  const user = osUser();
  return typeof user === 'string' ? user : undefined;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const binaries = newestBinaries();
  const user = osUser();
  if (binaries === undefined || typeof user === 'string')
    throw new Error(privateClusterUnavailableReason());
  const directory = await mkdtemp(join(tmpdir(), 'resume-agent-pg-'));
  if (user.ids) await chown(directory, user.ids.uid, user.ids.gid);
  const dataDirectory = join(directory, 'data');
  const port = await freePort();
  /** The executable and leading arguments that run one of the binaries as the right user. */
  const commandOf = (name: string, args: string[]): [string, string[]] => {
    const [file, ...rest] = [...user.prefix, join(binaries, name), ...args];
    return [file ?? name, rest];
  };
  const tool = (name: string, args: string[]) =>
    run(...commandOf(name, args), { timeout: (PG_CTL_TIMEOUT_SECONDS + 5) * 1000 });
  // The socket lives in the temp directory: the shared server owns /var/run/postgresql.
  const serverOptions = [
    `-p ${port}`,
    `-k ${directory}`,
    '-c listen_addresses=127.0.0.1',
    // Nothing here needs to survive a power cut, and the 2-core machine is shared.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async (): Promise<void> => {
    await tool('pg_ctl', [
      '-D',
      dataDirectory,
      '-l',
      join(directory, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      String(PG_CTL_TIMEOUT_SECONDS),
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate'): Promise<void> => {
    await tool('pg_ctl', [
      '-D',
      dataDirectory,
      '-m',
      mode,
      '-w',
      '-t',
      String(PG_CTL_TIMEOUT_SECONDS),
      'stop',
    ]);
  };
  // Should the test runner die before destroy(), no postgres outlives it.
  const stopOnExit = (): void => {
    try {
      execFileSync(...commandOf('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', 'stop']), {
        stdio: 'ignore',
        timeout: 5_000,
      });
    } catch {
      // Already stopped.
    }
  };

  try {
    await tool('initdb', [
      '-D',
      dataDirectory,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    await start();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  process.once('exit', stopOnExit);
  let isRunning = true;

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // "fast" is what a real stop does: it ends every session with SQLSTATE 57P01.
    async stop() {
      await stop('fast');
      isRunning = false;
    },
    async start() {
      await start();
      isRunning = true;
    },
    async destroy() {
      process.removeListener('exit', stopOnExit);
      if (isRunning) await stop('immediate').catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

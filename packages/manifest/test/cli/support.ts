/**
 * The command-line tests run the real things: the control plane as a child process
 * (`agentctl control-plane`), and the `agentctl` binary against it, in temporary git
 * repositories holding a copy of the spec's example agent.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const packageDirectory = fileURLToPath(new URL('../..', import.meta.url));
export const repositoryDirectory = fileURLToPath(new URL('../../../..', import.meta.url));
export const agentctlBin = join(packageDirectory, 'bin', 'agentctl.mjs');
export const exampleDirectory = join(packageDirectory, 'fixtures', 'example');
/** The example manifest's metadata.owner. */
export const OWNER = 'owner@example.com';

// The tests' one look at the environment: PATH to find git, and the optional PostgreSQL server.
const { PATH: path = '', DATABASE_URL: postgresServerUrl } = process.env;

export type Engine = 'pglite' | 'postgresql';
export const engines: Engine[] = postgresServerUrl ? ['pglite', 'postgresql'] : ['pglite'];

const scratch: string[] = [];
export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), `agentctl-${prefix}-`));
  scratch.push(directory);
  return directory;
}
export function removeTemporaryDirectories(): void {
  for (const directory of scratch.splice(0)) rmSync(directory, { recursive: true, force: true });
}

/** An environment without the developer's: no global git identity, no AGENTCTL_* of theirs. */
function baseEnvironment(): Record<string, string> {
  return {
    PATH: path,
    HOME: temporaryDirectory('home'),
    GIT_CONFIG_NOSYSTEM: '1',
    NO_COLOR: '1',
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function agentctl(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [agentctlBin, ...args],
      { cwd: options.cwd, env: { ...baseEnvironment(), ...options.env }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function git(directory: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: directory,
    encoding: 'utf8',
    env: { PATH: path, HOME: directory, GIT_CONFIG_NOSYSTEM: '1' },
  }).trim();
}

let agentCount = 0;
/** A unique agent name: the tests of one file share a control plane. */
export function uniqueAgentName(): string {
  agentCount += 1;
  return `agent-${String(process.pid)}-${String(agentCount)}-${randomBytes(2).toString('hex')}`;
}

export interface AgentRepository {
  directory: string;
  name: string;
  /** The checked-out commit. */
  commit: string;
  git: (args: readonly string[]) => string;
}

/**
 * A git repository on `main` with one commit: the example manifest (its metadata.name changed
 * to `name`) and its service folders with their Dockerfiles.
 */
export function createAgentRepository(name = uniqueAgentName()): AgentRepository {
  const directory = temporaryDirectory('repo');
  cpSync(exampleDirectory, directory, { recursive: true });
  const manifest = join(directory, 'agent.yaml');
  const text = readFileSync(manifest, 'utf8');
  if (!/^ {2}name: resume-agent$/m.test(text))
    throw new Error('the example manifest changed shape');
  writeFileSync(manifest, text.replace(/^ {2}name: resume-agent$/m, `  name: ${name}`));
  git(directory, ['init', '--quiet', '--initial-branch=main']);
  git(directory, ['config', 'user.email', OWNER]);
  git(directory, ['config', 'user.name', 'Owner']);
  git(directory, ['add', '--all']);
  git(directory, ['commit', '--quiet', '--message', 'The example agent']);
  return {
    directory,
    name,
    commit: git(directory, ['rev-parse', 'HEAD']),
    git: (args) => git(directory, args),
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agentctl_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface RunningControlPlane {
  url: string;
  engine: Engine;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then waits for the exit (and drops the scratch database). Resolves with the exit code. */
  stop: () => Promise<number | null>;
}

const LISTENING = /agentctl control plane listening on (http:\/\/\S+) \((pglite|postgresql)\)/;

/** `agentctl control-plane --port 0` on a fresh database of `engine`. */
export async function startControlPlane(
  engine: Engine,
  options: { dataDir?: string } = {},
): Promise<RunningControlPlane> {
  let storage: string[];
  let drop = (): Promise<void> => Promise.resolve();
  if (engine === 'postgresql') {
    if (!postgresServerUrl) throw new Error('DATABASE_URL is not set');
    const database = await createScratchDatabase(postgresServerUrl);
    storage = ['--database-url', database.url];
    drop = database.drop;
  } else {
    storage = ['--data-dir', options.dataDir ?? join(temporaryDirectory('control-plane'), 'data')];
  }
  const child = spawn(process.execPath, [agentctlBin, 'control-plane', '--port', '0', ...storage], {
    cwd: temporaryDirectory('cwd'),
    env: baseEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the control plane did not start:\n${text}`));
    }, 45_000);
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const match = LISTENING.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the control plane exited (${String(code)}) before listening:\n${text}`));
    });
  });
  return {
    url,
    engine,
    child,
    output: () => text,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      await drop();
      return code;
    },
  };
}

export interface ApiResponse<T> {
  status: number;
  body: T;
}

/** A direct call to the control plane's HTTP API: for setting up and checking state quickly. */
export async function callControlPlane<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

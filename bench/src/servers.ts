/**
 * The three servers under test, each a child process pinned to the server core: ours (the
 * built backend, as deployed), the bare node:http baseline and the Express baseline; and a
 * reference measured only side by side, Fastify with nothing added.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pinned } from './cores.js';

export type ServerKind = 'ours' | 'bare' | 'express';
export const SERVER_KINDS: readonly ServerKind[] = ['ours', 'bare', 'express'];
/**
 * Not one of the servers compared: Fastify with nothing added, doing the baselines' work, run
 * only side by side with ours to tell what Fastify itself costs from what ours adds to it.
 */
export type ReferenceKind = 'fastify';
export type AnyServerKind = ServerKind | ReferenceKind;
export const SERVER_LABELS: Record<AnyServerKind, string> = {
  ours: 'Resume Agent (Fastify)',
  bare: 'bare node:http + pg',
  express: 'Express 5 + pg',
  fastify: 'Fastify 5 + pg, nothing added',
};

/** Where a server finds its data: a PostgreSQL database, or an embedded PGlite data dir. */
export type DatabaseTarget =
  { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string };

export const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
export const APP_ORIGIN = 'http://localhost:3000';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const entryPoints: Record<AnyServerKind, string[]> = {
  ours: [`${repository}backend/dist/server.js`],
  bare: ['--import', 'tsx', fileURLToPath(new URL('./baselines/bare-server.ts', import.meta.url))],
  express: [
    '--import',
    'tsx',
    fileURLToPath(new URL('./baselines/express-server.ts', import.meta.url)),
  ],
  fastify: [
    '--import',
    'tsx',
    fileURLToPath(new URL('./baselines/fastify-server.ts', import.meta.url)),
  ],
};

/** Builds backend/dist, which ours runs from, so that a run measures the code as it is now. */
export function buildBackend(): void {
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@resume-agent/backend'], {
    cwd: repository,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`building the backend failed (exit ${build.status})`);
}

export interface RunningServer {
  kind: AnyServerKind;
  origin: string;
  /** The server's own process id (not a taskset wrapper's: taskset execs into it). */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Ready means answering HTTP (ours logs only warnings here, so no "ready" line to wait for). */
async function untilAnswering(
  origin: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within 90 s:\n${output()}`);
}

export async function startServer(
  kind: AnyServerKind,
  target: DatabaseTarget,
  {
    core,
    migrate = false,
    nodeOptions = [],
    entryPoint,
  }: {
    core: number | undefined;
    migrate?: boolean;
    /** Options for node itself, before the entry point (V8 flags). */
    nodeOptions?: readonly string[];
    /** Ours only: another build's server.js than backend/dist's (compare-builds.ts). */
    entryPoint?: string;
  },
): Promise<RunningServer> {
  const port = await freePort();
  if (entryPoint !== undefined && kind !== 'ours')
    throw new Error('only ours can be started from another build');
  const entry = entryPoint === undefined ? entryPoints[kind] : [entryPoint];
  const [command, args] = pinned(core, process.execPath, [...nodeOptions, ...entry]);
  const child: ChildProcess = spawn(command, args, {
    cwd: repository,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_SECRET,
      APP_ORIGIN,
      // Request logs go nowhere in the baselines; ours logs warnings and errors only.
      LOG_LEVEL: 'warn',
      // The per-token limit (600/min by default) would turn a benchmark into 429s.
      TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
      DATABASE_POOL_SIZE: '10',
      MIGRATE_ON_START: migrate ? 'true' : 'false',
      DEMO_ACCOUNT: 'false',
      ...(target.engine === 'postgres'
        ? { DATABASE_URL: target.url }
        : { DATA_DIR: target.dataDir }),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await untilAnswering(origin, child, () => output);
  return {
    kind,
    origin,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The real backend (src/server.ts) as a child process, configured for fault tests, and a
 * registry that guarantees no child outlives its test file, whatever the test did.
 */
import { freePort, runTypeScript, type RunningProcess } from '../support/processes.js';

/** A bound on everything a test waits for: a start, an exit. */
const START_TIMEOUT_MS = 30_000;

const FAULT_ENVIRONMENT = {
  NODE_ENV: 'test',
  // startBackend-style readiness is the "backend ready" info line.
  LOG_LEVEL: 'info',
  MIGRATE_ON_START: 'true',
  // The load is one token's: the per-token limit would answer 429 instead of the behaviour
  // under test.
  TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_SECRET: 'fault-tests-secret-fault-tests-secret-0123',
  DEMO_ACCOUNT: 'false',
  SHUTDOWN_TIMEOUT_MS: '10000',
};

export interface Backend {
  process: RunningProcess;
  baseUrl: string;
  isAlive(): boolean;
}

export interface BackendRegistry {
  launch(environment: Record<string, string>): Promise<Backend>;
  /** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(
    backend: Backend,
    signal: NodeJS.Signals,
    timeoutMs?: number,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILLs every child still running: for afterAll. */
  killAll(): Promise<void>;
}

export function createBackendRegistry(): BackendRegistry {
  const running = new Set<RunningProcess>();
  const isAlive = (child: RunningProcess): boolean =>
    child.child.exitCode === null && child.child.signalCode === null;

  async function stop(
    backend: Backend,
    signal: NodeJS.Signals,
    timeoutMs = 15_000,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = backend.process;
    if (isAlive(child)) child.child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        resolve('timeout');
      }, timeoutMs);
    });
    const outcome = await Promise.race([child.exited, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      child.child.kill('SIGKILL');
      await child.exited;
      running.delete(child);
      throw new Error(`backend did not exit within ${timeoutMs} ms of ${signal}`);
    }
    running.delete(child);
    return outcome;
  }

  return {
    async launch(environment) {
      const port = await freePort();
      const child = runTypeScript('src/server.ts', [], {
        ...FAULT_ENVIRONMENT,
        PORT: String(port),
        ...environment,
      });
      running.add(child);
      const backend: Backend = {
        process: child,
        baseUrl: `http://127.0.0.1:${port}`,
        isAlive: () => isAlive(child),
      };
      try {
        await child.waitFor(/backend ready/, START_TIMEOUT_MS);
      } catch (error) {
        await stop(backend, 'SIGKILL', 5_000).catch(() => undefined);
        throw error;
      }
      return backend;
    },
    stop,
    async killAll() {
      await Promise.all(
        [...running].map(async (child) => {
          if (isAlive(child)) child.child.kill('SIGKILL');
          await child.exited;
        }),
      );
      running.clear();
    },
  };
}

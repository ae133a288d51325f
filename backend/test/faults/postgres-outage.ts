/**
 * A PostgreSQL database the test may take away and give back. Preferred: a private cluster,
 * stopped and started for real (the backend sees SQLSTATE 57P01, then refused connections, then
 * a server that starts up). Where that cannot run, a TCP proxy in front of a scratch database
 * on the shared server imitates it. The shared server itself is never stopped: other test
 * files use it at the same time.
 */
import { createScratchPostgresDatabase } from '../support/scratch-postgres.js';
import { privateClusterUnavailableReason, startPrivateCluster } from './private-cluster.js';
import { startTcpProxy } from './tcp-proxy.js';

export interface StoppablePostgres {
  /** How the outage is made, and why when it is the fallback: shown in the test's output. */
  method: string;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function behindProxy(sharedServerUrl: string, reason: string): Promise<StoppablePostgres> {
  const scratch = await createScratchPostgresDatabase(sharedServerUrl);
  const direct = new URL(scratch.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(scratch.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return {
    method: `TCP proxy in front of the shared server (no private cluster: ${reason})`,
    url: url.toString(),
    stop: () => proxy.stop(),
    start: () => proxy.start(),
    async destroy() {
      await proxy.close();
      await scratch.drop();
    },
  };
}

export async function startStoppablePostgres(sharedServerUrl: string): Promise<StoppablePostgres> {
  const reason = privateClusterUnavailableReason();
  if (reason !== undefined) return behindProxy(sharedServerUrl, reason);
  try {
    const cluster = await startPrivateCluster();
    return {
      method: `private cluster on port ${cluster.port} (pg_ctl stop -m fast / start)`,
      url: cluster.url,
      stop: () => cluster.stop(),
      start: () => cluster.start(),
      destroy: () => cluster.destroy(),
    };
  } catch (error) {
    return behindProxy(sharedServerUrl, `starting it failed: ${String(error)}`);
  }
}

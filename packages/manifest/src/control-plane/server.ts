/** Opens the database, migrates, listens, and closes cleanly on SIGTERM or SIGINT. */
import { buildControlPlane } from './app.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import type { RuntimeSettings } from './runtime-values.js';

export interface ControlPlaneOptions extends RuntimeSettings {
  host: string;
  port: number;
  databaseUrl?: string | undefined;
  dataDir: string;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Called once, with the address, when the control plane accepts requests. */
  onListening: (url: string, engine: string) => void;
}

/** Resolves when the control plane has closed after a signal. */
export async function runControlPlane(options: ControlPlaneOptions): Promise<void> {
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let app;
  try {
    await migrate(db);
    app = await buildControlPlane({
      db,
      settings: { region: options.region, domain: options.domain },
      // Logs go to stderr: stdout carries the one line that says where the control plane listens.
      logger:
        options.logLevel === 'silent' ? false : { level: options.logLevel, stream: process.stderr },
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const server = app;
  const closed = new Promise<void>((resolve, reject) => {
    const close = (): void => {
      process.off('SIGTERM', close);
      process.off('SIGINT', close);
      server.close().then(resolve, reject);
    };
    process.once('SIGTERM', close);
    process.once('SIGINT', close);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  options.onListening(`http://${host}:${port}`, db.engine);
  await closed;
}

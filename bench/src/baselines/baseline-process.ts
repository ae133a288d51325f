/**
 * The environment the baseline servers start from, read the way the backend reads its own:
 * PORT, AUTH_SECRET, APP_ORIGIN, and DATABASE_URL (PostgreSQL, pool of DATABASE_POOL_SIZE)
 * or DATA_DIR (embedded PGlite).
 */
import type { Server } from 'node:http';
import { openDatabase } from '@resume-agent/backend/src/db/open-database.js';
import { createBaselineWork, type BaselineWork } from './baseline-work.js';

export async function startBaseline(
  name: string,
  listen: (work: BaselineWork) => Server | Promise<Server>,
): Promise<void> {
  const env = process.env;
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? '.data',
    maxConnections: Number(env.DATABASE_POOL_SIZE ?? 10),
  });
  const work = createBaselineWork({
    db,
    authSecret: env.AUTH_SECRET ?? '',
    appOrigin: env.APP_ORIGIN ?? 'http://localhost:3000',
  });
  const server = await listen(work);
  server.listen(Number(env.PORT ?? 4100), '127.0.0.1', () => {
    console.log(`${name} baseline ready`);
  });
  const stop = (): void => {
    server.close(() => {
      void db.close().then(() => process.exit(0));
    });
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

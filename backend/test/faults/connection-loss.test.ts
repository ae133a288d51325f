/**
 * The pool's part of an outage, without a backend process around it: a connection that dies
 * while a transaction holds it must fail that transaction, not the process, and the pool must
 * serve again when the server is back. PostgreSQL only: PGlite has no connection to lose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres-database.js';
import { isDatabaseUnavailable } from '../../src/http/database-errors.js';
import { postgresServerUrl } from '../support/databases.js';
import { createScratchPostgresDatabase } from '../support/scratch-postgres.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

describe.skipIf(postgresServerUrl === undefined)('losing the connection to PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let proxy: TcpProxy;
  let db: Database;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(postgresServerUrl ?? '');
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const url = new URL(scratch.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    db = createPostgresDatabase({ connectionString: url.toString() });
  });
  afterAll(async () => {
    await db.close();
    await proxy.close();
    await scratch.drop();
  });

  it('fails a transaction whose connection dies between two statements, and serves again after', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS notes (id int PRIMARY KEY)');
    const outcome = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (1)');
      // The connection dies while no statement runs: pg emits 'error' on the checked-out
      // client, which nothing but the pool's own listener can catch.
      await proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('INSERT INTO notes VALUES (2)');
    });
    const error = await outcome.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);

    await expect(db.query('SELECT 1')).rejects.toSatisfy(isDatabaseUnavailable);
    await proxy.start();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
    // Nothing of the broken transaction was committed.
    expect(rows).toEqual([{ n: 0 }]);
  });
});

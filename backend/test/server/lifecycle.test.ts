import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { embeddedDatabaseDirectory } from '../../src/db/open-database.js';
import { migratedDataDirectory, runTypeScript, startBackend } from '../support/processes.js';

// Each holds a migrated PGlite database (~40 MB): removed when the file's tests are done.
const dataDirs: string[] = [];
/** An empty DATA_DIR, or with `migrated` one a backend opens without initdb or migrations. */
async function newDataDir(state: 'empty' | 'migrated'): Promise<string> {
  const dataDir =
    state === 'empty'
      ? await mkdtemp(join(tmpdir(), 'resume-agent-data-'))
      : await migratedDataDirectory();
  dataDirs.push(dataDir);
  return dataDir;
}
afterAll(async () => {
  await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
});

// The backend's default APP_ORIGIN, whose pages may read the API's answers (CORS).
const APP_ORIGIN = 'http://localhost:3000';

describe('backend process', () => {
  it('refuses to start with a bad configuration and names each bad variable', async () => {
    const backend = runTypeScript('src/server.ts', [], { PORT: 'eighty', LOG_LEVEL: 'loud' });
    const { code } = await backend.exited;
    expect(code).toBe(1);
    expect(backend.output()).toContain('PORT: must be an integer port number');
    expect(backend.output()).toContain('LOG_LEVEL: must be one of');
  });

  it('migrates the embedded database at start, reports it healthy, and closes it on SIGTERM', async () => {
    const dataDir = await newDataDir('empty');
    const backend = await startBackend({ DATA_DIR: dataDir });
    const response = await fetch(`http://127.0.0.1:${backend.port}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', engine: 'pglite' },
    });
    expect(backend.output()).toMatch(/database ready \(\d+ migration\(s\) applied/);

    backend.child.kill('SIGTERM');
    expect(await backend.exited).toEqual({ code: 0, signal: null });
    expect(backend.output()).toContain('shut down cleanly');
    // The pid lock is released only after the database has been closed.
    expect(existsSync(join(embeddedDatabaseDirectory(dataDir), 'resume-agent.pid'))).toBe(false);
  });

  it('reads again, once started, the postings an older engine read', async () => {
    const dataDir = await newDataDir('migrated');
    const before = await createPgliteDatabase(embeddedDatabaseDirectory(dataDir));
    try {
      const { rows } = await before.query<{ id: string }>(
        'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
        ['older-engine@example.com', 'not-a-hash'],
      );
      // As saved by an engine that did not read pay (no reading version, a reading without pay).
      await before.query(
        `INSERT INTO jobs (user_id, title, description, parsed) VALUES ($1, 'Engineer', $2, '{}')`,
        [rows[0]?.id, 'Engineer\nRequirements\n- Go\nSalary: €70.000 – €80.000 brutto p.a.'],
      );
    } finally {
      await before.close();
    }
    const backend = await startBackend({ DATA_DIR: dataDir });
    await backend.waitFor(/read 1 stored job posting\(s\) again/);
    backend.child.kill('SIGTERM');
    expect(await backend.exited).toEqual({ code: 0, signal: null });

    const after = await createPgliteDatabase(embeddedDatabaseDirectory(dataDir));
    try {
      const { rows } = await after.query<{ pay: unknown }>(
        "SELECT pay FROM jobs WHERE title = 'Engineer'",
      );
      expect(rows).toEqual([
        { pay: { currency: 'EUR', min: 70_000, max: 80_000, period: 'year' } },
      ]);
    } finally {
      await after.close();
    }
  });

  it('finishes a request that is in flight at SIGTERM before exiting', async () => {
    const backend = await startBackend({ DATA_DIR: await newDataDir('migrated') });
    const socket = connect(backend.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const body = JSON.stringify({ note: 'arrives in two parts' });
    // Headers and half of the body now; the request is in flight when SIGTERM arrives.
    socket.write(
      `POST /health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    backend.child.kill('SIGTERM');
    await backend.waitFor(/shutting down/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(backend.child.exitCode).toBeNull();

    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(response).toMatch(/^HTTP\/1\.1 404 /);
    expect(response).toContain('"error":404');
    expect(response.toLowerCase()).toContain('connection: close');
    expect(await backend.exited).toEqual({ code: 0, signal: null });
  });

  it('turns away requests that arrive during shutdown with 503 in the Error shape', async () => {
    const backend = await startBackend({ DATA_DIR: await newDataDir('migrated') });
    const paths = ['/api/cases', '/plants', '/health', '/graphql?query=%7B__typename%7D'];
    const answers = await Promise.all(
      paths.map(async (path) => {
        const socket = connect(backend.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        let response = '';
        socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
        // A request begun before SIGTERM keeps its connection open (an idle one is closed);
        // it is complete only once the shutdown has started.
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${APP_ORIGIN}\r\n`);
        return { path, socket, response: () => response };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    backend.child.kill('SIGTERM');
    await backend.waitFor(/shutting down/);
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const { path, socket, response } of answers) {
      socket.write('\r\n');
      await new Promise((resolve) => socket.once('close', resolve));
      const [head = '', body = ''] = response().split('\r\n\r\n');
      expect(head, path).toMatch(/^HTTP\/1\.1 503 /);
      expect(head.toLowerCase(), path).toContain('retry-after: 1');
      expect(head.toLowerCase(), path).toContain('connection: close');
      // A page of the app can read why.
      expect(head.toLowerCase(), path).toContain(`access-control-allow-origin: ${APP_ORIGIN}`);
      const message = 'The server is shutting down; try again shortly';
      // The plant store's errors are exactly { error, message } by its OpenAPI document;
      // GraphQL reports errors the GraphQL way.
      expect(JSON.parse(body), path).toEqual(
        path === '/plants'
          ? { error: 503, message }
          : path.startsWith('/graphql')
            ? { data: null, errors: [{ message, extensions: { code: 'SHUTTING_DOWN' } }] }
            : { error: 503, message, code: 'SHUTTING_DOWN' },
      );
    }
    expect(await backend.exited).toEqual({ code: 0, signal: null });
    // A refusal is logged as one, not as a failure with a stack.
    expect(backend.output()).toContain('"code":"SHUTTING_DOWN"');
    expect(backend.output()).not.toContain('request failed');
  });

  it('loses no acknowledged write on the embedded database when killed with SIGKILL', async () => {
    const dataDir = await newDataDir('migrated');
    const writer = runTypeScript('test/support/durable-writer.ts', [dataDir], {});
    await writer.waitFor(/ack 60\n/);
    writer.child.kill('SIGKILL');
    await writer.exited;
    const acknowledged = [...writer.output().matchAll(/ack (\d+)\n/g)].map((match) =>
      Number(match[1]),
    );
    const lastAcknowledged = Math.max(...acknowledged);

    const reopened = await createPgliteDatabase(embeddedDatabaseDirectory(dataDir));
    try {
      const { rows } = await reopened.query<{ n: number }>(
        'SELECT n FROM durability_probe ORDER BY n',
      );
      const stored = new Set(rows.map((row) => row.n));
      const missing = acknowledged.filter((n) => !stored.has(n));
      expect(missing).toEqual([]);
      expect(rows.length).toBeGreaterThanOrEqual(lastAcknowledged + 1);
    } finally {
      await reopened.close();
    }
  });

  it('starts again on the same embedded database after being killed with SIGKILL', async () => {
    // A first start: the migrations it recorded must survive the kill.
    const dataDir = await newDataDir('empty');
    const first = await startBackend({ DATA_DIR: dataDir });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startBackend({ DATA_DIR: dataDir });
    try {
      expect(second.output()).toContain('database ready (0 migration(s) applied');
      const response = await fetch(`http://127.0.0.1:${second.port}/health`);
      expect(response.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('will not open an embedded database that a running backend holds', async () => {
    const dataDir = await newDataDir('migrated');
    const running = await startBackend({ DATA_DIR: dataDir });
    try {
      await expect(createPgliteDatabase(embeddedDatabaseDirectory(dataDir))).rejects.toThrow(
        new RegExp(`in use by process ${running.child.pid ?? 0}`),
      );
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });
});

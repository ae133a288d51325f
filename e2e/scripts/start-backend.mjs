// Starts the built backend for the browser tests. With DATABASE_URL set (as in CI) it runs
// on a fresh PostgreSQL database that it creates, migrates and drops again on SIGTERM, so
// the tests never touch the server's other databases; without it, on a fresh PGlite directory.
// Either way its data directory (PGlite's files, or only the secrets file) is removed on exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL;
let databaseUrl;
let databaseName;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  databaseName = `resume_agent_e2e_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const dataDir = mkdtempSync(join(tmpdir(), 'resume-agent-e2e-'));
const backend = spawn(process.execPath, ['../backend/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    MIGRATE_ON_START: 'true',
  },
});

let isStopping = false;
async function stop(code) {
  if (isStopping) return;
  isStopping = true;
  if (backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
  }
  if (databaseName) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
  // The run's mail (playwright.config.ts) is read by the tests while they run, not after.
  if (process.env.MAIL_OUTBOX_DIR)
    rmSync(process.env.MAIL_OUTBOX_DIR, { recursive: true, force: true });
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
backend.on('exit', (code) => void stop(code ?? 1));

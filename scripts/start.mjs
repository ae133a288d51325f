// `npm start`: builds what is needed, then runs the backend (embedded PGlite unless
// DATABASE_URL is set) and the frontend together, prints their addresses, and stops both
// on Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const backendPort = process.env.PORT ?? '4000';
const frontendPort = process.env.FRONTEND_PORT ?? '3000';
const apiBaseUrl = process.env.NEXT_PUBLIC_API_BASE_URL ?? `http://localhost:${backendPort}`;
const env = { ...process.env, NEXT_PUBLIC_API_BASE_URL: apiBaseUrl, NEXT_TELEMETRY_DISABLED: '1' };

const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@resume-agent/backend',
    '--filter=@resume-agent/frontend',
    '--output-logs=errors-only',
  ],
  { stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = new Map();
let isStopping = false;

// Node directly, not `npm run start`: npm does not pass SIGTERM on to its child, which would
// leave the backend running (and holding the embedded database) after we stop.
function run(name, entry, extraEnv) {
  const child = spawn(process.execPath, [entry], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    children.delete(name);
    if (!isStopping) {
      console.error(`${prefix}exited with code ${code}; stopping.`);
      stop(code ?? 1);
    } else if (children.size === 0) {
      process.exit(0);
    }
  });
  children.set(name, child);
}

function stop(code = 0) {
  if (isStopping && code === 0) return;
  isStopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
  setTimeout(() => process.exit(code), 15_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('backend', 'backend/dist/server.js', { PORT: backendPort });
run('frontend', 'frontend/scripts/start-standalone.mjs', { PORT: frontendPort });

async function waitUntilUp(url) {
  for (let attempt = 0; attempt < 120 && !isStopping; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}

const [backendUp, frontendUp] = await Promise.all([
  waitUntilUp(`http://127.0.0.1:${backendPort}/health`),
  waitUntilUp(`http://127.0.0.1:${frontendPort}/`),
]);
if (backendUp && frontendUp) {
  const database = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${process.env.DATA_DIR ?? '.data/'}`;
  console.log(`
  Resume Agent is running
    frontend  http://localhost:${frontendPort}
    backend   ${apiBaseUrl}   (health: ${apiBaseUrl}/health)
    database  ${database}
  Press Ctrl+C to stop.
`);
} else if (!isStopping) {
  console.error('The app did not come up within a minute; see the log above.');
  stop(1);
}

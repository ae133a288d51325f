// `npm start`: run the standalone server that `npm run build` produced, with the defaults the
// container uses (PORT 3000, all interfaces), forwarding signals and the exit status.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const frontendDir = path.join(import.meta.dirname, '..');
const serverPath = path.join(frontendDir, '.next', 'standalone', 'frontend', 'server.js');

if (!existsSync(serverPath)) {
  console.error(
    `Resume Agent frontend: ${path.relative(process.cwd(), serverPath) || serverPath} not found.\n` +
      'Build it first: npm run build (in frontend/, or npm run build --workspace @resume-agent/frontend).',
  );
  process.exit(1);
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  // The interface to listen on. Next reads HOSTNAME; set it to 127.0.0.1 to stay local.
  HOSTNAME: process.env.HOSTNAME ?? '0.0.0.0',
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
};

const child = spawn(process.execPath, [serverPath], {
  cwd: path.dirname(serverPath),
  env,
  stdio: 'inherit',
});

/** @type {NodeJS.Signals[]} */
const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwardedSignals) {
  process.on(signal, () => {
    child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`Resume Agent frontend: could not start ${serverPath}: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (signal) {
    // Re-raise so our parent sees the same cause of death; the handlers above are removed first.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});

// Runs before `npm start`: installs the dependencies when they are missing or older than the
// lockfile, so a fresh clone starts with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const isStale =
  !existsSync(installed) ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs);

if (isStale) {
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', [existsSync('package-lock.json') ? 'ci' : 'install'], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}

// After `next build`: the standalone server does not include the static assets; Next leaves
// copying them to the deployer. Copy .next/static and public/ next to server.js so that
// `npm start` and the container image serve a complete site.
import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const frontendDir = path.join(import.meta.dirname, '..');
// outputFileTracingRoot is the repository root, so the server sits under the workspace's
// folder name inside .next/standalone.
const standaloneAppDir = path.join(frontendDir, '.next', 'standalone', 'frontend');

/** @param {string} target */
async function exists(target) {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} source
 * @param {string} destination
 */
async function copyInto(source, destination) {
  await rm(destination, { recursive: true, force: true });
  await cp(source, destination, { recursive: true });
  console.log(
    `copied ${path.relative(frontendDir, source)} → ${path.relative(frontendDir, destination)}`,
  );
}

if (!(await exists(path.join(standaloneAppDir, 'server.js')))) {
  console.error(
    `copy-standalone-assets: ${path.relative(frontendDir, standaloneAppDir)}/server.js not found.\n` +
      "Run `next build` first, with output: 'standalone' in next.config.ts.",
  );
  process.exit(1);
}

await copyInto(
  path.join(frontendDir, '.next', 'static'),
  path.join(standaloneAppDir, '.next', 'static'),
);

const publicDir = path.join(frontendDir, 'public');
if (await exists(publicDir)) {
  await copyInto(publicDir, path.join(standaloneAppDir, 'public'));
}

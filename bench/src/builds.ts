/**
 * The backend builds compare-builds.ts sets side by side. A build is a copy of backend/dist;
 * it must sit inside backend/ because its bundle leaves third-party packages to Node, which
 * finds them in node_modules above it, as it does for backend/dist.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The server.js of the build in `directory` (relative to `from`), or an error that says why not. */
export function serverEntryOf(repository: string, from: string, directory: string): string {
  const absolute = resolve(from, directory);
  const insideBackend = relative(join(repository, 'backend'), absolute);
  if (insideBackend === '' || insideBackend.startsWith('..') || insideBackend.startsWith(sep))
    throw new Error(
      `${directory}: a build to compare must be a directory inside backend/ (such as backend/dist-before), where Node finds its packages`,
    );
  const entry = join(absolute, 'server.js');
  if (!existsSync(entry))
    throw new Error(
      `${directory}: no server.js there; copy a build of the backend (backend/dist) there first`,
    );
  return entry;
}

/** The machine and software a run measured, for the report's header. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { arch, cpus, platform, release, totalmem } from 'node:os';
const require = createRequire(import.meta.url);

/**
 * The version of the copy this workspace resolves (the same name may be installed twice in
 * different versions). Found from its entry point, since some packages do not export
 * package.json.
 */
function packageVersion(name: string): string {
  try {
    let directory = dirname(require.resolve(name));
    for (;;) {
      const manifest = join(directory, 'package.json');
      if (existsSync(manifest)) {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as {
          name?: string;
          version: string;
        };
        if (parsed.name === name) return parsed.version;
      }
      const parent = dirname(directory);
      if (parent === directory) return 'unknown';
      directory = parent;
    }
  } catch {
    return 'unknown';
  }
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? platform();
  } catch {
    return platform();
  }
}

export function describeMachine(postgresVersion: string | undefined): string[] {
  const processors = cpus();
  return [
    `CPU: ${processors[0]?.model ?? 'unknown'} × ${processors.length} (${arch()})`,
    `Memory: ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `OS: ${osName()}, Linux ${release()}`,
    `Node.js ${process.versions.node}; Fastify ${packageVersion('fastify')}, Express ${packageVersion('express')}, pg ${packageVersion('pg')}, PGlite ${packageVersion('@electric-sql/pglite')}, autocannon ${packageVersion('autocannon')}`,
    `PostgreSQL server: ${postgresVersion ?? 'not used'}`,
  ];
}

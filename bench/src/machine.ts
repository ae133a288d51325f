/** The machine and software a run measured, for the report's header. */
import { readFileSync } from 'node:fs';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function packageVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
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

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runControlPlane, type ControlPlaneOptions } from '../../control-plane/server.js';
import { expectPositionals, stringOption } from '../args.js';
import type { Command } from '../command.js';
import { CliError, ExitCode, UsageError } from '../errors.js';

const USAGE =
  'agentctl control-plane [--port N] [--host HOST] [--database-url URL | --data-dir DIR] [--region R] [--domain D] [--log-level LEVEL]';
const DEFAULT_PORT = 4700;
const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
const DNS_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The repository holding `directory` (the nearest folder with .git), else `directory` itself. */
function repositoryRootOf(directory: string): string {
  for (let current = directory; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return directory;
  }
}

function port(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 65_535) {
    throw new UsageError(`--port: an integer from 0 to 65535, not ${text}`);
  }
  return value;
}

function dnsName(text: string, option: string): string {
  if (!DNS_NAME.test(text)) throw new UsageError(`--${option}: not a DNS name: ${text}`);
  return text;
}

function logLevel(text: string | undefined): ControlPlaneOptions['logLevel'] {
  if (text === undefined) return 'warn';
  const level = LOG_LEVELS.find((candidate) => candidate === text);
  if (level === undefined) throw new UsageError(`--log-level: one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function databaseUrl(text: string | undefined, source: string): string | undefined {
  if (text === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(text))
    throw new UsageError(`${source}: must be a postgres:// URL`);
  return text;
}

export const controlPlaneCommand: Command = {
  name: 'control-plane',
  usage: USAGE,
  description: [
    "Runs the control plane that persists each agent's manifest and its registration and deploy",
    'history, on a PostgreSQL server (--database-url, or $CONTROL_PLANE_DATABASE_URL) or on an',
    'embedded PGlite database under --data-dir (default: .data/control-plane in the repository).',
    'Prints one line, "agentctl control plane listening on http://HOST:PORT (ENGINE)", once it',
    'accepts requests; SIGTERM or SIGINT stop it cleanly. Logs go to stderr.',
  ].join('\n'),
  options: {
    port: {
      type: 'string',
      short: 'p',
      value: 'N',
      description: `the port (default ${DEFAULT_PORT}; 0: any free port)`,
    },
    host: {
      type: 'string',
      value: 'HOST',
      description: 'the address to listen on (default 127.0.0.1)',
    },
    'database-url': {
      type: 'string',
      value: 'URL',
      description: 'a PostgreSQL server (default: $CONTROL_PLANE_DATABASE_URL)',
    },
    'data-dir': {
      type: 'string',
      value: 'DIR',
      description: 'the PGlite directory (default: <repository>/.data/control-plane)',
    },
    region: {
      type: 'string',
      value: 'REGION',
      description: 'the region services resolve to (default local-1)',
    },
    domain: {
      type: 'string',
      value: 'DOMAIN',
      description: 'the domain of service host names (default platform.local)',
    },
    'log-level': {
      type: 'string',
      value: 'LEVEL',
      description: `${LOG_LEVELS.join(', ')} (default warn)`,
    },
  },
  exitCodes: {
    [ExitCode.ok]: 'stopped by SIGTERM or SIGINT',
    [ExitCode.failure]: 'could not start (database unreachable, port taken, data directory in use)',
    [ExitCode.usage]: 'bad usage',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 0, USAGE);
    const { values } = args;
    const dataDirOption = stringOption(values, 'data-dir');
    const urlOption = stringOption(values, 'database-url');
    if (urlOption !== undefined && dataDirOption !== undefined) {
      throw new UsageError('choose one of --database-url and --data-dir');
    }
    // --data-dir asks for PGlite even when the environment names a server.
    const url =
      databaseUrl(urlOption, '--database-url') ??
      (dataDirOption === undefined
        ? databaseUrl(context.environment.controlPlaneDatabaseUrl, 'CONTROL_PLANE_DATABASE_URL')
        : undefined);
    const options: ControlPlaneOptions = {
      host: stringOption(values, 'host') ?? '127.0.0.1',
      port: port(stringOption(values, 'port')),
      databaseUrl: url,
      dataDir:
        dataDirOption === undefined
          ? join(repositoryRootOf(context.directory), '.data', 'control-plane')
          : resolve(context.cwd, dataDirOption),
      region: dnsName(stringOption(values, 'region') ?? 'local-1', 'region'),
      domain: dnsName(stringOption(values, 'domain') ?? 'platform.local', 'domain'),
      logLevel: logLevel(stringOption(values, 'log-level')),
      onListening: (address, engine) => {
        context.io.stdout(`agentctl control plane listening on ${address} (${engine})\n`);
      },
    };
    try {
      await runControlPlane(options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CliError(
        `The control plane could not start: ${reason}`,
        ExitCode.failure,
        url === undefined ? `Data directory: ${options.dataDir}` : undefined,
      );
    }
    return ExitCode.ok;
  },
};

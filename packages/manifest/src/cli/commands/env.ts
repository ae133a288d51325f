import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ControlPlaneRefusal } from '../../control-plane/client.js';
import { currentBranch, environmentForBranch } from '../../preview/index.js';
import { AGENT_OPTION, expectPositionals, flag, stringOption } from '../args.js';
import type { Command } from '../command.js';
import type { CommandContext } from '../context.js';
import { CliError, ExitCode, UsageError } from '../errors.js';
import { targetAgent } from '../manifest-summary.js';

const USAGE = 'agentctl env <service> [--environment ENV] [--agent NAME] [--json]';
const DEFAULT_ENVIRONMENT = 'production';

/** Quoted for a POSIX shell when needed, so that `eval "$(agentctl env backend)"` works. */
function shellValue(value: string): string {
  return /^[\w@%+=:,./-]*$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The environment of the checked-out branch by the manifest's deploy map, else production. */
async function defaultEnvironment(
  deploy: Record<string, string>,
  context: CommandContext,
): Promise<string> {
  const directory = dirname(context.manifestPath);
  if (Object.keys(deploy).length === 0 || !existsSync(directory)) return DEFAULT_ENVIRONMENT;
  try {
    const branch = await currentBranch(directory);
    return environmentForBranch(deploy, branch)?.environment ?? DEFAULT_ENVIRONMENT;
  } catch {
    // Not a git checkout, or a detached HEAD: no branch to go by.
    return DEFAULT_ENVIRONMENT;
  }
}

function serviceNotFound(refusal: ControlPlaneRefusal, service: string): CliError {
  const details = (refusal.body.details ?? {}) as {
    agent?: string;
    placeholder?: boolean;
    services?: string[];
  };
  const agent = details.agent ?? 'the agent';
  return new CliError(
    `Service not found: ${agent}'s persisted manifest has no service ${service}`,
    ExitCode.failure,
    details.placeholder
      ? 'It is a placeholder with no services; the owner persists the real ones with agentctl deploy --confirm'
      : `Its services: ${(details.services ?? []).join(', ') || 'none'}`,
  );
}

export const envCommand: Command = {
  name: 'env',
  usage: USAGE,
  description: [
    'Prints, as KEY=value lines, the values the platform resolves for one service of the',
    'persisted manifest in one environment: SERVICE_NAME, ENVIRONMENT, REGION, SERVICE_URL, and',
    'by kind NEXT_PUBLIC_API_BASE_URL (nextjs), DATABASE_URL and PORT (backends),',
    'HASURA_GRAPHQL_DATABASE_URL (hasura). The environment defaults to the one the checked-out',
    "branch deploys to by the manifest's deploy map, else production. Fails with",
    'Service not found while the persisted manifest has no such service (e.g. a placeholder).',
  ].join('\n'),
  options: {
    environment: {
      type: 'string',
      short: 'e',
      value: 'ENV',
      description: "the environment (default: the current branch's, else production)",
    },
    agent: AGENT_OPTION,
    json: {
      type: 'boolean',
      description: 'print the service, environment, values and last deploy as JSON',
    },
  },
  exitCodes: {
    [ExitCode.ok]: 'printed',
    [ExitCode.failure]: 'Service not found, unknown environment, or the agent is not registered',
    [ExitCode.usage]: 'bad usage (e.g. no service named)',
    [ExitCode.unreachable]: 'the control plane cannot be reached',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 1, USAGE);
    const service = args.positionals[0];
    if (service === undefined) throw new UsageError(`name a service (usage: ${USAGE})`);
    const target = targetAgent(stringOption(args.values, 'agent'), context);
    const environment =
      stringOption(args.values, 'environment') ??
      (await defaultEnvironment(target.deploy, context));
    let resolved;
    try {
      resolved = await context.controlPlane().serviceEnvironment(target.name, service, environment);
    } catch (error) {
      if (error instanceof ControlPlaneRefusal && error.code === 'SERVICE_NOT_FOUND') {
        throw serviceNotFound(error, service);
      }
      throw error;
    }
    if (flag(args.values, 'json')) {
      context.io.stdout(`${JSON.stringify(resolved, null, 2)}\n`);
    } else {
      const lines = Object.entries(resolved.values).map(
        ([key, value]) => `${key}=${shellValue(value)}`,
      );
      context.io.stdout(`${lines.join('\n')}\n`);
    }
    return ExitCode.ok;
  },
};

import { AGENT_OPTION, expectPositionals, flag, stringOption } from '../args.js';
import type { Command } from '../command.js';
import { ExitCode } from '../errors.js';
import { formatStatus } from '../format.js';
import { targetAgent } from '../manifest-summary.js';

const USAGE = 'agentctl status [--agent NAME] [--json]';

export const statusCommand: Command = {
  name: 'status',
  usage: USAGE,
  description: [
    "Shows what the control plane holds for the manifest's agent (or --agent NAME): its owner,",
    'whether its persisted manifest is still a placeholder with no services, the services a',
    'confirmed deploy persisted, and the latest deploy of each environment. Succeeds for any',
    'registered agent, placeholder or not.',
  ].join('\n'),
  options: {
    agent: AGENT_OPTION,
    json: { type: 'boolean', description: 'print the status as JSON' },
  },
  exitCodes: {
    [ExitCode.ok]: 'the agent is registered',
    [ExitCode.failure]: 'the agent is not registered, or no manifest names it',
    [ExitCode.usage]: 'bad usage',
    [ExitCode.unreachable]: 'the control plane cannot be reached',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 0, USAGE);
    const { name } = targetAgent(stringOption(args.values, 'agent'), context);
    const status = await context.controlPlane().status(name);
    context.io.stdout(
      flag(args.values, 'json')
        ? `${JSON.stringify(status, null, 2)}\n`
        : formatStatus(status, context.controlPlaneUrl),
    );
    return ExitCode.ok;
  },
};

import { AGENT_OPTION, expectPositionals, flag, stringOption } from '../args.js';
import type { Command } from '../command.js';
import { ExitCode, UsageError } from '../errors.js';
import { historyLine, table } from '../format.js';
import { targetAgent } from '../manifest-summary.js';

const USAGE = 'agentctl history [--agent NAME] [--limit N] [--before ID] [--json]';

export const historyCommand: Command = {
  name: 'history',
  usage: USAGE,
  description: [
    'Lists what changed the persisted manifest: each registration, init and confirmed deploy,',
    'with who, when, and for deploys the environment, branch and commit. Dry runs leave no trace.',
  ].join('\n'),
  options: {
    agent: AGENT_OPTION,
    limit: { type: 'string', value: 'N', description: 'at most N events, 1–100 (default 20)' },
    before: {
      type: 'string',
      value: 'ID',
      description: 'events older than event ID (the next page)',
    },
    json: { type: 'boolean', description: 'print { items, nextCursor } as JSON' },
  },
  exitCodes: {
    [ExitCode.ok]: 'listed',
    [ExitCode.failure]: 'the agent is not registered',
    [ExitCode.usage]: 'bad usage',
    [ExitCode.unreachable]: 'the control plane cannot be reached',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 0, USAGE);
    const limitText = stringOption(args.values, 'limit');
    const limit = limitText === undefined ? undefined : Number(limitText);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
      throw new UsageError(`--limit: an integer from 1 to 100, not ${limitText ?? ''}`);
    }
    const before = stringOption(args.values, 'before');
    if (before !== undefined && !/^[1-9][0-9]{0,9}$/.test(before)) {
      throw new UsageError(`--before: an event id, not ${before}`);
    }
    const { name } = targetAgent(stringOption(args.values, 'agent'), context);
    const page = await context.controlPlane().history(name, {
      ...(limit === undefined ? {} : { limit }),
      ...(before === undefined ? {} : { before }),
    });
    if (flag(args.values, 'json')) {
      context.io.stdout(`${JSON.stringify(page, null, 2)}\n`);
      return ExitCode.ok;
    }
    const lines = table(page.items.map(historyLine), '');
    if (page.nextCursor !== null) lines.push(`More: agentctl history --before ${page.nextCursor}`);
    context.io.stdout(`${lines.join('\n')}\n`);
    return ExitCode.ok;
  },
};

import { expectPositionals, flag, stringOption } from '../args.js';
import type { Command } from '../command.js';
import { ExitCode } from '../errors.js';
import { resolveIdentity } from '../identity.js';

const USAGE = 'agentctl register [--as EMAIL] [--json]';

export const registerCommand: Command = {
  name: 'register',
  usage: USAGE,
  description: [
    "Registers the manifest's agent under its metadata.name, owned by its metadata.owner. The",
    'control plane persists a placeholder manifest with no services: `status` works at once,',
    '`env <service>` answers Service not found until the owner confirms a deploy',
    '(agentctl deploy --confirm). The manifest must be valid.',
  ].join('\n'),
  options: {
    as: {
      type: 'string',
      value: 'EMAIL',
      description: 'who registers (default: $AGENTCTL_USER, git config user.email, the owner)',
    },
    json: { type: 'boolean', description: 'print the registration as JSON' },
  },
  exitCodes: {
    [ExitCode.ok]: 'registered',
    [ExitCode.failure]: 'invalid manifest, or the agent is already registered',
    [ExitCode.usage]: 'bad usage',
    [ExitCode.unreachable]: 'the control plane cannot be reached',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 0, USAGE);
    // Loaded here: --help and usage errors should not pay for the validator's schemas.
    const { loadValidManifest } = await import('../manifest-file.js');
    const manifest = loadValidManifest(context);
    const actor = await resolveIdentity({
      as: stringOption(args.values, 'as'),
      user: context.environment.user,
      directory: context.directory,
    });
    const status = await context.controlPlane().register({
      name: manifest.metadata.name,
      owner: manifest.metadata.owner,
      ...(actor ? { actor } : {}),
    });
    if (flag(args.values, 'json')) {
      context.io.stdout(`${JSON.stringify(status, null, 2)}\n`);
    } else {
      context.io.stdout(
        `Registered ${status.name} (owner ${status.owner}) with a placeholder manifest: no services yet.\n` +
          `Its owner persists the services with: agentctl deploy --confirm\n`,
      );
    }
    return ExitCode.ok;
  },
};

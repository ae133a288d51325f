import { dirname, relative } from 'node:path';
import type { DeployPreview } from '../../contracts.js';
import type { PreviewResult } from '../../control-plane/schemas.js';
import {
  currentBranch,
  deployPreview,
  environmentForBranch,
  formatPreview,
  previewJson,
  repositoryRoot,
} from '../../preview/index.js';
import type { AgentManifest } from '../../schema.js';
import { expectPositionals, flag, stringOption, type ParsedArgs } from '../args.js';
import type { Command } from '../command.js';
import type { CommandContext } from '../context.js';
import { CliError, ExitCode, UsageError } from '../errors.js';
import { formatChanges, shortCommit } from '../format.js';
import { headCommit } from '../git.js';
import { requireIdentity } from '../identity.js';

const USAGE_DRY_RUN = 'agentctl deploy --dry-run [--branch BRANCH] [--base REF] [--json]';
const USAGE_CONFIRM =
  'agentctl deploy --confirm [--branch BRANCH] [--environment ENV] [--as EMAIL] [--json]';

/** Loaded on use: --help and usage errors should not pay for the validator's schemas. */
const loadValidator = () => import('../manifest-file.js');

function describeDeployMap(manifest: AgentManifest): string {
  return Object.entries(manifest.deploy)
    .map(([pattern, environment]) => `${pattern} → ${environment}`)
    .join(', ');
}

function controlPlaneSection(result: PreviewResult, context: CommandContext): string {
  const lines = [
    '',
    `Control plane (${context.controlPlaneUrl}): ${result.agent}, owner ${result.owner}`,
    result.placeholder
      ? '  Persisted manifest: a placeholder with no services'
      : '  Persisted manifest: the services of its last confirmed deploy',
    result.environment === null
      ? '  A confirmed deploy (it needs --environment ENV on this branch) would:'
      : `  A confirmed deploy to ${result.environment} would:`,
    ...formatChanges(result.changes, '    '),
    '',
    'Dry run: nothing was persisted. To deploy: agentctl deploy --confirm',
  ];
  return `${lines.join('\n')}\n`;
}

/** The real file, previewed locally (git) and compared with the persisted manifest. */
async function dryRun(args: ParsedArgs, context: CommandContext): Promise<ExitCode> {
  const { loadValidManifest, toWireManifest } = await loadValidator();
  const manifest = loadValidManifest(context);
  const repoDir = dirname(context.manifestPath);
  const branch = stringOption(args.values, 'branch');
  const base = stringOption(args.values, 'base');
  const preview: DeployPreview = await deployPreview({
    repoDir,
    manifest,
    manifestFile: relative(await repositoryRoot(repoDir), context.manifestPath),
    ...(branch === undefined ? {} : { branch }),
    ...(base === undefined ? {} : { base }),
  });
  const result = await context.controlPlane().preview(manifest.metadata.name, {
    manifest: toWireManifest(manifest),
    environment: preview.environment?.environment ?? null,
    branch: preview.branch,
  });
  if (flag(args.values, 'json')) {
    const local: unknown = JSON.parse(previewJson(preview));
    context.io.stdout(`${JSON.stringify({ preview: local, controlPlane: result }, null, 2)}\n`);
  } else {
    context.io.stdout(formatPreview(preview) + controlPlaneSection(result, context));
  }
  return ExitCode.ok;
}

/** The owner's deliberate deploy: the control plane persists the manifest's services. */
async function confirm(args: ParsedArgs, context: CommandContext): Promise<ExitCode> {
  const { loadValidManifest, toWireManifest } = await loadValidator();
  const manifest = loadValidManifest(context);
  const repoDir = dirname(context.manifestPath);
  const actor = await requireIdentity({
    as: stringOption(args.values, 'as'),
    user: context.environment.user,
    directory: repoDir,
  });
  const explicitEnvironment = stringOption(args.values, 'environment');
  let branch = stringOption(args.values, 'branch');
  if (branch === undefined) {
    try {
      branch = await currentBranch(repoDir);
    } catch (error) {
      // With --environment the branch is only recorded; without it, it decides the environment.
      if (explicitEnvironment === undefined) throw error;
    }
  }
  const environment =
    explicitEnvironment ??
    (branch === undefined ? undefined : environmentForBranch(manifest.deploy, branch)?.environment);
  if (environment === undefined) {
    throw new CliError(
      `Branch ${branch ?? '(none)'} deploys to no environment (deploy: ${describeDeployMap(manifest)})`,
      ExitCode.failure,
      'Deploy from a branch the deploy map names, or pass --environment ENV',
    );
  }
  const result = await context.controlPlane().deploy(manifest.metadata.name, {
    manifest: toWireManifest(manifest),
    environment,
    branch: branch ?? null,
    commit: (await headCommit(repoDir)) ?? null,
    actor,
  });
  if (flag(args.values, 'json')) {
    context.io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return ExitCode.ok;
  }
  const { deploy } = result;
  const lines = [
    `Deployed ${result.agent.name} to ${deploy.environment} (${deploy.branch ?? 'no branch'} @ ${shortCommit(deploy.commit)}) as ${deploy.actor}`,
    ...formatChanges(result.changes),
    `The persisted manifest now holds ${deploy.services.length} services: ${deploy.services.join(', ')}.`,
    'agentctl env <service> shows the runtime values the platform resolves for each.',
  ];
  context.io.stdout(`${lines.join('\n')}\n`);
  return ExitCode.ok;
}

export const deployCommand: Command = {
  name: 'deploy',
  usage: `${USAGE_DRY_RUN}\n       ${USAGE_CONFIRM}`,
  description: [
    '--dry-run validates the real manifest file, shows the environment the branch deploys to and',
    'the services the changes since the base trigger, and asks the control plane what a confirmed',
    'deploy would change in the persisted manifest. It persists nothing.',
    '',
    "--confirm deploys: only the agent's owner (metadata.owner, as registered) may. The control",
    "plane then persists the manifest's services, and records the deploy in the history. The",
    'environment is the one the branch maps to (deploy: main → production, deploy/* → staging),',
    'unless --environment names one. Identity: --as, else $AGENTCTL_USER, else git config user.email.',
  ].join('\n'),
  options: {
    'dry-run': { type: 'boolean', description: 'preview only; persist nothing' },
    confirm: { type: 'boolean', description: 'deploy: persist the services (owner only)' },
    branch: {
      type: 'string',
      value: 'BRANCH',
      description: 'the branch (default: the checked-out one)',
    },
    base: {
      type: 'string',
      value: 'REF',
      description: '--dry-run: diff from the merge base with REF (default: main)',
    },
    environment: {
      type: 'string',
      short: 'e',
      value: 'ENV',
      description: "--confirm: the environment (default: the branch's)",
    },
    as: {
      type: 'string',
      value: 'EMAIL',
      description: '--confirm: who deploys (default: $AGENTCTL_USER, git user.email)',
    },
    json: { type: 'boolean', description: 'print the result as JSON' },
  },
  exitCodes: {
    [ExitCode.ok]: 'previewed, or deployed',
    [ExitCode.failure]:
      'invalid manifest, agent not registered, not the owner, or the branch deploys nowhere',
    [ExitCode.usage]: 'bad usage (neither or both of --dry-run and --confirm)',
    [ExitCode.unreachable]: 'the control plane cannot be reached',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 0, `${USAGE_DRY_RUN} | ${USAGE_CONFIRM}`);
    const isDryRun = flag(args.values, 'dry-run');
    const isConfirmed = flag(args.values, 'confirm');
    if (isDryRun === isConfirmed) {
      throw new UsageError(
        isDryRun
          ? 'choose one of --dry-run and --confirm'
          : 'deploy needs --dry-run (preview) or --confirm (deploy)',
      );
    }
    const misplaced = isDryRun
      ? ['environment', 'as'].find((name) => args.values[name] !== undefined)
      : ['base'].find((name) => args.values[name] !== undefined);
    if (misplaced !== undefined) {
      throw new UsageError(
        `--${misplaced} does not apply to ${isDryRun ? '--dry-run' : '--confirm'}`,
      );
    }
    return isDryRun ? dryRun(args, context) : confirm(args, context);
  },
};

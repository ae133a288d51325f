/**
 * The agent a command is about, read from the manifest without the full validation: `status`,
 * `env` and `history` must work on a manifest that has drifted from the rules, since they only
 * need its name. (Cheap to load: no schema, no validator.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { CommandContext } from './context.js';
import { CliError } from './errors.js';

export function missingManifest(context: Pick<CommandContext, 'manifestName'>): CliError {
  return new CliError(
    `No manifest at ${context.manifestName}`,
    undefined,
    "Run agentctl in the agent's directory, or pass --directory DIR or --file FILE",
  );
}

export interface ManifestSummary {
  name: string;
  owner?: string;
  deploy: Record<string, string>;
}

/** The agent's name, owner and deploy map, from the YAML as it is. */
export function readManifestSummary(context: CommandContext): ManifestSummary {
  let text: string;
  try {
    text = readFileSync(context.manifestPath, 'utf8');
  } catch {
    throw missingManifest(context);
  }
  let document: unknown;
  try {
    document = parse(text);
  } catch {
    throw new CliError(
      `${context.manifestName} is not valid YAML`,
      undefined,
      'Run agentctl validate to see where',
    );
  }
  const root = (document ?? {}) as {
    metadata?: { name?: unknown; owner?: unknown };
    deploy?: unknown;
  };
  const name = root.metadata?.name;
  if (typeof name !== 'string' || name === '') {
    throw new CliError(
      `${context.manifestName} has no metadata.name`,
      undefined,
      'Run agentctl validate',
    );
  }
  const deploy: Record<string, string> = {};
  if (root.deploy !== null && typeof root.deploy === 'object') {
    for (const [pattern, environment] of Object.entries(root.deploy)) {
      if (typeof environment === 'string') deploy[pattern] = environment;
    }
  }
  const owner = root.metadata?.owner;
  return { name, deploy, ...(typeof owner === 'string' ? { owner } : {}) };
}

/** The agent a command is about: `--agent NAME`, else the manifest's metadata.name. */
export function targetAgent(
  agentOption: string | undefined,
  context: CommandContext,
): ManifestSummary {
  if (agentOption !== undefined) {
    const summary = existsSync(context.manifestPath) ? readManifestSummary(context) : undefined;
    // The file's deploy map applies only when the file describes that agent.
    return { name: agentOption, deploy: summary?.name === agentOption ? summary.deploy : {} };
  }
  return readManifestSummary(context);
}

import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expectPositionals, flag } from '../args.js';
import type { Command } from '../command.js';
import { CliError, ExitCode } from '../errors.js';
import { missingManifest } from '../manifest-summary.js';

const USAGE = 'agentctl validate [FILE] [--json]';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export const validateCommand: Command = {
  name: 'validate',
  usage: USAGE,
  description: [
    'Validates the manifest (FILE, else --file, else agent.yaml in the directory) against the',
    'rules of the agent manifest: its schema, paths and Dockerfiles that must exist, fields the',
    'platform resolves, trigger paths. Findings read FILE:LINE:COLUMN: path: message, on stderr.',
    'Needs no control plane.',
  ].join('\n'),
  options: { json: { type: 'boolean', description: 'print { file, ok, diagnostics } as JSON' } },
  exitCodes: {
    [ExitCode.ok]: 'the manifest is valid (warnings allowed)',
    [ExitCode.failure]: 'the manifest has errors, or cannot be read',
    [ExitCode.usage]: 'bad usage',
  },
  async run(args, context) {
    expectPositionals(args.positionals, 1, USAGE);
    const given = args.positionals[0];
    const path = given === undefined ? context.manifestPath : resolve(context.cwd, given);
    const name = given ?? context.manifestName;
    if (!existsSync(path)) throw missingManifest({ ...context, manifestName: name });
    // Loaded here, not at the top: --help and usage errors should not pay for the schemas.
    const [{ validateManifestFile }, { formatDiagnostic }] = await Promise.all([
      import('../../validate/index.js'),
      import('../../diagnostics.js'),
    ]);
    const result = validateManifestFile(path, { repoRoot: dirname(path), displayName: name });
    if (flag(args.values, 'json')) {
      context.io.stdout(
        `${JSON.stringify({ file: name, ok: result.ok, diagnostics: result.diagnostics }, null, 2)}\n`,
      );
      return result.ok ? ExitCode.ok : ExitCode.failure;
    }
    for (const diagnostic of result.diagnostics) {
      context.io.stderr(`${formatDiagnostic(diagnostic)}\n`);
    }
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = result.diagnostics.length - errors;
    if (!result.ok) {
      throw new CliError(
        `${name} is not a valid manifest: ${plural(errors, 'error')}${warnings ? `, ${plural(warnings, 'warning')}` : ''}`,
      );
    }
    const services = Object.keys(result.manifest?.services ?? {});
    context.io.stdout(
      `${name} is valid: agent ${result.manifest?.metadata.name ?? '?'}, services ${services.join(', ')}${warnings ? ` (${plural(warnings, 'warning')})` : ''}\n`,
    );
    return ExitCode.ok;
  },
};

/** The validated manifest, for the commands that send it to the control plane. */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Manifest } from '../control-plane/schemas.js';
import { formatDiagnostic } from '../diagnostics.js';
import type { AgentManifest } from '../schema.js';
import { validateManifestFile } from '../validate/index.js';
import type { CommandContext } from './context.js';
import { CliError } from './errors.js';
import { missingManifest } from './manifest-summary.js';

/** Prints every diagnostic on stderr; fails when any is an error. */
export function loadValidManifest(context: CommandContext): AgentManifest {
  if (!existsSync(context.manifestPath)) throw missingManifest(context);
  const result = validateManifestFile(context.manifestPath, {
    repoRoot: dirname(context.manifestPath),
    displayName: context.manifestName,
  });
  for (const diagnostic of result.diagnostics) {
    context.io.stderr(`${formatDiagnostic(diagnostic)}\n`);
  }
  if (!result.ok || result.manifest === undefined) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    throw new CliError(
      `${context.manifestName} is not a valid manifest (${errors} error${errors === 1 ? '' : 's'})`,
      undefined,
      'Run agentctl validate for the details',
    );
  }
  return result.manifest;
}

/**
 * The validated manifest in the control plane's wire format: a plain copy (the validator's rules
 * are stricter than what the control plane checks, so no second validation here).
 */
export function toWireManifest(manifest: AgentManifest): Manifest {
  return structuredClone(manifest);
}

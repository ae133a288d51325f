// The shapes the manifest package's parts agree on: the validator produces diagnostics and a
// typed manifest, the deploy preview reads the manifest and git, the control plane and
// agentctl use both. Each part implements its side in its own module.
import type { AgentManifest } from './schema.js';

/** One finding about a manifest, at a place in its file. Lines and columns start at 1. */
export interface Diagnostic {
  /** The file as the user named it: `agent.yaml`, `examples/agent.yaml`. */
  file: string;
  line: number;
  column: number;
  /** The JSON path of the offending key or value: `services.backend.runtime.minInstances`; `` for the document. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface ValidationResult {
  /** True when no diagnostic is an error (warnings allowed). */
  ok: boolean;
  /** The parsed manifest when `ok`. */
  manifest?: AgentManifest;
  diagnostics: Diagnostic[];
}

/** The environment a branch deploys to: the first `deploy` pattern that matches it. */
export interface BranchEnvironment {
  pattern: string;
  environment: string;
}

/** Why one changed file triggers CI, and which services it triggers. */
export interface TriggeredFile {
  file: string;
  /** The `ci.triggerPaths` glob that matched it (after `!` exclusions); absent: nothing matched. */
  triggerPath?: string;
  /** The services this file triggers (all of them for a change to the manifest). */
  services: string[];
}

export interface TriggerPreview {
  /** Whether any changed file triggers CI. */
  ci: boolean;
  /** Per service, in manifest order, the changed files that trigger it (empty: not triggered). */
  services: { name: string; files: string[] }[];
  files: TriggeredFile[];
}

export interface DeployPreview {
  branch: string;
  /** Undefined when no `deploy` pattern matches the branch: nothing is deployed. */
  environment?: BranchEnvironment;
  /** The commit the diff starts from (the merge base with main unless --base is given). */
  base: string;
  changedFiles: string[];
  triggers: TriggerPreview;
}

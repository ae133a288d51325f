/**
 * The commands, loaded on demand: `agentctl --help` or `agentctl status` should not pay for the
 * validator's schemas or the control plane's server (TypeBox alone takes a third of a second).
 */
import type { Command } from '../command.js';

export interface CommandEntry {
  name: string;
  /** One line for the command list. */
  summary: string;
  load: () => Promise<Command>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'validate',
    summary: 'check a manifest against the rules (offline)',
    load: async () => (await import('./validate.js')).validateCommand,
  },
  {
    name: 'register',
    summary: "register the manifest's agent with the control plane (a placeholder, no services)",
    load: async () => (await import('./register.js')).registerCommand,
  },
  {
    name: 'status',
    summary: "the agent's registration, persisted services and latest deploys",
    load: async () => (await import('./status.js')).statusCommand,
  },
  {
    name: 'env',
    summary: 'the runtime values the platform resolves for a service',
    load: async () => (await import('./env.js')).envCommand,
  },
  {
    name: 'deploy',
    summary: 'preview a deploy (--dry-run) or deploy as the owner (--confirm)',
    load: async () => (await import('./deploy.js')).deployCommand,
  },
  {
    name: 'history',
    summary: "the agent's registrations, inits and confirmed deploys, newest first",
    load: async () => (await import('./history.js')).historyCommand,
  },
  {
    name: 'init',
    summary: 'register a generated starter manifest for a directory without one',
    load: async () => (await import('./init.js')).initCommand,
  },
  {
    name: 'control-plane',
    summary: 'run the local control plane (HTTP, on PostgreSQL or PGlite)',
    load: async () => (await import('./control-plane.js')).controlPlaneCommand,
  },
];

/** Command-line parsing on node:util's parseArgs: strict, so a misspelt option is a usage error. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>[string] & {
  /** For help: the value's name (`URL`); absent for a flag. */
  value?: string;
  description: string;
};
export type OptionSpecs = Record<string, OptionSpec>;

/** Options every command accepts. */
export const GLOBAL_OPTIONS = {
  'control-plane': {
    type: 'string',
    value: 'URL',
    description: 'the control plane (default: $AGENTCTL_CONTROL_PLANE, else http://127.0.0.1:4700)',
  },
  file: {
    type: 'string',
    short: 'f',
    value: 'FILE',
    description: 'the manifest (default: agent.yaml in the directory)',
  },
  directory: {
    type: 'string',
    short: 'C',
    value: 'DIR',
    description: "the agent's directory (default: the current directory)",
  },
  help: { type: 'boolean', short: 'h', description: 'show help' },
} satisfies OptionSpecs;

type Values = Record<string, string | boolean | undefined>;

export interface ParsedArgs {
  values: Values;
  positionals: string[];
}

/** Options that take a value, so that their value is not mistaken for the command. */
const GLOBAL_VALUE_FLAGS = new Set(
  Object.entries(GLOBAL_OPTIONS).flatMap(([name, spec]) =>
    spec.type === 'string' ? [`--${name}`, ...('short' in spec ? [`-${spec.short}`] : [])] : [],
  ),
);

/** The command (the first argument that is not an option or an option's value) and the rest. */
export function splitCommand(argv: readonly string[]): { command?: string; rest: string[] } {
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] ?? '';
    if (token === '--') break;
    if (GLOBAL_VALUE_FLAGS.has(token)) {
      index += 1;
      continue;
    }
    if (!token.startsWith('-') || token === '-') {
      return { command: token, rest: [...argv.slice(0, index), ...argv.slice(index + 1)] };
    }
  }
  return { rest: [...argv] };
}

export function parseCommandArgs(args: readonly string[], options: OptionSpecs): ParsedArgs {
  const config = Object.fromEntries(
    Object.entries(options).map(([name, spec]) => [
      name,
      { type: spec.type, ...(spec.short ? { short: spec.short } : {}) },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: config,
      allowPositionals: true,
      strict: true,
    });
    return { values, positionals };
  } catch (error) {
    // parseArgs' messages name the option; drop its advice about '--' and positionals.
    const message =
      error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error);
    throw new UsageError(message.replace(/\.$/, ''));
  }
}

export function stringOption(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export function flag(values: Values, name: string): boolean {
  return values[name] === true;
}

/** Fails unless there are at most `max` positionals. */
export function expectPositionals(positionals: string[], max: number, usage: string): void {
  if (positionals.length > max) {
    throw new UsageError(`unexpected argument ${positionals[max] ?? ''} (usage: ${usage})`);
  }
}

/** `--agent NAME`: the commands that read the control plane may name another agent. */
export const AGENT_OPTION: OptionSpec = {
  type: 'string',
  value: 'NAME',
  description: "the agent (default: the manifest's metadata.name)",
};

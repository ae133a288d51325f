/**
 * agentctl's dispatcher: finds the command, parses its options strictly, runs it, and turns
 * every failure into a message on stderr and an exit status (see ExitCode).
 */
import { ControlPlaneRefusal, ControlPlaneUnreachableError } from '../control-plane/client.js';
import { PreviewError } from '../preview/index.js';
import { GLOBAL_OPTIONS, parseCommandArgs, splitCommand } from './args.js';
import { commandHelp, optionLines } from './command.js';
import { COMMANDS } from './commands/index.js';
import { createContext, type CliIo } from './context.js';
import type { CliEnvironment } from './environment.js';
import { CliError, ExitCode } from './errors.js';

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'Usage: agentctl <command> [options]',
    '',
    "agentctl validates an agent's manifest (agent.yaml), previews and confirms its deploys, and",
    'shows what the control plane holds for it. Run `agentctl <command> --help` for a command.',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  this help, or a command's`,
    '',
    'Global options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'Environment:',
    '  AGENTCTL_CONTROL_PLANE      the control plane URL (default http://127.0.0.1:4700)',
    '  AGENTCTL_USER               who you are, when --as is not given (else git config user.email)',
    "  CONTROL_PLANE_DATABASE_URL  the control plane's PostgreSQL server (control-plane command)",
    '',
    'Exit status:',
    `  ${ExitCode.ok}  success`,
    `  ${ExitCode.failure}  the command failed (invalid manifest, Service not found, deploy refused, …)`,
    `  ${ExitCode.usage}  bad usage (unknown command or option, missing argument)`,
    `  ${ExitCode.unreachable}  the control plane cannot be reached (or failed)`,
    '',
  ].join('\n');
}

const HINTS: Readonly<Record<string, string>> = {
  AGENT_NOT_FOUND: 'Register it with: agentctl register',
};

function report(io: CliIo, prefix: string, error: CliError): ExitCode {
  io.stderr(`${prefix}: ${error.message}\n`);
  if (error.hint) io.stderr(`${error.hint}\n`);
  return error.exitCode;
}

/** Maps what a command threw to a message and an exit status; anything else is a bug. */
function toCliError(error: unknown): CliError | undefined {
  if (error instanceof CliError) return error;
  if (error instanceof ControlPlaneUnreachableError) {
    return new CliError(
      error.message,
      ExitCode.unreachable,
      'Start one with `agentctl control-plane`, or point --control-plane (or AGENTCTL_CONTROL_PLANE) at it',
    );
  }
  if (error instanceof ControlPlaneRefusal) {
    return new CliError(
      error.message,
      ExitCode.failure,
      error.code ? HINTS[error.code] : undefined,
    );
  }
  if (error instanceof PreviewError) return new CliError(error.message);
  return undefined;
}

export async function runAgentctl(
  argv: readonly string[],
  base: { io: CliIo; environment: CliEnvironment; cwd: string },
): Promise<ExitCode> {
  const { io } = base;
  const { command: name, rest } = splitCommand(argv);
  const wantsHelp = rest.some((token) => token === '--help' || token === '-h');
  if (name === undefined || name === 'help') {
    const topic = name === 'help' ? splitCommand(rest).command : undefined;
    const entry = COMMANDS.find((candidate) => candidate.name === topic);
    if (topic !== undefined && entry === undefined) {
      return report(io, 'agentctl', new CliError(`unknown command ${topic}`, ExitCode.usage));
    }
    if (name === undefined && !wantsHelp) {
      io.stderr(mainHelp());
      return ExitCode.usage;
    }
    io.stdout(entry ? commandHelp(await entry.load()) : mainHelp());
    return ExitCode.ok;
  }
  const entry = COMMANDS.find((candidate) => candidate.name === name);
  if (entry === undefined) {
    return report(
      io,
      'agentctl',
      new CliError(
        `unknown command ${name}`,
        ExitCode.usage,
        'Run agentctl --help for the commands',
      ),
    );
  }
  const command = await entry.load();
  if (wantsHelp) {
    io.stdout(commandHelp(command));
    return ExitCode.ok;
  }
  try {
    const args = parseCommandArgs(rest, { ...GLOBAL_OPTIONS, ...command.options });
    return await command.run(args, createContext(args, base));
  } catch (error) {
    const failure = toCliError(error);
    if (failure === undefined) throw error;
    if (failure.exitCode === ExitCode.usage && !failure.hint) {
      return report(
        io,
        `agentctl ${command.name}`,
        new CliError(
          failure.message,
          ExitCode.usage,
          `Run agentctl ${command.name} --help for its usage`,
        ),
      );
    }
    return report(io, `agentctl ${command.name}`, failure);
  }
}

/** The shape of an agentctl command, and the help text made from it. */
import { GLOBAL_OPTIONS, type OptionSpecs, type ParsedArgs } from './args.js';
import type { CommandContext } from './context.js';
import type { ExitCode } from './errors.js';

export interface Command {
  name: string;
  /** `agentctl env <service> [options]` */
  usage: string;
  /** Paragraphs under the usage line. */
  description: string;
  options: OptionSpecs;
  /** What each exit status means for this command. */
  exitCodes: Partial<Record<ExitCode, string>>;
  run: (args: ParsedArgs, context: CommandContext) => Promise<ExitCode>;
}

export function optionLines(options: OptionSpecs): string[] {
  const rows = Object.entries(options).map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '    ';
    return [`${short}--${name}${spec.value ? ` ${spec.value}` : ''}`, spec.description] as const;
  });
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

export function commandHelp(command: Command): string {
  const lines = [`Usage: ${command.usage}`, '', command.description, ''];
  if (Object.keys(command.options).length > 0)
    lines.push('Options:', ...optionLines(command.options), '');
  lines.push('Global options:', ...optionLines(GLOBAL_OPTIONS), '', 'Exit status:');
  for (const [code, meaning] of Object.entries(command.exitCodes))
    lines.push(`  ${code}  ${meaning}`);
  return `${lines.join('\n')}\n`;
}

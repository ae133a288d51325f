/** agentctl's exit statuses, and the failures that choose them. */
export const ExitCode = {
  /** The command did what was asked. */
  ok: 0,
  /** The command failed: an invalid manifest, an unknown agent or service, a refused deploy. */
  failure: 1,
  /** The command line is wrong: an unknown command or option, a missing argument. */
  usage: 2,
  /** The control plane could not be reached, or failed (5xx). */
  unreachable: 3,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A failure with a message for people; `hint` is a next step, printed on its own line. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.failure,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, ExitCode.usage);
  }
}

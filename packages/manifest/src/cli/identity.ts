/**
 * Who runs agentctl: `--as EMAIL`, else $AGENTCTL_USER, else `git config user.email`. The local
 * control plane trusts this identity; authenticating it is the production platform's job
 * (spec §5 leaves credentials open).
 */
import { CliError, UsageError } from './errors.js';
import { gitUserEmail } from './git.js';

/** The schema's owner rule, loaded on use (the schema loads TypeBox). */
async function emailRule(): Promise<RegExp> {
  const { EMAIL_PATTERN } = await import('../schema.js');
  return new RegExp(EMAIL_PATTERN);
}

export async function resolveIdentity(options: {
  as?: string | undefined;
  user?: string | undefined;
  directory: string;
}): Promise<string | undefined> {
  const email = await emailRule();
  if (options.as !== undefined) {
    if (!email.test(options.as)) throw new UsageError(`--as: not an e-mail address: ${options.as}`);
    return options.as;
  }
  if (options.user !== undefined) {
    if (!email.test(options.user)) {
      throw new CliError(`AGENTCTL_USER is not an e-mail address: ${options.user}`);
    }
    return options.user;
  }
  const configured = await gitUserEmail(options.directory);
  return configured !== undefined && email.test(configured) ? configured : undefined;
}

export async function requireIdentity(options: {
  as?: string | undefined;
  user?: string | undefined;
  directory: string;
}): Promise<string> {
  const identity = await resolveIdentity(options);
  if (identity === undefined) {
    throw new CliError(
      'Cannot tell who you are',
      undefined,
      'Pass --as EMAIL, set AGENTCTL_USER, or set git config user.email',
    );
  }
  return identity;
}

/** The few facts agentctl asks git for; undefined when git cannot answer (no repository, no git). */
import { execFile } from 'node:child_process';

function gitOutput(directory: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd: directory, encoding: 'utf8' }, (error, stdout) => {
      const text = stdout.trim();
      resolve(error || text === '' ? undefined : text);
    });
  });
}

/** The full hash of the checked-out commit. */
export function headCommit(directory: string): Promise<string | undefined> {
  return gitOutput(directory, ['rev-parse', '--verify', '--quiet', 'HEAD']);
}

/** `git config user.email` as seen from `directory` (repository, then global configuration). */
export function gitUserEmail(directory: string): Promise<string | undefined> {
  return gitOutput(directory, ['config', 'user.email']);
}

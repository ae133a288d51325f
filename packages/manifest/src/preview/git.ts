/**
 * What the deploy preview asks git: the current branch, the merge base to compare with, and
 * the changed files. Git runs through execFile (no shell, arguments passed as they are) with
 * NUL-separated output (`-z`), so any file name comes through unquoted and unmangled.
 *
 * Changed files are the union of
 * - the files that differ between the base commit and HEAD (`git diff --name-only base HEAD`),
 * - the uncommitted changes: staged, unstaged and untracked files (`git status`), untracked
 *   files listed one by one and ignored files (.gitignore) left out.
 * A preview answers "what would this branch trigger once I commit and push", so work in
 * progress counts. A union rather than one `git diff base` against the working tree: a file
 * changed in a commit and changed back in the working tree still shows, as it would in the
 * commits pushed before the revert is committed.
 * Renames count as both paths (the old one is deleted); a deleted file counts by its path.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A preview that cannot be computed; the message is meant for a terminal as it is. */
export class PreviewError extends Error {
  override readonly name = 'PreviewError';
}

interface GitResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Large enough for the file list of any real diff; past it execFile fails rather than cuts. */
const MAX_OUTPUT = 64 * 1024 * 1024;

/** Runs git; resolves with its exit status, rejects only when git could not run at all. */
function runGit(repoDir: string, args: readonly string[]): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd: repoDir, encoding: 'utf8', maxBuffer: MAX_OUTPUT },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(
            new PreviewError(
              error.code === 'ENOENT'
                ? existsSync(repoDir)
                  ? 'git is not installed (or not on PATH); the deploy preview needs it'
                  : `no such directory: ${repoDir}`
                : `git ${args.join(' ')} failed: ${error.message}`,
              { cause: error },
            ),
          );
          return;
        }
        resolve({ status: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** Git's own explanation: its `fatal:`/`error:` line, else its last line. */
function gitReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const fatal = lines.find((line) => /^(fatal|error):/.test(line));
  return (fatal ?? lines.at(-1) ?? 'no message').replace(/^(fatal|error):\s*/, '');
}

function failure(repoDir: string, what: string, result: GitResult): PreviewError {
  if (/not a git repository/i.test(result.stderr))
    return new PreviewError(`${repoDir} is not inside a git repository`);
  return new PreviewError(`${what}: ${gitReason(result.stderr)}`);
}

async function git(repoDir: string, args: readonly string[], what: string): Promise<string> {
  const result = await runGit(repoDir, args);
  if (result.status !== 0) throw failure(repoDir, what, result);
  return result.stdout;
}

/** A ref that starts with `-` would reach git as an option. */
function assertRef(ref: string): void {
  if (ref === '' || ref.startsWith('-'))
    throw new PreviewError(`"${ref}" is not a branch, tag or commit name`);
}

/** The commit `ref` names, or undefined when it names none. */
async function resolveCommit(repoDir: string, ref: string): Promise<string | undefined> {
  assertRef(ref);
  const result = await runGit(repoDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  // --quiet: a name that resolves to nothing exits 1 without a word; anything else is a failure.
  if (result.status === 1 && result.stderr.trim() === '') return undefined;
  if (result.status !== 0) throw failure(repoDir, `cannot resolve ${ref}`, result);
  return result.stdout.trim();
}

/** The top directory of the repository holding `repoDir`. */
export async function repositoryRoot(repoDir: string): Promise<string> {
  return (
    await git(repoDir, ['rev-parse', '--show-toplevel'], 'cannot find the repository root')
  ).trim();
}

/** The short name of the checked-out branch; a detached HEAD is an error. */
export async function currentBranch(repoDir: string): Promise<string> {
  const name = (
    await git(repoDir, ['rev-parse', '--abbrev-ref', 'HEAD'], 'cannot read the current branch')
  ).trim();
  if (name === 'HEAD')
    throw new PreviewError(
      'HEAD is detached (no branch is checked out); pass --branch NAME to say which branch to preview',
    );
  return name;
}

/**
 * The ref to compare with when none is given: the local `main`, else the remote-tracking
 * `origin/main` (a fresh clone of a repository whose default branch is not checked out).
 */
export async function defaultBaseRef(repoDir: string): Promise<string> {
  for (const ref of ['refs/heads/main', 'refs/remotes/origin/main'])
    if ((await resolveCommit(repoDir, ref)) !== undefined) return ref;
  throw new PreviewError(
    'neither a "main" branch nor "origin/main" exists; pass --base REF to say what to compare with',
  );
}

/** The full hash of the best common ancestor of `ref` and HEAD: where the branch left `ref`. */
export async function mergeBase(repoDir: string, ref: string): Promise<string> {
  const commit = await resolveCommit(repoDir, ref);
  if (commit === undefined)
    throw new PreviewError(`unknown revision "${ref}": no branch, tag or commit has that name`);
  const head = await resolveCommit(repoDir, 'HEAD');
  if (head === undefined)
    throw new PreviewError('HEAD has no commit yet; commit once before previewing a diff');
  const result = await runGit(repoDir, ['merge-base', commit, head]);
  // merge-base exits 1 without output when the histories never meet.
  if (result.status === 1 && result.stderr.trim() === '')
    throw new PreviewError(`"${ref}" and HEAD have no common ancestor; pass another --base`);
  if (result.status !== 0) throw failure(repoDir, `cannot find the merge base with ${ref}`, result);
  return result.stdout.trim();
}

/** `git status --porcelain -z` entries' paths; a rename or copy gives its old path too. */
function statusPaths(output: string): string[] {
  const fields = output.split('\0');
  const paths: string[] = [];
  for (let index = 0; index < fields.length; index += 1) {
    const entry = fields[index] ?? '';
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    // `XY new\0old\0`: with -z the old path of a rename or copy is the next field.
    if (/[RC]/.test(entry.slice(0, 2))) {
      index += 1;
      const old = fields[index];
      if (old) paths.push(old);
    }
  }
  return paths;
}

/**
 * The files changed since `base` (a commit or any name git resolves), committed or not, as
 * paths from the repository root, sorted and without duplicates.
 */
export async function changedFiles(repoDir: string, base: string): Promise<string[]> {
  assertRef(base);
  // From the root: `git diff` prints paths relative to the current directory when the user
  // sets diff.relative, `git status --porcelain` never does.
  const root = await repositoryRoot(repoDir);
  const [committed, uncommitted] = await Promise.all([
    git(
      root,
      ['diff', '--name-only', '-z', '--no-renames', base, 'HEAD', '--'],
      `cannot list the changes since ${base}`,
    ),
    git(
      root,
      // --no-optional-locks: a preview only reads; it must not take the index lock from an
      // editor or a commit running at the same time.
      [
        '--no-optional-locks',
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--no-renames',
      ],
      'cannot list the uncommitted changes',
    ),
  ]);
  const files = [
    ...committed.split('\0').filter((file) => file !== ''),
    ...statusPaths(uncommitted),
  ];
  return [...new Set(files)].sort();
}

/**
 * The environment a branch deploys to. `deploy` maps branch patterns to environments; the
 * patterns are tried in the file's order and the first that matches the whole branch name wins
 * (`*` stops at `/`, so `deploy/*` takes `deploy/x` but not `deploy/x/y`). No match: the branch
 * deploys nowhere.
 *
 * The order is the object's key order, which is the YAML file's order except that keys that look
 * like array indexes (`"1"`, `"42"`) come first — a JavaScript rule, harmless for branch patterns.
 */
import type { BranchEnvironment } from '../contracts.js';
import { compileGlob } from './glob.js';

/** `branch` is the short name (`main`, `deploy/x`), not `refs/heads/main`. */
export function environmentForBranch(
  deploy: Readonly<Record<string, string>>,
  branch: string,
): BranchEnvironment | undefined {
  for (const [pattern, environment] of Object.entries(deploy))
    if (compileGlob(pattern)(branch)) return { pattern, environment };
  return undefined;
}

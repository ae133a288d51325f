/**
 * The deploy preview (dry run): for a branch, the environment it deploys to; for the changes
 * since a base, the services they trigger and why. A thin shell: git.ts asks git, branch.ts and
 * triggers.ts decide. Nothing is written anywhere.
 */
import type { DeployPreview } from '../contracts.js';
import { environmentForBranch } from './branch.js';
import { changedFiles, currentBranch, defaultBaseRef, mergeBase, PreviewError } from './git.js';
import { InvalidGlobError } from './glob.js';
import { type PreviewManifest, previewTriggers } from './triggers.js';

export interface DeployPreviewOptions {
  /** Any directory inside the repository. */
  repoDir: string;
  manifest: PreviewManifest;
  /** The manifest's path from the repository root; a change to it triggers every service. */
  manifestFile?: string;
  /** The branch whose environment to show; default: the checked-out branch. */
  branch?: string;
  /**
   * What to compare with: the diff starts at the merge base of this ref and HEAD. Default: the
   * `main` branch, else `origin/main`.
   */
  base?: string;
}

export async function deployPreview(options: DeployPreviewOptions): Promise<DeployPreview> {
  const { repoDir, manifest } = options;
  const [branch, baseRef] = await Promise.all([
    options.branch ?? currentBranch(repoDir),
    options.base ?? defaultBaseRef(repoDir),
  ]);
  const base = await mergeBase(repoDir, baseRef);
  const files = await changedFiles(repoDir, base);
  try {
    const environment = environmentForBranch(manifest.deploy, branch);
    return {
      branch,
      ...(environment ? { environment } : {}),
      base,
      changedFiles: files,
      triggers: previewTriggers(manifest, files, options.manifestFile),
    };
  } catch (error) {
    // The validator should have caught a broken pattern; say which one if it did not.
    if (error instanceof InvalidGlobError)
      throw new PreviewError(`the manifest has an ${error.message}`, { cause: error });
    throw error;
  }
}

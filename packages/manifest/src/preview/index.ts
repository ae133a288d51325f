/** The deploy preview: which environment a branch deploys to and which services a diff triggers. */
export { environmentForBranch } from './branch.js';
export { formatPreview, previewJson } from './format.js';
export {
  changedFiles,
  currentBranch,
  defaultBaseRef,
  mergeBase,
  PreviewError,
  repositoryRoot,
} from './git.js';
export {
  compileGlob,
  globToRegExp,
  type GlobMatcher,
  InvalidGlobError,
  matchesGlob,
} from './glob.js';
export { deployPreview, type DeployPreviewOptions } from './preview.js';
export {
  compileTriggerPaths,
  type PreviewManifest,
  previewTriggers,
  type TriggerPathMatcher,
} from './triggers.js';

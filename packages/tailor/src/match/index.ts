export { highestDegree, yearsOfExperience } from './experience.js';
export { prepareResume, type PreparedResume } from './prepare-resume.js';
export {
  BANDS,
  bandOf,
  COMPONENT_WEIGHTS,
  missingMustHaveCap,
  scoreMatch,
  type ScoreOptions,
} from './score.js';
export * from './types.js';

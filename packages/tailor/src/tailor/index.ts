export { diffResumes, type DiffItem, type ResumeDiff } from './diff.js';
export { relevanceModel, type RelevanceModel } from './relevance.js';
export { rankByRelevance, selectRanked, type SelectionLimits } from './select.js';
export { buildSummary, type BuiltSummary } from './summary.js';
export * from './tailor-resume.js';
export {
  reviseTailoredResume,
  type RevisedTailoredResume,
  type TailoringBeforeEdit,
} from './revise.js';

export { reviewResume } from './review-resume.js';
export {
  RESUME_FINDING_CODES,
  type ResumeFinding,
  type ResumeFindingCode,
  type ResumeFindingSeverity,
  type ResumeFix,
  type ResumeReview,
  type ResumeReviewOptions,
} from './types.js';

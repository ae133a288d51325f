import { type ResumeFinding, reviewResume } from '@resume-agent/tailor';
import { validationFailed } from '../http/domain-errors.js';

/**
 * Findings listed at most: a draft pasted with thousands of bullets would otherwise answer
 * megabytes. The counts still count every finding.
 */
export const MAX_LISTED_FINDINGS = 500;

export interface ResumeReviewView {
  findings: ResumeFinding[];
  problemCount: number;
  suggestionCount: number;
}

/**
 * The engine's review of a resume document as the editor holds it, saved or not. Only its
 * shape is required (a JSON object): a draft whose dates do not validate yet is still worth
 * reviewing. `today` dates the review, in UTC: months are what it compares, so a time zone's
 * day either side changes nothing but on the first of a month.
 */
export function reviewResumeContent(content: unknown, today = new Date()): ResumeReviewView {
  if (typeof content !== 'object' || content === null || Array.isArray(content))
    throw validationFailed('content must be a JSON Resume document: a JSON object');
  const { findings } = reviewResume(content, { asOf: today.toISOString().slice(0, 10) });
  const problemCount = findings.filter((item) => item.severity === 'problem').length;
  return {
    findings: findings.slice(0, MAX_LISTED_FINDINGS),
    problemCount,
    suggestionCount: findings.length - problemCount,
  };
}

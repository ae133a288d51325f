import { createHash } from 'node:crypto';
import { type ResumeFinding, reviewResume } from '@resume-agent/tailor';
import { validationFailed } from '../http/domain-errors.js';

/**
 * Findings listed at most: a draft pasted with thousands of bullets would otherwise answer
 * megabytes. The counts still count every finding.
 */
export const MAX_LISTED_FINDINGS = 500;

/** A finding with what it is remembered by when set aside (Resume.ignoredFindings). */
export interface KeyedResumeFinding extends ResumeFinding {
  key: string;
}

export interface ResumeReviewView {
  findings: KeyedResumeFinding[];
  problemCount: number;
  suggestionCount: number;
}

/**
 * What a finding is remembered by when it is set aside: its check, its entry and its words.
 * Not its pointer, which moves when an entry above it is added or removed, so the key stays
 * the same while other parts of the resume change, and is new once the finding's own words
 * do (the reader disagreed with those words, not with whatever replaces them). Two findings
 * of one check on the same words in one entry (two bullets opening "Responsible for") share
 * their key and are set aside together. 64 bits of a SHA-256: short enough to keep hundreds
 * on a resume, and long enough that different findings never meet by chance.
 */
export function findingKey({
  code,
  entry,
  excerpt,
}: Pick<ResumeFinding, 'code' | 'entry' | 'excerpt'>): string {
  return createHash('sha256')
    .update(JSON.stringify([code, entry ?? null, excerpt ?? null]))
    .digest('hex')
    .slice(0, 16);
}

/** The engine's findings on `content`, dates judged as of `today`'s (UTC) day. */
function findingsAsOf(content: unknown, today: Date) {
  return reviewResume(content, { asOf: today.toISOString().slice(0, 10) }).findings;
}

/**
 * The keys of the findings set aside (`ignoredKeys`) that a review of `content` still finds, in
 * their order: what a saved resume keeps set aside. One fixed, or whose words changed, is
 * dropped, so that keys of findings gone do not pile up toward the cap.
 */
export function stillFound(
  content: unknown,
  ignoredKeys: readonly string[],
  today = new Date(),
): string[] {
  if (ignoredKeys.length === 0) return [];
  const findings = findingsAsOf(content, today);
  const found = new Set(findings.map(findingKey));
  return ignoredKeys.filter((key) => found.has(key));
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
  const findings = findingsAsOf(content, today);
  const problemCount = findings.filter((item) => item.severity === 'problem').length;
  return {
    findings: findings
      .slice(0, MAX_LISTED_FINDINGS)
      .map((finding) => ({ ...finding, key: findingKey(finding) })),
    problemCount,
    suggestionCount: findings.length - problemCount,
  };
}

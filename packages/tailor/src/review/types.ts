/** What a resume review checks; each code is explained in docs/app.md ("Resume review"). */
export const RESUME_FINDING_CODES = [
  'missing_name',
  'missing_email',
  'missing_phone',
  'missing_location',
  'missing_summary',
  'long_summary',
  'no_experience',
  'missing_start_date',
  'dates_out_of_order',
  'future_date',
  'no_highlights',
  'long_highlight',
  'short_highlight',
  'weak_opening',
  'first_person',
  'no_numbers',
  'repeated_opening',
  'cliche',
  'duplicate_highlight',
  'employment_gap',
  'no_skills',
  'no_education',
] as const;

export type ResumeFindingCode = (typeof RESUME_FINDING_CODES)[number];

/** `problem`: missing or wrong, a reader trips over it. `suggestion`: it would read stronger. */
export type ResumeFindingSeverity = 'problem' | 'suggestion';

export interface ResumeFinding {
  code: ResumeFindingCode;
  severity: ResumeFindingSeverity;
  /**
   * A JSON Pointer to the field it is about, present or missing (`/basics/email`,
   * `/work/0/highlights/2`), or to a whole section (`/skills`).
   */
  pointer: string;
  /** The entry it is in, in words (`Senior Engineer, Acme`); null for basics and sections. */
  entry: string | null;
  /** What was found and what to do about it. */
  message: string;
  /** The words it is about, as written; null when it is about something missing. */
  excerpt: string | null;
  /** A change to the field at `pointer` that deals with it at one press; null when only the person can. */
  fix: ResumeFix | null;
}

/**
 * A change to the reviewed resume, offered as a button: the field at the finding's pointer
 * becomes `value`, or, with `value` null, the item there (a bullet) is taken out of its list.
 */
export interface ResumeFix {
  label: string;
  value: string | null;
}

export interface ResumeReview {
  /** In the resume's order: basics, work, projects, education, skills. */
  findings: ResumeFinding[];
}

export interface ResumeReviewOptions {
  /** YYYY-MM-DD: what counts as the future and as recent, so a review is the same on any day. */
  asOf: string;
}

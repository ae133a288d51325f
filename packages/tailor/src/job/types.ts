/** A job posting as the engine understands it, parsed from pasted text, Markdown or HTML. */
import type { ExtractedTerm } from '../terms/types.js';
import type { Pay } from './pay.js';

export const SENIORITIES = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const DEGREES = ['associate', 'bachelor', 'master', 'phd'] as const;
export type Degree = (typeof DEGREES)[number];

export type PostingFormat = 'text' | 'markdown' | 'html';

/**
 * The version of parsePosting's reading. Raise it whenever the same posting would be read
 * differently (a new field, a skill found or placed otherwise): stored readings carry the
 * version that wrote them, and the backend reads older ones again.
 * posting/2 read pay; posting/1 (unversioned) did not.
 */
export const POSTING_READER_VERSION = 'posting/2';

export interface JobPosting {
  title: string | null;
  company: string | null;
  location: string | null;
  seniority: Seniority | null;
  /** The overall years of experience asked for, when the posting says. */
  yearsExperience: number | null;
  /** The lowest degree asked for, when the posting says. */
  degree: Degree | null;
  /** Skills the posting requires; each skill appears in one of the two lists only. */
  mustHave: ExtractedTerm[];
  /** Skills the posting prefers ("nice to have", "bonus", "preferred"). */
  niceToHave: ExtractedTerm[];
  /** The pay the posting states (schema.org baseSalary, else its text); null when it does not. */
  pay: Pay | null;
  /** What the job does: the bullets or sentences of the responsibilities section. */
  responsibilities: string[];
  /** The posting as plain text (HTML and Markdown removed), which mention offsets refer to. */
  text: string;
}

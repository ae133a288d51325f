/**
 * The resume model: JSON Resume (https://jsonresume.org/schema) is the canonical format. The
 * engine addresses every piece of text in it — each highlight, summary and skill — by a stable
 * id, so tailored output can say where each item came from.
 */

/** A JSON Resume document (validated against the published schema by `validateResume`). */
export type JsonResume = Record<string, unknown> & {
  basics?: Record<string, unknown>;
  work?: Record<string, unknown>[];
  projects?: Record<string, unknown>[];
  skills?: Record<string, unknown>[];
  meta?: Record<string, unknown>;
};

export type ResumeItemKind =
  | 'summary'
  | 'highlight'
  | 'entry-summary'
  | 'skill'
  | 'keyword'
  | 'course'
  | 'award'
  | 'certificate';

/** One addressable piece of text of a resume. */
export interface ResumeItem {
  /**
   * Stable across re-imports and edits elsewhere in the resume: derived from the section, the
   * entry (company and position, project name, …) and the item's own text, e.g. `hl-3f9a2c1b`.
   */
  id: string;
  kind: ResumeItemKind;
  /** A JSON Pointer to the item in the resume it was indexed from: `/work/0/highlights/2`. */
  pointer: string;
  text: string;
  /** The section it belongs to: `basics`, `work`, `projects`, `skills`, `volunteer`, … */
  section: string;
  /** A readable name of its entry (`Senior Engineer, Acme`), or null for `basics`. */
  entry: string | null;
}

export interface ResumeIndex {
  resume: JsonResume;
  items: ResumeItem[];
  byId: ReadonlyMap<string, ResumeItem>;
}

export type ResumeFormat = 'json' | 'text' | 'markdown' | 'pdf' | 'docx';

export interface ImportResult {
  resume: JsonResume;
  /** What could not be read with confidence, for the person to check. */
  warnings: string[];
}

export type ExportFormat = 'pdf' | 'docx' | 'markdown' | 'json';

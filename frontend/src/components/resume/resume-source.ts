import type { JsonObject } from '@/lib/resume-editing';
import type { SaveProblem } from './editor-save-bar';

/**
 * What the resume editor edits and how it is stored: one of the user's resumes on the resume
 * page (stored-resume-editor.tsx), or an application's tailored resume on a job page
 * (jobs/tailored-resume-editor.tsx). The editor owns the draft; the source owns the rest.
 */
export interface ResumeSource {
  /** Names the form for assistive technology: `Edit ${name}`. */
  name: string;
  /** The stored title, edited above the sections; null for a resume without one. */
  title: string | null;
  /** The stored JSON Resume document. */
  content: unknown;
  /** The stored version; a save names the one its draft started from. */
  version: number;
  /** Stores the draft and resolves to the new version; rejects with the operation's error. */
  save: (changes: {
    title: string | null;
    content: JsonObject;
    expectedVersion: number;
  }) => Promise<number>;
  /**
   * The review findings set aside (ResumeFinding.key), which the review leaves out, and the
   * stored resume that keeps them when they are set aside and brought back in this editor (the
   * resume page's). A tailored resume has none of its own: it leaves out its base resume's.
   */
  review: { ignoredKeys: readonly string[]; setAsideOn?: string };
  /** Fetches it again; resolves to the version stored now, or undefined when it is gone. */
  reload: () => Promise<number | undefined>;
  /**
   * How a refused save reads, from the error's `extensions.code` and message. `NOT_FOUND` is
   * also asked for when a reload finds it gone.
   */
  problemFor: (code: string, message: string) => SaveProblem;
}

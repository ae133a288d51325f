'use client';

import { createContext, use } from 'react';
import type { JsonObject, Path } from '@/lib/resume-editing';

/** What every editor field needs: the draft, a way to change it, ids and shown problems. */
export interface ResumeEditorApi {
  document: JsonObject;
  /** Replaces the draft with `change(draft)`. */
  update: (change: (document: JsonObject) => JsonObject) => void;
  /** A stable DOM id for the control at `path` (suffix for its buttons). */
  idFor: (path: Path, suffix?: string) => string;
  /** The problem to show next to the field at `path`, if any (after a blur or a save attempt). */
  problemFor: (path: Path) => string | undefined;
  markTouched: (path: Path) => void;
  /** Moves focus to the element with this id after the next render (list edits move things). */
  focusAfterRender: (...ids: string[]) => void;
  /** Says what a list edit did, for screen readers (the change itself may be off screen). */
  announce: (message: string) => void;
  placement: EditorPlacement;
}

/**
 * Where the editor sits: `page`, as a page's content under its h2 (the resume page); `section`,
 * inside a titled card of a page under an h3 (a job page's tailored resume).
 */
export type EditorPlacement = 'page' | 'section';

export const ResumeEditorContext = createContext<ResumeEditorApi | null>(null);

export function useResumeEditor(): ResumeEditorApi {
  const api = use(ResumeEditorContext);
  if (!api) throw new Error('useResumeEditor must be used inside ResumeEditorContext');
  return api;
}

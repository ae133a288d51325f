/**
 * Which stored version an editor's save names as the one its draft started from, so that the
 * server can refuse a save over somebody else's change (VERSION_CONFLICT).
 */
import { isEqualJson } from './resume-editing';

export interface Snapshot {
  title: string | null;
  content: unknown;
}

export interface VersionedDraft {
  /** The stored version when the draft started. */
  baseVersion: number;
  /** The stored title and content the draft started from. */
  origin: Snapshot;
}

/**
 * The draft's own base version, unless the stored version moved on while its title and content
 * stayed exactly as the draft found them: then the newer version is named. A version counts
 * every change to its record, and an application's also moves when its cover letter is saved
 * or its status changes, in this very tab; saving over such a change loses nothing, so it should
 * not be refused as a conflict.
 */
export function expectedVersionFor(
  draft: VersionedDraft,
  stored: Snapshot & { version: number },
): number {
  const isUnchanged =
    draft.origin.title === stored.title && isEqualJson(draft.origin.content, stored.content);
  return isUnchanged ? Math.max(draft.baseVersion, stored.version) : draft.baseVersion;
}

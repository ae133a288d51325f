/** What tailoring changed, item by item: what was kept (and where it moved), dropped or added. */
import type { ResumeIndex, ResumeItemKind } from '../resume/types.js';

export interface DiffItem {
  id: string;
  kind: ResumeItemKind;
  text: string;
}

export interface ResumeDiff {
  kept: (DiffItem & { from: string; to: string })[];
  /** Kept items whose place in their list changed. */
  moved: (DiffItem & { from: string; to: string })[];
  removed: (DiffItem & { from: string })[];
  /** Items of the tailored resume that the master does not have: the generated summary. */
  added: (DiffItem & { to: string })[];
}

export function diffResumes(master: ResumeIndex, tailored: ResumeIndex): ResumeDiff {
  const diff: ResumeDiff = { kept: [], moved: [], removed: [], added: [] };
  const tailoredIds = new Set(tailored.items.map((item) => item.id));
  for (const item of tailored.items) {
    const source = master.byId.get(item.id);
    const base = { id: item.id, kind: item.kind, text: item.text };
    if (!source) {
      diff.added.push({ ...base, to: item.pointer });
      continue;
    }
    const change = { ...base, from: source.pointer, to: item.pointer };
    diff.kept.push(change);
    if (source.pointer !== item.pointer) diff.moved.push(change);
  }
  for (const item of master.items)
    if (!tailoredIds.has(item.id))
      diff.removed.push({ id: item.id, kind: item.kind, text: item.text, from: item.pointer });
  return diff;
}

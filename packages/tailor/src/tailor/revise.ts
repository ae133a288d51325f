/**
 * A tailored resume after the person edited it: scored and compared with the master again, as
 * tailoring scores and compares what it builds. Edited text is theirs, so nothing here checks it
 * against the master; it is only recorded which items still are the master's, word for word.
 */
import type { JobPosting } from '../job/types.js';
import { prepareResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import type { MatchResult } from '../match/types.js';
import { indexResume } from '../resume/index.js';
import type { JsonResume } from '../resume/types.js';
import { diffResumes, type ResumeDiff } from './diff.js';
import { TAILOR_ALGORITHM_VERSION, type ProvenanceEntry } from './tailor-resume.js';

export interface RevisedTailoredResume {
  algorithmVersion: typeof TAILOR_ALGORITHM_VERSION;
  resume: JsonResume;
  /**
   * JSON Pointer in `resume` → the master item it still copies, or how the generated summary
   * was built while its text is as tailoring wrote it. Items the person wrote or changed have
   * no entry: they come from no item of the master.
   */
  provenance: Record<string, ProvenanceEntry>;
  match: MatchResult;
  masterMatch: MatchResult;
  diff: ResumeDiff;
}

/** What tailoring recorded of the version being edited. */
export interface TailoringBeforeEdit {
  /** The generated summary as tailoring wrote it, and the master items it was built from. */
  summary?: { text: string; sources: string[] } | null;
}

const SUMMARY_POINTER = '/basics/summary';

export function reviseTailoredResume(
  master: JsonResume,
  edited: JsonResume,
  job: JobPosting,
  before: TailoringBeforeEdit = {},
  options: { asOf?: string } = {},
): RevisedTailoredResume {
  const asOf = options.asOf ? { asOf: options.asOf } : {};
  const masterIndex = indexResume(master);
  const preparedMaster = prepareResume(masterIndex, asOf);
  const editedIndex = indexResume(edited);

  const provenance: Record<string, ProvenanceEntry> = {};
  const summary = before.summary;
  for (const item of editedIndex.items) {
    if (item.pointer === SUMMARY_POINTER && summary?.text === item.text) {
      provenance[item.pointer] = { generated: true, from: summary.sources };
      continue;
    }
    // Ids hash the entry and the text, so an equal id is the master's item word for word.
    const source = masterIndex.byId.get(item.id);
    if (source?.text === item.text) provenance[item.pointer] = source.id;
  }

  // The editor sends back the provenance it was given, which the edits may have made wrong.
  const resume: JsonResume = { ...edited, meta: { ...(edited.meta ?? {}), provenance } };
  return {
    algorithmVersion: TAILOR_ALGORITHM_VERSION,
    resume,
    provenance,
    match: scoreMatch(prepareResume(editedIndex, asOf), job, { master: preparedMaster }),
    masterMatch: scoreMatch(preparedMaster, job),
    diff: diffResumes(masterIndex, editedIndex),
  };
}

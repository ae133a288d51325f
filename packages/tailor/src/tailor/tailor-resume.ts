/**
 * The tailored resume: the master's own highlights, projects and skills, selected and
 * reordered for one posting, with a summary built from templates. Nothing is written that the
 * master does not contain, except the summary, whose sources are recorded; every other item
 * keeps the id of the master item it came from (`meta.provenance`).
 */
import type { JobPosting } from '../job/types.js';
import { prepareResume, type PreparedResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import type { MatchResult } from '../match/types.js';
import { indexResume } from '../resume/index.js';
import type { JsonResume, ResumeIndex, ResumeItem } from '../resume/types.js';
import { diffResumes, type ResumeDiff } from './diff.js';
import { relevanceModel, type RelevanceModel } from './relevance.js';
import { rankByRelevance, selectRanked } from './select.js';
import { buildSummary, type BuiltSummary } from './summary.js';

export const TAILOR_ALGORITHM_VERSION = 'tailor/1';

export interface TailorOptions {
  /** "Today" for ongoing jobs, so the same inputs give the same output on any day. */
  asOf?: string;
  /** Highlights kept per work entry: at least `min` (if it has them), at most `max`. */
  highlightsPerEntry?: { min: number; max: number };
  /** Work entries after this many (most recent first) keep only relevant highlights. */
  recentEntries?: number;
  /** Highlights in the whole resume, at most. */
  maxHighlights?: number;
  /** Keywords per skill group, at most. */
  keywordsPerGroup?: number;
  /** Projects kept, at most; projects that mention nothing of the posting go first. */
  maxProjects?: number;
}

const DEFAULTS: Required<TailorOptions> = {
  asOf: '',
  highlightsPerEntry: { min: 2, max: 5 },
  recentEntries: 4,
  maxHighlights: 24,
  keywordsPerGroup: 12,
  maxProjects: 3,
};

/** Where an item of the tailored resume came from. */
export type ProvenanceEntry = string | { generated: true; from: string[] };

export interface TailoredResume {
  algorithmVersion: typeof TAILOR_ALGORITHM_VERSION;
  resume: JsonResume;
  /** JSON Pointer in `resume` → the master item's id (or how a generated item was built). */
  provenance: Record<string, ProvenanceEntry>;
  summary: BuiltSummary;
  /** The tailored resume's score; missing skills say whether the master has them. */
  match: MatchResult;
  masterMatch: MatchResult;
  diff: ResumeDiff;
}

type Entry = Record<string, unknown>;

function entriesOf(resume: JsonResume, section: string): Entry[] {
  const value = resume[section];
  return Array.isArray(value)
    ? value.filter((entry): entry is Entry => typeof entry === 'object' && entry !== null)
    : [];
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function tailorHighlights(
  entries: Entry[],
  relevance: RelevanceModel,
  options: Required<TailorOptions>,
): void {
  // Recency decides how much an entry keeps; the entries themselves keep their order.
  const byRecency = entries
    .map((entry, index) => ({
      entry,
      index,
      start: typeof entry.startDate === 'string' ? entry.startDate : '',
    }))
    .sort((a, b) => (a.start === b.start ? a.index - b.index : a.start < b.start ? 1 : -1));
  const kept = new Map<Entry, { index: number; relevance: number }[]>();
  byRecency.forEach(({ entry }, rank) => {
    const highlights = stringsOf(entry.highlights);
    if (highlights.length === 0) return;
    const limits =
      rank < options.recentEntries
        ? options.highlightsPerEntry
        : { min: Math.min(1, options.highlightsPerEntry.min), max: options.highlightsPerEntry.max };
    kept.set(entry, selectRanked(rankByRelevance(highlights, relevance.score), limits));
  });

  // Over the total: drop the least relevant highlight of the oldest entry that can spare one.
  let total = [...kept.values()].reduce((sum, list) => sum + list.length, 0);
  for (const { entry } of [...byRecency].reverse()) {
    const list = kept.get(entry);
    while (list && total > options.maxHighlights && list.length > 1) {
      list.pop();
      total -= 1;
    }
  }
  for (const [entry, list] of kept) {
    const highlights = stringsOf(entry.highlights);
    entry.highlights = list.map((item) => highlights[item.index] ?? '');
  }
}

function tailorProjects(
  resume: JsonResume,
  relevance: RelevanceModel,
  options: Required<TailorOptions>,
): void {
  const projects = entriesOf(resume, 'projects');
  if (projects.length === 0) return;
  tailorHighlights(projects, relevance, { ...options, recentEntries: projects.length });
  const projectText = (project: Entry) =>
    [
      project.name,
      project.description,
      ...stringsOf(project.highlights),
      ...stringsOf(project.keywords),
    ]
      .filter((part): part is string => typeof part === 'string')
      .join('. ');
  const ranked = rankByRelevance(projects.map(projectText), relevance.score);
  const chosen = selectRanked(ranked, {
    min: Math.min(1, options.maxProjects),
    max: options.maxProjects,
  });
  resume.projects = chosen
    .map((item) => projects[item.index])
    .filter((project): project is Entry => project !== undefined);
}

function tailorSkills(
  resume: JsonResume,
  relevance: RelevanceModel,
  options: Required<TailorOptions>,
): void {
  const groups = entriesOf(resume, 'skills');
  if (groups.length === 0) return;
  for (const group of groups) {
    const keywords = stringsOf(group.keywords);
    if (keywords.length === 0) continue;
    const ranked = rankByRelevance(keywords, relevance.score);
    group.keywords = ranked
      .slice(0, options.keywordsPerGroup)
      .map((item) => keywords[item.index] ?? '');
  }
  const groupText = (group: Entry) =>
    [group.name, ...stringsOf(group.keywords)]
      .filter((part): part is string => typeof part === 'string')
      .join(', ');
  resume.skills = rankByRelevance(groups.map(groupText), relevance.score)
    .map((item) => groups[item.index])
    .filter((group): group is Entry => group !== undefined);
}

function provenanceOf(
  tailored: ResumeIndex,
  master: ResumeIndex,
  summary: BuiltSummary,
): Record<string, ProvenanceEntry> {
  const provenance: Record<string, ProvenanceEntry> = {};
  for (const item of tailored.items) {
    if (item.pointer === '/basics/summary' && summary.text === item.text) {
      provenance[item.pointer] = { generated: true, from: summary.sources };
      continue;
    }
    const source: ResumeItem | undefined = master.byId.get(item.id);
    // The invariant the property tests check: a copied item is the master's, word for word.
    if (source?.text !== item.text)
      throw new Error(`tailoring produced text that is not in the master resume: ${item.pointer}`);
    provenance[item.pointer] = source.id;
  }
  return provenance;
}

export function tailorResume(
  master: JsonResume,
  job: JobPosting,
  options: TailorOptions = {},
): TailoredResume {
  const settings = { ...DEFAULTS, ...options };
  const masterIndex = indexResume(master);
  const preparedMaster: PreparedResume = prepareResume(
    masterIndex,
    settings.asOf ? { asOf: settings.asOf } : {},
  );
  const masterMatch = scoreMatch(preparedMaster, job);
  const relevance = relevanceModel(job);

  const resume = structuredClone<JsonResume>(master);
  tailorHighlights(entriesOf(resume, 'work'), relevance, settings);
  tailorHighlights(entriesOf(resume, 'volunteer'), relevance, { ...settings, recentEntries: 0 });
  tailorProjects(resume, relevance, settings);
  tailorSkills(resume, relevance, settings);

  const summary = buildSummary(master, job, masterMatch, preparedMaster.years);
  if (summary.text !== '') resume.basics = { ...(resume.basics ?? {}), summary: summary.text };

  const tailoredIndex = indexResume(resume);
  const provenance = provenanceOf(tailoredIndex, masterIndex, summary);
  resume.meta = {
    ...(resume.meta ?? {}),
    provenance,
    tailoredFor: {
      title: job.title,
      company: job.company,
      algorithmVersion: TAILOR_ALGORITHM_VERSION,
    },
  };

  const match = scoreMatch(
    prepareResume(tailoredIndex, settings.asOf ? { asOf: settings.asOf } : {}),
    job,
    { master: preparedMaster },
  );
  return {
    algorithmVersion: TAILOR_ALGORITHM_VERSION,
    resume,
    provenance,
    summary,
    match,
    masterMatch,
    diff: diffResumes(masterIndex, tailoredIndex),
  };
}

/**
 * The tailored resume: the master's own highlights, projects and skills, selected and
 * reordered for one posting, with a summary built from templates. Nothing is written that the
 * master does not contain, except the summary, whose sources are recorded; every other item
 * keeps the id of the master item it came from (`meta.provenance`).
 *
 * It never matches the posting worse than the master: selection is planned first, then every
 * dropped item that was the last to show a matched skill or to use a responsibility's word is
 * brought back (coverage.ts), and only then is the resume built.
 */
import type { JobPosting } from '../job/types.js';
import { prepareResume, type PreparedResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import type { MatchResult } from '../match/types.js';
import { isJsonObject, readEntries, type JsonObject } from '../resume/fields.js';
import { indexResume } from '../resume/index.js';
import type { JsonResume, ResumeIndex, ResumeItem } from '../resume/types.js';
import {
  missingTargets,
  pickRestoration,
  scoringTargets,
  type ScoringTargets,
} from './coverage.js';
import { diffResumes, type ResumeDiff } from './diff.js';
import { relevanceModel, type RelevanceModel } from './relevance.js';
import { rankByRelevance, type Ranked, selectRanked } from './select.js';
import { buildSummary, type BuiltSummary } from './summary.js';

export const TAILOR_ALGORITHM_VERSION = 'tailor/2';

/**
 * The limits below give way for one thing only: an item the master's score rests on (the last
 * one showing a matched skill or using a responsibility's word) is kept past them.
 */
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

/** One array of the master, chosen and ordered: indices into the master's own array. */
interface ListChoice {
  /** Most relevant first; equal relevance keeps the master's order. */
  order: number[];
  kept: Set<number>;
}

/**
 * JSON Pointer of an array in the master (`/work/0/highlights`, `/projects`, `/skills/2/keywords`)
 * → what the tailored resume keeps of it. Selection only ever points into the master, so it
 * cannot invent text; the tailored resume is built from the plan once it is final.
 */
type Plan = Map<string, ListChoice>;

interface Entry {
  entry: JsonObject;
  /** Its index in the master's array. */
  index: number;
}

const SUMMARY_POINTER = '/basics/summary';

/** The string items of an array, each with its index in the array. */
function stringItems(value: unknown): { index: number; text: string }[] {
  if (!Array.isArray(value)) return [];
  const items: { index: number; text: string }[] = [];
  value.forEach((item: unknown, index) => {
    if (typeof item === 'string') items.push({ index, text: item });
  });
  return items;
}

/** The master's strings at `pointer` as the plan keeps them (all of them when it has no say). */
function keptStrings(plan: Plan, pointer: string, value: unknown): string[] {
  const choice = plan.get(pointer);
  const items = stringItems(value);
  if (!choice) return items.map((item) => item.text);
  const texts = new Map(items.map((item) => [item.index, item.text]));
  return choice.order.flatMap((index) => {
    const text = texts.get(index);
    return choice.kept.has(index) && text !== undefined ? [text] : [];
  });
}

function rankStrings(
  value: unknown,
  relevance: RelevanceModel,
): { order: number[]; selectable: Ranked[]; toArrayIndex: (item: Ranked) => number } {
  const items = stringItems(value);
  const ranked = rankByRelevance(
    items.map((item) => item.text),
    relevance.score,
  );
  const toArrayIndex = (item: Ranked) => items[item.index]?.index ?? -1;
  return { order: ranked.map(toArrayIndex), selectable: ranked, toArrayIndex };
}

function planHighlights(
  plan: Plan,
  section: string,
  entries: readonly Entry[],
  relevance: RelevanceModel,
  options: Required<TailorOptions>,
): void {
  // Recency decides how much an entry keeps; the entries themselves keep their order.
  const byRecency = entries
    .map(({ entry, index }) => ({
      entry,
      index,
      start: typeof entry.startDate === 'string' ? entry.startDate : '',
    }))
    .sort((a, b) => (a.start === b.start ? a.index - b.index : a.start < b.start ? 1 : -1));
  const lists = new Map<number, { order: number[]; kept: number[] }>();
  byRecency.forEach(({ entry, index }, rank) => {
    const ranked = rankStrings(entry.highlights, relevance);
    if (ranked.order.length === 0) return;
    const limits =
      rank < options.recentEntries
        ? options.highlightsPerEntry
        : { min: Math.min(1, options.highlightsPerEntry.min), max: options.highlightsPerEntry.max };
    const kept = selectRanked(ranked.selectable, limits).map(ranked.toArrayIndex);
    lists.set(index, { order: ranked.order, kept });
  });

  // Over the total: drop the least relevant highlight of the oldest entry that can spare one.
  let total = [...lists.values()].reduce((sum, list) => sum + list.kept.length, 0);
  for (const { index } of [...byRecency].reverse()) {
    const list = lists.get(index);
    while (list && total > options.maxHighlights && list.kept.length > 1) {
      list.kept.pop();
      total -= 1;
    }
  }
  for (const [index, list] of lists)
    plan.set(`/${section}/${index}/highlights`, { order: list.order, kept: new Set(list.kept) });
}

function planProjects(
  plan: Plan,
  master: JsonResume,
  relevance: RelevanceModel,
  options: Required<TailorOptions>,
): void {
  const projects = readEntries(master, 'projects');
  if (projects.length === 0) return;
  planHighlights(plan, 'projects', projects, relevance, {
    ...options,
    recentEntries: projects.length,
  });
  const projectText = ({ entry, index }: Entry) =>
    [
      entry.name,
      entry.description,
      ...keptStrings(plan, `/projects/${index}/highlights`, entry.highlights),
      ...stringItems(entry.keywords).map((item) => item.text),
    ]
      .filter((part): part is string => typeof part === 'string')
      .join('. ');
  const ranked = rankByRelevance(projects.map(projectText), relevance.score);
  const chosen = selectRanked(ranked, {
    min: Math.min(1, options.maxProjects),
    max: options.maxProjects,
  });
  const toArrayIndex = (item: Ranked) => projects[item.index]?.index ?? -1;
  plan.set('/projects', {
    order: ranked.map(toArrayIndex),
    kept: new Set(chosen.map(toArrayIndex)),
  });
}

function planSkills(
  plan: Plan,
  master: JsonResume,
  relevance: RelevanceModel,
  options: Required<TailorOptions>,
): void {
  const groups = readEntries(master, 'skills');
  if (groups.length === 0) return;
  for (const { entry, index } of groups) {
    const { order } = rankStrings(entry.keywords, relevance);
    if (order.length === 0) continue;
    plan.set(`/skills/${index}/keywords`, {
      order,
      kept: new Set(order.slice(0, options.keywordsPerGroup)),
    });
  }
  const groupText = ({ entry, index }: Entry) =>
    [entry.name, ...keptStrings(plan, `/skills/${index}/keywords`, entry.keywords)]
      .filter((part): part is string => typeof part === 'string')
      .join(', ');
  const order = rankByRelevance(groups.map(groupText), relevance.score).map(
    (item) => groups[item.index]?.index ?? -1,
  );
  plan.set('/skills', { order, kept: new Set(order) });
}

/**
 * Where a master item sits in the plan: the lists above its pointer (its own and, for a
 * project's item, the projects), each with the item's or its project's index.
 */
function placeIn(plan: Plan, pointer: string): Place {
  const [, ...segments] = pointer.split('/');
  const place: Place = [];
  let prefix = '';
  for (const segment of segments) {
    const choice = plan.get(prefix);
    if (choice) place.push({ choice, index: Number(segment) });
    prefix = `${prefix}/${segment}`;
  }
  return place;
}

type Place = { choice: ListChoice; index: number }[];

/** Whether the plan keeps a master item: the item itself and, for a project's, its project. */
function isKept(place: Place): boolean {
  return place.every(({ choice, index }) => choice.kept.has(index));
}

function restore(place: Place): void {
  for (const { choice, index } of place) choice.kept.add(index);
}

/**
 * Brings dropped items back until the tailored resume carries every target the master scores
 * with (see coverage.ts): the last item that shows a matched skill or uses a responsibility's
 * word stays, past the limits if need be. Returns whether the master's own summary is one of
 * them; it then goes into the generated summary instead of being replaced by it.
 */
function restoreScoringItems(
  plan: Plan,
  masterIndex: ResumeIndex,
  targets: ScoringTargets,
  relevance: RelevanceModel,
  generated: BuiltSummary,
): boolean {
  let keepsOwnSummary = generated.text === '';
  const places = new Map(masterIndex.items.map((item) => [item.id, placeIn(plan, item.pointer)]));
  const isItemKept = (item: ResumeItem) =>
    item.pointer === SUMMARY_POINTER ? keepsOwnSummary : isKept(places.get(item.id) ?? []);
  const shownBySummary = targets.wordsIn(generated.text);
  for (;;) {
    const kept = masterIndex.items.filter(isItemKept).map((item) => item.id);
    const missing = missingTargets(targets, kept, shownBySummary);
    if (missing.size === 0) break;
    const candidates = masterIndex.items.filter(
      (item) => targets.byItem.has(item.id) && !isItemKept(item),
    );
    const item = pickRestoration(targets, missing, candidates, relevance.score);
    // Every target comes from a master item, so some dropped item always carries it.
    if (item === null) break;
    if (item.pointer === SUMMARY_POINTER) keepsOwnSummary = true;
    else restore(places.get(item.id) ?? []);
  }
  return keepsOwnSummary && generated.text !== '';
}

/** A copy of the master with every planned array cut and ordered as planned. */
function buildFromPlan(master: JsonResume, plan: Plan): JsonResume {
  const resume = structuredClone<JsonResume>(master);
  // Inner arrays first: a project's highlights are found by the project's place in the master.
  const pointers = [...plan.entries()].sort(
    ([a], [b]) => b.split('/').length - a.split('/').length,
  );
  for (const [pointer, choice] of pointers) {
    const segments = pointer.split('/').slice(1);
    const key = segments.pop();
    let parent: unknown = resume;
    for (const segment of segments)
      parent = Array.isArray(parent)
        ? (parent as unknown[])[Number(segment)]
        : isJsonObject(parent)
          ? parent[segment]
          : undefined;
    if (key === undefined || !isJsonObject(parent)) continue;
    const values: unknown = parent[key];
    if (!Array.isArray(values)) continue;
    parent[key] = choice.order
      .filter((index) => choice.kept.has(index))
      .map((index): unknown => values[index]);
  }
  return resume;
}

function provenanceOf(
  tailored: ResumeIndex,
  master: ResumeIndex,
  summary: BuiltSummary,
): Record<string, ProvenanceEntry> {
  const provenance: Record<string, ProvenanceEntry> = {};
  for (const item of tailored.items) {
    if (item.pointer === SUMMARY_POINTER && summary.text === item.text) {
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
  const asOf = settings.asOf ? { asOf: settings.asOf } : {};
  const preparedMaster: PreparedResume = prepareResume(masterIndex, asOf);
  const masterMatch = scoreMatch(preparedMaster, job);
  const relevance = relevanceModel(job);

  const plan: Plan = new Map();
  planHighlights(plan, 'work', readEntries(master, 'work'), relevance, settings);
  planHighlights(plan, 'volunteer', readEntries(master, 'volunteer'), relevance, {
    ...settings,
    recentEntries: 0,
  });
  planProjects(plan, master, relevance, settings);
  planSkills(plan, master, relevance, settings);

  const targets = scoringTargets(preparedMaster, masterMatch, job);
  let summary = buildSummary(master, job, masterMatch, preparedMaster.years);
  if (restoreScoringItems(plan, masterIndex, targets, relevance, summary)) {
    const own = masterIndex.items.find((item) => item.pointer === SUMMARY_POINTER);
    if (own) summary = buildSummary(master, job, masterMatch, preparedMaster.years, own);
  }

  const resume = buildFromPlan(master, plan);
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

  const match = scoreMatch(prepareResume(tailoredIndex, asOf), job, { master: preparedMaster });
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

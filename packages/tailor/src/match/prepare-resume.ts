/**
 * Everything the scorer needs from a resume, computed once: which skills it shows and where,
 * its words, its job titles, years and degree. Ranking one resume against a thousand jobs
 * prepares it once.
 */
import { extractTerms } from '../terms/index.js';
import type { ResumeIndex, ResumeItem, ResumeItemKind } from '../resume/types.js';
import { highestDegree, yearsOfExperience } from './experience.js';
import type { Evidence } from './types.js';
import { wordSet } from './words.js';
import type { Degree } from '../job/types.js';

/** Strongest evidence first: a bullet proves more than a line in the skills list. */
const KIND_ORDER: Readonly<Record<ResumeItemKind, number>> = {
  highlight: 0,
  'entry-summary': 1,
  summary: 2,
  award: 3,
  certificate: 4,
  course: 5,
  skill: 6,
  keyword: 7,
};

export interface PreparedResume {
  index: ResumeIndex;
  /** skill id → where the resume shows it, strongest first. */
  evidence: ReadonlyMap<string, readonly Evidence[]>;
  words: ReadonlySet<string>;
  titles: readonly ReadonlySet<string>[];
  years: number;
  degree: Degree | null;
}

function evidenceOf(item: ResumeItem): Evidence {
  return {
    itemId: item.id,
    pointer: item.pointer,
    kind: item.kind,
    section: item.section,
    entry: item.entry,
    text: item.text,
  };
}

function titlesOf(index: ResumeIndex): Set<string>[] {
  const titles: string[] = [];
  const label = (index.resume.basics as { label?: unknown } | undefined)?.label;
  if (typeof label === 'string') titles.push(label);
  for (const entry of Array.isArray(index.resume.work) ? index.resume.work : []) {
    const position = (entry as { position?: unknown }).position;
    if (typeof position === 'string') titles.push(position);
  }
  return titles.map((title) => wordSet(title)).filter((words) => words.size > 0);
}

export function prepareResume(index: ResumeIndex, options: { asOf?: string } = {}): PreparedResume {
  const evidence = new Map<string, Evidence[]>();
  const words = new Set<string>();
  for (const item of index.items) {
    for (const word of wordSet(item.text)) words.add(word);
    for (const term of extractTerms(item.text)) {
      const list = evidence.get(term.skillId) ?? [];
      list.push(evidenceOf(item));
      evidence.set(term.skillId, list);
    }
  }
  for (const list of evidence.values())
    list.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return {
    index,
    evidence,
    words,
    titles: titlesOf(index),
    years: yearsOfExperience(index.resume, options.asOf),
    degree: highestDegree(index.resume),
  };
}

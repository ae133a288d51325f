/**
 * What the master's score rests on, item by item. Two of the score's components depend on
 * which items a resume has: a matched skill needs one item that shows it, and a responsibility
 * word counts once one item uses it. (The title, years and degree come from positions, dates
 * and education, which tailoring never changes.) So a tailored resume that keeps, for every
 * such "target" the master scores with, at least one item carrying it scores no lower than the
 * master; `missingTargets` says which targets a selection has lost, and `pickRestoration`
 * which dropped item to bring back.
 */
import type { JobPosting } from '../job/types.js';
import type { PreparedResume } from '../match/prepare-resume.js';
import { responsibilityWords } from '../match/score.js';
import type { MatchResult } from '../match/types.js';
import { significantWords, wordSet } from '../match/words.js';

export interface ScoringTargets {
  /** Every target the master scores with: `skill:<id>` and `word:<stem>`. */
  all: ReadonlySet<string>;
  /** Master item id → the targets it carries (items carrying none are left out). */
  byItem: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The responsibility-word targets a text carries: for the generated summary, whose words are
   * as good as any. Its skills are not counted: it names them on the strength of the master's
   * items, and those items should still be there to show them.
   */
  wordsIn: (text: string) => Set<string>;
}

const skillTarget = (skillId: string): string => `skill:${skillId}`;
const wordTarget = (word: string): string => `word:${word}`;

export function scoringTargets(
  master: PreparedResume,
  masterMatch: MatchResult,
  job: JobPosting,
): ScoringTargets {
  const all = new Set<string>();
  const byItem = new Map<string, Set<string>>();
  const add = (itemId: string, target: string): void => {
    all.add(target);
    const targets = byItem.get(itemId) ?? new Set<string>();
    targets.add(target);
    byItem.set(itemId, targets);
  };
  for (const term of masterMatch.matched)
    for (const evidence of term.evidence) add(evidence.itemId, skillTarget(term.skillId));

  const duties = new Set(responsibilityWords(job).flat());
  if (duties.size > 0)
    for (const item of master.index.items)
      for (const word of significantWords(item.text))
        if (duties.has(word)) add(item.id, wordTarget(word));

  return {
    all,
    byItem,
    wordsIn: (text) =>
      new Set([...wordSet(text)].map(wordTarget).filter((target) => all.has(target))),
  };
}

/** The targets none of the kept items (nor the extra ones, e.g. a generated summary) carries. */
export function missingTargets(
  targets: ScoringTargets,
  keptItemIds: Iterable<string>,
  extra: ReadonlySet<string> = new Set(),
): Set<string> {
  const missing = new Set([...targets.all].filter((target) => !extra.has(target)));
  for (const id of keptItemIds)
    for (const target of targets.byItem.get(id) ?? []) missing.delete(target);
  return missing;
}

/**
 * The dropped item that wins back the most missing targets (ties: the more relevant, then the
 * earlier in `candidates`), or null when none wins any back. Greedy, so it may restore an item
 * more than the fewest possible; what matters is that every target comes back.
 */
export function pickRestoration<Item extends { id: string; text: string }>(
  targets: ScoringTargets,
  missing: ReadonlySet<string>,
  candidates: readonly Item[],
  relevance: (text: string) => number,
): Item | null {
  let best: Item | null = null;
  let bestGain = 0;
  for (const candidate of candidates) {
    let gain = 0;
    for (const target of targets.byItem.get(candidate.id) ?? []) if (missing.has(target)) gain += 1;
    if (gain === 0 || gain < bestGain) continue;
    // Relevance is only worked out for a tie: most candidates never need it.
    if (gain > bestGain || (best !== null && relevance(candidate.text) > relevance(best.text))) {
      best = candidate;
      bestGain = gain;
    }
  }
  return best;
}

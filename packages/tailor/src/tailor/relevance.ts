/**
 * How much one piece of resume text speaks to a posting: required skills weigh most, preferred
 * skills less, and words shared with the responsibilities break ties.
 */
import type { JobPosting } from '../job/types.js';
import { wordSet } from '../match/words.js';
import { extractTerms } from '../terms/index.js';

export const RELEVANCE_WEIGHTS = {
  mustHave: 3,
  niceToHave: 1.5,
  responsibilityWord: 0.25,
} as const;

export interface RelevanceModel {
  score: (text: string) => number;
  /** The posting's skills the text mentions, required first. */
  skillsIn: (text: string) => string[];
}

export function relevanceModel(job: JobPosting): RelevanceModel {
  const weights = new Map<string, number>();
  for (const term of job.niceToHave) weights.set(term.skillId, RELEVANCE_WEIGHTS.niceToHave);
  for (const term of job.mustHave) weights.set(term.skillId, RELEVANCE_WEIGHTS.mustHave);
  const duties = new Set(job.responsibilities.flatMap((line) => [...wordSet(line)]));
  const cache = new Map<string, { score: number; skills: string[] }>();

  function measure(text: string) {
    const known = cache.get(text);
    if (known) return known;
    const skills = extractTerms(text)
      .filter((term) => weights.has(term.skillId))
      .map((term) => term.skillId);
    let score = skills.reduce((sum, id) => sum + (weights.get(id) ?? 0), 0);
    for (const word of wordSet(text))
      if (duties.has(word)) score += RELEVANCE_WEIGHTS.responsibilityWord;
    const result = { score, skills };
    cache.set(text, result);
    return result;
  }

  return {
    score: (text) => measure(text).score,
    skillsIn: (text) => measure(text).skills,
  };
}

/**
 * Choosing and ordering a list of the master's own strings for a posting. Only ever returns
 * indices into the list it was given: selection cannot invent text.
 */
export interface SelectionLimits {
  /** Keep at least this many (fewer if the list is shorter), relevant or not. */
  min: number;
  /** Keep at most this many. */
  max: number;
}

export interface Ranked {
  index: number;
  relevance: number;
}

/** Most relevant first; equal relevance keeps the master's order, so output is deterministic. */
export function rankByRelevance(
  texts: readonly string[],
  relevance: (text: string) => number,
): Ranked[] {
  return texts
    .map((text, index) => ({ index, relevance: relevance(text) }))
    .sort((a, b) => b.relevance - a.relevance || a.index - b.index);
}

/** The relevant items, topped up to `min` with the best of the rest, cut at `max`. */
export function selectRanked(ranked: readonly Ranked[], limits: SelectionLimits): Ranked[] {
  const relevant = ranked.filter((item) => item.relevance > 0);
  const count = Math.min(ranked.length, limits.max, Math.max(limits.min, relevant.length));
  return ranked.slice(0, count);
}

/**
 * Wording inside a requirement line that makes part of it a preference rather than a
 * requirement. Two shapes:
 * - a verdict on a whole clause: "Experience with Redis is a plus", "(Java 17 preferred)",
 *   "Dutch is a plus" after a semicolon. Clauses end at `;`, a sentence end, a dash or a bracket,
 *   so "Python (Go is a plus)" keeps Python required.
 * - a word that introduces the preference: "a relational database, ideally PostgreSQL" or "(we use
 *   Xcode Cloud and Fastlane)": from the cue to the next comma, semicolon, sentence end or the
 *   bracket that closes around it.
 */

export type Range = readonly [start: number, end: number];

const CLAUSE_VERDICTS: readonly RegExp[] = [
  /\b(?:an?|is an?|are an?)\s+(?:big\s+|huge\s+|strong\s+|definite\s+|real\s+|major\s+|nice\s+)?(?:plus|bonus|advantage|asset)\b/i,
  /\bnice[- ]to[- ]have\b/i,
  /\bpreferred\b/i,
  /\bdesir(?:able|ed)\b/i,
  /\bhelpful\b/i,
  /\bbeneficial\b/i,
  /\bwelcomed?\b/i,
  /\bnot (?:required|a requirement|mandatory|necessary|essential)\b/i,
  /\boptional\b/i,
  /\bbonus\b/i,
  /\bappreciated\b/i,
  /\bgood to have\b/i,
];

const INTRODUCERS =
  /\b(?:ideally|preferably|bonus points (?:for|if)|extra points (?:for|if)|even better if|(?:it'?s )?a plus if|plus if|nice if|would be nice|we(?:'d| would) love|we use|we(?:'re| are) using|we deploy (?:with|to|on)|we run on|our (?:tech )?stack)\b/gi;

/** Abbreviations whose dot does not end a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|incl|approx|esp)$/i;

function isSentenceEnd(text: string, index: number): boolean {
  const char = text.charAt(index);
  if (char === ';' || char === '!' || char === '?') return true;
  if (char !== '.') return false;
  const next = text.charAt(index + 1);
  return (next === '' || /\s/.test(next)) && !ABBREVIATION.test(text.slice(0, index));
}

function clausesOf(text: string): Range[] {
  const clauses: Range[] = [];
  let start = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const char = text.charAt(index);
    const isDash = (char === '—' || char === '–') && text.charAt(index - 1) === ' ';
    if (
      index === text.length ||
      char === '(' ||
      char === ')' ||
      isDash ||
      isSentenceEnd(text, index)
    ) {
      if (index > start) clauses.push([start, index]);
      start = index + 1;
    }
  }
  return clauses;
}

function introducedEnd(text: string, from: number): number {
  let depth = 0;
  for (let index = from; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) return index;
      depth -= 1;
    } else if (char === ',' || isSentenceEnd(text, index)) return index;
  }
  return text.length;
}

/** The parts of a line (offsets into it) that state a preference. */
export function preferenceRanges(text: string): Range[] {
  const ranges: Range[] = [];
  for (const [start, end] of clausesOf(text)) {
    const clause = text.slice(start, end);
    if (CLAUSE_VERDICTS.some((pattern) => pattern.test(clause))) ranges.push([start, end]);
  }
  for (const match of text.matchAll(INTRODUCERS)) {
    ranges.push([match.index, introducedEnd(text, match.index + match[0].length)]);
  }
  return ranges;
}

export function isInRanges(ranges: readonly Range[], start: number, end: number): boolean {
  return ranges.some(([from, to]) => start >= from && end <= to);
}

/**
 * A letter's opening sentence that most letters open with: "I am writing to apply for…", "My name
 * is…", "Please accept this letter as my application…". The reader has seen it on every letter
 * that morning; the first words are better spent on what the writer would bring, or why this
 * company. Only the letter's first sentence is read: the same words further down are not an
 * opening.
 */
import { greetingSpanOf, MAX_HEADER_LINE_WORDS } from './letter-greeting.js';

/** Bounded alternatives, anchored at the opening: its cost does not grow with the letter. */
const STOCK_OPENING = new RegExp(
  [
    String.raw`(?:I\s+am|I'm|I’m)\s+writing\s+(?:to|in\s+order\s+to|this\s+letter\s+to)\s+(?:apply|express|formally|submit|inquire|enquire)`,
    String.raw`I\s+(?:would\s+like|wish|want)\s+to\s+(?:apply|express\s+my\s+interest)`,
    String.raw`(?:please\s+accept|enclosed\s+(?:is|please\s+find))\s+(?:this\s+letter|my\s+(?:application|resume|cv))`,
    String.raw`my\s+name\s+is`,
  ]
    .map((pattern) => `(?:${pattern})`)
    .join('|'),
  'iuy',
);

export interface StockOpening {
  excerpt: string;
  start: number;
  end: number;
}

/** The stock words the letter opens with, where they are; null when it opens otherwise. */
export function stockOpeningOf(text: string): StockOpening | null {
  STOCK_OPENING.lastIndex = skipSpace(text, openingOffset(text));
  const match = STOCK_OPENING.exec(text);
  if (match === null) return null;
  return { excerpt: match[0], start: match.index, end: match.index + match[0].length };
}

/**
 * Where the letter's first sentence starts: after its greeting ("Dear team, I am writing…" too),
 * or, with none, at its first paragraph, past a sender's address.
 */
function openingOffset(text: string): number {
  const greeting = greetingSpanOf(text);
  if (greeting !== null) {
    const after = /^[ \t]*[,:!]?/u.exec(text.slice(greeting.end))?.[0].length ?? 0;
    return greeting.end + after;
  }
  let offset = 0;
  for (const line of text.split('\n')) {
    if (line.trim().split(/\s+/u).length > MAX_HEADER_LINE_WORDS) return offset;
    offset += line.length + 1;
  }
  return 0;
}

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && /\s/u.test(text.charAt(index))) index += 1;
  return index;
}

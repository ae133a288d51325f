/**
 * The lowest degree a posting asks for, from the lines where it states requirements. Spelled-out
 * degrees match in any case; abbreviations (BS, BSc, BA, MS, MSc, MEng) only as written and only
 * where they read as degrees ("BS in", "BS/MS", "MS or PhD", not "MS Office"); MBA anywhere. A bare
 * "degree in X" or "a degree" counts as a bachelor's. "…or equivalent experience" does not
 * cancel the degree: the posting still names it as the expected level. Lines that say no degree
 * is needed are skipped.
 */
import type { Range } from './cues.js';
import { DEGREES, type Degree } from './types.js';

const ABBREVIATION_CONTEXT = String.raw`(?=\s*(?:in\b|degree|or\b|\/|,|\)|$))`;

const PATTERNS: readonly (readonly [Degree, RegExp])[] = [
  ['associate', /\bassociate['’]?s?\s+degree\b|\bassociate of (?:arts|science|applied science)\b/i],
  [
    'bachelor',
    /\bbachelor['’]?s?\b|\b(?:undergraduate|college|university|four[- ]year|4[- ]year) degree\b/i,
  ],
  [
    'bachelor',
    new RegExp(String.raw`\b(?:B\.?S\.?c?|B\.?A|B\.?Eng|B\.?Tech|BE)\.?${ABBREVIATION_CONTEXT}`),
  ],
  [
    'master',
    /\bmaster['’]s\b|\bmasters\b|\bmaster of\b|\bmaster degree\b|\b(?:graduate|advanced|postgraduate) degree\b/i,
  ],
  ['master', new RegExp(String.raw`\b(?:M\.?S\.?c?|M\.?A|M\.?Eng)\.?${ABBREVIATION_CONTEXT}`)],
  ['master', /\bMBA\b/],
  ['phd', /\bph\.?\s?d\b|\bdoctorate\b|\bdoctoral\b/i],
];

const NO_DEGREE =
  /\bno (?:college |university )?degree\b|\bdegree (?:is )?not (?:required|necessary|needed)\b|\bwithout a degree\b|\bdo(?:n't| not) (?:need|require) a degree\b/i;
const QUALIFIED_DEGREE =
  /(?:bachelor|master|associate|graduate|advanced|doctoral|postgraduate|undergraduate|college|university|year|b\.?s\.?c?|m\.?s\.?c?|b\.?a|m\.?a|mba|phd|ph\.?d)['’]?s?\.?\s*$/i;

/** A bare "degree" that is not already qualified by a level, and not "a degree of autonomy". */
function hasBareDegree(line: string): boolean {
  for (const match of line.matchAll(/\bdegree\b/gi)) {
    const before = line.slice(0, match.index);
    const after = line.slice(match.index + match[0].length);
    if (/^\s+of\b/i.test(after)) continue;
    if (!QUALIFIED_DEGREE.test(before)) return true;
  }
  return false;
}

/** The lowest degree named in the lines, or null. */
export function lowestDegreeIn(lines: readonly string[]): Degree | null {
  let lowest: Degree | null = null;
  const consider = (degree: Degree): void => {
    if (lowest === null || DEGREES.indexOf(degree) < DEGREES.indexOf(lowest)) lowest = degree;
  };
  for (const line of lines) {
    if (NO_DEGREE.test(line)) continue;
    for (const [degree, pattern] of PATTERNS) if (pattern.test(line)) consider(degree);
    if (hasBareDegree(line)) consider('bachelor');
  }
  return lowest;
}

const DEGREE_WORD_THEN_IN = [
  /\b(?:degree|bachelor['’]?s?|master['’]?s?|ph\.?\s?d|doctorate|diploma)\b[^.;]{0,30}?\s(?:in|of)\s/gi,
  /\b(?:B\.?S\.?c?|M\.?S\.?c?|B\.?A|M\.?A|B\.?Eng|M\.?Eng|MBA)\b[^.;]{0,30}?\s(?:in|of)\s/g,
];
const FIELD_END = /[;]|\.(?:\s|$)|\bexperience\b|\byears?\b|\bwith\b/i;

/**
 * The fields of study after a degree ("BS or MS in Computer Science, Robotics, or a related
 * field"), as offsets into the line: names there are subjects, not skills the job asks for.
 */
export function fieldOfStudyRanges(text: string): Range[] {
  const ranges: Range[] = [];
  for (const pattern of DEGREE_WORD_THEN_IN) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index + match[0].length;
      const end = FIELD_END.exec(text.slice(start));
      ranges.push([start, end ? start + end.index : text.length]);
    }
  }
  return ranges;
}

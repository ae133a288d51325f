/**
 * Years of experience a posting asks for: the largest of the lines' headline requirements. In
 * each line the first years phrase is the headline ("5+ years of engineering, including 2 in
 * Go" asks for 5; the 2 qualifies it); across lines the largest wins, because a posting that
 * asks for "5+ years of backend" and "2+ years of Kubernetes" wants five years of experience.
 * Phrases read are such as "5+ years", "3-5 years" (3), "at least two years", "minimum of
 * four years", "2+ yrs". A number counts only where it is about experience: followed by "of", "in", "with", "building", … or in a line that says "experience",
 * and not "years ago" or "in the last 3 years".
 */

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};

const NUMBER = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(WORD_NUMBERS).join('|')})`;
const YEARS = new RegExp(
  `\\b${NUMBER}\\s*\\+?\\s*(?:(?:-|–|—|to|or)\\s*${NUMBER}\\s*\\+?\\s*)?(?:\\(\\d{1,2}\\)\\s*)?(?:\\+\\s*)?(?:or more\\s+|plus\\s+)?(?:years?|yrs?)\\b`,
  'gi',
);
const A_YEAR = /\b(?:at least|minimum of|over|more than)\s+(?:a|one)\s+(?:full\s+)?year\b/i;

const AFTER_OK =
  /^['’]?\s*(?:of|in|with|as|building|developing|writing|working|doing|designing|leading|managing|shipping|running|programming|coding|professional|industry|hands-on|relevant|commercial|using|experience|exp\b|on|at|delivering|creating|supporting|operating|practical|production|post|full-time|[a-z-]+ experience)/i;
const AFTER_NO = /^\s*(?:ago|old|of age|in business|of runway|history|warranty|from now)\b/i;
const BEFORE_NO = /\b(?:past|last|next|first|over the|within the|for the|in the)\s*$/i;
const BEFORE_OK = /\b(?:have|having|with|minimum|least|requires?|bring|need)\b[^.;]*$/i;

function numberOf(text: string): number | null {
  const lower = text.toLowerCase();
  const value = WORD_NUMBERS[lower] ?? Number(lower);
  return Number.isFinite(value) ? value : null;
}

/** The largest headline number of years the lines ask for, or null. */
export function yearsIn(lines: readonly string[]): number | null {
  let largest: number | null = null;
  const consider = (value: number | null): void => {
    if (value !== null && value > 0 && (largest === null || value > largest)) largest = value;
  };
  for (const line of lines) {
    let headline: number | null = null;
    for (const match of line.matchAll(YEARS)) {
      const before = line.slice(0, match.index);
      const after = line.slice(match.index + match[0].length);
      if (AFTER_NO.test(after) || BEFORE_NO.test(before)) continue;
      const isAboutExperience =
        AFTER_OK.test(after) || /\bexperience/i.test(line) || BEFORE_OK.test(before);
      if (!isAboutExperience) continue;
      headline = numberOf(match[1] ?? '');
      break;
    }
    if (headline === null && A_YEAR.test(line) && /\bexperience/i.test(line)) headline = 1;
    consider(headline);
  }
  return largest;
}

/**
 * Checks of one line of text as a reader skims it: how it opens, whether it speaks in the first
 * person, clichés, length. Each returns what it found (the words, as written) or null; the
 * review turns that into a finding with its place.
 */

/**
 * Openings that say what the job was rather than what the person did. Matched at the start of a
 * bullet, case-insensitively; the longest phrase wins so the excerpt is the whole phrase.
 */
const WEAK_OPENINGS: readonly string[] = [
  'responsible for',
  'was responsible for',
  'responsibilities included',
  'responsibilities include',
  'duties included',
  'duties include',
  'worked on',
  'worked with',
  'worked in',
  'helped with',
  'helped to',
  'helped',
  'assisted with',
  'assisted in',
  'assisted',
  'involved in',
  'was involved in',
  'tasked with',
  'in charge of',
  'participated in',
  'took part in',
  'was part of',
  'part of',
  'dealt with',
];

const WEAK_OPENING = new RegExp(
  `^\\s*(?:[-–—•*·]\\s*)?(${[...WEAK_OPENINGS]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/ /g, '\\s+'))
    .join('|')})\\b`,
  'i',
);

/** The weak phrase a bullet opens with, as written, or null. */
export function weakOpeningOf(text: string): string | null {
  return WEAK_OPENING.exec(text)?.[1]?.replace(/\s+/g, ' ') ?? null;
}

// "I" as a word (not "I/O" or "CI/CD"), and the other first-person forms. Case matters: only
// the capital "I", and "ME" could be a state or an acronym.
const FIRST_PERSON =
  /(?<![\w/.'’-])(I|I'm|I've|I'd|I'll|I’m|I’ve|me|my|My|myself|Myself)(?![\w/'’-])/;

/** The first-person word a text uses, as written, or null. */
export function firstPersonOf(text: string): string | null {
  return FIRST_PERSON.exec(text)?.[1] ?? null;
}

/** Phrases on most resumes that prove nothing on their own; the first found is reported. */
const CLICHES: readonly string[] = [
  'team player',
  'hard-working',
  'hardworking',
  'hard worker',
  'detail-oriented',
  'detail oriented',
  'results-driven',
  'results driven',
  'results-oriented',
  'self-starter',
  'self starter',
  'self-motivated',
  'go-getter',
  'think outside the box',
  'thinking outside the box',
  'out of the box thinker',
  'synergy',
  'proven track record',
  'track record of success',
  'excellent communication skills',
  'strong communication skills',
  'fast learner',
  'quick learner',
  'strong work ethic',
  'dynamic individual',
  'highly motivated',
  'go-to person',
  'wears many hats',
  'best of breed',
  'value add',
];

const CLICHE = new RegExp(
  `(?<![\\w-])(${[...CLICHES]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/-/g, '[-\\s]?').replace(/ /g, '\\s+'))
    .join('|')})(?![\\w-])`,
  'i',
);

/** The first cliché in a text, as written, or null. */
export function clicheOf(text: string): string | null {
  return CLICHE.exec(text)?.[1] ?? null;
}

/**
 * Clichés that only describe the noun after them ("a results-driven engineer"), so the sentence
 * reads whole without them. Hyphens and spaces between their words are alike here.
 */
const DROPPABLE_CLICHES = new Set([
  'hard-working',
  'hardworking',
  'detail-oriented',
  'results-driven',
  'results-oriented',
  'self-motivated',
  'highly-motivated',
]);

/**
 * The text without its first cliché, when that cliché is an adjective before a word ("Results-
 * driven engineer with…" becomes "Engineer with…", "a detail-oriented, calm lead" becomes "a
 * calm lead", its article following the next word: "a hard-working engineer" becomes "an
 * engineer"). Null when the cliché is of another kind or ends its phrase ("I am detail-oriented.").
 */
export function withoutCliche(text: string): { cliche: string; text: string } | null {
  const found = CLICHE.exec(text);
  const cliche = found?.[1];
  if (!found || cliche === undefined) return null;
  if (!DROPPABLE_CLICHES.has(cliche.toLowerCase().replace(/[-\s]+/g, '-'))) return null;
  const after = text.slice(found.index + cliche.length);
  const separator = /^(?:\s*,\s*|\s+and\s+|\s+)(?=\p{L})/u.exec(after)?.[0];
  if (separator === undefined) return null;
  let rest = after.slice(separator.length);
  if (/^\p{Lu}/u.test(cliche) && /^\p{Ll}/u.test(rest))
    rest = `${rest.charAt(0).toLocaleUpperCase('en')}${rest.slice(1)}`;
  const before = text
    .slice(0, found.index)
    .replace(/(?<![\p{L}])(a|an)(\s+)$/iu, (_, article: string, space: string) => {
      const wanted = /^[aeiou]/i.test(rest) ? 'an' : 'a';
      return `${article.startsWith('A') ? wanted.replace('a', 'A') : wanted}${space}`;
    });
  return { cliche, text: `${before}${rest}` };
}

/** The words of a text, as a reader counts them. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#/-]*/gu)?.length ?? 0;
}

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|double[ds]?|doubling|tripled|triple|halved|half|percent|per cent)\b/i;

/** Whether a text states a quantity: a digit, a number word, a percentage. */
export function hasNumber(text: string): boolean {
  return /\d/.test(text) || NUMBER_WORDS.test(text);
}

/**
 * The word a bullet opens with, lower-cased, when it is a word (a verb, usually): what the
 * review compares to find the same opening bullet after bullet.
 */
export function openingWordOf(text: string): string | null {
  const match = /^\s*(?:[-–—•*·]\s*)?([A-Za-z][a-z]+)\b/.exec(text);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Other verbs for the openings resumes repeat most, to vary them. */
export const OTHER_VERBS: Readonly<Record<string, readonly string[]>> = {
  developed: ['Built', 'Designed', 'Wrote'],
  managed: ['Led', 'Ran', 'Directed'],
  led: ['Headed', 'Drove', 'Directed'],
  created: ['Built', 'Launched', 'Set up'],
  implemented: ['Built', 'Rolled out', 'Delivered'],
  built: ['Designed', 'Shipped', 'Set up'],
  improved: ['Cut', 'Raised', 'Sped up'],
  designed: ['Planned', 'Shaped', 'Drew up'],
  worked: ['Built', 'Delivered', 'Ran'],
  supported: ['Kept', 'Maintained', 'Backed'],
  collaborated: ['Partnered', 'Teamed up', 'Joined forces'],
  coordinated: ['Organised', 'Ran', 'Scheduled'],
  responsible: ['Led', 'Owned', 'Ran'],
  helped: ['Enabled', 'Sped up', 'Backed'],
  assisted: ['Supported', 'Enabled', 'Backed'],
  maintained: ['Kept', 'Ran', 'Upgraded'],
  used: ['Applied', 'Put to work', 'Chose'],
};

/**
 * Of OTHER_VERBS, those that claim the same thing in the same sentence, so a bullet's opening
 * verb can be swapped at one press ("Developed the billing API" → "Built the billing API").
 * "Built" for "Designed" or "Cut" for "Improved" would change what the bullet claims, and
 * "Responsible for" or "Worked on" need their sentence rewritten: those are left to the person.
 */
export const SAME_MEANING_VERBS: Readonly<Record<string, readonly string[]>> = {
  developed: ['Built', 'Wrote'],
  implemented: ['Built', 'Delivered'],
  created: ['Built', 'Set up'],
  led: ['Headed', 'Directed'],
  managed: ['Ran', 'Led'],
  coordinated: ['Organised', 'Ran'],
};

/** The same text, for telling duplicates apart from near ones: case, spaces, end dot ignored. */
export function normalizedBullet(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\s*[-–—•*·]\s*/, '')
    .replace(/\s+/g, ' ')
    .replace(/[.;,\s]+$/, '')
    .trim();
}

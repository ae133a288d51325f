/**
 * Which part of a posting each line belongs to. Postings use a small, stable vocabulary of
 * section headings ("Requirements", "Nice to have", "What you'll do", "Benefits"); a heading
 * opens a section that lasts until the next heading.
 *
 * A line counts as a heading when the source marked it so (HTML `<h2>`, Markdown `##`, a
 * bold-only line), or when it is short and either ends with a colon or is exactly a known
 * heading ("Requirements", "Nice to have"). A line such as "Nice to have: Terraform" or
 * "Benefits: gym, Go-karting" is a heading and its content at once; it changes only its own
 * line's section.
 */
import type { RenderedLine } from './posting-lines.js';

export type SectionKind =
  | 'intro' // before the first heading
  | 'requirements'
  | 'niceToHave'
  | 'responsibilities'
  | 'stack' // "Tech stack", "Technologies we use"
  | 'about' // the company, the team
  | 'benefits'
  | 'other' // how to apply, EEO statements, location, process
  | 'unknown'; // a heading we do not recognise

export interface SectionedLine extends RenderedLine {
  section: SectionKind;
  isHeading: boolean;
}

const YOU_LL = "you(?:'ll| will)";
const WE_RE = "(?:we're|we are)";

/** Heading patterns, tried in order: "about you" is a requirement before "about X" is the company. */
const HEADINGS: readonly (readonly [SectionKind, string])[] = [
  [
    'requirements',
    [
      '(?:job |minimum |basic |key |technical |core |role |candidate )?requirements?',
      '(?:minimum |basic |required |key |essential |core |your )?qualifications',
      'required (?:skills|experience|qualifications)',
      '(?:key |technical |core |essential |required )?skills',
      'experience',
      'education',
      '(?:skills|experience|requirements|qualifications|education) (?:and|&) (?:skills|experience|qualifications|requirements|education)',
      'must[- ]haves?',
      'must have (?:skills|experience|qualifications)',
      `what ${YOU_LL} (?:need|bring)`,
      'what you (?:bring|have|need)(?: to succeed)?',
      `what ${WE_RE} looking for`,
      'what we look for',
      `who ${WE_RE} looking for`,
      `${WE_RE} looking for`,
      'who you are',
      'about you',
      'you have',
      'you are',
      `${YOU_LL} have`,
      'you bring',
      '(?:your |candidate )?profile',
      'your (?:background|experience|skills|toolkit)',
      '(?:the )?ideal candidate',
      'what it takes',
      'you should have',
      'you might be a (?:good |great )?fit if',
      'is this you',
      'essentials?',
      'essential (?:skills|requirements|criteria)',
      'required',
      'to be successful',
      'what makes you a (?:good |great )?fit',
      `${YOU_LL} thrive if`,
      'we expect',
    ].join('|'),
  ],
  [
    'niceToHave',
    [
      'nice[- ]to[- ]haves?',
      'nice to have (?:skills|qualifications|experience)',
      '(?:preferred|desired|desirable|bonus|additional|optional) (?:qualifications|skills|experience|requirements)',
      'preferred',
      'desired',
      'desirable',
      'bonus(?: points)?',
      'bonus if you have',
      'pluses',
      'plus',
      'a plus',
      'extra credit',
      'good to have',
      'great to have',
      'it would be (?:great|nice|awesome) if(?: you(?: also)? have)?',
      "(?:it'?s )?(?:even )?better if(?: you(?: also)? have)?",
      'even better',
      'ideally(?: you(?: also)? have)?',
      "we(?:'d| would) love(?: it)?(?: if)?(?: you(?: also)? have)?",
      'brownie points',
      `(?:what )?(?:makes you|will make you|${YOU_LL}) stand out`,
      'points for',
      'helpful',
      'nice extras',
    ].join('|'),
  ],
  [
    'responsibilities',
    [
      '(?:key |job |main |your |role |core )?responsibilities',
      '(?:main |key |your )?(?:duties|tasks)',
      `what ${YOU_LL} (?:do|be doing|work on|own|achieve)`,
      '(?:the|your|this) role',
      'about the (?:role|position|job|opportunity)',
      '(?:role|position) (?:overview|description|summary)',
      `in this role(?:,? ${YOU_LL})?`,
      `as (?:an? )?[a-z .&/-]{1,40} ${YOU_LL}`,
      'your (?:impact|mission|day)',
      'impact',
      'day[- ]to[- ]day',
      'a day in the life',
      '(?:the )?job description',
      '(?:the )?opportunity',
      'what the (?:job|role) involves',
      YOU_LL,
      'the work',
      'mission',
      'accountabilities',
      'outcomes',
    ].join('|'),
  ],
  [
    'stack',
    [
      '(?:our |the )?(?:tech|technology) stack',
      '(?:our |the )?stack',
      'technologies(?: we use)?',
      'tools (?:and|&) technologies',
      '(?:our )?tools(?: we use)?',
      'tech we use',
      'what we use',
      `(?:technologies |tools )?${YOU_LL} (?:work|be working) with`,
      'our technology',
    ].join('|'),
  ],
  [
    'benefits',
    [
      'benefits',
      'perks',
      '(?:perks|benefits) (?:and|&) (?:perks|benefits)',
      '(?:what )?we offer',
      "what'?s in it for you",
      `what (?:you get|${YOU_LL} get)`,
      'compensation(?: (?:and|&) benefits)?',
      '(?:base )?salary(?: range)?',
      'pay(?: range)?',
      'why (?:join|work (?:with|for|at))(?: us)?',
      `why ${YOU_LL} love.*`,
      "why [a-z0-9 .&'-]{1,30}",
      'our offer',
      'total rewards',
      'rewards',
      'package',
    ].join('|'),
  ],
  [
    'other',
    [
      'how to apply',
      'to apply',
      'apply',
      'application process',
      '(?:our )?interview process',
      'hiring process',
      'next steps',
      'equal (?:employment )?opportunity.*',
      'eeo.*',
      'diversity.*',
      'inclusion.*',
      'accommodations?',
      '(?:work )?locations?',
      `where ${YOU_LL} (?:work|be)`,
      'logistics',
      '(?:the )?(?:job )?details',
      'employment type',
      'schedule',
      '(?:working )?hours',
      'travel',
      'visa.*',
      'sponsorship',
      'legal',
      'privacy.*',
      'disclaimer',
      '(?:please )?note',
    ].join('|'),
  ],
  [
    'about',
    [
      'about us',
      'about the (?:company|team|business)',
      '(?:the|our) team',
      'who we are',
      'company (?:overview|description)',
      'about [a-z0-9].{0,40}',
      'our (?:mission|story|values|company|culture)',
      '(?:the )?company',
      'life at .{1,40}',
    ].join('|'),
  ],
];

const EXACT = HEADINGS.map(([kind, pattern]) => [kind, new RegExp(`^(?:${pattern})$`)] as const);
const PREFIX = HEADINGS.map(([kind, pattern]) => [kind, new RegExp(`^(?:${pattern})\\b`)] as const);

/** Lower case, straight apostrophes, no leading symbols or trailing colon. */
export function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:.!?*_#-]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The section a heading opens. `exact` requires the whole heading to be a known one (for plain
 * lines that merely look like headings); otherwise a known beginning is enough ("Requirements
 * for this role").
 */
export function classifyHeading(text: string, exact = false): SectionKind | null {
  const normalized = normalizeHeading(text);
  if (!normalized) return null;
  for (const [kind, pattern] of exact ? EXACT : PREFIX) {
    if (pattern.test(normalized)) return kind;
  }
  return null;
}

const INLINE_HEADING = /^([^:]{2,40}):\s+\S/;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The section of a plain line that looks like a heading, or null for ordinary content. */
function plainHeadingKind(line: RenderedLine): SectionKind | null {
  const words = wordCount(line.text);
  if (line.text.endsWith(':') && words <= 10) return classifyHeading(line.text);
  if (words <= 10 && !/[.!?]$/.test(line.text)) return classifyHeading(line.text, true);
  return null;
}

/** Assigns every line its section. */
export function assignSections(lines: readonly RenderedLine[]): SectionedLine[] {
  let current: SectionKind = 'intro';
  let currentLevel = 0;
  return lines.map((line) => {
    if (line.kind === 'bullet') return { ...line, section: current, isHeading: false };
    if (line.kind === 'heading') {
      const known = classifyHeading(line.text);
      // An unknown sub-heading (deeper than the heading that opened this section) stays inside it.
      const isSubheading =
        known === null && currentLevel > 0 && line.level > currentLevel && current !== 'unknown';
      if (isSubheading) return { ...line, section: current, isHeading: true };
      current = known ?? 'unknown';
      currentLevel = line.level;
      return { ...line, section: current, isHeading: true };
    }
    const headingKind = plainHeadingKind(line);
    if (headingKind !== null) {
      current = headingKind;
      currentLevel = 0;
      return { ...line, section: headingKind, isHeading: true };
    }
    const inline = INLINE_HEADING.exec(line.text);
    const inlineKind = inline ? classifyHeading(inline[1] ?? '', true) : null;
    if (inlineKind !== null) return { ...line, section: inlineKind, isHeading: false };
    return { ...line, section: current, isHeading: false };
  });
}

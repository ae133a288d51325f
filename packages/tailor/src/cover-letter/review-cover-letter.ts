/**
 * A review of a cover letter as the job seeker last left it: the slips that give a letter away
 * as reused (another company's name, a placeholder never filled in), then what would make it
 * read stronger. It reads any text and never throws. Each finding about particular words
 * carries their offsets, so the editor can select them for the person to fix.
 *
 * Every pattern here is a literal or a bounded repetition, so a long letter and a long list of
 * companies cost time in proportion to their length, never more.
 */

import { greetingEdit, greetingSpanOf, greetsByName, type TextEdit } from './letter-greeting.js';
import { stockOpeningOf } from './stock-opening.js';
import { unshownSkills } from './unshown-skills.js';

export const COVER_LETTER_FINDING_CODES = [
  'other_company',
  'placeholder',
  'company_not_named',
  'generic_greeting',
  'hiring_manager_not_greeted',
  'stock_opening',
  'too_long',
  'too_short',
  'skill_not_on_resume',
] as const;

export type CoverLetterFindingCode = (typeof COVER_LETTER_FINDING_CODES)[number];

export interface CoverLetterFinding {
  code: CoverLetterFindingCode;
  severity: 'problem' | 'suggestion';
  /** What was found and what to do about it. */
  message: string;
  /**
   * The words it is about, exactly as in the text (text.slice(start, end)); null when about
   * something missing or the whole letter.
   */
  excerpt: string | null;
  /**
   * Offsets into `text` in UTF-16 code units (what a textarea's setSelectionRange takes); null
   * with excerpt null.
   */
  start: number | null;
  end: number | null;
  /** A change to the text that deals with it at one press; null when only the person can. */
  fix: CoverLetterFix | null;
}

/** A change to the reviewed text, offered as a button: "Greet Marcus Chen". */
export interface CoverLetterFix extends TextEdit {
  label: string;
}

export interface CoverLetterReview {
  findings: CoverLetterFinding[];
  problemCount: number;
  suggestionCount: number;
}

/** What the review may know of the letter's writer. */
export type SenderDetail = 'name' | 'email' | 'phone';

export interface CoverLetterReviewInput {
  text: string;
  /** The company of the job the letter is for; null when unknown. */
  company: string | null;
  /**
   * Companies of the person's other jobs (may contain duplicates, empty strings, this company
   * itself in other casing/suffix).
   */
  otherCompanies: readonly string[];
  /** The title of the job the letter is for: a skill named in it ("Go Engineer") is no claim. */
  jobTitle?: string | null;
  /**
   * Ids of the skills the person's resume names (`skillIdsNamedIn`). Given, the technical
   * skills the letter names that the resume does not are pointed out; absent, that check is not
   * made.
   */
  resumeSkillIds?: readonly string[] | null;
  /**
   * The hiring manager's name, from the application's contacts. Given, a letter that does not
   * greet them by name is pointed out, and a form-letter greeting is told whom to greet.
   */
  hiringManager?: string | null;
  /**
   * The sender's name, e-mail address and phone, from the base resume: what a "[Your Name]",
   * "[Email]" or "[Phone Number]" left in the letter becomes.
   */
  sender?: Partial<Record<SenderDetail, string | null>> | null;
}

/** Above this many words a letter outlasts the minute most readers give it. */
const LONG_LETTER_WORDS = 450;
/** Below this many words there is no room for why you and why them. */
const SHORT_LETTER_WORDS = 120;
/** Past ten of one kind the list stops helping: the person knows what to look for by then. */
const MAX_FINDINGS_PER_CHECK = 10;
/**
 * The most other companies one review checks, the first given: bounds the work for someone
 * tracking very many jobs (nobody applies to more at once). Callers fetch no more than this.
 */
export const MAX_OTHER_COMPANIES = 2000;
/** Shorter names ("HP" aside) are mostly initials that turn up in ordinary prose. */
const MIN_OTHER_COMPANY_LENGTH = 3;
const MIN_COMPANY_LENGTH = 2;

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

/**
 * A legal form at the end of a name, with the comma or space before it. Applied to a name
 * already trimmed with its spaces collapsed, so the separator is at most ", " and the pattern
 * cannot backtrack over long runs of spaces.
 */
const LEGAL_SUFFIX = new RegExp(
  `(?:, ?| )(?:${[
    'inc',
    'inc.',
    'incorporated',
    'llc',
    'l.l.c.',
    'ltd',
    'ltd.',
    'limited',
    'gmbh',
    'ag',
    'se',
    's.a.',
    'sa',
    'sas',
    'b.v.',
    'bv',
    'n.v.',
    'corp',
    'corp.',
    'corporation',
    'co',
    'co.',
    'company',
    'plc',
    'pty ltd',
    'pty ltd.',
    'oy',
    'ab',
    'aps',
    'kg',
  ]
    .map(escapeRegExp)
    .join('|')})$`,
  'i',
);

const LINE_BREAK = '\\n\\r\\u2028\\u2029';
/**
 * A bracketed span left for filling in, or a marker word. Double braces come first so
 * `{{role}}` is one placeholder, not a brace around `{role}`; a marker inside brackets is part
 * of the bracketed span and not pointed out twice.
 */
const PLACEHOLDER = new RegExp(
  [
    `\\{\\{(?<double>[^{}${LINE_BREAK}]{1,40})\\}\\}`,
    `\\{(?<brace>[^{}${LINE_BREAK}]{1,40})\\}`,
    `\\[(?<square>[^\\[\\]${LINE_BREAK}]{1,40})\\]`,
    `<(?<angle>[^<>${LINE_BREAK}]{1,40})>`,
    `${NOT_WORD_BEFORE}(?:XXX|XX|TODO|TBD)${NOT_WORD_AFTER}`,
  ].join('|'),
  'gu',
);
/** An address or a link in brackets (`<ada@example.com>`) is filled in already. */
const FILLED_IN = /@|:\/\/|^www\./i;

const GENERIC_GREETING = new RegExp(
  `${NOT_WORD_BEFORE}(?:${[
    'to\\s+whom\\s+it\\s+may\\s+concern',
    'dear\\s+sir\\s+or\\s+madam',
    'dear\\s+sir\\s*/\\s*madam',
    'dear\\s+sirs',
    'dear\\s+madam\\s+or\\s+sir',
  ].join('|')})${NOT_WORD_AFTER}`,
  'iu',
);

/**
 * Where a letter written for no one in particular names its reader: "I would love to join your
 * company". The company's name reads in its place ("join Acme", "Acme's mission").
 */
const UNNAMED_EMPLOYER = new RegExp(
  `${NOT_WORD_BEFORE}your\\s+(?:company|organi[sz]ation|firm)${NOT_WORD_AFTER}`,
  'giu',
);

interface Located {
  excerpt: string;
  start: number;
  end: number;
}

export function reviewCoverLetter(input: CoverLetterReviewInput): CoverLetterReview {
  const { text, company, otherCompanies, jobTitle, resumeSkillIds, hiringManager, sender } =
    fieldsOf(input);
  if (text.trim() === '') return { findings: [], problemCount: 0, suggestionCount: 0 };

  const letter = searchable(text);
  const ownCore = company === null ? '' : coreOf(company);
  const otherCores = otherCompanyCores(ownCore, otherCompanies);
  const otherCompanyMentions = firstMentionsOf(letter, otherCores);
  // The company as a letter writes it: "Northwind Traders" of "Northwind Traders Ltd".
  const ownName = characterCount(ownCore) >= MIN_COMPANY_LENGTH ? ownCore : null;
  const findings: CoverLetterFinding[] = [
    ...otherCompanyMentions.map((mention) =>
      finding(
        'other_company',
        'problem',
        `This letter names ${collapsed(mention.excerpt)}, another company you are applying to${company === null ? '' : `; it is for ${company}`}.`,
        mention,
        ownName === null ? null : replacing(mention, `Change to ${ownName}`, ownName),
      ),
    ),
    ...placeholderFindings(text, { company: ownName, jobTitle, hiringManager, ...sender }),
  ];
  if (resumeSkillIds !== null) {
    // A skill inside a name — the company's, the job's title, another company's — is no claim,
    // wherever the letter names it ("Snowflake" the company, named twice, is no skill either time).
    const names = [
      ...[ownCore, jobTitle ?? ''].filter((name) => characterCount(name) >= MIN_COMPANY_LENGTH),
      ...otherCores,
    ].flatMap((name) => [...mentionsOf(letter, name)]);
    for (const skill of unshownSkills(text, resumeSkillIds, {
      ignored: names,
      max: MAX_FINDINGS_PER_CHECK,
    }))
      findings.push(
        finding(
          'skill_not_on_resume',
          'suggestion',
          `The letter names ${skill.name}, which your resume does not mention. If you have used it, add it to your resume; if not, make sure the letter does not claim it.`,
          skill,
        ),
      );
  }
  if (ownName !== null && firstMention(letter, ownCore) === null)
    findings.push(companyNotNamed(text, company ?? ownName, ownName, findings));
  findings.push(...greetingFindings(text, company, hiringManager, findings));
  const opening = stockOpeningOf(text);
  if (opening !== null)
    findings.push(
      finding(
        'stock_opening',
        'suggestion',
        `"${collapsed(opening.excerpt)}" is how most letters open. Open with what you would bring to ${ownName ?? 'the team'}, or why ${ownName === null ? 'this company' : 'them'}: the first sentence decides whether the rest is read.`,
        opening,
      ),
    );
  findings.push(...lengthFindings(text));

  const ordered = inReadingOrder(findings);
  const problemCount = ordered.filter((item) => item.severity === 'problem').length;
  return { findings: ordered, problemCount, suggestionCount: ordered.length - problemCount };
}

/**
 * The input as its types promise it. Callers hand over what an editor or an API gave them, and
 * a review that throws would take the editor down with it, so anything else reads as absent.
 */
function fieldsOf(input: CoverLetterReviewInput): {
  text: string;
  company: string | null;
  otherCompanies: readonly unknown[];
  jobTitle: string | null;
  resumeSkillIds: ReadonlySet<string> | null;
  hiringManager: string | null;
  sender: Record<`sender${Capitalize<SenderDetail>}`, string | null>;
} {
  const raw = input as Partial<Record<keyof CoverLetterReviewInput, unknown>> | null;
  const text = typeof raw?.text === 'string' ? raw.text : '';
  const company = typeof raw?.company === 'string' ? collapsed(raw.company) : '';
  const jobTitle = typeof raw?.jobTitle === 'string' ? collapsed(raw.jobTitle) : '';
  const skills: unknown = raw?.resumeSkillIds;
  const hiringManager = typeof raw?.hiringManager === 'string' ? collapsed(raw.hiringManager) : '';
  const detail = (key: SenderDetail): string | null => {
    const value: unknown = (raw?.sender as Record<string, unknown> | null | undefined)?.[key];
    const written = typeof value === 'string' ? collapsed(value) : '';
    return written === '' ? null : written;
  };
  return {
    text,
    company: company === '' ? null : company,
    otherCompanies: Array.isArray(raw?.otherCompanies) ? (raw.otherCompanies as unknown[]) : [],
    jobTitle: jobTitle === '' ? null : jobTitle,
    resumeSkillIds: Array.isArray(skills)
      ? new Set(skills.filter((id): id is string => typeof id === 'string'))
      : null,
    hiringManager: hiringManager === '' ? null : hiringManager,
    sender: {
      senderName: detail('name'),
      senderEmail: detail('email'),
      senderPhone: detail('phone'),
    },
  };
}

/**
 * A form-letter greeting ("To whom it may concern"), wherever it is; and, with a hiring manager
 * known, a greeting that does not name them. One finding at most: a form letter's greeting is
 * told whom to greet instead, and a greeting holding a placeholder is left to the placeholder's
 * finding among `earlier`.
 */
function greetingFindings(
  text: string,
  company: string | null,
  hiringManager: string | null,
  earlier: readonly CoverLetterFinding[],
): CoverLetterFinding[] {
  const formLetter = located(GENERIC_GREETING.exec(text));
  const span = greetingSpanOf(text);
  const inGreeting = (start: number | null) =>
    span !== null && start !== null && start >= span.start && start < span.end;
  if (formLetter) {
    const team = `${company === null ? '' : `${company} `}hiring team`;
    return [
      finding(
        'generic_greeting',
        'suggestion',
        hiringManager === null
          ? `"${formLetter.excerpt}" reads as a form letter. Address the hiring manager by name if you can find it, or "Dear ${team}".`
          : `"${formLetter.excerpt}" reads as a form letter. Your contacts name ${hiringManager} as the hiring manager: "Dear ${hiringManager}," shows whom you wrote it for.`,
        formLetter,
        // Only the greeting is rewritten: "to whom it may concern" further down is the person's.
        !inGreeting(formLetter.start)
          ? null
          : hiringManager === null
            ? // As new letters greet a team: "Dear Acme Hiring Team,".
              greetingFix(
                text,
                `${company === null ? '' : `${company} `}Hiring Team`,
                `Greet the ${team}`,
              )
            : greetingFix(text, hiringManager),
      ),
    ];
  }
  if (hiringManager === null || greetsByName(text, hiringManager)) return [];
  // "Dear [Hiring Manager]," is a placeholder to fill in already, with the name as its fix.
  if (earlier.some((item) => item.code === 'placeholder' && inGreeting(item.start))) return [];
  return [
    span === null
      ? finding(
          'hiring_manager_not_greeted',
          'suggestion',
          `The letter does not greet ${hiringManager}, whom your contacts name as the hiring manager. Opening with "Dear ${hiringManager}," shows whom you wrote it for.`,
          null,
          greetingFix(text, hiringManager),
        )
      : finding(
          'hiring_manager_not_greeted',
          'suggestion',
          `The letter greets "${collapsed(text.slice(span.start, span.end))}"; your contacts name ${hiringManager} as the hiring manager. "Dear ${hiringManager}," shows whom you wrote it for.`,
          { excerpt: text.slice(span.start, span.end), ...span },
          greetingFix(text, hiringManager),
        ),
  ];
}

/**
 * The letter never names the company: pointed at where it says "your company" instead, with
 * the name to put there, or about the whole letter when it does not. A "your company" that a
 * finding before this one covers already (in a placeholder: "[your company]") is passed over.
 */
function companyNotNamed(
  text: string,
  company: string,
  ownName: string,
  earlier: readonly CoverLetterFinding[],
): CoverLetterFinding {
  const covered = (where: Located) =>
    earlier.some(
      (item) =>
        item.start !== null &&
        item.end !== null &&
        item.start < where.end &&
        where.start < item.end,
    );
  for (const match of text.matchAll(UNNAMED_EMPLOYER)) {
    const where = located(match);
    if (where === null || covered(where)) continue;
    return finding(
      'company_not_named',
      'suggestion',
      `The letter never names ${company}; it says "${collapsed(where.excerpt)}". Saying why this company, by name, shows it was written for them.`,
      where,
      replacing(where, `Change to ${ownName}`, ownName),
    );
  }
  return finding(
    'company_not_named',
    'suggestion',
    `The letter never names ${company}. Saying why this company, by name, shows it was written for them.`,
  );
}

function greetingFix(text: string, name: string, label = `Greet ${name}`): CoverLetterFix {
  return { label, ...greetingEdit(text, name) };
}

function finding(
  code: CoverLetterFindingCode,
  severity: CoverLetterFinding['severity'],
  message: string,
  where: Located | null = null,
  fix: CoverLetterFix | null = null,
): CoverLetterFinding {
  return {
    code,
    severity,
    message,
    excerpt: where?.excerpt ?? null,
    start: where?.start ?? null,
    end: where?.end ?? null,
    fix,
  };
}

/** A fix that writes `text` in place of the words found. */
function replacing({ start, end }: Located, label: string, text: string): CoverLetterFix {
  return { label, start, end, text };
}

function located(match: RegExpExecArray | null): Located | null {
  if (!match) return null;
  return { excerpt: match[0], start: match.index, end: match.index + match[0].length };
}

function collapsed(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The name without its legal form: "Initech, Inc." is written "Initech" in a letter. */
function coreOf(name: string): string {
  return collapsed(name).replace(LEGAL_SUFFIX, '').trim();
}

/** A letter or digit: what a name may not run into on either side. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A text to look for names in, with a folded copy to rule most names out cheaply. */
interface Searchable {
  text: string;
  /**
   * Upper- then lower-cased: every character that matches an ASCII character regardless of
   * case (the Kelvin sign, the long s too) becomes that character in lower case here.
   */
  folded: string;
}

function searchable(text: string): Searchable {
  return { text, folded: text.toUpperCase().toLowerCase() };
}

/**
 * Each place a name appears on word boundaries, in any case, with any run of whitespace
 * between its words. The boundaries are checked by hand: a `\p{L}` lookaround in a
 * case-insensitive pattern costs half a millisecond to compile, and there is one pattern a
 * company.
 */
function* mentionsOf({ text, folded }: Searchable, core: string): Generator<Located> {
  // Each run of ASCII characters in a name must be in the text as it is, but for case.
  const pieces = core.toLowerCase().match(/[\x21-\x7e]+/g) ?? [];
  if (!pieces.every((piece) => folded.includes(piece))) return;
  const pattern = new RegExp(core.split(' ').map(escapeRegExp).join('\\s+'), 'giu');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const end = match.index + match[0].length;
    if (
      !WORD_CHARACTER.test(characterBefore(text, match.index)) &&
      !WORD_CHARACTER.test(characterAt(text, end))
    )
      yield { excerpt: match[0], start: match.index, end };
    // The next mention may start inside this one ("Acme Acme Labs"); one whole character on,
    // so an emoji is never split.
    pattern.lastIndex = match.index + Math.max(1, characterAt(text, match.index).length);
  }
}

/** Characters as a reader counts them, closely enough for a name: an emoji is one. */
function characterCount(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index += characterAt(value, index).length) count += 1;
  return count;
}

function characterAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

function characterBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
  const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
  const pair =
    index >= 2 && isLow(text.charCodeAt(index - 1)) && isHigh(text.charCodeAt(index - 2));
  return text.slice(index - (pair ? 2 : 1), index);
}

/**
 * Where the letter first names a company. Letters write names capitalised, so "an apple a
 * day" does not name Apple; a name its owners write in lower case ("eBay") may be written so.
 */
function firstMention(letter: Searchable, core: string): Located | null {
  const initial = characterAt(core, 0);
  for (const mention of mentionsOf(letter, core))
    if (!/^\p{Ll}/u.test(mention.excerpt) || mention.excerpt.startsWith(initial)) return mention;
  return null;
}

/** "Acme" and "Acme Robotics" are names of one employer: either holds the other as a word. */
function sameEmployer(core: string, ownCore: string): boolean {
  if (ownCore === '') return false;
  const holds = (name: string, part: string) => !mentionsOf(searchable(name), part).next().done;
  return holds(ownCore, core) || holds(core, ownCore);
}

/** The other companies to look for: distinct, long enough to name one, not this job's employer. */
function otherCompanyCores(ownCore: string, otherCompanies: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const cores: string[] = [];
  for (const name of otherCompanies) {
    if (seen.size >= MAX_OTHER_COMPANIES) break;
    if (typeof name !== 'string') continue;
    const core = coreOf(name);
    const key = core.toLowerCase();
    if (characterCount(core) < MIN_OTHER_COMPANY_LENGTH || seen.has(key)) continue;
    seen.add(key);
    if (!sameEmployer(core, ownCore)) cores.push(core);
  }
  return cores;
}

/** Where the letter first names each company, the outermost of overlapping names. */
function firstMentionsOf(letter: Searchable, cores: readonly string[]): Located[] {
  const mentions = cores.flatMap((core) => firstMention(letter, core) ?? []);
  return outermost(mentions).slice(0, MAX_FINDINGS_PER_CHECK);
}

/**
 * The mentions in text order, without those inside a longer one: with "Globex" and "Globex
 * Labs" both on the list, "Globex Labs" in the letter is one slip, not two.
 */
function outermost(mentions: readonly Located[]): Located[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Located[] = [];
  let reach = -1;
  for (const mention of sorted) {
    if (mention.end <= reach) continue;
    kept.push(mention);
    reach = mention.end;
  }
  return kept;
}

/** What the review knows that a template's placeholders ask for; null for what it does not. */
interface PlaceholderFacts {
  company: string | null;
  jobTitle: string | null;
  hiringManager: string | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
}

/**
 * The words templates put in brackets for each fact, lower-cased with runs of anything but
 * letters as one space ("[Hiring Manager's Name]" is "hiring manager s name"). A bare "[Name]"
 * is not among them: it stands for the reader in a greeting and the writer under the letter.
 */
const PLACEHOLDER_WORDS: Record<keyof PlaceholderFacts, readonly string[]> = {
  company: [
    'company',
    'company name',
    'name of company',
    'name of the company',
    'employer',
    'employer name',
    'organization',
    'organisation',
    'organization name',
    'organisation name',
    'business name',
    'target company',
  ],
  jobTitle: [
    'role',
    'role title',
    'job',
    'job title',
    'job name',
    'job role',
    'position',
    'position title',
    'position name',
    'title',
  ],
  hiringManager: [
    'hiring manager',
    'hiring manager name',
    'hiring manager s name',
    'name of hiring manager',
    'name of the hiring manager',
    'recipient',
    'recipient name',
    'recipient s name',
  ],
  senderName: ['your name', 'your full name', 'my name', 'full name', 'applicant name'],
  // A letter's header holds the writer's address and number: "[Email]" there is theirs.
  senderEmail: [
    'email',
    'e mail',
    'email address',
    'e mail address',
    'your email',
    'your e mail',
    'your email address',
    'your e mail address',
  ],
  senderPhone: [
    'phone',
    'phone number',
    'your phone',
    'your phone number',
    'telephone',
    'telephone number',
    'mobile',
    'mobile number',
    'your mobile',
  ],
};

const FACT_OF_WORDS = new Map(
  Object.entries(PLACEHOLDER_WORDS).flatMap(([fact, words]) =>
    words.map((each) => [each, fact as keyof PlaceholderFacts] as const),
  ),
);

/** What a placeholder's inside asks for, when the review knows it: "[Company Name]" → "Acme". */
function placeholderFill(inside: string | undefined, facts: PlaceholderFacts): string | null {
  if (inside === undefined) return null;
  const words = inside
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  const fact = FACT_OF_WORDS.get(words);
  return fact === undefined ? null : facts[fact];
}

function placeholderFindings(text: string, facts: PlaceholderFacts): CoverLetterFinding[] {
  const findings: CoverLetterFinding[] = [];
  PLACEHOLDER.lastIndex = 0;
  for (let match = PLACEHOLDER.exec(text); match; match = PLACEHOLDER.exec(text)) {
    const groups = match.groups ?? {};
    const inside = groups.double ?? groups.brace ?? groups.square ?? groups.angle;
    // `[1]` cites and `<3` smiles; neither waits to be filled in.
    if (inside !== undefined && (!/\p{L}/u.test(inside) || FILLED_IN.test(inside))) {
      PLACEHOLDER.lastIndex = match.index + 1;
      continue;
    }
    const where = located(match);
    if (!where) continue;
    const fill = placeholderFill(inside, facts);
    findings.push(
      finding(
        'placeholder',
        'problem',
        `Fill this in or take it out: "${where.excerpt}" would reach the reader as it is.`,
        where,
        fill === null ? null : replacing(where, `Fill in ${fill}`, fill),
      ),
    );
    if (findings.length >= MAX_FINDINGS_PER_CHECK) break;
  }
  return findings;
}

function lengthFindings(text: string): CoverLetterFinding[] {
  const words = text.match(/\S+/g)?.length ?? 0;
  if (words > LONG_LETTER_WORDS)
    return [
      finding(
        'too_long',
        'suggestion',
        `${words} words: most readers give a cover letter under a minute. Most letters run 250–400 words.`,
      ),
    ];
  if (words > 0 && words < SHORT_LETTER_WORDS)
    return [
      finding(
        'too_short',
        'suggestion',
        `${words === 1 ? 'One word' : `${words} words`}: room to say more about why this company and why you. Most letters run 250–400 words.`,
      ),
    ];
  return [];
}

/** Problems before suggestions; each in the order of the text, the whole-letter ones last. */
function inReadingOrder(findings: readonly CoverLetterFinding[]): CoverLetterFinding[] {
  const rank = (item: CoverLetterFinding) => (item.severity === 'problem' ? 0 : 1);
  const position = (item: CoverLetterFinding) => item.start ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so equal keys keep the order they were found in.
  return [...findings].sort((a, b) => {
    const bySeverity = rank(a) - rank(b);
    if (bySeverity !== 0) return bySeverity;
    const byPosition = position(a) - position(b);
    return Number.isNaN(byPosition) ? 0 : byPosition;
  });
}

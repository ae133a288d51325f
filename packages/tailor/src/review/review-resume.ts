/**
 * A review of a resume as a careful reader would give it. It reads any JSON (an editor's
 * draft, fields not valid yet included) and never throws; each finding points at the field it
 * is about. Deliberately not a score: a number out of 100 would hide which fix matters.
 *
 * What it leaves alone on purpose: length. A base resume is the master every tailored resume
 * picks from, so more bullets than fit a page is right there; tailoring chooses.
 */
import { monthIndex } from '../match/experience.js';
import {
  entryLabel,
  isJsonObject,
  readEntries,
  readString,
  type JsonObject,
} from '../resume/fields.js';
import {
  clicheOf,
  firstPersonOf,
  hasNumber,
  normalizedBullet,
  openingWordOf,
  OTHER_VERBS,
  SAME_MEANING_VERBS,
  weakOpeningOf,
  withoutCliche,
  wordCount,
} from './bullet-checks.js';
import { checkTimeline, type DatedJob, type TimelineFinding } from './timeline.js';
import type { ResumeFinding, ResumeFix, ResumeReview, ResumeReviewOptions } from './types.js';

/** A bullet longer than this many words is rarely read to its end. */
export const LONG_BULLET_WORDS = 35;
/** A bullet shorter than this says what was touched, not what came of it. */
export const SHORT_BULLET_WORDS = 4;
/** A summary longer than this gets skimmed. */
export const LONG_SUMMARY_WORDS = 90;
/** An opening word used by this many bullets of one entry or more is pointed out. */
export const REPEATED_OPENING_COUNT = 3;
/** Across the resume, an opening word used by this share of all bullets is pointed out. */
export const REPEATED_OPENING_SHARE = 0.3;
/** Jobs that ended longer ago than this are not asked for bullets or numbers. */
export const RECENT_MONTHS = 10 * 12;

interface Bullet {
  pointer: string;
  text: string;
  entry: string | null;
}

interface Entry {
  index: number;
  entry: JsonObject;
  label: string | null;
  bullets: Bullet[];
}

export function reviewResume(resume: unknown, { asOf }: ResumeReviewOptions): ResumeReview {
  const document = isJsonObject(resume) ? resume : {};
  const asOfMonth = monthIndex(asOf) ?? 0;
  const work = entriesOf(document, 'work', ['position', 'name']);
  const projects = entriesOf(document, 'projects', ['name']);
  const allBullets = [...work, ...projects].flatMap((entry) => entry.bullets);

  const findings: ResumeFinding[] = [
    ...reviewBasics(document, work.length > 0),
    ...reviewWork(document, work, asOfMonth),
    ...projects.flatMap((project) => project.bullets.flatMap(reviewBullet)),
    ...reviewSections(document, work.length + projects.length > 0),
  ];
  findings.push(...duplicates(allBullets), ...repeatedOpenings([...work, ...projects]));
  return { findings: inResumeOrder(findings) };
}

function finding(
  code: ResumeFinding['code'],
  severity: ResumeFinding['severity'],
  pointer: string,
  message: string,
  {
    entry = null,
    excerpt = null,
    fix = null,
  }: { entry?: string | null; excerpt?: string | null; fix?: ResumeFix | null } = {},
): ResumeFinding {
  return { code, severity, pointer, entry, message, excerpt, fix };
}

function entriesOf(document: JsonObject, section: string, labelKeys: readonly string[]): Entry[] {
  return readEntries(document, section).map(({ entry, index }) => {
    const label = entryLabel(entry, labelKeys);
    const highlights = Array.isArray(entry.highlights) ? (entry.highlights as unknown[]) : [];
    const bullets: Bullet[] = [];
    highlights.forEach((text, position) => {
      if (typeof text === 'string' && text.trim() !== '')
        bullets.push({
          pointer: `/${section}/${index}/highlights/${position}`,
          text,
          entry: label,
        });
    });
    return { index, entry, label, bullets };
  });
}

function reviewBasics(document: JsonObject, hasWork: boolean): ResumeFinding[] {
  const basics = isJsonObject(document.basics) ? document.basics : {};
  const location = isJsonObject(basics.location) ? basics.location : {};
  const findings: ResumeFinding[] = [];
  if (!readString(basics, 'name'))
    findings.push(
      finding('missing_name', 'problem', '/basics/name', 'Add your name: it heads the resume.'),
    );
  if (!readString(basics, 'email'))
    findings.push(
      finding(
        'missing_email',
        'problem',
        '/basics/email',
        'Add an e-mail address: it is how most recruiters answer.',
      ),
    );
  if (!readString(basics, 'phone'))
    findings.push(
      finding(
        'missing_phone',
        'suggestion',
        '/basics/phone',
        'Add a phone number: some recruiters call before they write.',
      ),
    );
  if (!readString(location, 'city') && !readString(location, 'region'))
    findings.push(
      finding(
        'missing_location',
        'suggestion',
        '/basics/location/city',
        'Add the city or region you live in: many roles are open only to people near them or in their country.',
      ),
    );
  const summary = readString(basics, 'summary');
  if (!summary) {
    if (hasWork)
      findings.push(
        finding(
          'missing_summary',
          'suggestion',
          '/basics/summary',
          'Add a summary of two or three sentences: what you do, for how long, and what you do best. Tailoring sharpens it for each job.',
        ),
      );
  } else {
    const words = wordCount(summary);
    if (words > LONG_SUMMARY_WORDS)
      findings.push(
        finding(
          'long_summary',
          'suggestion',
          '/basics/summary',
          `The summary runs ${words} words: two or three sentences (50 to 80 words) are read; a longer one is skimmed.`,
        ),
      );
    findings.push(...textChecks({ pointer: '/basics/summary', text: summary, entry: null }));
  }
  return findings;
}

function reviewWork(document: JsonObject, work: Entry[], asOfMonth: number): ResumeFinding[] {
  const findings: ResumeFinding[] = [];
  const hasProjects = readEntries(document, 'projects').length > 0;
  if (work.length === 0 && !hasProjects)
    findings.push(
      finding(
        'no_experience',
        'problem',
        '/work',
        'Add your work, or projects if you have not worked yet: matching and tailoring choose from them.',
      ),
    );
  const jobs: DatedJob[] = work.map(({ index, entry, label }) => ({ index, entry, label }));
  findings.push(...checkTimeline(jobs, asOfMonth).map(timelineFinding));
  for (const job of work) {
    const end = monthIndex(readString(job.entry, 'endDate'));
    const isRecent = end === null || asOfMonth - end <= RECENT_MONTHS;
    const pointer = `/work/${job.index}/highlights`;
    if (job.bullets.length === 0) {
      if (isRecent && !readString(job.entry, 'summary'))
        findings.push(
          finding(
            'no_highlights',
            'suggestion',
            pointer,
            'Add two to five bullets on what you did here and what came of it.',
            { entry: job.label },
          ),
        );
    } else if (isRecent && job.bullets.length >= 2 && !job.bullets.some((b) => hasNumber(b.text)))
      findings.push(
        finding(
          'no_numbers',
          'suggestion',
          pointer,
          `None of these ${job.bullets.length} bullets holds a number. How many, how much, how fast, how often: one figure makes an achievement checkable.`,
          { entry: job.label },
        ),
      );
    for (const bullet of job.bullets) findings.push(...reviewBullet(bullet));
    const summary = readString(job.entry, 'summary');
    if (summary)
      findings.push(
        ...textChecks({ pointer: `/work/${job.index}/summary`, text: summary, entry: job.label }),
      );
  }
  return findings;
}

function timelineFinding(found: TimelineFinding): ResumeFinding {
  switch (found.kind) {
    case 'missing_start_date':
      return finding(
        'missing_start_date',
        'problem',
        `/work/${found.job.index}/startDate`,
        'Add when this job started (a year, or year and month): readers and matching count the years from it.',
        { entry: found.job.label },
      );
    case 'dates_out_of_order':
      return finding(
        'dates_out_of_order',
        'problem',
        `/work/${found.job.index}/endDate`,
        `This job ends (${found.end}) before it starts (${found.start}).`,
        { entry: found.job.label },
      );
    case 'future_start':
      return finding(
        'future_date',
        'problem',
        `/work/${found.job.index}/startDate`,
        `This job starts in the future (${found.start}). A job you have accepted can wait until you start it.`,
        { entry: found.job.label },
      );
    case 'future_end':
      return finding(
        'future_date',
        'suggestion',
        `/work/${found.job.index}/endDate`,
        `This job ends in the future (${found.end}). Leave the end date empty while you work there: it then reads as "present".`,
        { entry: found.job.label, fix: { label: 'Clear the end date', value: '' } },
      );
    case 'gap':
      return finding(
        'employment_gap',
        'suggestion',
        `/work/${found.after.index}/startDate`,
        `${found.months} months between ${found.before.label ?? 'the job before'} (ended ${found.endedOn}) and this job. If that time held study, care, travel or freelance work, a line in the summary or the cover letter can say so before a recruiter asks.`,
        { entry: found.after.label },
      );
  }
}

function reviewBullet(bullet: Bullet): ResumeFinding[] {
  const findings: ResumeFinding[] = [];
  const { pointer, text, entry } = bullet;
  const weak = weakOpeningOf(text);
  if (weak)
    findings.push(
      finding(
        'weak_opening',
        'suggestion',
        pointer,
        `"${weak}" says what the job was, not what you did. Open with the action and its result: Led, Built, Cut, Grew, Shipped…`,
        { entry, excerpt: weak, fix: ownedInsteadOf(text) },
      ),
    );
  const words = wordCount(text);
  if (words > LONG_BULLET_WORDS)
    findings.push(
      finding(
        'long_highlight',
        'suggestion',
        pointer,
        `This bullet runs ${words} words. One or two lines (under ${LONG_BULLET_WORDS} words) are read whole; split it or cut what the reader can do without.`,
        { entry },
      ),
    );
  else if (words < SHORT_BULLET_WORDS)
    findings.push(
      finding(
        'short_highlight',
        'suggestion',
        pointer,
        `${words === 1 ? 'One word' : `${words} words`} say what was touched, not what came of it. Say what you did and the difference it made.`,
        { entry, excerpt: text.trim() },
      ),
    );
  findings.push(...textChecks(bullet));
  return findings;
}

/**
 * A bullet that opens with "I" and a word, without the "I": "I led the migration" becomes "Led
 * the migration". Null when "I" is not its first word (a "my" or a later "I" needs rewording).
 */
function withoutOpeningI(text: string): ResumeFix | null {
  const opening = /^(\s*)I\s+(\p{Ll})/u.exec(text);
  if (opening === null) return null;
  const [whole, indent = '', first = ''] = opening;
  return {
    label: 'Start with the verb',
    value: `${indent}${first.toLocaleUpperCase('en')}${text.slice(whole.length)}`,
  };
}

/**
 * "Responsible for the billing service" says the same as "Owned the billing service", and "In
 * charge of the on-call rota" as "Ran the on-call rota", when a thing follows (a determiner or a
 * number). Before a verb ("Responsible for building…") the sentence needs rewording: null.
 */
const OWNED_OPENING =
  /^(\s*(?:[-–—•*·]\s*)?)(?:was\s+)?(responsible\s+for|in\s+charge\s+of)\s+(?=(?:the|a|an|all|our|its|their|every|\d)\b)/i;

function ownedInsteadOf(text: string): ResumeFix | null {
  const opening = OWNED_OPENING.exec(text);
  if (opening === null) return null;
  const [whole, marker = '', phrase = ''] = opening;
  const verb = /^responsible/i.test(phrase) ? 'Owned' : 'Ran';
  const asWritten = /^\p{Ll}/u.test(text.slice(marker.length)) ? verb.toLowerCase() : verb;
  return {
    label: `Start with "${verb}"`,
    value: `${marker}${asWritten} ${text.slice(whole.length)}`,
  };
}

/** "Take out "results-driven"": the text without an adjective that is a cliché. */
function clicheTakenOut(text: string): ResumeFix | null {
  const taken = withoutCliche(text);
  return taken === null ? null : { label: `Take out "${taken.cliche}"`, value: taken.text };
}

/** Checks that apply to any prose of the resume: bullets and summaries. */
function textChecks({ pointer, text, entry }: Bullet): ResumeFinding[] {
  const findings: ResumeFinding[] = [];
  const isSummary = pointer.endsWith('/summary');
  const firstPerson = isSummary ? null : firstPersonOf(text);
  if (firstPerson)
    findings.push(
      finding(
        'first_person',
        'suggestion',
        pointer,
        `Bullets read best without "${firstPerson}": start with the verb ("Led the migration", not "I led the migration").`,
        { entry, excerpt: firstPerson, fix: withoutOpeningI(text) },
      ),
    );
  const cliche = clicheOf(text);
  if (cliche)
    findings.push(
      finding(
        'cliche',
        'suggestion',
        pointer,
        `"${cliche}" is on most resumes and proves nothing by itself. Show it with something you did instead.`,
        { entry, excerpt: cliche, fix: clicheTakenOut(text) },
      ),
    );
  return findings;
}

function reviewSections(document: JsonObject, hasExperience: boolean): ResumeFinding[] {
  const findings: ResumeFinding[] = [];
  const hasSkills = readEntries(document, 'skills').some(
    ({ entry }) =>
      readString(entry, 'name') !== undefined ||
      (Array.isArray(entry.keywords) && entry.keywords.some((k) => typeof k === 'string')),
  );
  if (!hasSkills)
    findings.push(
      finding(
        'no_skills',
        'suggestion',
        '/skills',
        'Add a skills section: postings are matched on the skills it names, with the bullets that prove them.',
      ),
    );
  const hasEducation =
    readEntries(document, 'education').length > 0 ||
    readEntries(document, 'certificates').length > 0;
  if (!hasEducation && hasExperience)
    findings.push(
      finding(
        'no_education',
        'suggestion',
        '/education',
        'Add your education, or the courses and certificates you have: many postings ask for a degree or its equivalent.',
      ),
    );
  return findings;
}

/** The same bullet twice (case, spaces and an end dot aside): the later one is pointed out. */
function duplicates(bullets: readonly Bullet[]): ResumeFinding[] {
  const seen = new Map<string, Bullet>();
  const findings: ResumeFinding[] = [];
  for (const bullet of bullets) {
    const key = normalizedBullet(bullet.text);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, bullet);
      continue;
    }
    const where =
      first.entry === bullet.entry
        ? 'earlier in this entry'
        : `under ${first.entry ?? 'another entry'}`;
    findings.push(
      finding(
        'duplicate_highlight',
        'problem',
        bullet.pointer,
        `The same bullet is ${where}. Keep the one where it happened, or say what was different here.`,
        {
          entry: bullet.entry,
          excerpt: bullet.text.trim(),
          fix: { label: 'Remove this one', value: null },
        },
      ),
    );
  }
  return findings;
}

/**
 * The same opening word bullet after bullet: within one entry at REPEATED_OPENING_COUNT bullets
 * or more (pointed out at the first past the second: the one to vary first), or across the
 * resume when it opens a REPEATED_OPENING_SHARE of all its bullets. A verb used once a job in a
 * long career is fine: readers skim one job at a time.
 */
function repeatedOpenings(entries: readonly Entry[]): ResumeFinding[] {
  const findings: ResumeFinding[] = [];
  const flagged = new Set<string>();
  for (const entry of entries) {
    for (const [word, bullets] of byOpeningWord(entry.bullets)) {
      const third = bullets[REPEATED_OPENING_COUNT - 1];
      if (!third) continue;
      flagged.add(word);
      findings.push(
        repeatedOpening(
          word,
          third,
          `${bullets.length} of the ${entry.bullets.length} bullets here`,
          entry.bullets,
        ),
      );
    }
  }
  const all = entries.flatMap((entry) => entry.bullets);
  for (const [word, bullets] of byOpeningWord(all)) {
    const third = bullets[REPEATED_OPENING_COUNT - 1];
    if (!third || flagged.has(word) || bullets.length < all.length * REPEATED_OPENING_SHARE)
      continue;
    findings.push(
      repeatedOpening(word, third, `${bullets.length} of the resume's ${all.length} bullets`, all),
    );
  }
  return findings;
}

function byOpeningWord(bullets: readonly Bullet[]): Map<string, Bullet[]> {
  const byWord = new Map<string, Bullet[]>();
  for (const bullet of bullets) {
    const word = openingWordOf(bullet.text);
    // A weak opening has its own finding, with its own advice.
    if (!word || weakOpeningOf(bullet.text)) continue;
    const list = byWord.get(word) ?? [];
    list.push(bullet);
    byWord.set(word, list);
  }
  return byWord;
}

/** The bullet's marker and spaces, then its opening word. */
const OPENING_WORD = /^(\s*(?:[-–—•*·]\s*)?)([A-Za-z]+)/;

/**
 * The finding on the third bullet opening with `word`, among `neighbours` (the bullets counted
 * with it). Its fix swaps the word for one that claims the same and opens none of them.
 */
function repeatedOpening(
  word: string,
  bullet: Bullet,
  howMany: string,
  neighbours: readonly Bullet[],
): ResumeFinding {
  const opening = OPENING_WORD.exec(bullet.text);
  const asWritten = opening?.[2] ?? word;
  const others = OTHER_VERBS[word];
  const taken = new Set(neighbours.map((each) => openingWordOf(each.text)));
  const swap = SAME_MEANING_VERBS[word]?.find(
    (verb) => !taken.has(verb.split(' ')[0]?.toLowerCase() ?? null),
  );
  const fix: ResumeFix | null =
    opening && swap
      ? {
          label: `Start with "${swap}"`,
          value: `${opening[1] ?? ''}${/^\p{Lu}/u.test(asWritten) ? swap : swap.toLowerCase()}${bullet.text.slice(opening[0].length)}`,
        }
      : null;
  return finding(
    'repeated_opening',
    'suggestion',
    bullet.pointer,
    `"${asWritten}" opens ${howMany}, so they blur together.${others ? ` Vary it: ${others.join(', ')}…` : ' Vary the verbs so each reads as its own.'}`,
    { entry: bullet.entry, excerpt: asWritten, fix },
  );
}

const SECTION_ORDER = ['basics', 'work', 'projects', 'education', 'skills'];
/** Fields in the order the editor shows them (basics and entries alike). */
const FIELD_ORDER = [
  'name',
  'label',
  'email',
  'phone',
  'startDate',
  'endDate',
  'url',
  'summary',
  'location',
  'highlights',
];

/**
 * Basics, work, projects, education, skills; within a section by entry, then by field as the
 * editor shows them, then by bullet; one place's findings in the order they were found.
 */
function inResumeOrder(findings: ResumeFinding[]): ResumeFinding[] {
  const rank = (list: readonly string[], value: string | undefined) => {
    const index = value === undefined ? -1 : list.indexOf(value);
    return index === -1 ? list.length : index;
  };
  const keyOf = (pointer: string): number[] => {
    const [section, ...rest] = pointer.split('/').slice(1);
    const key = [rank(SECTION_ORDER, section)];
    // Basics have no entries: their field comes first.
    const [entry, field, bullet] = section === 'basics' ? ['-1', ...rest] : rest;
    key.push(entry === undefined ? -1 : Number(entry), rank(FIELD_ORDER, field));
    key.push(bullet === undefined ? -1 : Number(bullet));
    return key.map((part) => (Number.isFinite(part) ? part : Number.MAX_SAFE_INTEGER));
  };
  return findings
    .map((item, position) => ({ item, key: [...keyOf(item.pointer), position] }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) {
        const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    })
    .map(({ item }) => item);
}

/**
 * The skills a cover letter names that the person's resume does not show. A letter that claims
 * Rust sends the reader to a resume without it, and the interview will ask. Only named things
 * count: a technical skill written as a name is written (Kafka, AWS, PyTorch), not one in
 * lower-case prose ("machine learning", "encryption"), nor the soft, business, method, design
 * and domain skills that every letter claims and few resumes list.
 */
import { extractTerms } from '../terms/extract.js';
import { SKILL_CATEGORIES, type SkillCategory } from '../terms/types.js';

/** Skills a letter claims in prose and a resume shows by its work, not by name: none to look up. */
const CLAIMED_BY_EVERYONE: ReadonlySet<SkillCategory> = new Set<SkillCategory>([
  'soft',
  'business',
  'methodology',
  'design',
  'domain',
]);
const TECHNICAL_CATEGORIES: ReadonlySet<SkillCategory> = new Set(
  SKILL_CATEGORIES.filter((category) => !CLAIMED_BY_EVERYONE.has(category)),
);

/** Where a sentence starts: a capital there is grammar, not a name. */
const SENTENCE_START = /(?:^|[.!?:]\s+|\n\s*)$/u;

/**
 * Whether a mention is written as a name: a capital or a digit past its first character
 * ("AWS", "Node.js 20"), or a capital first where a sentence does not start ("with Kafka").
 */
function isWrittenAsName(text: string, { start, text: written }: TextSpan & { text: string }) {
  if (/[\p{Lu}\p{N}]/u.test(written.slice(1))) return true;
  if (!/^\p{Lu}/u.test(written)) return false;
  return !SENTENCE_START.test(text.slice(Math.max(0, start - 8), start));
}

/**
 * Quoted words are someone else's — the posting's duty, the resume's own bullet — not a claim.
 * Each alternative is a literal and one negated class, so the scan is linear.
 */
const QUOTED = /“[^”]*”|"[^"\n]*"|«[^»]*»/gu;

/**
 * The ids of the skills a resume names anywhere — a bullet, the skills list, a job's title or
 * employer ("Office for Transport Statistics"): what a reader of the letter can find there.
 * Reads any JSON; text past MAX_RESUME_CHARACTERS is not read.
 */
export function skillIdsNamedIn(resume: unknown): string[] {
  const pieces: string[] = [];
  let length = 0;
  const visit = (value: unknown, depth: number) => {
    if (length > MAX_RESUME_CHARACTERS || depth > MAX_RESUME_DEPTH) return;
    if (typeof value === 'string') {
      pieces.push(value);
      length += value.length + 1;
    } else if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(resume, 0);
  // One line a value, so no skill is read across two of them.
  return extractTerms(pieces.join('\n')).map((term) => term.skillId);
}

/** Far more than any resume; bounds the work on a hostile one. */
const MAX_RESUME_CHARACTERS = 500_000;
const MAX_RESUME_DEPTH = 20;

export interface TextSpan {
  start: number;
  end: number;
}

export interface UnshownSkill {
  name: string;
  /** The skill's first mention outside the spans left out, as written, with its offsets. */
  excerpt: string;
  start: number;
  end: number;
}

/**
 * Each technical skill `text` names as a name that is not among `shownSkillIds`, once, at its
 * first such mention outside quotation marks and `ignored` spans (the company's name, the job's
 * title: a skill in a name is no claim), in the order of the text, at most `max`.
 */
export function unshownSkills(
  text: string,
  shownSkillIds: ReadonlySet<string>,
  { ignored, max }: { ignored: readonly TextSpan[]; max: number },
): UnshownSkill[] {
  const spans: TextSpan[] = [...ignored];
  QUOTED.lastIndex = 0;
  for (let match = QUOTED.exec(text); match; match = QUOTED.exec(text))
    spans.push({ start: match.index, end: match.index + match[0].length });
  const isSkipped = overlapTest(spans);

  const found: UnshownSkill[] = [];
  for (const term of extractTerms(text)) {
    if (!TECHNICAL_CATEGORIES.has(term.category) || shownSkillIds.has(term.skillId)) continue;
    const mention = term.mentions.find(
      (candidate) => !isSkipped(candidate) && isWrittenAsName(text, candidate),
    );
    if (mention === undefined) continue;
    found.push({ name: term.name, excerpt: mention.text, start: mention.start, end: mention.end });
  }
  return found.sort((a, b) => a.start - b.start).slice(0, max);
}

/**
 * Whether a span overlaps any of `spans`, answered by binary search over them merged: a letter
 * of thousands of quotes and as many mentions costs time in proportion to their number, times
 * its logarithm, not to their product.
 */
function overlapTest(spans: readonly TextSpan[]): (span: TextSpan) => boolean {
  const merged: TextSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return ({ start, end }) => {
    // The last merged span starting before `end`: the only one that can overlap, as those
    // before it end before it starts.
    let low = 0;
    let high = merged.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((merged[middle]?.start ?? Infinity) < end) low = middle + 1;
      else high = middle;
    }
    const candidate = merged[low - 1];
    return candidate !== undefined && candidate.end > start;
  };
}

/**
 * A cover letter draft from templates, filled only with facts: the posting's title, company,
 * skills and duties, the resume's own name, contacts, experience, roles and bullets (quoted as
 * written), and the person's own reasons for applying when they have written them. Each
 * paragraph lists the resume items it uses, so the UI can show where every claim comes from.
 */
import type { JobPosting } from '../job/types.js';
import { capitalized, placeOf, type Place, quote } from '../match/evidence-place.js';
import {
  experienceSpanText,
  latestRoleOf,
  roleText,
  yearsOfExperience,
} from '../match/experience.js';
import type { Evidence, MatchedTerm, MatchResult } from '../match/types.js';
import { signatureBasicsOf } from '../resume/basics.js';
import { indexResume } from '../resume/index-resume.js';
import type { JsonResume, ResumeItem } from '../resume/types.js';
import { listOf } from '../tailor/summary.js';
import { closestDutyMatches } from './duty-matches.js';

/**
 * cover-letter/3 added the person's experience and most recent role, quotes skills with a
 * bullet to show for first, and pairs the posting's duties with the closest bullets.
 */
export const COVER_LETTER_ALGORITHM_VERSION = 'cover-letter/3';

/** Skills proven with a quoted bullet each: enough to convince, few enough to read. */
const MAX_PROVEN_SKILLS = 3;
/** Duties answered with a bullet: two keep the letter near the 250 words most letters run. */
const MAX_DUTY_MATCHES = 2;
/** Skills named without a quote, after the proven ones. */
const MAX_OTHER_SKILLS = 5;

export interface CoverLetterParagraph {
  text: string;
  /** Ids of the resume items the paragraph quotes or relies on. */
  sources: string[];
}

export interface CoverLetterOptions {
  /** Whom the letter greets by name (the hiring manager); the company's hiring team without. */
  recipient?: string | null;
  /**
   * Why this company (or this role), in the person's own words: an answer they wrote to the
   * application form's question. The one thing the resume cannot say; set in the letter as
   * written, after the opening, its blank lines parting paragraphs.
   */
  motivation?: string | null;
  /**
   * "Today" (YYYY-MM or YYYY-MM-DD), up to which a job without an end date counts towards the
   * years of experience; without it, the latest date the resume mentions.
   */
  asOf?: string;
}

export interface CoverLetter {
  algorithmVersion: typeof COVER_LETTER_ALGORITHM_VERSION;
  paragraphs: CoverLetterParagraph[];
  text: string;
}

export function draftCoverLetter(
  resume: JsonResume,
  job: JobPosting,
  match: MatchResult,
  { recipient, motivation, asOf }: CoverLetterOptions = {},
): CoverLetter {
  const { name, email, phone } = signatureBasicsOf(resume);
  const company = job.company;
  const paragraphs: CoverLetterParagraph[] = [];

  const greeted = recipient?.trim() ?? '';
  paragraphs.push({
    text:
      greeted !== ''
        ? `Dear ${greeted},`
        : company === null
          ? 'Dear Hiring Team,'
          : `Dear ${company} Hiring Team,`,
    sources: [],
  });

  const role = job.title === null ? 'the open role' : `the ${job.title} role`;
  paragraphs.push({
    text: [
      `I am applying for ${role}${company === null ? '' : ` at ${company}`}.`,
      experienceSentence(resume, asOf),
    ]
      .filter((sentence) => sentence !== null)
      .join(' '),
    sources: [],
  });

  for (const paragraph of paragraphsOf(motivation))
    paragraphs.push({ text: paragraph, sources: [] });

  const quoted = new Set<string>();
  const proofs = proofParagraph(resume, match, quoted);
  if (proofs !== null) paragraphs.push(proofs);

  const duties = dutyParagraph(resume, job, quoted);
  if (duties !== null) paragraphs.push(duties);

  const proven = new Set(proofs === null ? [] : proofs.skills);
  const others = match.matched
    .filter((term) => !proven.has(term.skillId))
    .slice(0, MAX_OTHER_SKILLS);
  if (others.length > 0)
    paragraphs.push({
      text: `I ${proven.size > 0 ? 'also ' : ''}bring ${listOf(others.map((term) => term.name))}, which the posting ${others.some((term) => term.requirement === 'must') ? 'lists' : 'mentions as a plus'}.`,
      sources: others.flatMap((term) => (term.evidence[0] ? [term.evidence[0].itemId] : [])),
    });

  paragraphs.push({
    text: `I would welcome the chance to talk about how I can contribute${company === null ? '' : ` to ${company}`}. Thank you for your time.`,
    sources: [],
  });
  const contact = [email, phone].filter((part): part is string => part !== null).join(' · ');
  paragraphs.push({
    text: ['Kind regards,', name ?? '', contact].filter(Boolean).join('\n'),
    sources: [],
  });

  return {
    algorithmVersion: COVER_LETTER_ALGORITHM_VERSION,
    paragraphs: paragraphs.map(({ text, sources }) => ({ text, sources })),
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
  };
}

/** "I have about 6 years of professional experience, most recently as Engineer at Acme." */
function experienceSentence(resume: JsonResume, asOf: string | undefined): string | null {
  const span = experienceSpanText(yearsOfExperience(resume, asOf) * 12);
  const role = latestRoleOf(resume);
  if (span === null) return role === null ? null : `My most recent role is ${roleText(role)}.`;
  const recent = role === null ? '' : `, most recently as ${roleText(role)}`;
  return `I have ${span} of professional experience${recent}.`;
}

/** The person's own text as paragraphs: parted at blank lines, each trimmed, none empty. */
function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n[^\S\n]*\n\s*/u)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The skills the posting asks for that the resume shows at work, required ones first, each with
 * a different bullet quoted where it was done: "As Engineer at Acme, my work with Go included
 * “…”". Skills the resume only lists are left to the paragraph after. Null when no skill has a
 * bullet to show.
 */
function proofParagraph(
  resume: JsonResume,
  match: MatchResult,
  quoted: Set<string>,
): (CoverLetterParagraph & { skills: string[] }) | null {
  const byRequirement = [
    ...match.matched.filter((term) => term.requirement === 'must'),
    ...match.matched.filter((term) => term.requirement !== 'must'),
  ];
  const proven: { term: MatchedTerm; evidence: Evidence }[] = [];
  for (const term of byRequirement) {
    if (proven.length >= MAX_PROVEN_SKILLS) break;
    const evidence = term.evidence.find(
      (candidate) => candidate.kind === 'highlight' && !quoted.has(candidate.itemId),
    );
    if (evidence === undefined) continue;
    quoted.add(evidence.itemId);
    proven.push({ term, evidence });
  }
  if (proven.length === 0) return null;

  const asked = proven.every(({ term }) => term.requirement === 'must')
    ? 'The posting asks for'
    : 'The posting looks for';
  const sentences = [
    `${asked} ${listOf(proven.map(({ term }) => term.name))}, and I have put ${proven.length === 1 ? 'it' : 'each'} to work.`,
  ];
  let previous: Place | null = null;
  let runLength = 0;
  for (const { term, evidence } of proven) {
    const place = placeOf(resume, evidence);
    runLength = place !== null && place.entry === previous?.entry ? runLength + 1 : 1;
    sentences.push(
      `${capitalized(leadOf(place, runLength))} with ${term.name} included ${quote(evidence.text)}.`,
    );
    previous = place;
  }
  return {
    text: sentences.join(' '),
    sources: proven.map(({ evidence }) => evidence.itemId),
    skills: proven.map(({ term }) => term.skillId),
  };
}

/**
 * The posting's duties next to the resume's closest bullets not quoted yet: "The role includes
 * “Design our platform”, close to my work as Engineer at Acme: “Designed …”". Null when no
 * bullet comes close to any duty.
 */
function dutyParagraph(
  resume: JsonResume,
  job: JobPosting,
  quoted: Set<string>,
): CoverLetterParagraph | null {
  const bullets: ResumeItem[] = indexResume(resume).items;
  const matches = closestDutyMatches(job.responsibilities, bullets, {
    max: MAX_DUTY_MATCHES,
    excluded: quoted,
  });
  if (matches.length === 0) return null;
  let previous: Place | null = null;
  const sentences = matches.map(({ duty, bullet }, index) => {
    quoted.add(bullet.id);
    const place = placeOf(resume, { ...bullet, itemId: bullet.id });
    const where =
      place?.phrase == null
        ? 'my work'
        : `my work ${place.entry === previous?.entry ? place.again : place.phrase}`;
    previous = place;
    const opening = index === 0 ? 'The role includes' : 'It also includes';
    return `${opening} ${quote(duty)}, close to ${where}: ${quote(bullet.text)}.`;
  });
  return { text: sentences.join(' '), sources: matches.map(({ bullet }) => bullet.id) };
}

/**
 * How a skill's quote is introduced, by how many quotes running come from its entry: "as
 * Engineer at Acme", then "in the same role", then "also in that role"; "my work" alone when the
 * entry names nothing.
 */
function leadOf(place: Place | null, runLength: number): string {
  if (place?.phrase == null) return 'my work';
  const opening = runLength <= 1 ? place.phrase : runLength === 2 ? place.again : place.stillAgain;
  return `${opening}, my work`;
}

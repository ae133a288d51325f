/**
 * A first answer to a screening question, from the resume and the posting alone, for the kinds
 * of question those can answer: how much experience (with a skill the question names), why this
 * role, strengths, about you, an achievement. Like the cover letter it says only what the
 * resume shows, quoting its bullets as written, and never answers what it cannot know (pay,
 * the right to work, a start date, why this company): those are null.
 */
import type { JobPosting } from '../job/types.js';
import { capitalized, placeOf, type Place, quote } from '../match/evidence-place.js';
import {
  experienceSpanText,
  latestRoleOf,
  monthIndex,
  monthsOfWork,
  roleText,
  workEntries,
  yearsOfExperience,
} from '../match/experience.js';
import { prepareResume, type PreparedResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import type { Evidence, MatchedTerm } from '../match/types.js';
import { trimmedText } from '../resume/fields.js';
import { indexResume } from '../resume/index-resume.js';
import type { JsonResume } from '../resume/types.js';
import { extractTerms } from '../terms/extract.js';
import { listOf } from '../tailor/summary.js';
import { type QuestionKind, questionKindOf } from './question-kind.js';

export interface AnswerDraftFacts {
  question: string;
  resume: JsonResume;
  /** The job's posting as the engine read it; null when the job has none. */
  posting: JobPosting | null;
  /** YYYY-MM-DD: where an entry without an end date ends, so a draft is the same on any day. */
  asOf: string;
}

export interface AnswerDraft {
  kind: QuestionKind;
  text: string;
  /** Ids of the resume items the draft quotes or relies on. */
  sources: string[];
}

export const DRAFTED_KINDS: readonly QuestionKind[] = [
  'experience',
  'why_role',
  'strengths',
  'about_you',
  'achievement',
];

/** Skills an experience question is answered for, one sentence each. */
const MAX_SKILLS = 3;
/** Bullets quoted for one skill or one reason. */
const MAX_QUOTES = 2;

type Sentence = { text: string; source: string };

/** "(2018–2021)", "(since 2021)" from an entry's dates; '' without a start. */
function yearsOfEntry(entry: Record<string, unknown> | undefined): string {
  const start = trimmedText(entry?.startDate)?.slice(0, 4);
  if (start === undefined || !/^\d{4}$/u.test(start)) return '';
  const end = trimmedText(entry?.endDate)?.slice(0, 4);
  if (end === undefined) return ` (since ${start})`;
  return end === start ? ` (${start})` : ` (${start}–${end})`;
}

function entryAt(resume: JsonResume, place: Place | null): Record<string, unknown> | undefined {
  const match = /^work\/(\d+)$/u.exec(place?.entry ?? '');
  return match ? workEntries(resume)[Number(match[1])] : undefined;
}

/**
 * One sentence per bullet, each naming where it was ("As Software Engineer at Parcelly
 * (2018–2021), …"), the same entry named once.
 */
function quotedSentences(
  resume: JsonResume,
  evidence: readonly Evidence[],
  lead: (where: string | null) => string,
): Sentence[] {
  const sentences: Sentence[] = [];
  let previous: Place | null = null;
  for (const item of evidence) {
    const place = placeOf(resume, item);
    const where =
      place?.phrase == null
        ? null
        : place.entry === previous?.entry
          ? place.again
          : `${place.phrase}${yearsOfEntry(entryAt(resume, place))}`;
    previous = place;
    sentences.push({ text: `${lead(where)} ${quote(item.text)}.`, source: item.itemId });
  }
  return sentences;
}

/** The bullets (highlights, else entry summaries) that show a skill, one per entry, at most `max`. */
function bulletsFor(evidence: readonly Evidence[] | undefined, max: number): Evidence[] {
  const entries = new Set<string>();
  const chosen: Evidence[] = [];
  for (const kind of ['highlight', 'entry-summary'] as const)
    for (const item of evidence ?? []) {
      const entry = /^\/(?:work|volunteer|projects)\/\d+/u.exec(item.pointer)?.[0];
      if (item.kind !== kind || entry === undefined || entries.has(entry)) continue;
      entries.add(entry);
      chosen.push(item);
      if (chosen.length === max) return chosen;
    }
  return chosen;
}

function draftExperience(facts: AnswerDraftFacts, prepared: PreparedResume): AnswerDraft | null {
  const { resume, asOf } = facts;
  const skills = extractTerms(facts.question).slice(0, MAX_SKILLS);
  if (skills.length === 0) {
    const span = experienceSpanText(yearsOfExperience(resume, asOf) * 12);
    if (span === null) return null;
    const role = latestRoleOf(resume);
    const recent = role === null ? '' : `, most recently as ${roleText(role)}`;
    return {
      kind: 'experience',
      text: `${capitalized(span)} of professional experience${recent}.`,
      sources: [],
    };
  }

  const paragraphs: string[] = [];
  const sources: string[] = [];
  for (const skill of skills) {
    const evidence = prepared.evidence.get(skill.skillId);
    if (evidence === undefined || evidence.length === 0) continue;
    const bullets = bulletsFor(evidence, MAX_QUOTES);
    const entries = [
      ...new Set(
        evidence.flatMap((item) => {
          const match = /^\/work\/(\d+)\//u.exec(item.pointer);
          return match ? [Number(match[1])] : [];
        }),
      ),
    ].flatMap((index) => {
      const entry = workEntries(resume)[index];
      return entry === undefined ? [] : [entry];
    });
    const span = experienceSpanText(monthsOfWork(entries, monthIndex(asOf)));
    const opening =
      span === null
        ? `${skill.name} is among the skills I work with.`
        : `${capitalized(span)} with ${skill.name}.`;
    const sentences = quotedSentences(resume, bullets, (where) =>
      where === null ? 'In my own words:' : `${capitalized(where)}:`,
    );
    paragraphs.push([opening, ...sentences.map((sentence) => sentence.text)].join(' '));
    sources.push(...sentences.map((sentence) => sentence.source));
  }
  // A skill the resume never shows is not claimed: nothing honest to draft.
  if (paragraphs.length === 0) return null;
  return { kind: 'experience', text: paragraphs.join('\n\n'), sources };
}

/** The skills the posting asks for that the resume shows, must-haves first, with a bullet each. */
function provenStrengths(facts: AnswerDraftFacts, prepared: PreparedResume): MatchedTerm[] {
  if (facts.posting === null) return [];
  const { matched } = scoreMatch(prepared, facts.posting);
  const required = matched.filter((term) => term.requirement === 'must');
  return [...required, ...matched.filter((term) => term.requirement !== 'must')]
    .filter((term) => bulletsFor(term.evidence, 1).length > 0)
    .slice(0, 3);
}

function proofSentences(facts: AnswerDraftFacts, strengths: readonly MatchedTerm[]): Sentence[] {
  const used = new Set<string>();
  const evidence: Evidence[] = [];
  for (const term of strengths) {
    const item = bulletsFor(
      term.evidence.filter((candidate) => !used.has(candidate.itemId)),
      1,
    )[0];
    if (item === undefined || evidence.length === MAX_QUOTES + 1) continue;
    used.add(item.itemId);
    evidence.push(item);
  }
  return quotedSentences(facts.resume, evidence, (where) =>
    where === null ? 'In my own words:' : `${capitalized(where)}:`,
  );
}

function draftWhyRole(facts: AnswerDraftFacts, prepared: PreparedResume): AnswerDraft | null {
  const strengths = provenStrengths(facts, prepared);
  if (strengths.length === 0) return null;
  const title = facts.posting?.title ?? null;
  const company = facts.posting?.company ?? null;
  const role = `${title === null ? 'This role' : `The ${title} role`}${company === null ? '' : ` at ${company}`}`;
  const proofs = proofSentences(facts, strengths);
  return {
    kind: 'why_role',
    text: [
      `${role} asks for ${listOf(strengths.map((term) => term.name))}, which is the work I do and want to do more of.`,
      ...proofs.map((sentence) => sentence.text),
    ].join(' '),
    sources: proofs.map((sentence) => sentence.source),
  };
}

function draftStrengths(facts: AnswerDraftFacts, prepared: PreparedResume): AnswerDraft | null {
  const strengths = provenStrengths(facts, prepared);
  if (strengths.length === 0) return null;
  const proofs = proofSentences(facts, strengths);
  return {
    kind: 'strengths',
    text: [
      `For this role, my strengths are ${listOf(strengths.map((term) => term.name))}.`,
      ...proofs.map((sentence) => sentence.text),
    ].join(' '),
    sources: proofs.map((sentence) => sentence.source),
  };
}

function draftAboutYou(facts: AnswerDraftFacts, prepared: PreparedResume): AnswerDraft | null {
  const { resume } = facts;
  const basics: Record<string, unknown> = resume.basics ?? {};
  const summary = trimmedText(basics.summary);
  const label = trimmedText(basics.label);
  const role = latestRoleOf(resume);
  const parts: string[] = [];
  if (summary !== null) parts.push(/[.!?]$/u.test(summary) ? summary : `${summary}.`);
  else if (label !== null) {
    const span = experienceSpanText(prepared.years * 12);
    parts.push(`I am a ${label}${span === null ? '' : ` with ${span} of experience`}.`);
  }
  if (role !== null)
    parts.push(
      role.current ? `I am currently ${roleText(role)}.` : `Most recently I was ${roleText(role)}.`,
    );
  if (parts.length === 0) return null;
  const summaryItem = prepared.index.items.find((item) => item.kind === 'summary');
  return {
    kind: 'about_you',
    text: parts.join(' '),
    sources: summary !== null && summaryItem !== undefined ? [summaryItem.id] : [],
  };
}

/** A bullet with a figure in it ("by 18%", "3 million", "20 client websites"), latest work first. */
function draftAchievement(facts: AnswerDraftFacts, prepared: PreparedResume): AnswerDraft | null {
  const figure = /\d/u;
  const bullet = prepared.index.items.find(
    (item) => item.kind === 'highlight' && figure.test(item.text),
  );
  if (bullet === undefined) return null;
  const [sentence] = quotedSentences(
    facts.resume,
    [
      {
        itemId: bullet.id,
        pointer: bullet.pointer,
        kind: bullet.kind,
        section: bullet.section,
        entry: bullet.entry,
        text: bullet.text,
      },
    ],
    (where) =>
      where === null
        ? 'One result I am proud of:'
        : `${capitalized(where)}, one result I am proud of:`,
  );
  return sentence === undefined
    ? null
    : { kind: 'achievement', text: sentence.text, sources: [sentence.source] };
}

const DRAFTERS: Partial<
  Record<QuestionKind, (facts: AnswerDraftFacts, prepared: PreparedResume) => AnswerDraft | null>
> = {
  experience: draftExperience,
  why_role: draftWhyRole,
  strengths: draftStrengths,
  about_you: draftAboutYou,
  achievement: draftAchievement,
};

/** A draft answer from the resume (and the posting), or null when they cannot answer it. */
export function draftFormAnswer(facts: AnswerDraftFacts): AnswerDraft | null {
  const kind = questionKindOf(facts.question);
  const drafter = kind === null ? undefined : DRAFTERS[kind];
  if (drafter === undefined) return null;
  return drafter(facts, prepareResume(indexResume(facts.resume), { asOf: facts.asOf }));
}

/**
 * The tailored summary, from templates: the person's own title and years, the posting's skills
 * the resume proves, and where it proves them. Every fact comes from the resume or the posting;
 * `sources` names the resume items it rests on.
 */
import type { JobPosting } from '../job/types.js';
import type { MatchResult } from '../match/types.js';
import type { JsonResume, ResumeItem } from '../resume/types.js';
import { extractTerms } from '../terms/index.js';

export interface BuiltSummary {
  /** Empty when the resume proves none of the posting's skills: the master's summary stays. */
  text: string;
  sources: string[];
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0] ?? ''} and ${items[1] ?? ''}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function roleOf(resume: JsonResume): string | null {
  const label = (resume.basics as { label?: unknown } | undefined)?.label;
  if (typeof label === 'string' && label.trim() !== '') return label.trim();
  const work = Array.isArray(resume.work) ? resume.work : [];
  const position = (work[0] as { position?: unknown } | undefined)?.position;
  return typeof position === 'string' && position.trim() !== '' ? position.trim() : null;
}

/** "Acme" from a work entry's evidence (`Senior Engineer, Acme`): the entry's organisation. */
function organisationOf(resume: JsonResume, pointer: string): string | null {
  const match = /^\/(work|volunteer)\/(\d+)\//.exec(pointer);
  if (!match) return null;
  const entries = resume[match[1] ?? ''];
  const entry = Array.isArray(entries)
    ? (entries[Number(match[2])] as Record<string, unknown> | undefined)
    : undefined;
  const name = entry?.name ?? entry?.organization;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

/**
 * Whether a name from outside the resume's scored text (the person's label, an organisation,
 * the posting's title or company) is safe to write into the summary: it must not name a skill
 * of the posting that the resume does not show, or the summary would become its evidence
 * ("Ready to bring this to the Go Platform Engineer role" is no proof of Go).
 */
function claimsNothingUnshown(masterMatch: MatchResult): (text: string | null) => text is string {
  const unshown = new Set(masterMatch.missing.map((term) => term.skillId));
  return (text): text is string =>
    text !== null && extractTerms(text).every((term) => !unshown.has(term.skillId));
}

function closingSentence(job: JobPosting, isSafe: (text: string | null) => boolean): string | null {
  if (job.title === null) return null;
  const company = job.company !== null && isSafe(job.company) ? ` at ${job.company}` : '';
  if (isSafe(job.title)) return `Ready to bring this to the ${job.title} role${company}.`;
  return company === '' ? null : `Ready to bring this to the role${company}.`;
}

/** A sentence as written, with a full stop added when it ends without one. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * `ownSummary`, the master's summary item, is quoted after the first sentence when tailoring
 * finds that it carries something the match score counts and nothing else in the tailored
 * resume does (a responsibility's word, say): the generated summary then adds to it rather
 * than replacing it.
 */
export function buildSummary(
  master: JsonResume,
  job: JobPosting,
  masterMatch: MatchResult,
  years: number,
  ownSummary?: ResumeItem,
): BuiltSummary {
  const strengths = masterMatch.matched
    .filter((term) => term.requirement === 'must')
    .concat(masterMatch.matched.filter((term) => term.requirement === 'nice'))
    .slice(0, 4);
  if (strengths.length === 0) return { text: '', sources: [] };

  const isSafe = claimsNothingUnshown(masterMatch);
  const sources: string[] = [];
  const organisations: string[] = [];
  const shownAt: string[] = [];
  for (const term of strengths) {
    const proof = term.evidence.find((evidence) =>
      isSafe(organisationOf(master, evidence.pointer)),
    );
    const first = proof ?? term.evidence[0];
    if (first && !sources.includes(first.itemId)) sources.push(first.itemId);
    const organisation = proof ? organisationOf(master, proof.pointer) : null;
    if (organisation !== null) {
      shownAt.push(term.name);
      if (!organisations.includes(organisation)) organisations.push(organisation);
    }
  }

  const label = roleOf(master);
  const role = isSafe(label) ? label : 'Professional';
  const sentences = [
    `${role}${years > 0 ? ` with ${years}+ years of experience` : ''}, strongest in ${listOf(strengths.map((term) => term.name))}.`,
  ];
  if (ownSummary !== undefined) {
    sentences.push(asSentence(ownSummary.text));
    if (!sources.includes(ownSummary.id)) sources.push(ownSummary.id);
  }
  if (organisations.length > 0)
    sentences.push(
      `Put ${listOf(shownAt.slice(0, 3))} to work at ${listOf(organisations.slice(0, 3))}.`,
    );
  const closing = closingSentence(job, isSafe);
  if (closing !== null) sentences.push(closing);
  return { text: sentences.join(' '), sources };
}

/**
 * The tailored summary, from templates: the person's own title and years, the posting's skills
 * the resume proves, and where it proves them. Every fact comes from the resume or the posting;
 * `sources` names the resume items it rests on.
 */
import type { JobPosting } from '../job/types.js';
import type { MatchResult } from '../match/types.js';
import type { JsonResume } from '../resume/types.js';

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

export function buildSummary(
  master: JsonResume,
  job: JobPosting,
  masterMatch: MatchResult,
  years: number,
): BuiltSummary {
  const strengths = masterMatch.matched
    .filter((term) => term.requirement === 'must')
    .concat(masterMatch.matched.filter((term) => term.requirement === 'nice'))
    .slice(0, 4);
  if (strengths.length === 0) return { text: '', sources: [] };

  const sources: string[] = [];
  const organisations: string[] = [];
  const shownAt: string[] = [];
  for (const term of strengths) {
    const proof = term.evidence.find(
      (evidence) => organisationOf(master, evidence.pointer) !== null,
    );
    const first = proof ?? term.evidence[0];
    if (first && !sources.includes(first.itemId)) sources.push(first.itemId);
    const organisation = proof ? organisationOf(master, proof.pointer) : null;
    if (organisation !== null) {
      shownAt.push(term.name);
      if (!organisations.includes(organisation)) organisations.push(organisation);
    }
  }

  const role = roleOf(master) ?? 'Professional';
  const sentences = [
    `${role}${years > 0 ? ` with ${years}+ years of experience` : ''}, strongest in ${listOf(strengths.map((term) => term.name))}.`,
  ];
  if (organisations.length > 0)
    sentences.push(
      `Put ${listOf(shownAt.slice(0, 3))} to work at ${listOf(organisations.slice(0, 3))}.`,
    );
  if (job.title !== null)
    sentences.push(
      `Ready to bring this to the ${job.title} role${job.company === null ? '' : ` at ${job.company}`}.`,
    );
  return { text: sentences.join(' '), sources };
}

/**
 * A cover letter draft from templates, filled only with facts: the posting's title, company
 * and skills, and the resume's own name, contacts, roles and bullets (quoted as written). Each
 * paragraph lists the resume items it uses, so the UI can show where every claim comes from.
 */
import type { JobPosting } from '../job/types.js';
import { capitalized, placeOf, type Place, quote } from '../match/evidence-place.js';
import type { MatchResult } from '../match/types.js';
import { signatureBasicsOf } from '../resume/basics.js';
import type { JsonResume } from '../resume/types.js';
import { listOf } from '../tailor/summary.js';

export const COVER_LETTER_ALGORITHM_VERSION = 'cover-letter/2';

export interface CoverLetterParagraph {
  text: string;
  /** Ids of the resume items the paragraph quotes or relies on. */
  sources: string[];
}

export interface CoverLetterOptions {
  /** Whom the letter greets by name (the hiring manager); the company's hiring team without. */
  recipient?: string | null;
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
  { recipient }: CoverLetterOptions = {},
): CoverLetter {
  const { name, email, phone } = signatureBasicsOf(resume);
  const company = job.company;
  const role = job.title === null ? 'the open role' : `the ${job.title} role`;
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

  const required = match.matched.filter((term) => term.requirement === 'must');
  const strengths = (required.length > 0 ? required : match.matched).slice(0, 3);
  paragraphs.push({
    text:
      `I am applying for ${role}${company === null ? '' : ` at ${company}`}.` +
      (strengths.length > 0
        ? ` The posting asks for ${listOf(strengths.map((term) => term.name))}, and my resume shows each of them in practice.`
        : ''),
    sources: [],
  });

  // One sentence per strength, each quoting a different bullet of the resume.
  const used = new Set<string>();
  const proofs: CoverLetterParagraph = { text: '', sources: [] };
  const sentences: string[] = [];
  let previous: Place | null = null;
  for (const term of strengths) {
    const evidence = term.evidence.find(
      (candidate) => candidate.kind === 'highlight' && !used.has(candidate.itemId),
    );
    if (!evidence) continue;
    used.add(evidence.itemId);
    const place = placeOf(resume, evidence);
    const opening =
      place?.phrase == null ? null : place.entry === previous?.entry ? place.again : place.phrase;
    previous = place;
    const lead = opening === null ? 'My' : `${capitalized(opening)}, my`;
    sentences.push(`${lead} work with ${term.name} included ${quote(evidence.text)}.`);
    proofs.sources.push(evidence.itemId);
  }
  if (sentences.length > 0) {
    proofs.text = sentences.join(' ');
    paragraphs.push(proofs);
  }

  const others = match.matched.filter((term) => !strengths.includes(term)).slice(0, 5);
  if (others.length > 0)
    paragraphs.push({
      text: `I also bring ${listOf(others.map((term) => term.name))}, which the posting ${others.some((term) => term.requirement === 'must') ? 'lists' : 'mentions as a plus'}.`,
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
    paragraphs,
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
  };
}

/**
 * What to prepare for an interview, from the application's match: stories for the must-haves
 * the resume proves (one story per resume line, however many skills it proves), answers for the
 * must-haves it lacks, and the nice-to-haves worth a mention. Pure, so it can be tested without a
 * browser.
 */

interface Evidence {
  itemId: string;
  section: string;
  entry?: string | null;
  text: string;
}

interface PrepMatch {
  matched: readonly {
    name: string;
    requirement: string;
    evidence: readonly Evidence[];
  }[];
  missing: readonly { name: string; requirement: string }[];
}

export interface PrepStory {
  /** The must-haves the line proves, in the posting's order. */
  skills: string[];
  /** A line of the resume to tell as a story; null when the skill is only listed. */
  line: string | null;
  /** Where the line is: "Senior Engineer, Acme"; null when the resume says nothing of it. */
  where: string | null;
}

export interface InterviewPrep {
  stories: PrepStory[];
  /** Must-haves the resume does not show: questions to have an honest answer for. */
  gaps: string[];
  /** Nice-to-haves the resume shows. */
  extras: string[];
}

/** Stories beyond these are more than an interview has time for. */
export const MAX_STORIES = 5;

/** A line of experience tells a story; a skills list only names it. */
function storyEvidence(evidence: readonly Evidence[]): Evidence | undefined {
  return evidence.find((candidate) => candidate.section !== 'skills');
}

export function interviewPrepOf(match: PrepMatch): InterviewPrep {
  const stories: PrepStory[] = [];
  const byLine = new Map<string, PrepStory>();
  for (const term of match.matched) {
    if (term.requirement !== 'must') continue;
    const evidence = storyEvidence(term.evidence);
    const shared = evidence ? byLine.get(evidence.itemId) : undefined;
    if (shared) {
      shared.skills.push(term.name);
      continue;
    }
    if (stories.length >= MAX_STORIES) continue;
    const story: PrepStory = {
      skills: [term.name],
      line: evidence?.text ?? null,
      where: evidence?.entry ?? null,
    };
    stories.push(story);
    if (evidence) byLine.set(evidence.itemId, story);
  }
  // Lines that tell a story first; skills that are only listed last.
  stories.sort((a, b) => Number(a.line === null) - Number(b.line === null));
  return {
    stories,
    gaps: match.missing.filter((term) => term.requirement === 'must').map((term) => term.name),
    extras: match.matched.filter((term) => term.requirement === 'nice').map((term) => term.name),
  };
}

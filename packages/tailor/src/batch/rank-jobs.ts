/**
 * One resume against many saved jobs: the jobs ranked by match score, and which skills the
 * jobs ask for most — and whether the resume shows them, which is what to learn next.
 */
import type { JobPosting } from '../job/types.js';
import type { PreparedResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import type { Band, MatchResult } from '../match/types.js';

export interface RankedJob<Id> {
  id: Id;
  rank: number;
  score: number;
  band: Band;
  match: MatchResult;
}

/** Best match first; equal scores keep the order the jobs were given in. */
export function rankJobs<Id>(
  resume: PreparedResume,
  jobs: readonly { id: Id; posting: JobPosting }[],
): RankedJob<Id>[] {
  return jobs
    .map((job, order) => ({ job, order, match: scoreMatch(resume, job.posting) }))
    .sort((a, b) => b.match.score - a.match.score || a.order - b.order)
    .map(({ job, match }, index) => ({
      id: job.id,
      rank: index + 1,
      score: match.score,
      band: match.band,
      match,
    }));
}

export interface SkillDemand {
  skillId: string;
  name: string;
  /** Jobs that require it. */
  mustHave: number;
  /** Jobs that prefer it (and do not require it). */
  niceToHave: number;
  /** Share of all jobs that ask for it at all, 0–1. */
  share: number;
  inResume: boolean;
}

/** Skills by how many jobs ask for them (required counts first), then by name. */
export function skillDemand(
  postings: readonly JobPosting[],
  resume?: PreparedResume,
): SkillDemand[] {
  const demand = new Map<string, SkillDemand>();
  const entry = (skillId: string, name: string) => {
    let found = demand.get(skillId);
    if (!found) {
      found = {
        skillId,
        name,
        mustHave: 0,
        niceToHave: 0,
        share: 0,
        inResume: resume?.evidence.has(skillId) ?? false,
      };
      demand.set(skillId, found);
    }
    return found;
  };
  for (const posting of postings) {
    const required = new Set(posting.mustHave.map((term) => term.skillId));
    for (const term of posting.mustHave) entry(term.skillId, term.name).mustHave += 1;
    for (const term of posting.niceToHave)
      if (!required.has(term.skillId)) entry(term.skillId, term.name).niceToHave += 1;
  }
  const total = postings.length;
  return [...demand.values()]
    .map((skill) => ({
      ...skill,
      share: total === 0 ? 0 : (skill.mustHave + skill.niceToHave) / total,
    }))
    .sort(
      (a, b) =>
        b.mustHave + b.niceToHave - (a.mustHave + a.niceToHave) ||
        b.mustHave - a.mustHave ||
        a.name.localeCompare(b.name, 'en'),
    );
}

/**
 * What the resume page's "What your jobs ask for" panel says, worked out from the answer of
 * `skillDemand` (docs/app.md). Pure, so the panel and its tests agree.
 */
import type { JobStage, ResumePageSkillDemandQuery } from '@/gql/graphql';

export type SkillDemand = ResumePageSkillDemandQuery['skillDemand'];
export type DemandedSkill = SkillDemand['skills'][number];

/** The jobs the panel compares with; closed ones say little about what to add now. */
export type DemandStage = Extract<JobStage, 'to_apply' | 'in_progress'> | 'all';

export const DEMAND_STAGES: readonly DemandStage[] = ['to_apply', 'in_progress', 'all'];

export const DEMAND_STAGE_LABELS: Readonly<Record<DemandStage, string>> = {
  to_apply: 'To apply',
  in_progress: 'In progress',
  all: 'All jobs',
};

/** Whether the panel is open and which jobs it compares with, as this tab last left it. */
export interface DemandPrefs {
  isOpen: boolean;
  stage: DemandStage;
}

export const DEFAULT_DEMAND_PREFS: DemandPrefs = { isOpen: false, stage: 'to_apply' };

/** Reads what `JSON.stringify(prefs)` stored; anything else is the default. */
export function parseDemandPrefs(stored: string | null): DemandPrefs {
  if (stored === null) return DEFAULT_DEMAND_PREFS;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return DEFAULT_DEMAND_PREFS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_DEMAND_PREFS;
  const { isOpen, stage } = value as Record<string, unknown>;
  return {
    isOpen: typeof isOpen === 'boolean' ? isOpen : DEFAULT_DEMAND_PREFS.isOpen,
    stage: DEMAND_STAGES.find((known) => known === stage) ?? DEFAULT_DEMAND_PREFS.stage,
  };
}

/** "jobs to apply to", "job in progress", "jobs". */
function jobsNoun(count: number, stage: DemandStage): string {
  const jobs = count === 1 ? 'job' : 'jobs';
  switch (stage) {
    case 'to_apply':
      return `${jobs} to apply to`;
    case 'in_progress':
      return `${jobs} in progress`;
    case 'all':
      return jobs;
  }
}

/** "your 12 jobs to apply to", "your one job in progress". */
function yourJobs(count: number, stage: DemandStage): string {
  return `your ${count === 1 ? 'one' : String(count)} ${jobsNoun(count, stage)}`;
}

/** The skills not on the resume and those on it, each in the server's order (most asked first). */
export function splitSkills(skills: readonly DemandedSkill[]): {
  missing: DemandedSkill[];
  shown: DemandedSkill[];
} {
  return {
    missing: skills.filter((skill) => !skill.onResume),
    shown: skills.filter((skill) => skill.onResume),
  };
}

/** What the panel has to say, from the most basic lack to the full comparison. */
export type DemandState =
  | { kind: 'no-jobs' }
  | { kind: 'no-jobs-of-stage'; allJobs: number }
  | { kind: 'no-postings' }
  | { kind: 'no-skills' }
  | { kind: 'unreadable'; missing: DemandedSkill[] }
  | { kind: 'all-shown'; shown: DemandedSkill[] }
  | { kind: 'missing'; missing: DemandedSkill[]; shown: DemandedSkill[] };

export function demandState(demand: SkillDemand, allJobs: number): DemandState {
  if (allJobs === 0) return { kind: 'no-jobs' };
  if (demand.jobCount === 0) return { kind: 'no-jobs-of-stage', allJobs };
  if (demand.jobsRead === 0) return { kind: 'no-postings' };
  if (demand.skills.length === 0) return { kind: 'no-skills' };
  const { missing, shown } = splitSkills(demand.skills);
  // The server marks nothing as shown on a resume it cannot read; say why, not "missing".
  if (!demand.resumeReadable) return { kind: 'unreadable', missing };
  if (missing.length === 0) return { kind: 'all-shown', shown };
  return { kind: 'missing', missing, shown };
}

/** The panel's line while closed: what it found, in one sentence. */
export function demandSummary(state: DemandState, demand: SkillDemand, stage: DemandStage): string {
  const read = yourJobs(demand.jobsRead, stage);
  const ask = demand.jobsRead === 1 ? 'asks' : 'ask';
  switch (state.kind) {
    case 'no-jobs':
      return 'No saved jobs yet: add the jobs you want to see which skills they ask for.';
    case 'no-jobs-of-stage':
      return `${noJobsOf(stage)} You have ${state.allJobs === 1 ? 'one job' : `${String(state.allJobs)} jobs`} in all.`;
    case 'no-postings': {
      const considered = demand.jobsWithoutPosting;
      if (considered < demand.jobCount)
        return `None of the newest ${String(considered)} of ${yourJobs(demand.jobCount, stage)} has a posting to read yet.`;
      return demand.jobCount === 1
        ? `${capitalize(yourJobs(1, stage))} has no posting to read yet.`
        : `None of ${yourJobs(demand.jobCount, stage)} has a posting to read yet.`;
    }
    case 'no-skills':
      return `No skills found in the postings of ${read}.`;
    case 'unreadable':
      return `This resume needs content before it can be compared with what ${read} ${ask} for.`;
    case 'all-shown':
      return `This resume shows every skill that ${read} ${ask} for.`;
    case 'missing': {
      const count = state.missing.length;
      return count === 1
        ? `1 skill that ${read} ${ask} for is not on this resume.`
        : `${String(count)} skills that ${read} ${ask} for are not on this resume.`;
    }
  }
}

function noJobsOf(stage: DemandStage): string {
  switch (stage) {
    case 'to_apply':
      return 'No jobs left to apply to.';
    case 'in_progress':
      return 'No applications in progress.';
    case 'all':
      return 'No jobs yet.';
  }
}

/** Which postings were read, and which were not and why: one sentence each. */
export function coverageNotes(
  demand: SkillDemand,
  stage: DemandStage,
): { read: string; newestOnly?: string; withoutPosting?: string } {
  const { jobCount, jobsRead, jobsWithoutPosting } = demand;
  const considered = jobsRead + jobsWithoutPosting;
  const postings = jobsRead === 1 ? 'posting' : 'postings';
  const read =
    jobsRead === jobCount
      ? `Read the ${postings} of ${yourJobs(jobsRead, stage)}.`
      : `Read the ${postings} of ${String(jobsRead)} of ${yourJobs(jobCount, stage)}.`;
  return {
    read,
    ...(considered < jobCount
      ? { newestOnly: `Only the newest ${String(considered)} were read.` }
      : {}),
    ...(jobsWithoutPosting > 0
      ? {
          withoutPosting:
            jobsWithoutPosting === 1
              ? 'One was saved without a posting; add it on the job’s page to count it:'
              : `${String(jobsWithoutPosting)} were saved without a posting; add it on each job’s page to count them:`,
        }
      : {}),
  };
}

/** "Must-have in 4 jobs · nice to have in 1", "Nice to have in 2 jobs". */
export function askedCounts({ mustHave, niceToHave }: DemandedSkill): string {
  const jobs = (count: number) => `${String(count)} ${count === 1 ? 'job' : 'jobs'}`;
  if (mustHave > 0 && niceToHave > 0)
    return `Must-have in ${jobs(mustHave)} · nice to have in ${String(niceToHave)}`;
  if (mustHave > 0) return `Must-have in ${jobs(mustHave)}`;
  return `Nice to have in ${jobs(niceToHave)}`;
}

/** How many jobs ask for the skill in all. */
export function askerCount(skill: DemandedSkill): number {
  return skill.mustHave + skill.niceToHave;
}

/** Under the listed jobs when the answer names only some of them: "And 7 more jobs." */
export function moreAskers(skill: DemandedSkill): string | undefined {
  const more = askerCount(skill) - skill.askedBy.length;
  if (more <= 0) return undefined;
  return more === 1 ? 'And 1 more job.' : `And ${String(more)} more jobs.`;
}

/**
 * The first `limit` items, or all of them once asked; how many are left out, and whether the
 * list is long enough to be cut at all. A button to show one or two more costs as much room as
 * they do: those are shown at once.
 */
export function capList<T>(
  items: readonly T[],
  limit: number,
  isShowingAll: boolean,
): { visible: readonly T[]; hidden: number; isLong: boolean } {
  const isLong = items.length > limit + 2;
  if (isShowingAll || !isLong) return { visible: items, hidden: 0, isLong };
  return { visible: items.slice(0, limit), hidden: items.length - limit, isLong };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

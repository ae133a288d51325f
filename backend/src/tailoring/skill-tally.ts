/**
 * What a set of jobs asks for, against one resume: each skill the postings name, how many jobs
 * must have it or would like it, whether the resume shows it, and which jobs ask. Pure: the
 * caller reads the jobs and the matches (skill-demand.ts).
 */

/** A skill as a posting names it (the engine's ExtractedTerm without its mentions). */
export interface SkillTerm {
  skillId: string;
  name: string;
  category: string;
}

/** The skills of one job's posting, as the engine read them. */
export interface SkillReading<Job> {
  job: Job;
  mustHave: readonly SkillTerm[];
  niceToHave: readonly SkillTerm[];
}

export interface SkillAsker<Job> {
  requirement: 'must' | 'nice';
  job: Job;
}

export interface DemandedSkill<Job> extends SkillTerm {
  mustHave: number;
  niceToHave: number;
  onResume: boolean;
  /** Must-have first, then in the readings' order (newest first). */
  askedBy: SkillAsker<Job>[];
}

export interface TallyLimits {
  /** The most asked-for skills kept. */
  maxSkills: number;
  /** The jobs named per skill. */
  maxAskers: number;
}

interface Tally<Job> extends SkillTerm {
  mustHave: Job[];
  niceToHave: Job[];
}

/** Most asked for first: by the jobs that must have it, then by all that ask, then by name. */
function byDemand<Job>(a: DemandedSkill<Job>, b: DemandedSkill<Job>): number {
  return (
    b.mustHave - a.mustHave ||
    b.mustHave + b.niceToHave - (a.mustHave + a.niceToHave) ||
    a.name.localeCompare(b.name, 'en') ||
    (a.skillId < b.skillId ? -1 : a.skillId > b.skillId ? 1 : 0)
  );
}

/**
 * `readings` in the order their jobs should be named in (newest first); `shown`, the skill ids
 * the resume shows.
 */
export function tallySkillDemand<Job>(
  readings: readonly SkillReading<Job>[],
  shown: ReadonlySet<string>,
  { maxSkills, maxAskers }: TallyLimits,
): DemandedSkill<Job>[] {
  const tallies = new Map<string, Tally<Job>>();
  const tallyOf = (term: SkillTerm): Tally<Job> => {
    let tally = tallies.get(term.skillId);
    if (tally === undefined) {
      tally = { ...pickTerm(term), mustHave: [], niceToHave: [] };
      tallies.set(term.skillId, tally);
    }
    return tally;
  };

  for (const reading of readings) {
    const required = new Set<string>();
    for (const term of reading.mustHave) {
      if (required.has(term.skillId)) continue;
      required.add(term.skillId);
      tallyOf(term).mustHave.push(reading.job);
    }
    const preferred = new Set<string>();
    for (const term of reading.niceToHave) {
      // A posting names a skill in one list; if both, the stronger ask counts.
      if (required.has(term.skillId) || preferred.has(term.skillId)) continue;
      preferred.add(term.skillId);
      tallyOf(term).niceToHave.push(reading.job);
    }
  }

  return [...tallies.values()]
    .map(({ mustHave, niceToHave, ...skill }): DemandedSkill<Job> => ({
      ...skill,
      mustHave: mustHave.length,
      niceToHave: niceToHave.length,
      onResume: shown.has(skill.skillId),
      askedBy: [
        ...mustHave.map((job) => ({ requirement: 'must' as const, job })),
        ...niceToHave.map((job) => ({ requirement: 'nice' as const, job })),
      ].slice(0, maxAskers),
    }))
    .sort(byDemand)
    .slice(0, maxSkills);
}

function pickTerm({ skillId, name, category }: SkillTerm): SkillTerm {
  return { skillId, name, category };
}

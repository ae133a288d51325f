/**
 * Query.skillDemand: the skills the newest jobs of a stage ask for, against one resume (the base
 * one unless named). Reads the jobs' stored readings of their postings (a posting's text only
 * where none is stored) and the resume once, prepared as for a match, for the skills it shows.
 */
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/domain-errors.js';
import { findBaseResume, findResume } from '../resumes/resumes-repository.js';
import { postingOfReading, skillsShownBy } from '../tailoring/job-match.js';
import {
  type DemandedSkill,
  type SkillReading,
  tallySkillDemand,
} from '../tailoring/skill-tally.js';
import { applicationFilterOf, type JobStage } from './job-stage.js';
import { countJobs, findPostingsToRead, type JobSummary, listJobs } from './jobs-repository.js';

/** Enough to see a pattern, not the whole taxonomy. */
const MAX_SKILLS = 100;
const MAX_ASKERS = 5;
const MAX_UNPOSTED = 5;

export interface SkillDemandQuery {
  userId: string;
  /** A resume of the user's; the base resume when left out. */
  resumeId?: string;
  /** Every job when left out. */
  stage?: JobStage;
  /** How many of the newest jobs to read. */
  limit: number;
  /** The day experience is counted to (as for a match). */
  asOf: string;
}

export interface SkillDemand {
  resumeId: string | null;
  resumeReadable: boolean;
  jobCount: number;
  jobsRead: number;
  jobsWithoutPosting: number;
  /** The newest of the jobs without a posting, to name them. */
  unpostedJobs: JobSummary[];
  skills: DemandedSkill<JobSummary>[];
}

export async function readSkillDemand(
  db: Queryable,
  query: SkillDemandQuery,
): Promise<SkillDemand> {
  const { userId, resumeId } = query;
  const applications =
    query.stage === undefined ? {} : { applications: applicationFilterOf(query.stage) };
  const [resume, jobs, jobCount] = await Promise.all([
    resumeId === undefined ? findBaseResume(db, userId) : findResume(db, userId, resumeId),
    listJobs(db, { userId, ...applications, limit: query.limit }),
    countJobs(db, { userId, ...applications }),
  ]);
  if (resume === undefined && resumeId !== undefined) throw notFound('resume');
  const postings = await findPostingsToRead(
    db,
    userId,
    jobs.map(({ id }) => id),
  );

  const readings: SkillReading<JobSummary>[] = [];
  const unposted: JobSummary[] = [];
  for (const job of jobs) {
    const posting = postings.get(job.id);
    if (posting === undefined) {
      unposted.push(job);
      continue;
    }
    const { mustHave, niceToHave } = postingOfReading(posting, job);
    readings.push({ job, mustHave, niceToHave });
  }
  const shown = skillsShownBy(resume?.content ?? null, query.asOf);

  return {
    resumeId: resume?.id ?? null,
    resumeReadable: shown !== null,
    jobCount,
    jobsRead: readings.length,
    jobsWithoutPosting: unposted.length,
    unpostedJobs: unposted.slice(0, MAX_UNPOSTED),
    skills: tallySkillDemand(readings, shown ?? new Set(), {
      maxSkills: MAX_SKILLS,
      maxAskers: MAX_ASKERS,
    }),
  };
}

/** Which jobs the list shows, by where each stands. Pure, so the list and its tests agree. */
import type { JobStage } from '@/gql/graphql';

export type JobStageFilter = 'all' | JobStage;

export const JOB_STAGE_FILTERS: readonly JobStageFilter[] = [
  'all',
  'to_apply',
  'in_progress',
  'closed',
];

export const JOB_STAGE_LABELS: Readonly<Record<JobStageFilter, string>> = {
  all: 'All',
  to_apply: 'To apply',
  in_progress: 'In progress',
  closed: 'Closed',
};

/** The stage named in the URL (`?stage=to_apply`); anything else is every job. */
export function parseJobStage(value: string | null | undefined): JobStageFilter {
  return JOB_STAGE_FILTERS.find((stage) => stage === value) ?? 'all';
}

/** "3 jobs to apply to", "1 job in progress", "2 closed jobs", "5 jobs". */
export function jobsOfStage(count: number, stage: JobStageFilter): string {
  const jobs = count === 1 ? 'job' : 'jobs';
  switch (stage) {
    case 'to_apply':
      return `${count} ${jobs} to apply to`;
    case 'in_progress':
      return `${count} ${jobs} in progress`;
    case 'closed':
      return `${count} closed ${jobs}`;
    case 'all':
      return `${count} ${jobs}`;
  }
}

/** What an empty list says under a stage: "No jobs left to apply to." */
export function noJobsOfStage(stage: JobStageFilter, search: string): string {
  if (search !== '') {
    const among = {
      all: '',
      to_apply: ' among the jobs to apply to',
      in_progress: ' among the jobs in progress',
      closed: ' among the closed jobs',
    }[stage];
    return `No job title or company matches “${search}”${among}.`;
  }
  return {
    all: 'No jobs yet.',
    to_apply: 'No jobs left to apply to.',
    in_progress: 'No applications in progress.',
    closed: 'No closed applications.',
  }[stage];
}

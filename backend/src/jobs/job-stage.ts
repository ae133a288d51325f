/**
 * Where a job stands, by its application: still to apply to, applied and in progress, or
 * closed. The jobs list filters by it; the due-soon list keeps only jobs still to apply to.
 */
import { CASE_STATUSES, type CaseStatus, isTerminalStatus } from '@resume-agent/case-contract';
import type { ApplicationFilter } from './jobs-repository.js';

export const JOB_STAGES = ['to_apply', 'in_progress', 'closed'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** Applications in these statuses are not sent yet: their job is still to apply to. */
const NOT_SENT: readonly CaseStatus[] = ['draft', 'ready'];

/** The application statuses of each stage (a job without an application is to apply to). */
const JOB_STAGE_STATUSES: Readonly<Record<JobStage, readonly CaseStatus[]>> = {
  to_apply: NOT_SENT,
  in_progress: CASE_STATUSES.filter(
    (status) => !NOT_SENT.includes(status) && !isTerminalStatus(status),
  ),
  closed: CASE_STATUSES.filter(isTerminalStatus),
};

/** What the jobs repository filters by for a stage. */
export function applicationFilterOf(stage: JobStage): ApplicationFilter {
  return {
    match: stage === 'to_apply' ? 'none-outside' : 'any',
    statuses: JOB_STAGE_STATUSES[stage],
  };
}

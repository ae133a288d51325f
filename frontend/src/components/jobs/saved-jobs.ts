/**
 * The jobs a JOB_ALREADY_SAVED refusal names: the person's saved jobs like the one they are
 * adding. Pure, so it can be tested without a browser.
 */
import type { OperationProblem } from '@/lib/graphql-errors';
import { formatDay, formatDayTime } from './dates';

export interface SavedJob {
  id: string;
  title: string;
  company: string | null;
  /** When it was added, as an ISO date-time. */
  createdAt: string;
}

/**
 * The saved jobs like the new one, newest first, when the server refused it as saved already;
 * undefined for any other problem. The details come from the network: an entry that is not a
 * saved job is left out, so the list may be empty (the refusal still stands).
 */
export function savedJobsOf(problem: OperationProblem): SavedJob[] | undefined {
  if (problem.code !== 'JOB_ALREADY_SAVED') return undefined;
  const jobs = isRecord(problem.details) ? problem.details.jobs : undefined;
  if (!Array.isArray(jobs)) return [];
  return jobs
    .map(savedJobOf)
    .filter((job) => job !== undefined)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * When each job was added, for the person to tell them apart: the day, and the time too when
 * another of them was added the same day (a job added twice in a morning).
 */
export function addedWhen(jobs: readonly SavedJob[]): string[] {
  const days = jobs.map((job) => formatDay(job.createdAt));
  return jobs.map((job, index) => {
    const isDayShared = days.filter((day) => day === days[index]).length > 1;
    return isDayShared ? formatDayTime(job.createdAt) : formatDay(job.createdAt);
  });
}

function savedJobOf(entry: unknown): SavedJob | undefined {
  if (!isRecord(entry)) return undefined;
  const { id, title, company, createdAt } = entry;
  if (typeof id !== 'string' || id === '' || typeof title !== 'string') return undefined;
  if (company !== undefined && company !== null && typeof company !== 'string') return undefined;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return undefined;
  return {
    id,
    title,
    company: company === undefined || company === '' ? null : company,
    createdAt,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

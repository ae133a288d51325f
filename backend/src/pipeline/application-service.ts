/**
 * The job seeker's applications: started from a job, tailored, moved through the pipeline (by
 * the same rules as the case API), annotated with notes and follow-up dates. Every change of
 * note is written to the application's history.
 */
import { CASE_STATUSES, type CaseStatus, isTerminalStatus } from '@resume-agent/case-contract';
import {
  draftCoverLetter,
  indexResume,
  type JobPosting,
  type JsonResume,
  prepareResume,
  reviseTailoredResume,
  scoreMatch,
  tailorResume,
  validateResume,
} from '@resume-agent/tailor';
import {
  countApplicationsByStatus,
  findApplicationsOfJobs,
  findTailoredResume,
  insertApplicationForJob,
  listFollowUpsDue,
  listQuietApplications,
  type QuietApplication,
  listStatusesReached,
  setApplicationSource,
  setCoverLetter,
  setFollowUpDate,
  storeTailoredResume,
  storeTailoring,
  type ApplicationSummary,
} from '../applications/application-details-repository.js';
import {
  type ApplicationRecord,
  findApplication,
  insertApplicationEvent,
} from '../applications/applications-repository.js';
import type { Database, Queryable } from '../db/database.js';
import type { Caller } from '../http/authentication.js';
import { AppError } from '../http/errors.js';
import { findJob, type JobRecord } from '../jobs/jobs-repository.js';
import {
  idOrNotFound,
  notFound,
  validationFailed,
  versionConflict,
} from '../http/domain-errors.js';
import { findLetterMotivation } from '../answers/letter-motivation.js';
import { findLetterRecipient } from '../contacts/contacts-repository.js';
import { findBaseResume } from '../resumes/resumes-repository.js';
import { validResumeOrFail } from '../resumes/valid-resume.js';
import { matchJob, postingOf, toStoredMatch } from '../tailoring/job-match.js';
import { actorOf, moveApplicationStatus, recordStatusChange } from './status-change.js';
import { generatedSummaryOf, isRecord } from './tailoring-after-job-change.js';
import { sourceFunnels } from './source-funnels.js';

export const NOTE_MAX_CHARS = 2000;
export const SOURCE_MAX_CHARS = 100;
export const COVER_LETTER_MAX_CHARS = 50_000;

/** A cover letter's length, as stored or as exported. */
export function checkCoverLetterLength(text: string): void {
  if (text.length > COVER_LETTER_MAX_CHARS)
    throw validationFailed(`A cover letter has at most ${COVER_LETTER_MAX_CHARS} characters`);
}
/** The stages of the funnel, in order: how far applications got. */
export const FUNNEL_STAGES: readonly CaseStatus[] = [
  'applied',
  'interviewing',
  'offer',
  'accepted',
];
export const OPEN_STATUSES: readonly CaseStatus[] = CASE_STATUSES.filter(
  (status) => !isTerminalStatus(status),
);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days from today to today + `withinDays`, for "due soon" lists. Today is the caller's own
 * day, given by its browser, or the server's (UTC) day. Every time zone's day is within one of
 * the UTC day, so a given day further off is a mistake, not a place.
 */
export function dueWindow(
  withinDays: number,
  callersToday: string | undefined,
  serversDay: string,
): { from: string; until: string } {
  if (!Number.isInteger(withinDays) || withinDays < 0 || withinDays > 366)
    throw validationFailed('withinDays is a whole number of days from 0 to 366');
  const from = callersToday ?? serversDay;
  if (from < addDays(serversDay, -1) || from > addDays(serversDay, 1))
    throw validationFailed("today is the caller's own day: within a day of the server's", {
      field: 'today',
    });
  return { from, until: addDays(from, withinDays) };
}

export interface ApplicationServiceOptions {
  db: Database;
  today?: () => string;
  now?: () => Date;
}

/** Sent, and waiting to hear from the employer. */
export const WAITING_STATUSES: readonly CaseStatus[] = ['applied', 'interviewing'];
/** How long without news makes an application quiet: a week to three months. */
export const QUIET_DAYS = { min: 7, max: 90 } as const;
const DAY_MS = 86_400_000;

export function createApplicationService({
  db,
  today = () => new Date().toISOString().slice(0, 10),
  now = () => new Date(),
}: ApplicationServiceOptions) {
  async function lockedApplication(
    tx: Queryable,
    userId: string,
    id: string,
    expectedVersion?: number | null,
  ): Promise<ApplicationRecord> {
    const record = await findApplication(tx, userId, idOrNotFound(id, 'application'), {
      lock: true,
    });
    if (!record) throw notFound('application');
    if (
      expectedVersion !== undefined &&
      expectedVersion !== null &&
      expectedVersion !== record.version
    )
      throw versionConflict('application', record.version);
    return record;
  }

  async function jobOf(tx: Queryable, userId: string, jobId: string): Promise<JobRecord> {
    const job = await findJob(tx, userId, idOrNotFound(jobId, 'job'));
    if (!job) throw notFound('job');
    return job;
  }

  /** The job's application, started (as a draft, with the base resume's match) if it has none. */
  async function applicationOfJob(
    tx: Queryable,
    caller: Caller,
    job: JobRecord,
  ): Promise<{ id: string; isNew: boolean }> {
    const [existing] = await findApplicationsOfJobs(tx, caller.userId, [job.id]);
    if (existing) return { id: existing.id, isNew: false };
    const base = await findBaseResume(tx, caller.userId);
    const match = toStoredMatch(matchJob(base?.content ?? null, job, today()));
    const id = await insertApplicationForJob(tx, {
      userId: caller.userId,
      jobId: job.id,
      status: 'draft',
      match,
    });
    const record = await findApplication(tx, caller.userId, id);
    if (!record) throw new Error('a just-inserted application is missing');
    await recordStatusChange(tx, caller, record, null, null);
    return { id, isNew: true };
  }

  /** The base resume and the job's posting, which tailoring and re-scoring an edit start from. */
  async function tailoringInputs(
    tx: Queryable,
    userId: string,
    job: JobRecord,
  ): Promise<{ masterId: string; master: JsonResume; posting: JobPosting }> {
    const base = await findBaseResume(tx, userId);
    if (!base)
      throw new AppError(
        'NO_BASE_RESUME',
        409,
        'Import a resume first: tailoring starts from your base resume',
      );
    const validation = validateResume(base.content);
    if (!validation.ok)
      throw new AppError(
        'INVALID_BASE_RESUME',
        409,
        'Your base resume is not valid JSON Resume; fix it in the resume editor first',
      );
    const posting = postingOf(job);
    if (posting === null)
      throw new AppError(
        'NO_DESCRIPTION',
        409,
        'The job has no posting to tailor to; add its description first',
      );
    return { masterId: base.id, master: validation.resume, posting };
  }

  async function appendEvent(
    tx: Queryable,
    caller: Caller,
    record: ApplicationRecord,
    kind: string,
    note: string | null,
  ): Promise<void> {
    await insertApplicationEvent(tx, {
      applicationId: record.id,
      userId: record.userId,
      kind,
      fromStatus: null,
      toStatus: null,
      note,
      ...actorOf(caller),
    });
  }

  return {
    /** The job's application; started as a draft when it has none. Returns its id. */
    async createForJob(caller: Caller, jobId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const job = await jobOf(tx, caller.userId, jobId);
        return (await applicationOfJob(tx, caller, job)).id;
      });
    },

    /**
     * Tailors the base resume to the job and drafts a cover letter, stored with the job's
     * application (started if needed). Returns the application's id.
     */
    async tailor(caller: Caller, jobId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const job = await jobOf(tx, caller.userId, jobId);
        const { masterId, master, posting } = await tailoringInputs(tx, caller.userId, job);
        const tailored = tailorResume(master, posting, { asOf: today() });
        const { id } = await applicationOfJob(tx, caller, job);
        const letter = draftCoverLetter(tailored.resume, posting, tailored.match, {
          recipient: await findLetterRecipient(tx, caller.userId, id),
          motivation: (await findLetterMotivation(tx, caller.userId, id))?.answer,
          asOf: today(),
        });
        await storeTailoring(tx, {
          userId: caller.userId,
          applicationId: id,
          resumeId: masterId,
          tailoredResume: { ...tailored, tailoredAt: new Date().toISOString() },
          coverLetter: letter.text,
          // The base resume's match, which tailoring computed already.
          match: toStoredMatch({
            score: tailored.masterMatch.score,
            algorithmVersion: tailored.masterMatch.algorithmVersion,
            details: tailored.masterMatch,
            parsed: posting,
          }),
        });
        const record = await lockedApplication(tx, caller.userId, id);
        await appendEvent(tx, caller, record, 'tailored', null);
        return id;
      });
    },

    async move(
      caller: Caller,
      input: {
        id: string;
        status: CaseStatus;
        note?: string | null;
        expectedVersion?: number | null;
      },
    ): Promise<string> {
      const trimmed = input.note?.trim() ?? '';
      const note = trimmed === '' ? null : trimmed;
      if (note !== null && note.length > NOTE_MAX_CHARS)
        throw validationFailed(`A note has at most ${NOTE_MAX_CHARS} characters`);
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id, input.expectedVersion);
        await moveApplicationStatus(tx, caller, current, input.status, note);
        return current.id;
      });
    },

    async addNote(caller: Caller, input: { id: string; text: string }): Promise<string> {
      const text = input.text.trim();
      if (text === '') throw validationFailed('A note cannot be empty');
      if (text.length > NOTE_MAX_CHARS)
        throw validationFailed(`A note has at most ${NOTE_MAX_CHARS} characters`);
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id);
        await appendEvent(tx, caller, current, 'note', text);
        return current.id;
      });
    },

    async setFollowUp(caller: Caller, input: { id: string; on: string | null }): Promise<string> {
      if (input.on !== null && !isCalendarDate(input.on))
        throw validationFailed('A follow-up date is a calendar day as YYYY-MM-DD');
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id);
        await setFollowUpDate(tx, caller.userId, current.id, input.on);
        await appendEvent(
          tx,
          caller,
          current,
          input.on === null ? 'follow_up_cleared' : 'follow_up_set',
          input.on,
        );
        return current.id;
      });
    },

    /** Sets where the job was found or how it was applied to; null or blank clears it. */
    async setSource(caller: Caller, input: { id: string; source: string | null }): Promise<string> {
      const source = input.source?.trim() ?? '';
      if (source.length > SOURCE_MAX_CHARS)
        throw validationFailed(`The source has at most ${SOURCE_MAX_CHARS} characters`, {
          field: 'source',
        });
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id);
        await setApplicationSource(tx, caller.userId, current.id, source === '' ? null : source);
        return current.id;
      });
    },

    /**
     * Saves the person's edits to the tailored resume, scored and compared with the base resume
     * again; when and how it was tailored stays on record beside when it was edited.
     */
    async editTailoredResume(
      caller: Caller,
      input: { id: string; content: unknown; expectedVersion?: number | null },
    ): Promise<string> {
      const edited = validResumeOrFail(input.content, 'The tailored resume');
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id, input.expectedVersion);
        const stored = await findTailoredResume(tx, caller.userId, current.id);
        if (!isRecord(stored))
          throw new AppError('NOT_TAILORED', 409, 'Tailor the resume for this job first');
        const job = await jobOf(tx, caller.userId, current.jobId);
        const { master, posting } = await tailoringInputs(tx, caller.userId, job);
        const revised = reviseTailoredResume(
          master,
          edited,
          posting,
          { summary: generatedSummaryOf(stored) },
          { asOf: today() },
        );
        await storeTailoredResume(tx, caller.userId, current.id, {
          ...stored,
          ...revised,
          editedAt: new Date().toISOString(),
        });
        return current.id;
      });
    },

    /**
     * A new cover letter draft from the tailored resume as it is now — the person's edits
     * included — for the job as it is now, in place of the letter; the resume is left alone.
     */
    async redraftCoverLetter(
      caller: Caller,
      input: { id: string; expectedVersion?: number | null },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id, input.expectedVersion);
        const stored = await findTailoredResume(tx, caller.userId, current.id);
        const tailored = isRecord(stored) ? validateResume(stored.resume) : null;
        if (!tailored?.ok)
          throw new AppError('NOT_TAILORED', 409, 'Tailor the resume for this job first');
        const posting = postingOf(await jobOf(tx, caller.userId, current.jobId));
        if (posting === null)
          throw new AppError(
            'NO_DESCRIPTION',
            409,
            'The job has no posting to write to; add its description first',
          );
        const match = scoreMatch(
          prepareResume(indexResume(tailored.resume), { asOf: today() }),
          posting,
        );
        const letter = draftCoverLetter(tailored.resume, posting, match, {
          recipient: await findLetterRecipient(tx, caller.userId, current.id),
          motivation: (await findLetterMotivation(tx, caller.userId, current.id))?.answer,
          asOf: today(),
        });
        await setCoverLetter(tx, caller.userId, current.id, letter.text);
        return current.id;
      });
    },

    async setCoverLetter(caller: Caller, input: { id: string; text: string }): Promise<string> {
      checkCoverLetterLength(input.text);
      return db.transaction(async (tx) => {
        const current = await lockedApplication(tx, caller.userId, input.id);
        await setCoverLetter(tx, caller.userId, current.id, input.text);
        return current.id;
      });
    },

    async pipeline(userId: string) {
      const [counts, reached] = await Promise.all([
        countApplicationsByStatus(db, userId),
        listStatusesReached(db, userId),
      ]);
      const rank = (status: string) => FUNNEL_STAGES.indexOf(status as CaseStatus);
      const furthest = reached.map(({ statuses }) => Math.max(...statuses.map(rank)));
      return {
        total: [...counts.values()].reduce((sum, count) => sum + count, 0),
        counts: CASE_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
        funnel: FUNNEL_STAGES.map((status, index) => ({
          status,
          count: furthest.filter((stage) => stage >= index).length,
        })),
        sources: sourceFunnels(reached, FUNNEL_STAGES),
      };
    },

    /**
     * Sent and waiting on the employer (applied, interviewing), with nothing happening for
     * `days` days and nothing planned: the applications to follow up on or close.
     */
    quiet(userId: string, days: number, limit: number): Promise<QuietApplication[]> {
      if (!Number.isInteger(days) || days < QUIET_DAYS.min || days > QUIET_DAYS.max)
        throw validationFailed(
          `days is a whole number from ${QUIET_DAYS.min} to ${QUIET_DAYS.max}`,
          { field: 'days' },
        );
      return listQuietApplications(db, {
        userId,
        statuses: WAITING_STATUSES,
        before: new Date(now().getTime() - days * DAY_MS).toISOString(),
        limit,
      });
    },

    /** Overdue ones too: up to the end of dueWindow. */
    followUpsDue(
      userId: string,
      withinDays: number,
      callersToday?: string,
    ): Promise<ApplicationSummary[]> {
      return listFollowUpsDue(db, {
        userId,
        until: dueWindow(withinDays, callersToday, today()).until,
        openStatuses: OPEN_STATUSES,
      });
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

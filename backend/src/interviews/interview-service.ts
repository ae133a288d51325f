/**
 * The interviews of a user's applications: scheduled, changed and cancelled from the
 * application's page, listed there and, while upcoming, on the dashboard and in the calendar
 * feed. Every input is checked here, so that the database's constraints never see bad input.
 */
import type { Caller } from '../http/authentication.js';
import { lockApplicationWithRoom } from '../applications/application-room.js';
import { insertApplicationEvent } from '../applications/applications-repository.js';
import type { Database } from '../db/database.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import { OPEN_STATUSES } from '../pipeline/application-service.js';
import { actorOf } from '../pipeline/status-change.js';
import {
  countInterviewsOfApplication,
  deleteInterview,
  findInterview,
  type InterviewFields,
  type InterviewRecord,
  insertInterview,
  listInterviewsEndingAfter,
  MAX_INTERVIEWS_PER_APPLICATION,
  updateInterview,
} from './interviews-repository.js';

const TEXT_LIMITS = { title: 200, location: 500, notes: 5000 } as const;
type TextField = keyof typeof TEXT_LIMITS;

export const DURATION_MINUTES = { min: 5, max: 720 } as const;
/** Interviews are recorded from this instant to five years ahead; outside is a typo. */
const EARLIEST_START = Date.parse('2000-01-01T00:00:00Z');
const LATEST_START_YEARS_AHEAD = 5;

export interface ScheduleInterviewInput {
  applicationId: string;
  startsAt: string;
  durationMinutes?: number | null;
  title?: string | null;
  location?: string | null;
  notes?: string | null;
}

export type UpdateInterviewInput = { id: string } & Partial<
  Omit<ScheduleInterviewInput, 'applicationId'>
>;

function textOf(value: string | null | undefined, field: TextField): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > TEXT_LIMITS[field])
    throw validationFailed(`The ${field} has at most ${TEXT_LIMITS[field]} characters`, { field });
  return text;
}

function durationOf(value: number): number {
  if (!Number.isInteger(value) || value < DURATION_MINUTES.min || value > DURATION_MINUTES.max)
    throw validationFailed(
      `An interview lasts ${DURATION_MINUTES.min} to ${DURATION_MINUTES.max} minutes`,
      { field: 'durationMinutes' },
    );
  return value;
}

/**
 * What the application's history says of its interviews: scheduled, moved to another time,
 * cancelled before it took place. The note is the interview's start (an instant), which the app
 * writes on the reader's clock. Other changes (title, place, notes) are not history.
 */
type InterviewEventKind = 'interview_scheduled' | 'interview_moved' | 'interview_cancelled';

function interviewEvent(
  caller: Caller,
  interview: Pick<InterviewRecord, 'applicationId' | 'startsAt'>,
  kind: InterviewEventKind,
) {
  return {
    applicationId: interview.applicationId,
    userId: caller.userId,
    kind,
    fromStatus: null,
    toStatus: null,
    note: interview.startsAt,
    ...actorOf(caller),
  };
}

export function createInterviewService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  function startOf(value: string): string {
    const time = Date.parse(value);
    const latest = new Date(now());
    latest.setUTCFullYear(latest.getUTCFullYear() + LATEST_START_YEARS_AHEAD);
    if (Number.isNaN(time) || time < EARLIEST_START || time > latest.getTime())
      throw validationFailed(
        `An interview starts between 2000 and ${LATEST_START_YEARS_AHEAD} years from now`,
        { field: 'startsAt' },
      );
    return new Date(time).toISOString();
  }

  function fieldsOf(input: Omit<ScheduleInterviewInput, 'applicationId'>): InterviewFields {
    return {
      startsAt: startOf(input.startsAt),
      durationMinutes: durationOf(input.durationMinutes ?? 60),
      title: textOf(input.title, 'title'),
      location: textOf(input.location, 'location'),
      notes: textOf(input.notes, 'notes'),
    };
  }

  return {
    async schedule(caller: Caller, input: ScheduleInterviewInput): Promise<InterviewRecord> {
      const applicationId = idOrNotFound(input.applicationId, 'application');
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        await lockApplicationWithRoom(tx, caller.userId, applicationId, {
          count: () => countInterviewsOfApplication(tx, caller.userId, applicationId),
          max: MAX_INTERVIEWS_PER_APPLICATION,
          what: 'interviews',
        });
        const interview = await insertInterview(tx, {
          userId: caller.userId,
          applicationId,
          ...fields,
        });
        await insertApplicationEvent(tx, interviewEvent(caller, interview, 'interview_scheduled'));
        return interview;
      });
    },

    async update(caller: Caller, input: UpdateInterviewInput): Promise<InterviewRecord> {
      const id = idOrNotFound(input.id, 'interview');
      return db.transaction(async (tx) => {
        const current = await findInterview(tx, caller.userId, id, { lock: true });
        if (!current) throw notFound('interview');
        // Left out: as it was. A null title, location or notes: cleared.
        const fields = fieldsOf({
          startsAt: input.startsAt ?? current.startsAt,
          durationMinutes: input.durationMinutes ?? current.durationMinutes,
          title: input.title === undefined ? current.title : input.title,
          location: input.location === undefined ? current.location : input.location,
          notes: input.notes === undefined ? current.notes : input.notes,
        });
        const updated = await updateInterview(tx, current, fields);
        if (updated.startsAt !== current.startsAt)
          await insertApplicationEvent(tx, interviewEvent(caller, updated, 'interview_moved'));
        return updated;
      });
    },

    /**
     * Removes an interview. One still to come was cancelled, which the history says; one that
     * has begun is only taken off the list (entered by mistake), which it does not.
     */
    async cancel(caller: Caller, id: string): Promise<{ id: string }> {
      const interviewId = idOrNotFound(id, 'interview');
      return db.transaction(async (tx) => {
        const removed = await deleteInterview(tx, caller.userId, interviewId);
        if (removed === undefined) throw notFound('interview');
        if (Date.parse(removed.startsAt) > now().getTime())
          await insertApplicationEvent(tx, interviewEvent(caller, removed, 'interview_cancelled'));
        return { id: interviewId };
      });
    },

    /** Not ended yet, of applications still open, soonest first. */
    upcoming(userId: string, limit: number): Promise<InterviewRecord[]> {
      return listInterviewsEndingAfter(db, {
        userId,
        after: now().toISOString(),
        statuses: OPEN_STATUSES,
        limit,
      });
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;

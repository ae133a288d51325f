/**
 * What a reminder e-mail holds for a day on the user's own calendar: the interviews still to
 * come today and tomorrow; the follow-ups and the open tasks due that day or before (an overdue
 * one stays until it is done or its date is changed); the last days to apply to jobs not applied to yet and the
 * days to answer offers, from that day to two days on (time to tailor a resume, or to think);
 * and on Mondays, the applications gone quiet, once a week rather than every morning.
 */
import {
  listQuietApplications,
  type QuietApplication,
} from '../applications/application-details-repository.js';
import { listFollowUpDays } from '../calendar/calendar-repository.js';
import type { Queryable } from '../db/database.js';
import { listInterviewsForCalendar } from '../interviews/interviews-repository.js';
import { applicationFilterOf } from '../jobs/job-stage.js';
import { findJobSummariesByIds, listJobsClosing } from '../jobs/jobs-repository.js';
import { listOfferDeadlines } from '../offers/offers-repository.js';
import { addDays, OPEN_STATUSES, WAITING_STATUSES } from '../pipeline/application-service.js';
import { mondayOf } from '../goals/weekly-progress.js';
import { listTaskDays } from '../tasks/application-tasks-repository.js';
import { wallTimeOf } from '../time/wall-clock.js';

/** Days after today that last days to apply and days to answer offers are named. */
export const DAYS_AHEAD = 2;
/** The dashboard's "Gone quiet": nothing for two weeks. */
export const QUIET_AFTER_DAYS = 14;
/** Per kind: an e-mail is read on a phone; the app holds the rest. */
export const MAX_ITEMS_PER_KIND = 10;

interface Job {
  title: string;
  company: string | null;
}

export interface DigestInterview extends Job {
  applicationId: string;
  /** What the interview is called ("Technical interview"); null when not named. */
  name: string | null;
  startsAt: string;
  durationMinutes: number;
  location: string | null;
  /** YYYY-MM-DD on the user's clock: the digest's day or the next. */
  day: string;
}

export interface DigestDay extends Job {
  /** The application's (follow-ups, offers) or the job's (last days to apply). */
  id: string;
  /** YYYY-MM-DD */
  day: string;
}

export interface DigestTask extends DigestDay {
  /** What to do ("Send the portfolio"); `id` is its application's. */
  task: string;
}

export interface DigestQuiet extends Job {
  applicationId: string;
  lastActivityAt: string;
}

export interface ReminderDigest {
  /** The day it is for, YYYY-MM-DD on the user's clock. */
  day: string;
  interviews: DigestInterview[];
  followUps: DigestDay[];
  tasks: DigestTask[];
  applyBy: DigestDay[];
  answerBy: DigestDay[];
  /** Mondays only; otherwise empty. */
  quiet: DigestQuiet[];
}

export function itemCountOf(digest: ReminderDigest): number {
  return (
    digest.interviews.length +
    digest.followUps.length +
    digest.tasks.length +
    digest.applyBy.length +
    digest.answerBy.length +
    digest.quiet.length
  );
}

const DAY_MS = 86_400_000;

export async function gatherReminderDigest(
  db: Queryable,
  { userId, day, timeZone, now }: { userId: string; day: string; timeZone: string; now: Date },
): Promise<ReminderDigest> {
  const tomorrow = addDays(day, 1);
  const lastDayAhead = addDays(day, DAYS_AHEAD);
  const isMonday = mondayOf(day) === day;
  const [interviews, followUps, tasks, closing, offers, quiet] = await Promise.all([
    listInterviewsForCalendar(db, {
      userId,
      from: now.toISOString(),
      openStatuses: OPEN_STATUSES,
      // Two days of interviews are a handful; more than this many are not two days away.
      limit: 50,
    }),
    listFollowUpDays(db, {
      userId,
      from: null,
      until: day,
      openStatuses: OPEN_STATUSES,
      limit: MAX_ITEMS_PER_KIND,
    }),
    listTaskDays(db, {
      userId,
      from: null,
      until: day,
      openStatuses: OPEN_STATUSES,
      limit: MAX_ITEMS_PER_KIND,
    }),
    listJobsClosing(db, {
      userId,
      from: day,
      until: lastDayAhead,
      applications: applicationFilterOf('to_apply'),
      limit: MAX_ITEMS_PER_KIND,
    }),
    listOfferDeadlines(db, { userId, from: day, limit: MAX_ITEMS_PER_KIND }),
    isMonday
      ? listQuietApplications(db, {
          userId,
          statuses: WAITING_STATUSES,
          before: new Date(now.getTime() - QUIET_AFTER_DAYS * DAY_MS).toISOString(),
          limit: MAX_ITEMS_PER_KIND,
        })
      : Promise.resolve<QuietApplication[]>([]),
  ]);
  const quietJobs = new Map(
    (
      await findJobSummariesByIds(
        db,
        userId,
        quiet.map(({ jobId }) => jobId),
      )
    ).map((job) => [job.id, job]),
  );
  return {
    day,
    interviews: interviews
      .map((interview) => ({
        applicationId: interview.applicationId,
        name: interview.title,
        title: interview.jobTitle,
        company: interview.company,
        startsAt: interview.startsAt,
        durationMinutes: interview.durationMinutes,
        location: interview.location,
        day: wallTimeOf(new Date(interview.startsAt), timeZone).day,
      }))
      .filter((interview) => interview.day <= tomorrow)
      .slice(0, MAX_ITEMS_PER_KIND),
    followUps: followUps.map((followUp) => ({
      id: followUp.applicationId,
      day: followUp.day,
      title: followUp.title,
      company: followUp.company,
    })),
    tasks: tasks.map((task) => ({
      id: task.applicationId,
      task: task.title,
      day: task.day,
      title: task.jobTitle,
      company: task.company,
    })),
    applyBy: closing.flatMap((job) =>
      job.applyBy === null
        ? []
        : [{ id: job.id, day: job.applyBy, title: job.title, company: job.company }],
    ),
    answerBy: offers
      .filter((offer) => offer.respondBy <= lastDayAhead)
      .map((offer) => ({
        id: offer.applicationId,
        day: offer.respondBy,
        title: offer.title,
        company: offer.company,
      })),
    quiet: quiet.flatMap((application) => {
      const job = quietJobs.get(application.jobId);
      return job === undefined
        ? []
        : [
            {
              applicationId: application.id,
              title: job.title,
              company: job.company,
              lastActivityAt: application.lastActivityAt,
            },
          ];
    }),
  };
}

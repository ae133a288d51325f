/**
 * Calendar feeds: a secret address per user that calendar apps subscribe to, serving the
 * interviews, the days to follow up on open applications, the last days to apply to jobs not
 * applied to yet, the days to answer the offers still open, and the days open tasks are due.
 *
 * A calendar app cannot send a token, so the address is the credential. Its secret is derived
 * from the feed's id and the server's secret (HMAC), so that the settings page can show the
 * address again while the database keeps only its hash: a copy of the database alone can
 * neither read the addresses nor check guesses. Rotating AUTH_SECRET ends every feed.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { CASE_STATUS_INFO, isCaseStatus } from '@resume-agent/case-contract';
import { type CalendarEvent, writeCalendar } from '@resume-agent/icalendar';
import { appEventSummary, appEventUid } from '@resume-agent/icalendar/app-events';
import { hashSecretToken } from '../accounts/secret-tokens.js';
import type { Database } from '../db/database.js';
import { listInterviewsForCalendar } from '../interviews/interviews-repository.js';
import { applicationFilterOf } from '../jobs/job-stage.js';
import { listJobsClosing } from '../jobs/jobs-repository.js';
import { listOfferDeadlines } from '../offers/offers-repository.js';
import { addDays, OPEN_STATUSES } from '../pipeline/application-service.js';
import { listTaskDays } from '../tasks/application-tasks-repository.js';
import {
  type CalendarFeedRecord,
  deleteCalendarFeedOfUser,
  findCalendarFeedByTokenHash,
  findCalendarFeedOfUser,
  listFollowUpDays,
  markCalendarFeedRead,
  replaceCalendarFeed,
} from './calendar-repository.js';

/** Calendars keep what has passed: the last month stays in the feed. */
export const FEED_DAYS_BEHIND = 30;
/** Per kind of event: more than a job search holds, few enough to write at once. */
export const MAX_FEED_EVENTS_PER_KIND = 500;
/** 9:00 of an all-day event's day, in the calendar's own time zone. */
const MORNING_OF_THE_DAY = 'PT9H';
/** How often calendar apps are asked to read the feed again (they may read it less often). */
const REFRESH_INTERVAL = 'PT1H';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarFeedView {
  /** /api/calendar/{secret}.ics */
  path: string;
  createdAt: string;
  lastReadAt: string | null;
}

export interface CalendarFeeds {
  feedOf(userId: string): Promise<CalendarFeedView | null>;
  /** A new address; the one before stops working. */
  create(userId: string): Promise<CalendarFeedView>;
  /** False when the user had no feed. */
  remove(userId: string): Promise<boolean>;
  eventsOf(userId: string): Promise<CalendarEvent[]>;
  /** The feed's iCalendar text for its secret; null for an address that is not a feed's. */
  read(secret: string): Promise<string | null>;
}

/** Where an event sorts: a day sorts before the instants within it. */
function startOf({ when }: CalendarEvent): string {
  return 'day' in when ? when.day : when.start.toISOString();
}

function statusLabel(status: string): string {
  return isCaseStatus(status) ? CASE_STATUS_INFO[status].label.toLowerCase() : status;
}

export function createCalendarFeeds({
  db,
  authSecret,
  appOrigin,
  today = () => new Date().toISOString().slice(0, 10),
}: {
  db: Database;
  authSecret: string;
  /** Where the app's pages are, for each event's link. */
  appOrigin: string;
  today?: () => string;
}): CalendarFeeds {
  const secretOf = (feedId: string): string =>
    createHmac('sha256', authSecret).update(`calendar-feed-address:${feedId}`).digest('base64url');
  const hashOf = (secret: string): string => hashSecretToken(authSecret, 'calendar-feed', secret);
  const view = (feed: CalendarFeedRecord): CalendarFeedView => ({
    path: `/api/calendar/${secretOf(feed.id)}.ics`,
    createdAt: feed.createdAt,
    lastReadAt: feed.lastReadAt,
  });

  async function eventsOf(userId: string): Promise<CalendarEvent[]> {
    const from = addDays(today(), -FEED_DAYS_BEHIND);
    const [interviews, followUps, applyBy, answerBy, taskDays] = await Promise.all([
      listInterviewsForCalendar(db, {
        userId,
        from: `${from}T00:00:00Z`,
        openStatuses: OPEN_STATUSES,
        limit: MAX_FEED_EVENTS_PER_KIND,
      }),
      listFollowUpDays(db, {
        userId,
        from,
        openStatuses: OPEN_STATUSES,
        limit: MAX_FEED_EVENTS_PER_KIND,
      }),
      listJobsClosing(db, {
        userId,
        from,
        until: null,
        applications: applicationFilterOf('to_apply'),
        limit: MAX_FEED_EVENTS_PER_KIND,
      }),
      listOfferDeadlines(db, { userId, from, limit: MAX_FEED_EVENTS_PER_KIND }),
      listTaskDays(db, {
        userId,
        from,
        openStatuses: OPEN_STATUSES,
        limit: MAX_FEED_EVENTS_PER_KIND,
      }),
    ]);
    const events: CalendarEvent[] = [
      ...interviews.map((interview) => {
        const url = `${appOrigin}/applications/${interview.applicationId}`;
        const start = new Date(interview.startsAt);
        return {
          // The UID and summary of the app's "Add to calendar" file too (frontend/src/lib/ics.ts).
          uid: appEventUid.interview(interview.id),
          when: { start, end: new Date(start.getTime() + interview.durationMinutes * 60_000) },
          summary: appEventSummary.interview(
            interview.title,
            interview.jobTitle,
            interview.company,
          ),
          description: [interview.notes, url].filter((part) => part !== null).join('\n\n'),
          url,
          location: interview.location,
          reminder: '-PT1H',
        };
      }),
      ...followUps.map(({ applicationId, day, status, title, company }) => {
        const url = `${appOrigin}/applications/${applicationId}`;
        return {
          uid: appEventUid.followUp(applicationId),
          when: { day },
          summary: appEventSummary.followUp(title, company),
          description: `Follow up on your application (${statusLabel(status)}).\n${url}`,
          url,
          reminder: MORNING_OF_THE_DAY,
        };
      }),
      // listJobsClosing answers only jobs with a last day to apply.
      ...applyBy.flatMap(({ id, applyBy: day, title, company }) => {
        if (day === null) return [];
        const url = `${appOrigin}/jobs/${id}`;
        return [
          {
            uid: appEventUid.applyBy(id),
            when: { day },
            summary: appEventSummary.applyBy(title, company),
            description: `The last day to apply to this job.\n${url}`,
            url,
            reminder: MORNING_OF_THE_DAY,
          },
        ];
      }),
      ...answerBy.map(({ applicationId, respondBy, title, company }) => {
        const url = `${appOrigin}/applications/${applicationId}`;
        return {
          uid: appEventUid.offerAnswer(applicationId),
          when: { day: respondBy },
          summary: appEventSummary.offerAnswer(title, company),
          description: `The day to answer this offer by.\n${url}`,
          url,
          reminder: MORNING_OF_THE_DAY,
        };
      }),
      // A task checked off leaves the feed, and the calendar app drops its event.
      ...taskDays.map(({ taskId, applicationId, day, title, jobTitle, company }) => {
        const url = `${appOrigin}/applications/${applicationId}`;
        return {
          uid: appEventUid.task(taskId),
          when: { day },
          summary: appEventSummary.task(title, jobTitle, company),
          description: `A task of your application, due this day.\n${url}`,
          url,
          reminder: MORNING_OF_THE_DAY,
        };
      }),
    ];
    return events.sort((a, b) => startOf(a).localeCompare(startOf(b)));
  }

  return {
    async feedOf(userId) {
      const feed = await findCalendarFeedOfUser(db, userId);
      return feed === undefined ? null : view(feed);
    },

    async create(userId) {
      const id = randomUUID();
      return view(await replaceCalendarFeed(db, { id, userId, tokenHash: hashOf(secretOf(id)) }));
    },

    remove: (userId) => deleteCalendarFeedOfUser(db, userId),

    eventsOf,

    async read(secret) {
      if (!SECRET_PATTERN.test(secret)) return null;
      const feed = await findCalendarFeedByTokenHash(db, hashOf(secret));
      if (feed === undefined) return null;
      const events = await eventsOf(feed.userId);
      await markCalendarFeedRead(db, feed.id);
      return writeCalendar({
        productId: '-//Resume Agent//Job search calendar//EN',
        name: 'Resume Agent',
        description:
          'Your interviews, days to follow up on applications, last days to apply, days to answer offers and tasks due',
        refreshInterval: REFRESH_INTERVAL,
        events,
        now: new Date(),
      });
    },
  };
}

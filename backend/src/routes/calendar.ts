/**
 * GET /api/calendar/{secret}.ics: a user's calendar feed (calendar/calendar-feeds.ts), read by
 * calendar apps, which send no token and no cookie: the address is the credential. Any address
 * that is not a feed's — malformed, replaced or turned off — is the same 404.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { type CalendarFeeds, FEED_DAYS_BEHIND } from '../calendar/calendar-feeds.js';
import { AppError, ErrorBody } from '../http/errors.js';

const FeedParams = Type.Object(
  // "{secret}.ics", 47 characters when it is one; the bound only keeps the work small.
  {
    feed: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The secret of the address followed by `.ics`, as the settings page gives it',
    }),
  },
  { additionalProperties: false },
);

const noSuchFeed = (): AppError =>
  new AppError(
    'CALENDAR_FEED_NOT_FOUND',
    404,
    'No calendar feed has this address: it was replaced or turned off. Copy the current one from Settings.',
  );

export const calendarRoutes: FastifyPluginCallbackTypebox<{ calendarFeeds: CalendarFeeds }> = (
  app,
  { calendarFeeds },
  done,
) => {
  app.get(
    '/api/calendar/:feed',
    {
      schema: {
        operationId: 'readCalendarFeed',
        summary: 'Read a calendar feed (iCalendar)',
        description: `The address a calendar app subscribes to, made on the settings page (GraphQL \`createCalendarFeed\`); whoever has it reads the feed, so it needs no token. From ${FEED_DAYS_BEHIND} days ago on: interviews (with a reminder an hour before), and as all-day events (with a reminder at 9:00) the days to follow up on applications still open, the last days to apply to jobs not applied to yet and the days to answer offers of applications at Offer. An address replaced or turned off is 404.`,
        tags: ['calendar'],
        params: FeedParams,
        response: {
          200: {
            description: 'The feed, as text/calendar (RFC 5545)',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { feed } = request.params;
      const calendar = feed.endsWith('.ics') ? await calendarFeeds.read(feed.slice(0, -4)) : null;
      if (calendar === null) throw noSuchFeed();
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="resume-agent.ics"')
          // The feed changes as the user works; a calendar app asks again when it refreshes.
          .header('cache-control', 'private, no-cache')
          .send(calendar)
      );
    },
  );
  done();
};

/**
 * The addresses of a calendar feed (iCalendar, RFC 5545), from the path the API answers with
 * (`CalendarFeed.path`, "/api/calendar/{secret}.ics") and the API's base URL (`env.ts`: http
 * or https, no trailing slash, possibly with a path prefix such as https://example.com/api-v2).
 */
export interface CalendarFeedAddresses {
  /** What a calendar app's "From URL" or "Subscribe from web" takes. */
  url: string;
  /**
   * The same address as webcal://, which operating systems hand to their calendar app to
   * subscribe (Apple Calendar, Outlook); the app fetches it over http(s) again.
   */
  webcalUrl: string;
}

const HTTP_SCHEME = /^https?:\/\//i;

export function calendarFeedAddresses(apiBaseUrl: string, path: string): CalendarFeedAddresses {
  if (!HTTP_SCHEME.test(apiBaseUrl))
    throw new Error(`calendarFeedAddresses: not an http(s) base URL: ${apiBaseUrl}`);
  // Joined as text, not with new URL(path, base): a path from the root would drop the base's
  // own path prefix.
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return { url, webcalUrl: url.replace(HTTP_SCHEME, 'webcal://') };
}

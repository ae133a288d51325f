import { describe, expect, it } from 'vitest';
import { calendarFeedAddresses } from './calendar-feed-url';

const PATH = '/api/calendar/c2VjcmV0.ics';

describe('calendarFeedAddresses', () => {
  it('joins the base URL and the path with one slash', () => {
    expect(calendarFeedAddresses('https://api.example.com', PATH).url).toBe(
      'https://api.example.com/api/calendar/c2VjcmV0.ics',
    );
    expect(calendarFeedAddresses('https://api.example.com/', PATH).url).toBe(
      'https://api.example.com/api/calendar/c2VjcmV0.ics',
    );
    expect(calendarFeedAddresses('https://api.example.com', 'api/calendar/c2VjcmV0.ics').url).toBe(
      'https://api.example.com/api/calendar/c2VjcmV0.ics',
    );
  });

  it("keeps the base URL's own path prefix", () => {
    expect(calendarFeedAddresses('https://example.com/agent-api', PATH).url).toBe(
      'https://example.com/agent-api/api/calendar/c2VjcmV0.ics',
    );
  });

  it('replaces https with webcal', () => {
    expect(calendarFeedAddresses('https://api.example.com', PATH).webcalUrl).toBe(
      'webcal://api.example.com/api/calendar/c2VjcmV0.ics',
    );
  });

  it('replaces http with webcal, port and all kept', () => {
    expect(calendarFeedAddresses('http://localhost:4000', PATH)).toEqual({
      url: 'http://localhost:4000/api/calendar/c2VjcmV0.ics',
      webcalUrl: 'webcal://localhost:4000/api/calendar/c2VjcmV0.ics',
    });
  });

  it('replaces only the scheme, not an "http" later in the address', () => {
    expect(calendarFeedAddresses('https://http.example.com/https', PATH).webcalUrl).toBe(
      'webcal://http.example.com/https/api/calendar/c2VjcmV0.ics',
    );
  });

  it('refuses a base URL that is not http or https', () => {
    expect(() => calendarFeedAddresses('ftp://example.com', PATH)).toThrow(/not an http\(s\)/);
    expect(() => calendarFeedAddresses('/relative', PATH)).toThrow(/not an http\(s\)/);
  });
});

/**
 * Days on a person's own calendar: the API takes an IANA time zone ("Europe/Berlin") where a day
 * depends on where the person is, since an instant is a different day in Tokyo and in Lima.
 */
import { validationFailed } from './domain-errors.js';

const MAX_TIME_ZONE_LENGTH = 100;

/**
 * A formatter of instants as days (YYYY-MM-DD) on the clock of `timeZone`, or
 * VALIDATION_FAILED (field `timeZone`) for a zone Intl does not know.
 */
export function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  const problem = validationFailed('The timeZone is an IANA time zone such as Europe/Berlin', {
    field: 'timeZone',
  });
  if (timeZone.length > MAX_TIME_ZONE_LENGTH) throw problem;
  try {
    // en-CA writes days as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw problem;
  }
}

/** True for a zone this server's Intl knows ("Europe/Berlin", "UTC"); false for any other text. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length > MAX_TIME_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

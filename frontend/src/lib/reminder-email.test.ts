import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  hourLabel,
  isTwelveHourCycle,
  isUnsubscribeToken,
  REMINDER_HOURS,
  reminderProblemOf,
  sentAnnouncement,
  supportedTimeZones,
  timeZoneChoices,
  timeZoneLabel,
  unsubscribeFailureOf,
} from './reminder-email';

describe('hourLabel', () => {
  it('writes every hour as Intl’s English does on either clock, with a plain space', () => {
    for (const hour of REMINDER_HOURS) {
      const at = Date.UTC(2026, 11, 1, hour);
      for (const hourCycle of ['h12', 'h23'] as const) {
        const intl = new Intl.DateTimeFormat('en', {
          timeStyle: 'short',
          timeZone: 'UTC',
          hourCycle,
        })
          .format(at)
          .replace(/\s/g, ' ');
        expect(hourLabel(hour, hourCycle === 'h12')).toBe(intl);
      }
    }
  });

  it('offers the 24 hours of a day, midnight first', () => {
    expect(REMINDER_HOURS).toHaveLength(24);
    expect(hourLabel(0, true)).toBe('12:00 AM');
    expect(hourLabel(12, true)).toBe('12:00 PM');
    expect(hourLabel(8, false)).toBe('08:00');
    expect(hourLabel(23, false)).toBe('23:00');
  });
});

describe('isTwelveHourCycle', () => {
  it('counts h11 and h12 as 12-hour clocks', () => {
    expect(isTwelveHourCycle('h12')).toBe(true);
    expect(isTwelveHourCycle('h11')).toBe(true);
    expect(isTwelveHourCycle('h23')).toBe(false);
    expect(isTwelveHourCycle('h24')).toBe(false);
    expect(isTwelveHourCycle(undefined)).toBe(false);
  });
});

describe('timeZoneChoices', () => {
  it('sorts the zones and adds the current one when the list lacks it, once', () => {
    expect(timeZoneChoices(['Europe/Berlin', 'America/New_York'], 'UTC')).toEqual([
      'America/New_York',
      'Europe/Berlin',
      'UTC',
    ]);
    expect(timeZoneChoices(['Europe/Berlin', 'Asia/Tokyo'], 'Europe/Berlin')).toEqual([
      'Asia/Tokyo',
      'Europe/Berlin',
    ]);
  });

  it('lists the zones the runtime knows', () => {
    expect(supportedTimeZones()).toContain('Europe/Berlin');
    expect(supportedTimeZones()).toContain('America/New_York');
  });

  it('names a zone with spaces for underscores', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});

describe('sentAnnouncement', () => {
  it('says where it went and how many things it listed', () => {
    expect(sentAnnouncement({ to: 'a@example.com', items: 3 })).toBe(
      'Sent to a@example.com — it listed 3 things.',
    );
    expect(sentAnnouncement({ to: 'a@example.com', items: 1 })).toBe(
      'Sent to a@example.com — it listed 1 thing.',
    );
    expect(sentAnnouncement({ to: 'a@example.com', items: 0 })).toBe(
      'Sent to a@example.com — nothing was due today, so it says so.',
    );
  });
});

describe('reminderProblemOf', () => {
  it('tells an unconfirmed address apart, whatever was asked', () => {
    const problem = { code: 'EMAIL_NOT_CONFIRMED', message: 'Confirm your address first' };
    expect(reminderProblemOf(problem, 'turn-on')).toEqual({ kind: 'unconfirmed' });
    expect(reminderProblemOf(problem, 'send')).toEqual({ kind: 'unconfirmed' });
  });

  it('gives a refused hour or time zone to its field, in the server’s words', () => {
    expect(
      reminderProblemOf(
        {
          code: 'VALIDATION_FAILED',
          message: 'Not a time zone this server knows',
          details: { field: 'timeZone' },
        },
        'save',
      ),
    ).toEqual({ kind: 'field', field: 'timeZone', message: 'Not a time zone this server knows.' });
    expect(
      reminderProblemOf(
        { code: 'VALIDATION_FAILED', message: 'The hour is 0 to 23.', details: { field: 'hour' } },
        'turn-on',
      ),
    ).toEqual({ kind: 'field', field: 'hour', message: 'The hour is 0 to 23.' });
  });

  it('reads a refused sending without a field as turned off meanwhile', () => {
    expect(
      reminderProblemOf({ code: 'VALIDATION_FAILED', message: 'It is off' }, 'send'),
    ).toMatchObject({ kind: 'off' });
    expect(
      reminderProblemOf(
        { code: 'VALIDATION_FAILED', message: 'Bad', details: { field: 'other' } },
        'save',
      ),
    ).toEqual({ kind: 'alert', message: 'Could not save the changes. Bad.' });
  });

  it('names the wait of a rate-limited sending in words', () => {
    expect(
      reminderProblemOf(
        { code: 'RATE_LIMITED', message: 'Slow down', retryAfterSeconds: 1740 },
        'send',
      ),
    ).toEqual({
      kind: 'alert',
      message: 'Only 3 can be sent an hour to try it. Try again in 29 minutes.',
    });
    expect(reminderProblemOf({ code: 'RATE_LIMITED', message: 'Slow down' }, 'send')).toEqual({
      kind: 'alert',
      message: 'Could not send it. Slow down.',
    });
  });

  it('passes on the server’s words for mail that cannot go, which say whether to retry', () => {
    expect(
      reminderProblemOf(
        { code: 'MAIL_UNAVAILABLE', message: 'This server sends no e-mail; ask its operator' },
        'turn-on',
      ),
    ).toEqual({ kind: 'alert', message: 'This server sends no e-mail; ask its operator.' });
  });

  it('says what failed before why, for anything else', () => {
    expect(
      reminderProblemOf(
        { code: 'NETWORK_ERROR', message: 'Could not reach the server.' },
        'turn-off',
      ),
    ).toEqual({
      kind: 'alert',
      message: 'Could not turn off the reminder e-mail. Could not reach the server.',
    });
  });
});

describe('isUnsubscribeToken', () => {
  // 43 characters after the dot: 32 random bytes in unpadded base64url.
  const token = `0b9e3c1a-5f4d-4c2b-9a8e-7d6c5b4a3f21.abc-DEF_${'x'.repeat(35)}`;

  it('takes a uuid, a dot and 43 base64url characters', () => {
    expect(isUnsubscribeToken(token)).toBe(true);
    expect(isUnsubscribeToken(token.toUpperCase())).toBe(true);
  });

  it('refuses a token cut short, lengthened or of other characters', () => {
    expect(isUnsubscribeToken(token.slice(0, -1))).toBe(false);
    expect(isUnsubscribeToken(`${token}x`)).toBe(false);
    expect(isUnsubscribeToken(token.replace('.', ''))).toBe(false);
    expect(isUnsubscribeToken(token.replace('abc', 'a+c'))).toBe(false);
    expect(isUnsubscribeToken('')).toBe(false);
  });
});

describe('unsubscribeFailureOf', () => {
  it('tells a refused link apart from failures worth a retry', () => {
    expect(unsubscribeFailureOf(new ApiError(400, 'Invalid', 'UNSUBSCRIBE_LINK_INVALID'))).toEqual({
      kind: 'link-invalid',
    });
    expect(
      unsubscribeFailureOf(new ApiError(429, 'Too many attempts. Try again in 1 minute.')),
    ).toEqual({ kind: 'failed', message: 'Too many attempts. Try again in 1 minute.' });
    expect(unsubscribeFailureOf(new Error('boom'))).toEqual({
      kind: 'failed',
      message: 'Something went wrong. Please try again.',
    });
  });
});

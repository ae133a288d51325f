import { describe, expect, it } from 'vitest';
import {
  allDayRange,
  buildFollowUpCalendar,
  escapeText,
  followUpFilename,
  followUpSummary,
  foldLine,
  formatUtcDateTime,
  parseDay,
  type FollowUpEvent,
} from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Undoes folding (§3.1): a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const event: FollowUpEvent = {
  applicationId: '7f1c',
  on: '2026-12-01',
  jobTitle: 'Staff Engineer',
  company: 'Acme',
  applicationUrl: 'https://app.example/applications/7f1c',
  uidDomain: 'app.example',
  now: new Date('2026-11-23T14:05:09.123Z'),
};

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('writes every kind of line break as \\n', () => {
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes the backslash before adding its own', () => {
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });

  it('leaves colons and quotes alone', () => {
    expect(escapeText('Follow up: "Acme"')).toBe('Follow up: "Acme"');
  });
});

describe('foldLine', () => {
  it('keeps a line of exactly 75 octets whole', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a 76-octet line after 75 octets', () => {
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts the leading space of continuation lines', () => {
    const folded = foldLine('y'.repeat(300));
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(octets(line)).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe('y'.repeat(300));
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(50)}${'😀'.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('dates', () => {
  it('reads a calendar day', () => {
    expect(parseDay('2026-12-01')).toEqual({ year: 2026, month: 12, date: 1 });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-5', '01/12/2026', '', '2026-12-01T00:00'])(
    'refuses %j',
    (day) => {
      expect(() => parseDay(day)).toThrow(RangeError);
    },
  );

  it('ends an all-day event on the next day', () => {
    expect(allDayRange('2026-12-01')).toEqual({ start: '20261201', end: '20261202' });
  });

  it('rolls the end over a month', () => {
    expect(allDayRange('2026-04-30')).toEqual({ start: '20260430', end: '20260501' });
  });

  it('rolls the end over a year', () => {
    expect(allDayRange('2026-12-31')).toEqual({ start: '20261231', end: '20270101' });
  });

  it('knows leap days', () => {
    expect(allDayRange('2028-02-28').end).toBe('20280229');
    expect(allDayRange('2028-02-29').end).toBe('20280301');
    expect(allDayRange('2027-02-28').end).toBe('20270301');
  });

  it('writes DTSTAMP in UTC without milliseconds', () => {
    expect(formatUtcDateTime(new Date('2026-01-02T03:04:05.678+02:00'))).toBe('20260102T010405Z');
  });

  it('refuses an invalid instant', () => {
    expect(() => formatUtcDateTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('followUpSummary', () => {
  it('names the job and the company', () => {
    expect(followUpSummary('Staff Engineer', 'Acme')).toBe('Follow up: Staff Engineer at Acme');
  });

  it('leaves out a missing or blank company', () => {
    expect(followUpSummary('Staff Engineer', null)).toBe('Follow up: Staff Engineer');
    expect(followUpSummary('Staff Engineer', '  ')).toBe('Follow up: Staff Engineer');
  });
});

describe('buildFollowUpCalendar', () => {
  const calendar = buildFollowUpCalendar(event);
  const lines = unfold(calendar).split('\r\n');

  it('ends every line, the last included, with CRLF and has no bare LF', () => {
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes one VCALENDAR with one all-day VEVENT', () => {
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Resume Agent//Follow-ups//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:application-7f1c-follow-up@app.example',
      'DTSTAMP:20261123T140509Z',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261202',
      'SUMMARY:Follow up: Staff Engineer at Acme',
      'DESCRIPTION:Follow up: Staff Engineer at Acme.\\nYour application: https://app.example/applications/7f1c',
      'URL:https://app.example/applications/7f1c',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds long lines to at most 75 octets', () => {
    const long = buildFollowUpCalendar({
      ...event,
      jobTitle: 'Senior Principal Distinguished Staff Software Engineer, Platform; Payments',
      company: 'Ünïcødé Corporation, Inc.',
    });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(
      'SUMMARY:Follow up: Senior Principal Distinguished Staff Software Engineer\\, Platform\\; Payments at Ünïcødé Corporation\\, Inc.',
    );
  });

  it('escapes line breaks in a job title, so they cannot start a new property', () => {
    const sneaky = buildFollowUpCalendar({ ...event, jobTitle: 'Dev\nEND:VEVENT' });
    expect(
      unfold(sneaky)
        .split('\r\n')
        .filter((line) => line === 'END:VEVENT'),
    ).toHaveLength(1);
  });

  it('refuses a URL with whitespace', () => {
    expect(() =>
      buildFollowUpCalendar({ ...event, applicationUrl: 'https://x\r\nATTACH:evil' }),
    ).toThrow(RangeError);
  });

  it('refuses an invalid day', () => {
    expect(() => buildFollowUpCalendar({ ...event, on: '2026-11-31' })).toThrow(RangeError);
  });

  it('gives the same UID for the same application, whenever it is written', () => {
    const later = buildFollowUpCalendar({ ...event, on: '2027-01-05', now: new Date() });
    const uid = (text: string) =>
      unfold(text)
        .split('\r\n')
        .find((l) => l.startsWith('UID:'));
    expect(uid(later)).toBe(uid(calendar));
  });
});

describe('followUpFilename', () => {
  it('slugs the title and company', () => {
    expect(followUpFilename('Staff Engineer', 'Acme, Inc.')).toBe(
      'follow-up-staff-engineer-acme-inc.ics',
    );
  });

  it('drops accents and symbols, and copes with nothing left', () => {
    expect(followUpFilename('Développeur·euse', null)).toBe('follow-up-developpeur-euse.ics');
    expect(followUpFilename('???', null)).toBe('follow-up.ics');
  });

  it('keeps names short', () => {
    expect(followUpFilename('a'.repeat(200), 'b').length).toBeLessThanOrEqual(
      'follow-up-'.length + 60 + '.ics'.length,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type CalendarEvent, escapeText, foldLine, writeCalendar } from './icalendar.js';

const EVENT: CalendarEvent = {
  uid: 'follow-up-1@resume-agent',
  when: { day: '2026-12-31' },
  summary: 'Follow up: Engineer, Platform; Berlin',
  description: 'First line\nSecond line',
  url: 'https://app.example/applications/1?a=1,2',
};

const NOW = new Date('2026-11-30T09:05:07.123Z');

/** The document's content lines, unfolded (RFC 5545 3.1). */
function unfolded(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

describe('escapeText', () => {
  it('escapes what TEXT values must and drops control characters but tab', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0000\u0007\u001b\u007f!')).toBe('tab\there!');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds the 76th onto a continuation', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets and never splits a character', () => {
    const line = `SUMMARY:${'Zürich 東京 🚀 '.repeat(30)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // A split surrogate pair or UTF-8 sequence would not survive a round trip.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar({
    name: 'Resume Agent',
    description: 'Follow-ups, last days to apply',
    refreshInterval: 'PT1H',
    events: [EVENT],
    now: NOW,
  });
  const lines = unfolded(text);

  it('writes one calendar with CRLF line ends, ending in one', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Resume Agent');
    expect(lines).toContain('DESCRIPTION:Follow-ups\\, last days to apply');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });

  it('writes an all-day event that ends the next day, across a year end', () => {
    const start = lines.indexOf('BEGIN:VEVENT');
    const event = lines.slice(start, lines.indexOf('END:VEVENT') + 1);
    expect(event).toEqual(
      expect.arrayContaining([
        'UID:follow-up-1@resume-agent',
        'DTSTAMP:20261130T090507Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:Follow up: Engineer\\, Platform\\; Berlin',
        'DESCRIPTION:First line\\nSecond line',
        'URL:https://app.example/applications/1?a=1,2',
        'TRANSP:TRANSPARENT',
        'TRIGGER:PT9H',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(1);
  });

  it('writes a timed event in UTC, busy, with its place and a reminder an hour before', () => {
    const timed = unfolded(
      writeCalendar({
        name: 'R',
        description: 'D',
        refreshInterval: 'PT1H',
        events: [
          {
            ...EVENT,
            uid: 'interview-1@resume-agent',
            when: {
              start: new Date('2026-12-03T13:00:00.000Z'),
              end: new Date('2026-12-03T13:45:00.000Z'),
            },
            location: 'Room 4, Main St. 1; Berlin',
          },
        ],
        now: NOW,
      }),
    );
    expect(timed).toEqual(
      expect.arrayContaining([
        'DTSTART:20261203T130000Z',
        'DTEND:20261203T134500Z',
        'TRANSP:OPAQUE',
        'LOCATION:Room 4\\, Main St. 1\\; Berlin',
        'TRIGGER:-PT1H',
      ]),
    );
    expect(timed.filter((line) => line.startsWith('DTSTART'))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(false);
  });

  it('writes a calendar without events, and refuses a day that is not YYYY-MM-DD', () => {
    const empty = unfolded(
      writeCalendar({ name: 'R', description: 'D', refreshInterval: 'PT1H', events: [], now: NOW }),
    );
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.at(-2)).toBe('END:VCALENDAR');
    expect(() =>
      writeCalendar({
        name: 'R',
        description: 'D',
        refreshInterval: 'PT1H',
        events: [{ ...EVENT, when: { day: '31.12.2026' } }],
        now: NOW,
      }),
    ).toThrow(/YYYY-MM-DD/);
  });
});

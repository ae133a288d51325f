import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  eventsIn,
  unfoldedLines as unfolded,
  writeCalendar,
} from './icalendar.js';

const NOW = new Date('2026-11-30T09:05:07.123Z');

const DAY_EVENT: CalendarEvent = {
  uid: 'follow-up-1@resume-agent',
  when: { day: '2026-12-31' },
  summary: 'Follow up: Engineer, Platform; Berlin',
  description: 'First line\nSecond line',
  url: 'https://app.example/applications/1?a=1,2',
  reminder: 'PT9H',
};

const TIMED_EVENT: CalendarEvent = {
  uid: 'interview-1@resume-agent',
  when: {
    start: new Date('2026-12-03T13:00:00.000Z'),
    end: new Date('2026-12-03T13:45:00.000Z'),
  },
  summary: 'Technical interview',
  location: 'Room 4, Main St. 1; Berlin',
  reminder: '-PT1H',
};

describe('unfoldedLines and eventsIn', () => {
  it('join folded lines and read the events back as their lines', () => {
    const text =
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:a\r\n b\r\n\tc\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(unfolded(text)).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'SUMMARY:abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(eventsIn(text)).toEqual([['SUMMARY:abc']]);
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar({
    productId: '-//Resume Agent//Test//EN',
    name: 'Resume Agent',
    description: 'Follow-ups, last days to apply',
    refreshInterval: 'PT1H',
    events: [DAY_EVENT, TIMED_EVENT],
    now: NOW,
  });
  const lines = unfolded(text);
  const [day, timed] = eventsIn(text);

  it('writes one calendar with CRLF line ends, the last included', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Resume Agent//Test//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'NAME:Resume Agent',
        'X-WR-CALNAME:Resume Agent',
        'DESCRIPTION:Follow-ups\\, last days to apply',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
      ]),
    );
  });

  it('writes an all-day event that ends the next day and leaves the person free', () => {
    expect(day).toEqual([
      'UID:follow-up-1@resume-agent',
      'DTSTAMP:20261130T090507Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Follow up: Engineer\\, Platform\\; Berlin',
      'DESCRIPTION:First line\\nSecond line',
      'URL:https://app.example/applications/1?a=1,2',
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Follow up: Engineer\\, Platform\\; Berlin',
      'TRIGGER:PT9H',
      'END:VALARM',
    ]);
  });

  it('writes a timed event in UTC, busy, with its place, and leaves out what it lacks', () => {
    expect(timed).toEqual([
      'UID:interview-1@resume-agent',
      'DTSTAMP:20261130T090507Z',
      'DTSTART:20261203T130000Z',
      'DTEND:20261203T134500Z',
      'SUMMARY:Technical interview',
      'LOCATION:Room 4\\, Main St. 1\\; Berlin',
      'TRANSP:OPAQUE',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Technical interview',
      'TRIGGER:-PT1H',
      'END:VALARM',
    ]);
  });

  it('writes a bare calendar: no name, no events', () => {
    expect(unfolded(writeCalendar({ productId: '-//R//R//EN', events: [], now: NOW }))).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//R//R//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('keeps a line break in a value from starting a property of its own', () => {
    const sneaky = unfolded(
      writeCalendar({
        productId: '-//R//R//EN',
        events: [{ ...DAY_EVENT, summary: 'Dev\nEND:VEVENT\r\nBEGIN:VEVENT' }],
        now: NOW,
      }),
    );
    expect(sneaky.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(sneaky.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('refuses what it cannot write truly', () => {
    const write = (event: CalendarEvent, refreshInterval?: string) =>
      writeCalendar({
        productId: '-//R//R//EN',
        events: [event],
        now: NOW,
        ...(refreshInterval === undefined ? {} : { refreshInterval }),
      });
    expect(() => write({ ...DAY_EVENT, when: { day: '31.12.2026' } })).toThrow(RangeError);
    expect(() => write({ ...DAY_EVENT, when: { day: '2026-11-31' } })).toThrow(RangeError);
    expect(() => write({ ...DAY_EVENT, url: 'https://x\r\nATTACH:evil' })).toThrow(RangeError);
    expect(() => write({ ...DAY_EVENT, reminder: '1 hour before' })).toThrow(RangeError);
    expect(() => write({ ...DAY_EVENT, reminder: 'PT' })).toThrow(RangeError);
    expect(() => write(DAY_EVENT, 'hourly')).toThrow(RangeError);
    expect(() =>
      write({
        ...TIMED_EVENT,
        when: { start: new Date('2026-12-03T14:00:00Z'), end: new Date('2026-12-03T13:00:00Z') },
      }),
    ).toThrow(RangeError);
  });
});

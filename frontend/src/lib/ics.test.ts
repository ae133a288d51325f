import { describe, expect, it } from 'vitest';
import {
  buildFollowUpCalendar,
  buildInterviewCalendar,
  followUpFilename,
  followUpSummary,
  interviewFilename,
  interviewSummary,
  type FollowUpEvent,
  type InterviewEvent,
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
  now: new Date('2026-11-23T14:05:09.123Z'),
};

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
      'UID:follow-up-7f1c@resume-agent',
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

describe('buildInterviewCalendar', () => {
  const interview: InterviewEvent = {
    interviewId: '9a2b',
    startsAt: '2026-12-03T13:00:00.000Z',
    durationMinutes: 45,
    title: 'Technical interview',
    location: 'https://meet.example.com/abc',
    notes: 'Bring the system design notes.\nAsk about on-call.',
    jobTitle: 'Staff Engineer',
    company: 'Acme',
    applicationUrl: 'https://app.example/applications/7f1c',
    now: new Date('2026-11-23T14:05:09.123Z'),
  };

  it('writes one timed event, busy, with its place, notes and a reminder an hour before', () => {
    const lines = unfold(buildInterviewCalendar(interview)).split('\r\n');
    expect(lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1)).toEqual([
      'BEGIN:VEVENT',
      'UID:interview-9a2b@resume-agent',
      'DTSTAMP:20261123T140509Z',
      'DTSTART:20261203T130000Z',
      'DTEND:20261203T134500Z',
      'SUMMARY:Technical interview: Staff Engineer at Acme',
      'LOCATION:https://meet.example.com/abc',
      'DESCRIPTION:Bring the system design notes.\\nAsk about on-call.\\n\\nYour application: https://app.example/applications/7f1c',
      'URL:https://app.example/applications/7f1c',
      'TRANSP:OPAQUE',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Technical interview: Staff Engineer at Acme',
      'TRIGGER:-PT1H',
      'END:VALARM',
      'END:VEVENT',
    ]);
  });

  it('names an untitled interview and leaves out what is missing', () => {
    const bare = unfold(
      buildInterviewCalendar({ ...interview, title: null, location: null, notes: null }),
    ).split('\r\n');
    expect(bare).toContain('SUMMARY:Interview: Staff Engineer at Acme');
    expect(bare).toContain('DESCRIPTION:Your application: https://app.example/applications/7f1c');
    expect(bare.some((line) => line.startsWith('LOCATION:'))).toBe(false);
  });

  it('refuses a start that is not an instant', () => {
    expect(() => buildInterviewCalendar({ ...interview, startsAt: 'tomorrow' })).toThrow(
      RangeError,
    );
  });

  it('has a summary and a file name of its own', () => {
    expect(interviewSummary('  ', 'Staff Engineer', null)).toBe('Interview: Staff Engineer');
    expect(interviewFilename('Staff Engineer', 'Acme, Inc.')).toBe(
      'interview-staff-engineer-acme-inc.ics',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { ReminderDigest } from './reminder-digest.js';
import { sendingHourText, writeReminderEmail } from './reminder-email-text.js';

const LINKS = {
  appOrigin: 'https://app.example',
  unsubscribe: 'https://app.example/unsubscribe#token=t',
};
const READER = { displayName: null, hour: 7, timeZone: 'Europe/Berlin', hour12: false };

const EMPTY: ReminderDigest = {
  day: '2026-11-30',
  interviews: [],
  followUps: [],
  tasks: [],
  applyBy: [],
  answerBy: [],
  quiet: [],
};

describe('writeReminderEmail', () => {
  it('lists each kind under its heading, with its link, in the order they call for action', () => {
    const { subject, text } = writeReminderEmail(
      {
        ...EMPTY,
        interviews: [
          {
            applicationId: 'a1',
            name: null,
            title: 'Staff Engineer',
            company: 'Acme',
            startsAt: '2026-11-30T13:30:00.000Z',
            durationMinutes: 60,
            location: null,
            day: '2026-11-30',
          },
        ],
        followUps: [
          { id: 'a2', day: '2026-11-27', title: 'Data Engineer', company: null },
          { id: 'a3', day: '2026-11-29', title: 'Analyst', company: 'Globex' },
        ],
        tasks: [
          {
            id: 'a2',
            task: 'Send the\nportfolio',
            day: '2026-11-30',
            title: 'Data Engineer',
            company: null,
          },
        ],
        applyBy: [{ id: 'j1', day: '2026-11-30', title: 'Designer', company: 'Initech' }],
        answerBy: [{ id: 'a4', day: '2026-12-02', title: 'Lead', company: 'Umbrella' }],
        quiet: [
          {
            applicationId: 'a5',
            title: 'Platform Engineer',
            company: 'Hooli',
            lastActivityAt: '2026-11-09T10:00:00.000Z',
          },
        ],
      },
      READER,
      LINKS,
    );
    expect(subject).toBe(
      'Your job search today: 1 interview, 2 follow-ups, 1 task, 1 last day to apply, 1 offer to answer, 1 gone quiet',
    );
    expect(text).toBe(
      [
        'Hello,',
        '',
        'Here is your job search for Monday, November 30.',
        '',
        'Interviews',
        '----------',
        // 13:30 UTC is 14:30 in Berlin, on a 24-hour clock.
        '- Today at 14:30 (60 min): Interview for Staff Engineer at Acme',
        '  https://app.example/applications/a1',
        '',
        'Follow up',
        '---------',
        '- Data Engineer: 3 days overdue (due Nov 27)',
        '  https://app.example/applications/a2',
        '- Analyst at Globex: 1 day overdue (due Nov 29)',
        '  https://app.example/applications/a3',
        '',
        'Tasks',
        '-----',
        // A title written on two lines reads as one.
        '- Send the portfolio (Data Engineer): due today',
        '  https://app.example/applications/a2',
        '',
        'Last day to apply',
        '-----------------',
        '- Designer at Initech: today',
        '  https://app.example/jobs/j1',
        '',
        'Offers to answer',
        '----------------',
        '- Lead at Umbrella: by Wednesday, December 2',
        '  https://app.example/applications/a4',
        '',
        'Gone quiet (no news for 14 days or more)',
        '----------------------------------------',
        '- Platform Engineer at Hooli: nothing since Nov 9 (21 days)',
        '  https://app.example/applications/a5',
        '',
        'Everything else is on your dashboard: https://app.example/dashboard',
        '',
        '-- ',
        'This e-mail comes at 07:00 (Europe/Berlin) on the days something is due.',
        'Change when it comes: https://app.example/settings#reminder-email',
        'Stop these e-mails: https://app.example/unsubscribe#token=t',
        '',
      ].join('\n'),
    );
  });

  it('keeps what people wrote on one line, so that it cannot pass for a line of its own', () => {
    const { text } = writeReminderEmail(
      {
        ...EMPTY,
        applyBy: [
          {
            id: 'j1',
            day: '2026-12-01',
            title: 'Engineer\n- Fake line: today\r\n  https://evil.example',
            company: 'Acme\u0000\u0007',
          },
        ],
      },
      { ...READER, displayName: 'Dana\nBrooks' },
      LINKS,
    );
    expect(text).toContain('Hello Dana Brooks,');
    expect(text).toContain(
      '- Engineer - Fake line: today https://evil.example at Acme: tomorrow\n',
    );
    expect(text).not.toMatch(/^- Fake line/m);
  });

  it('says when nothing is due, and why it came, when it was asked for', () => {
    const { subject, text } = writeReminderEmail(
      EMPTY,
      { ...READER, hour: 0, hour12: true },
      LINKS,
      { asked: true },
    );
    expect(subject).toBe('Your job search today: nothing due');
    expect(text).toContain(
      'Here is your job search for Monday, November 30, as you asked. This e-mail comes at 12:00 AM (Europe/Berlin) on the days something is due.',
    );
    expect(text).toContain('Nothing is due today');
  });
});

describe('sendingHourText', () => {
  it('writes the hour on either clock', () => {
    expect(sendingHourText({ hour: 0, hour12: true })).toBe('12:00 AM');
    expect(sendingHourText({ hour: 8, hour12: true })).toBe('8:00 AM');
    expect(sendingHourText({ hour: 12, hour12: true })).toBe('12:00 PM');
    expect(sendingHourText({ hour: 23, hour12: true })).toBe('11:00 PM');
    expect(sendingHourText({ hour: 8, hour12: false })).toBe('08:00');
    expect(sendingHourText({ hour: 23, hour12: false })).toBe('23:00');
  });
});

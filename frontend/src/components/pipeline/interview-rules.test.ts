import { describe, expect, it } from 'vitest';
import type { ApplicationInterviewFragment } from '@/gql/graphql';
import {
  checkInterview,
  durationChoices,
  interviewDraft,
  interviewUpdate,
  isDraftChanged,
  refusedInterviewField,
  scheduleInput,
  type InterviewDraft,
} from './interview-rules';

const BERLIN = { timeZone: 'Europe/Berlin' };
const NOW = new Date('2026-12-01T10:00:00Z');

const INTERVIEW: ApplicationInterviewFragment = {
  id: 'interview-1',
  startsAt: '2026-12-03T13:00:00.000Z',
  durationMinutes: 45,
  title: 'Technical interview',
  location: 'https://meet.example.com/abc',
  notes: null,
};

function draft(changes: Partial<InterviewDraft> = {}): InterviewDraft {
  return {
    date: '2026-12-03',
    time: '14:00',
    durationMinutes: '45',
    title: '',
    location: '',
    notes: '',
    ...changes,
  };
}

describe('checkInterview', () => {
  const check = (changes: Partial<InterviewDraft>) =>
    checkInterview(draft(changes), { ...BERLIN, now: NOW });

  it('takes a day and a time with nothing else', () => {
    expect(check({})).toEqual({});
  });

  it('asks for the day and the time it starts', () => {
    expect(check({ date: '', time: '' })).toEqual({
      startsAt: 'Enter the day and the time it starts.',
    });
    expect(check({ date: '' })).toEqual({ startsAt: 'Enter the day.' });
    expect(check({ time: '' })).toEqual({ startsAt: 'Enter the time it starts.' });
    expect(check({ date: '2026-02-30' }).startsAt).toBe(
      'Enter a day as YYYY-MM-DD and a time as HH:MM.',
    );
  });

  it('refuses days before 2000 or more than five years ahead, as the server would', () => {
    expect(check({ date: '1999-12-31' }).startsAt).toMatch(/^Enter a day from 2000/);
    expect(check({ date: '2031-12-02' }).startsAt).toMatch(/^Enter a day from 2000/);
    expect(check({ date: '2031-11-30' })).toEqual({});
  });

  it('says which text is too long', () => {
    expect(
      check({ title: 'x'.repeat(201), location: 'y'.repeat(501), notes: 'z'.repeat(5001) }),
    ).toEqual({
      title: 'A title has at most 200 characters.',
      location: 'The place has at most 500 characters.',
      notes: 'Notes have at most 5,000 characters.',
    });
    expect(check({ title: `  ${'x'.repeat(200)}  ` })).toEqual({});
  });
});

describe('scheduleInput', () => {
  it('sends the instant of the person’s day and time, and empty texts as null', () => {
    expect(
      scheduleInput(
        'application-1',
        draft({ title: ' Technical interview ', location: '  ', notes: 'Bring the portfolio' }),
        BERLIN,
      ),
    ).toEqual({
      applicationId: 'application-1',
      startsAt: '2026-12-03T13:00:00.000Z',
      durationMinutes: 45,
      title: 'Technical interview',
      location: null,
      notes: 'Bring the portfolio',
    });
  });
});

describe('interviewDraft', () => {
  it('fills the form with the interview on the person’s clock', () => {
    expect(interviewDraft(INTERVIEW, BERLIN)).toEqual({
      date: '2026-12-03',
      time: '14:00',
      durationMinutes: '45',
      title: 'Technical interview',
      location: 'https://meet.example.com/abc',
      notes: '',
    });
    expect(interviewDraft(INTERVIEW, { timeZone: 'America/New_York' }).time).toBe('08:00');
  });

  it('starts a new one empty, an hour long', () => {
    expect(interviewDraft(null)).toEqual({
      date: '',
      time: '',
      durationMinutes: '60',
      title: '',
      location: '',
      notes: '',
    });
  });
});

describe('interviewUpdate', () => {
  const stored = () => interviewDraft(INTERVIEW, BERLIN);

  it('is null when nothing changed', () => {
    expect(interviewUpdate(INTERVIEW, stored(), BERLIN)).toBeNull();
    expect(
      interviewUpdate(INTERVIEW, { ...stored(), title: ' Technical interview ' }, BERLIN),
    ).toBe(null);
  });

  it('sends only what changed, and null for a text emptied', () => {
    expect(
      interviewUpdate(INTERVIEW, { ...stored(), time: '15:30', location: '' }, BERLIN),
    ).toEqual({ id: 'interview-1', startsAt: '2026-12-03T14:30:00.000Z', location: null });
    expect(interviewUpdate(INTERVIEW, { ...stored(), durationMinutes: '90' }, BERLIN)).toEqual({
      id: 'interview-1',
      durationMinutes: 90,
    });
  });

  it('keeps an instant stored with seconds when the time was not touched', () => {
    const withSeconds = { ...INTERVIEW, startsAt: '2026-12-03T13:00:30.000Z' };
    expect(
      interviewUpdate(withSeconds, { ...interviewDraft(withSeconds, BERLIN), notes: 'Hi' }, BERLIN),
    ).toEqual({ id: 'interview-1', notes: 'Hi' });
  });
});

describe('isDraftChanged', () => {
  it('sees typing, not whitespace around it', () => {
    expect(isDraftChanged(draft(), draft({ title: '  ' }))).toBe(false);
    expect(isDraftChanged(draft(), draft({ time: '14:30' }))).toBe(true);
  });
});

describe('durationChoices', () => {
  it('offers the usual lengths, and an interview’s own among them', () => {
    expect(durationChoices(60)).toEqual([15, 30, 45, 60, 90, 120, 180]);
    expect(durationChoices(50)).toEqual([15, 30, 45, 50, 60, 90, 120, 180]);
    expect(durationChoices(480)).toEqual([15, 30, 45, 60, 90, 120, 180, 480]);
  });
});

describe('refusedInterviewField', () => {
  it('names the field a refusal is about', () => {
    for (const field of ['startsAt', 'durationMinutes', 'title', 'location', 'notes'])
      expect(
        refusedInterviewField({ code: 'VALIDATION_FAILED', message: 'No', details: { field } }),
      ).toBe(field);
  });

  it('names none for other problems, fields the form has not, or details of another shape', () => {
    for (const problem of [
      { code: 'NOT_FOUND', message: 'No', details: { field: 'title' } },
      { code: 'VALIDATION_FAILED', message: 'No', details: { field: 'applicationId' } },
      { code: 'VALIDATION_FAILED', message: 'No', details: 'title' },
      { code: 'VALIDATION_FAILED', message: 'No' },
    ])
      expect(refusedInterviewField(problem)).toBeUndefined();
  });
});

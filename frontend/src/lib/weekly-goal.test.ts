import { describe, expect, it } from 'vitest';
import {
  GOAL_OUT_OF_RANGE,
  goalSavedAnnouncement,
  readGoal,
  refusedGoalMessage,
  weekOfLabel,
  weeklySummary,
  weekZoneNote,
} from './weekly-goal';

describe('readGoal', () => {
  it('takes whole numbers from 1 to 100, spaces around them not counted', () => {
    expect(readGoal('1')).toEqual({ goal: 1 });
    expect(readGoal(' 5 ')).toEqual({ goal: 5 });
    expect(readGoal('100')).toEqual({ goal: 100 });
    expect(readGoal('007')).toEqual({ goal: 7 });
  });

  it('reads an empty field as no goal', () => {
    expect(readGoal('')).toEqual({ goal: null });
    expect(readGoal('   ')).toEqual({ goal: null });
  });

  it('refuses anything else with the server’s words', () => {
    for (const text of ['0', '101', '-3', '+3', '1.5', '1e2', 'five', '5 a week', '٥'])
      expect(readGoal(text), text).toEqual({ error: GOAL_OUT_OF_RANGE });
    expect(GOAL_OUT_OF_RANGE).toBe(
      'The goal is a whole number of applications from 1 to 100 a week.',
    );
  });
});

describe('refusedGoalMessage', () => {
  const message = 'The goal is a whole number of applications from 1 to 100 a week';

  it('is the server’s refusal of the goal, as a sentence', () => {
    expect(
      refusedGoalMessage({ code: 'VALIDATION_FAILED', message, details: { field: 'goal' } }),
    ).toBe(`${message}.`);
  });

  it('is undefined for any other problem', () => {
    expect(
      refusedGoalMessage({ code: 'VALIDATION_FAILED', message, details: { field: 'timeZone' } }),
    ).toBeUndefined();
    expect(refusedGoalMessage({ code: 'VALIDATION_FAILED', message })).toBeUndefined();
    expect(refusedGoalMessage({ code: 'NETWORK_ERROR', message: 'Offline' })).toBeUndefined();
  });
});

describe('goalSavedAnnouncement', () => {
  it('says what the goal now is', () => {
    expect(goalSavedAnnouncement(5)).toBe('Weekly goal saved: 5 applications a week.');
    expect(goalSavedAnnouncement(1)).toBe('Weekly goal saved: 1 application a week.');
    expect(goalSavedAnnouncement(null)).toBe('Weekly goal cleared.');
  });
});

describe('weeklySummary', () => {
  it('counts against the goal, the bar filling as applications go out', () => {
    expect(weeklySummary({ sent: 3, goal: 5 })).toEqual({
      headline: '3 of 5 applications sent',
      percent: 60,
      value: 3,
      isMet: false,
    });
    expect(weeklySummary({ sent: 0, goal: 1 })).toMatchObject({
      headline: '0 of 1 application sent',
      percent: 0,
    });
  });

  it('reads full only once the goal is met', () => {
    expect(weeklySummary({ sent: 199, goal: 200 }).percent).toBe(99);
    expect(weeklySummary({ sent: 2, goal: 2 })).toEqual({
      headline: '2 of 2 applications sent',
      percent: 100,
      value: 2,
      isMet: true,
    });
  });

  it('keeps the bar’s value within the goal when more were sent, and says how many', () => {
    expect(weeklySummary({ sent: 7, goal: 5 })).toEqual({
      headline: '7 of 5 applications sent',
      percent: 100,
      value: 5,
      isMet: true,
    });
  });

  it('counts the week’s applications without a goal', () => {
    expect(weeklySummary({ sent: 2, goal: null })).toEqual({
      headline: '2 applications sent this week',
      percent: null,
      value: 2,
      isMet: false,
    });
    expect(weeklySummary({ sent: 1, goal: null }).headline).toBe('1 application sent this week');
    expect(weeklySummary({ sent: 0, goal: null }).headline).toBe(
      'No applications sent yet this week',
    );
  });
});

describe('weekOfLabel', () => {
  it('names the week by its Monday', () => {
    expect(weekOfLabel('2026-11-30')).toBe('Week of Mon, Nov 30');
    expect(weekOfLabel('2026-12-28')).toBe('Week of Mon, Dec 28');
  });

  it('writes the weekday as Intl does in English', () => {
    const intl = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' });
    for (let date = 1; date <= 7; date += 1) {
      const day = `2026-06-0${String(date)}`;
      expect(weekOfLabel(day)).toMatch(new RegExp(`^Week of ${intl.format(Date.parse(day))}, `));
    }
  });

  it('shows anything else as given', () => {
    expect(weekOfLabel('soon')).toBe('soon');
    expect(weekOfLabel('2026-13-45')).toBe('2026-13-45');
  });
});

describe('weekZoneNote', () => {
  it('says nothing when the week was counted on the browser’s own zone, or it named none', () => {
    expect(weekZoneNote('Europe/Berlin', 'Europe/Berlin')).toBeNull();
    expect(weekZoneNote('UTC', undefined)).toBeNull();
  });

  it('names both zones when the server fell back to UTC', () => {
    expect(weekZoneNote('UTC', 'America/Ciudad_Juarez')).toBe(
      'Counted on UTC time: the server does not know your time zone, America/Ciudad_Juarez',
    );
  });
});

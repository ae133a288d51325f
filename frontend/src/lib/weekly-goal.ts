/**
 * The weekly application goal (`User.weeklyApplicationGoal`) and this week's progress against it
 * (`Query.weeklyProgress`): the rule the settings field checks before asking the server, and the
 * words and the bar of the dashboard's "This week" card. No React, no Apollo.
 */
import { formatShortDay } from './dates';
import type { OperationProblem } from './graphql-errors';
import { refusedFieldOf } from './refused-field';

/** The goals the server takes (backend/src/goals/weekly-progress.ts, WEEKLY_GOAL). */
export const WEEKLY_GOAL = { min: 1, max: 100 } as const;

/** The server's own words for a goal out of range, as a sentence. */
export const GOAL_OUT_OF_RANGE = `The goal is a whole number of applications from ${WEEKLY_GOAL.min} to ${WEEKLY_GOAL.max} a week.`;

/** Where the settings page shows the goal: the dashboard's card links there. */
export const WEEKLY_GOAL_HREF = '/settings#weekly-goal';

export type GoalEntry = { goal: number | null; error?: undefined } | { error: string };

/**
 * What the settings field holds, as the mutation's argument: a whole number from 1 to 100, or
 * null when it is left empty (no goal). Anything else is refused with the server's words.
 */
export function readGoal(text: string): GoalEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { goal: null };
  // Digits only: "1.5", "1e2", "-3" and "+3" are not a count of applications.
  if (!/^\d+$/.test(trimmed)) return { error: GOAL_OUT_OF_RANGE };
  const goal = Number(trimmed);
  return goal >= WEEKLY_GOAL.min && goal <= WEEKLY_GOAL.max
    ? { goal }
    : { error: GOAL_OUT_OF_RANGE };
}

/** The server's refusal of the goal itself (VALIDATION_FAILED on `goal`), for the field to say. */
export function refusedGoalMessage(problem: OperationProblem): string | undefined {
  if (refusedFieldOf(problem, ['goal']) === undefined) return undefined;
  const text = problem.message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function applications(count: number): string {
  return count === 1 ? 'application' : 'applications';
}

/** What is announced once the goal is saved. */
export function goalSavedAnnouncement(goal: number | null): string {
  return goal === null
    ? 'Weekly goal cleared.'
    : `Weekly goal saved: ${String(goal)} ${applications(goal)} a week.`;
}

export interface WeeklySummary {
  /** "3 of 5 applications sent"; without a goal "2 applications sent this week". */
  headline: string;
  /** How full the bar is, 0 to 100, at 100 only once the goal is met; null without a goal. */
  percent: number | null;
  /** The progress bar's value, which may not pass its maximum (the goal). */
  value: number;
  isMet: boolean;
}

/** This week's applications sent, against the goal when there is one. */
export function weeklySummary({
  sent,
  goal,
}: {
  sent: number;
  goal: number | null;
}): WeeklySummary {
  if (goal === null || goal <= 0) {
    return {
      headline:
        sent === 0
          ? 'No applications sent yet this week'
          : `${String(sent)} ${applications(sent)} sent this week`,
      percent: null,
      value: sent,
      isMet: false,
    };
  }
  const isMet = sent >= goal;
  return {
    headline: `${String(sent)} of ${String(goal)} ${applications(goal)} sent`,
    // Rounded down: the bar reads full only when the goal is met, never at 199 of 200.
    percent: isMet ? 100 : Math.floor((sent * 100) / goal),
    value: Math.min(sent, goal),
    isMet,
  };
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * "Week of Mon, Nov 30", from the week's first day (YYYY-MM-DD). By hand, like formatShortDay:
 * no Intl.DateTimeFormat on the dashboard's first paint of data (dates.ts says why).
 */
export function weekOfLabel(weekStartsOn: string): string {
  const time = Date.parse(`${weekStartsOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(weekStartsOn) || Number.isNaN(time)) return weekStartsOn;
  const weekday = WEEKDAY_NAMES[new Date(time).getUTCDay()] ?? '';
  return `Week of ${weekday}, ${formatShortDay(weekStartsOn)}`;
}

/**
 * Why the week is counted on another clock than the browser's: the server answers the zone it
 * counted on, UTC for a zone its own time-zone data does not know (or when the browser named
 * none). Null when they agree.
 */
export function weekZoneNote(countedOn: string, asked: string | undefined): string | null {
  if (asked === undefined || asked === countedOn) return null;
  return `Counted on ${countedOn} time: the server does not know your time zone, ${asked}`;
}

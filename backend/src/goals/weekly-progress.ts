/**
 * The week's applications against the job seeker's goal: how many were sent (moved to Applied)
 * since Monday on their own calendar. Weeks start on Monday, as ISO 8601 and most calendars
 * outside the US count them.
 */
import type { Database } from '../db/database.js';
import {
  findUserById,
  updateWeeklyApplicationGoal,
  type User,
} from '../accounts/users-repository.js';
import { validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import { dayFormatOf, isKnownTimeZone } from '../http/time-zone.js';
import { addDays } from '../pipeline/application-service.js';

export const WEEKLY_GOAL = { min: 1, max: 100 } as const;

export interface WeeklyProgress {
  /** The Monday the week began, YYYY-MM-DD on the caller's calendar. */
  weekStartsOn: string;
  /** The zone the week was counted on: the one asked for, or UTC for one not known here. */
  timeZone: string;
  sent: number;
  goal: number | null;
}

/** A session whose user is gone (deleted meanwhile): signed out, as everywhere else. */
const signedOut = () => new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');

/** The Monday on or before `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function createWeeklyProgress({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  return {
    async of(userId: string, timeZone: string | null | undefined): Promise<WeeklyProgress> {
      // The progress sits in the dashboard's one query: a zone this server's ICU data does not
      // know (a browser's newer than ours) counts on UTC, and says so, rather than failing it.
      const zone = timeZone != null && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
      const dayOf = dayFormatOf(zone);
      const at = now();
      const weekStartsOn = mondayOf(dayOf.format(at));
      // Eight days back cover a week in any zone; each instant is then put on its own day.
      const [{ rows }, user] = await Promise.all([
        db.query<{ applied_at: string | Date }>(
          'SELECT applied_at FROM applications WHERE user_id = $1 AND applied_at > $2',
          [userId, new Date(at.getTime() - 8 * 86_400_000).toISOString()],
        ),
        findUserById(db, userId),
      ]);
      if (!user) throw signedOut();
      const sent = rows.filter(
        ({ applied_at }) => dayOf.format(new Date(applied_at)) >= weekStartsOn,
      ).length;
      return { weekStartsOn, timeZone: zone, sent, goal: user.weeklyApplicationGoal };
    },

    /** Sets the goal (1 to 100 a week), or clears it with null. */
    async setGoal(userId: string, goal: number | null): Promise<User> {
      if (
        goal !== null &&
        (!Number.isInteger(goal) || goal < WEEKLY_GOAL.min || goal > WEEKLY_GOAL.max)
      )
        throw validationFailed(
          `The goal is a whole number of applications from ${WEEKLY_GOAL.min} to ${WEEKLY_GOAL.max} a week`,
          { field: 'goal' },
        );
      const user = await updateWeeklyApplicationGoal(db, userId, goal);
      if (!user) throw signedOut();
      return user;
    },
  };
}

export type WeeklyProgressService = ReturnType<typeof createWeeklyProgress>;

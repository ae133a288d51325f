/** Data access for the reminder e-mail's settings (`reminder_emails`) and its rounds. */
import type { Queryable } from '../db/database.js';

export interface ReminderEmailRecord {
  userId: string;
  /** 0 to 23, on the clock of timeZone. */
  hour: number;
  timeZone: string;
  hour12: boolean;
  nextSendAt: string;
  lastSentAt: string | null;
}

/** A reminder e-mail whose time has come, with the address it goes to. */
export interface DueReminderEmail extends ReminderEmailRecord {
  email: string;
  displayName: string | null;
}

interface ReminderRow extends Record<string, unknown> {
  user_id: string;
  send_hour: number;
  time_zone: string;
  hour12: boolean;
  next_send_at: string;
  last_sent_at: string | null;
}

const COLUMNS = 'r.user_id, r.send_hour, r.time_zone, r.hour12, r.next_send_at, r.last_sent_at';

function toRecord(row: ReminderRow): ReminderEmailRecord {
  return {
    userId: row.user_id,
    hour: row.send_hour,
    timeZone: row.time_zone,
    hour12: row.hour12,
    nextSendAt: row.next_send_at,
    lastSentAt: row.last_sent_at,
  };
}

export async function findReminderEmail(
  db: Queryable,
  userId: string,
): Promise<ReminderEmailRecord | undefined> {
  const { rows } = await db.query<ReminderRow>(
    `SELECT ${COLUMNS} FROM reminder_emails r WHERE r.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** Turns it on or changes it; undefined when the user is gone (deleted meanwhile). */
export async function saveReminderEmail(
  db: Queryable,
  settings: { userId: string; hour: number; timeZone: string; hour12: boolean; nextSendAt: Date },
): Promise<ReminderEmailRecord | undefined> {
  const { rows } = await db.query<ReminderRow>(
    `INSERT INTO reminder_emails AS r (user_id, send_hour, time_zone, hour12, next_send_at)
     SELECT id, $2, $3, $4, $5 FROM users WHERE id = $1
     ON CONFLICT (user_id) DO UPDATE
       SET send_hour = EXCLUDED.send_hour, time_zone = EXCLUDED.time_zone,
           hour12 = EXCLUDED.hour12, next_send_at = EXCLUDED.next_send_at
     RETURNING ${COLUMNS}`,
    [
      settings.userId,
      settings.hour,
      settings.timeZone,
      settings.hour12,
      settings.nextSendAt.toISOString(),
    ],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

export async function deleteReminderEmail(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM reminder_emails WHERE user_id = $1', [userId]);
  return rowCount > 0;
}

/**
 * Up to `limit` reminder e-mails due at `now` (next_send_at reached), of confirmed addresses,
 * locked for the caller's transaction and skipping those another instance has locked: two
 * instances never take the same one. The caller moves next_send_at on before it commits.
 */
export async function lockDueReminderEmails(
  tx: Queryable,
  query: { now: Date; limit: number },
): Promise<DueReminderEmail[]> {
  const { rows } = await tx.query<ReminderRow & { email: string; display_name: string | null }>(
    `SELECT ${COLUMNS}, u.email, u.display_name
       FROM reminder_emails r JOIN users u ON u.id = r.user_id
      WHERE r.next_send_at <= $1::timestamptz AND u.email_confirmed_at IS NOT NULL
      ORDER BY r.next_send_at, r.user_id LIMIT $2
      FOR UPDATE OF r SKIP LOCKED`,
    [query.now.toISOString(), query.limit],
  );
  return rows.map((row) => ({
    ...toRecord(row),
    email: row.email,
    displayName: row.display_name,
  }));
}

/**
 * Moves a reminder e-mail's next time to `to`: with `from`, only if it is still that instant
 * (neither changed by its owner nor taken by a round meanwhile); without, the caller holds the
 * row's lock.
 */
export async function moveReminderEmailOn(
  db: Queryable,
  change: { userId: string; from?: Date; to: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE reminder_emails SET next_send_at = $3::timestamptz
      WHERE user_id = $1 AND ($2::timestamptz IS NULL OR next_send_at = $2::timestamptz)`,
    [change.userId, change.from?.toISOString() ?? null, change.to.toISOString()],
  );
  return rowCount > 0;
}

/** Notes that one went out (one sent to try it, say), the next time unchanged. */
export async function markReminderEmailSent(
  db: Queryable,
  userId: string,
  sentAt: Date,
): Promise<ReminderEmailRecord | undefined> {
  const { rows } = await db.query<ReminderRow>(
    `UPDATE reminder_emails r SET last_sent_at = $2::timestamptz WHERE r.user_id = $1
     RETURNING ${COLUMNS}`,
    [userId, sentAt.toISOString()],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

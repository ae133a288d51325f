import type { Queryable } from '../db/database.js';

export interface ActiveSession {
  id: string;
  userId: string;
  lastSeenAt: string;
}

interface SessionRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  last_seen_at: string;
}

export async function createSession(
  db: Queryable,
  session: {
    userId: string;
    tokenHash: string;
    ttlHours: number;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<string> {
  // Expiry comes from the database clock, the same clock every later check compares against.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, user_agent, ip)
     VALUES ($1, $2, now() + make_interval(hours => $3::int), $4, $5::inet)
     RETURNING id`,
    [session.userId, session.tokenHash, session.ttlHours, session.userAgent, session.ip],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO sessions returned no row');
  return row.id;
}

/** The session with this token hash, unless it is revoked or expired. */
export async function findActiveSession(
  db: Queryable,
  tokenHash: string,
): Promise<ActiveSession | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, user_id, last_seen_at FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, lastSeenAt: row.last_seen_at } : undefined;
}

export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);
}

export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    id,
  ]);
}

/** Revokes every live session of the user; returns how many it revoked. */
export async function revokeAllSessions(db: Queryable, userId: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [userId],
  );
  return rowCount;
}

/** Revokes every live session of the user but one; returns how many it revoked. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > now()`,
    [userId, keepSessionId],
  );
  return rowCount;
}

/** A signed-in device, as the settings page lists it. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
}

interface SessionSummaryRow extends Record<string, unknown> {
  id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

/**
 * Every sign-in makes a session and a week is long, so the list is bounded rather than
 * paginated: the most recently active are the ones worth reviewing.
 */
export const MAX_LISTED_SESSIONS = 100;

/** The user's sessions that are neither revoked nor expired, most recently active first. */
export async function listLiveSessions(db: Queryable, userId: string): Promise<SessionSummary[]> {
  const { rows } = await db.query<SessionSummaryRow>(
    `SELECT id, created_at, last_seen_at, expires_at, user_agent, host(ip) AS ip FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
     ORDER BY last_seen_at DESC, created_at DESC, id
     LIMIT $2`,
    [userId, MAX_LISTED_SESSIONS],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    ip: row.ip,
  }));
}

/** Revokes one live session of this user; false when the user has no such live session. */
export async function revokeSessionOfUser(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId, userId],
  );
  return rowCount > 0;
}

/** Data access for password reset links: stored as hashes, usable once, until they expire. */
import type { Queryable } from '../db/database.js';

export async function createPasswordReset(
  db: Queryable,
  reset: { userId: string; tokenHash: string; ttlMinutes: number },
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [reset.userId, reset.tokenHash, reset.ttlMinutes],
  );
}

/** The account a link that is neither used nor expired belongs to. */
export async function findUsablePasswordReset(
  db: Queryable,
  tokenHash: string,
): Promise<{ id: string; userId: string; email: string } | undefined> {
  const { rows } = await db.query<{ id: string; user_id: string; email: string }>(
    `SELECT r.id, r.user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, email: row.email } : undefined;
}

/** Claims the link for one password change: false when it was used or expired meanwhile. */
export async function usePasswordReset(
  db: Queryable,
  id: string,
  userId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE password_resets SET used_at = now()
     WHERE id = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()`,
    [id, userId],
  );
  return rowCount > 0;
}

/**
 * Ends the account's open links: once its password or address changed (by a link or in
 * Settings), a link e-mailed before must not undo the one or reach the other.
 */
export async function endOpenPasswordResets(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

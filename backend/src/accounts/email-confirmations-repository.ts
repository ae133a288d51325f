/** Data access for links that confirm an address: stored as hashes, usable once, until they expire. */
import type { Queryable } from '../db/database.js';

export interface PendingEmail {
  email: string;
  sentAt: string;
  expiresAt: string;
}

/** A link for `email`, ending every other open link of the account: only the newest works. */
export async function replaceEmailConfirmation(
  db: Queryable,
  link: { userId: string; email: string; tokenHash: string; ttlMinutes: number },
): Promise<PendingEmail> {
  await endOpenEmailConfirmations(db, link.userId);
  const { rows } = await db.query<{ email: string; created_at: string; expires_at: string }>(
    `INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))
     RETURNING email, created_at, expires_at`,
    [link.userId, link.email, link.tokenHash, link.ttlMinutes],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { email: row.email, sentAt: row.created_at, expiresAt: row.expires_at };
}

/** The newest working link to an address other than the account's: a change that waits. */
export async function findPendingEmailChange(
  db: Queryable,
  userId: string,
): Promise<PendingEmail | undefined> {
  const { rows } = await db.query<{ email: string; created_at: string; expires_at: string }>(
    `SELECT c.email, c.created_at, c.expires_at
     FROM email_confirmations c JOIN users u ON u.id = c.user_id
     WHERE c.user_id = $1 AND c.used_at IS NULL AND c.expires_at > now() AND c.email <> u.email
     ORDER BY c.created_at DESC LIMIT 1`,
    [userId],
  );
  const row = rows[0];
  return row ? { email: row.email, sentAt: row.created_at, expiresAt: row.expires_at } : undefined;
}

/**
 * Claims a working link (in the caller's transaction): the account and address it confirms, or
 * undefined when it is unknown, used or expired. Two uses at once claim it once.
 */
export async function claimEmailConfirmation(
  db: Queryable,
  tokenHash: string,
): Promise<{ userId: string; email: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; email: string }>(
    `UPDATE email_confirmations SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, email`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, email: row.email } : undefined;
}

/** Ends the account's open links: a newer one replaces them, or a change was dropped or made. */
export async function endOpenEmailConfirmations(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE email_confirmations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

/** Ends the open links to addresses other than the account's own: the change is dropped. */
export async function endPendingEmailChanges(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE email_confirmations c SET used_at = now() FROM users u
     WHERE c.user_id = $1 AND u.id = c.user_id AND c.used_at IS NULL AND c.email <> u.email`,
    [userId],
  );
}

import type { Queryable } from '../db/database.js';

export interface User {
  id: string;
  email: string;
  displayName: string | null;
  createdAt: string;
  /** When `email` was confirmed by a link e-mailed to it; null until then. */
  emailConfirmedAt: string | null;
  /** Applications the user means to send a week; null when they set none. */
  weeklyApplicationGoal: number | null;
}

export interface UserWithPasswordHash extends User {
  passwordHash: string;
}

interface UserRow extends Record<string, unknown> {
  id: string;
  email: string;
  display_name: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  weekly_application_goal: number | null;
  password_hash: string;
}

const USER_COLUMNS =
  'id, email, display_name, created_at, email_confirmed_at, weekly_application_goal';

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    createdAt: row.created_at,
    emailConfirmedAt: row.email_confirmed_at,
    weeklyApplicationGoal: row.weekly_application_goal,
  };
}

/** Inserts the user; undefined when the (normalised) e-mail is already taken. */
export async function createUser(
  db: Queryable,
  user: { email: string; passwordHash: string; displayName: string | null },
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, display_name) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [user.email, user.passwordHash, user.displayName],
  );
  const row = rows[0];
  return row ? toUser(row) : undefined;
}

/** Only the two unique keys: the column is part of the statement, never a caller's string. */
async function findUserWithPasswordHash(
  db: Queryable,
  key: 'email' | 'id',
  value: string,
): Promise<UserWithPasswordHash | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE ${key} = $1`,
    [value],
  );
  const row = rows[0];
  return row ? { ...toUser(row), passwordHash: row.password_hash } : undefined;
}

export function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserWithPasswordHash | undefined> {
  return findUserWithPasswordHash(db, 'email', email);
}

export async function findUserById(db: Queryable, id: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  const row = rows[0];
  return row ? toUser(row) : undefined;
}

export function findUserWithPasswordHashById(
  db: Queryable,
  id: string,
): Promise<UserWithPasswordHash | undefined> {
  return findUserWithPasswordHash(db, 'id', id);
}

export async function updatePasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function updateDisplayName(
  db: Queryable,
  id: string,
  displayName: string | null,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET display_name = $2 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, displayName],
  );
  const row = rows[0];
  return row ? toUser(row) : undefined;
}

export async function updateWeeklyApplicationGoal(
  db: Queryable,
  id: string,
  goal: number | null,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET weekly_application_goal = $2 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, goal],
  );
  const row = rows[0];
  return row ? toUser(row) : undefined;
}

/**
 * Makes `email` the account's confirmed address: its own (confirmed now) or a new one. 'taken'
 * when another account has the new one, whether it was there before or got it a moment ago
 * (the unique key's refusal, which aborts a surrounding transaction: the caller's answer then
 * rolls everything back).
 */
export async function confirmEmail(
  db: Queryable,
  id: string,
  email: string,
): Promise<User | 'taken' | undefined> {
  try {
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET email = $2, email_confirmed_at = now() WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2 AND id <> $1)
       RETURNING ${USER_COLUMNS}`,
      [id, email],
    );
    const row = rows[0];
    if (row) return toUser(row);
    return (await findUserById(db, id)) ? 'taken' : undefined;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return 'taken';
    throw error;
  }
}

/** Whether another account signs in with the (normalised) address. */
export async function isEmailTaken(
  db: Queryable,
  email: string,
  byOtherThan: string,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
    email,
    byOtherThan,
  ]);
  return rows.length > 0;
}

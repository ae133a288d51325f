/**
 * The demo account's clock. The services stamp what they write with the database's now(), so
 * a seed that runs its story through them dates every step to the same minute. After each
 * step, `backdateTo` moves whatever the step wrote to the moment the story gives it.
 *
 * It relies on the steps running oldest first: a timestamp of the user's later than the
 * step's moment can only have been written by that step (everything earlier was moved back
 * already), so "later than the moment" is exactly "written now". Triggers are skipped for
 * the rewrite (`session_replication_role = replica`), or set_updated_at would stamp now()
 * again and bump_version would count the rewrite as a change.
 */
import type { Database, Queryable } from '../db/database.js';

const INSUFFICIENT_PRIVILEGE = '42501';

/** The user's rows with only created_at and updated_at to move, and the column naming the user. */
const TABLES_WITH_CREATED_AND_UPDATED = [
  ['users', 'id'],
  ['resumes', 'user_id'],
  ['jobs', 'user_id'],
  ['interviews', 'user_id'],
  ['contacts', 'user_id'],
  ['application_answers', 'user_id'],
  ['application_tasks', 'user_id'],
  ['offers', 'user_id'],
] as const;

/**
 * Whether this database user may skip triggers: a superuser may (PGlite, a local server),
 * and since PostgreSQL 15 a role granted SET on session_replication_role.
 */
export async function canBackdate(db: Database): Promise<boolean> {
  try {
    await db.transaction((tx) => skipTriggers(tx));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE) return false;
    throw error;
  }
}

async function skipTriggers(tx: Queryable): Promise<void> {
  await tx.query('SET LOCAL session_replication_role = replica');
}

/** Moves every timestamp of the user's rows later than `at` (an ISO instant) back to `at`. */
export async function backdateTo(db: Database, userId: string, at: string): Promise<void> {
  await db.transaction(async (tx) => {
    await skipTriggers(tx);
    for (const [table, owner] of TABLES_WITH_CREATED_AND_UPDATED)
      await tx.query(
        `UPDATE ${table} SET created_at = LEAST(created_at, $2), updated_at = LEAST(updated_at, $2)
          WHERE ${owner} = $1 AND (created_at > $2 OR updated_at > $2)`,
        [userId, at],
      );
    await tx.query(
      `UPDATE users SET email_confirmed_at = $2 WHERE id = $1 AND email_confirmed_at > $2`,
      [userId, at],
    );
    await tx.query(
      `UPDATE application_tasks SET done_at = $2 WHERE user_id = $1 AND done_at > $2`,
      [userId, at],
    );
    // tailoredAt is written by the backend into the tailoring it stores, not by the database.
    await tx.query(
      `UPDATE applications
          SET created_at = LEAST(created_at, $2), updated_at = LEAST(updated_at, $2),
              -- Not LEAST, which ignores a NULL: an application not yet sent has no applied_at.
              applied_at = CASE WHEN applied_at > $2 THEN $2 ELSE applied_at END,
              tailored_resume = CASE
                WHEN (tailored_resume->>'tailoredAt')::timestamptz > $2
                THEN jsonb_set(tailored_resume, '{tailoredAt}', to_jsonb($3::text))
                ELSE tailored_resume END
        WHERE user_id = $1
          AND (created_at > $2 OR updated_at > $2 OR applied_at > $2
               OR (tailored_resume->>'tailoredAt')::timestamptz > $2)`,
      [userId, at, at],
    );
    await tx.query(
      'UPDATE application_events SET created_at = $2 WHERE user_id = $1 AND created_at > $2',
      [userId, at],
    );
  });
}

/** Data access for resumes. */
import type { Queryable } from '../db/database.js';

/** The content (a JSON Resume document) of the user's base resume, or null when there is none. */
export async function findBaseResumeContent(db: Queryable, userId: string): Promise<unknown> {
  const { rows } = await db.query<{ content: unknown }>(
    'SELECT content FROM resumes WHERE user_id = $1 AND is_base',
    [userId],
  );
  return rows[0]?.content ?? null;
}

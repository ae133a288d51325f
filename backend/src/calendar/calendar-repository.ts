/** Data access for calendar feeds and the days they show. */
import type { Queryable } from '../db/database.js';

export interface CalendarFeedRecord {
  id: string;
  userId: string;
  createdAt: string;
  lastReadAt: string | null;
}

interface FeedRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  created_at: string;
  last_read_at: string | null;
}

const FEED_COLUMNS = 'id, user_id, created_at, last_read_at';

function toFeed(row: FeedRow): CalendarFeedRecord {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastReadAt: row.last_read_at,
  };
}

export async function findCalendarFeedOfUser(
  db: Queryable,
  userId: string,
): Promise<CalendarFeedRecord | undefined> {
  const { rows } = await db.query<FeedRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toFeed(row);
}

export async function findCalendarFeedByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<CalendarFeedRecord | undefined> {
  const { rows } = await db.query<FeedRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  return row === undefined ? undefined : toFeed(row);
}

/** The user's feed, new: the row of the one before (its id, so its address) is replaced. */
export async function replaceCalendarFeed(
  db: Queryable,
  feed: { id: string; userId: string; tokenHash: string },
): Promise<CalendarFeedRecord> {
  const { rows } = await db.query<FeedRow>(
    `INSERT INTO calendar_feeds (id, user_id, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET id = EXCLUDED.id, token_hash = EXCLUDED.token_hash, created_at = now(),
           last_read_at = NULL
     RETURNING ${FEED_COLUMNS}`,
    [feed.id, feed.userId, feed.tokenHash],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO calendar_feeds returned no row');
  return toFeed(row);
}

export async function deleteCalendarFeedOfUser(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
  return rowCount > 0;
}

/** Notes a read, at most once a minute: a calendar app polling often costs no write each time. */
export async function markCalendarFeedRead(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE calendar_feeds SET last_read_at = now()
      WHERE id = $1 AND (last_read_at IS NULL OR last_read_at < now() - interval '1 minute')`,
    [id],
  );
}

export interface FollowUpDay {
  applicationId: string;
  day: string;
  status: string;
  title: string;
  company: string | null;
}

/**
 * Open applications' days to follow up from `from` (YYYY-MM-DD; null: however long ago) to
 * `until` (null or left out: however far on), soonest first.
 */
export async function listFollowUpDays(
  db: Queryable,
  query: {
    userId: string;
    from: string | null;
    until?: string | null;
    openStatuses: readonly string[];
    limit: number;
  },
): Promise<FollowUpDay[]> {
  const { rows } = await db.query<{
    id: string;
    day: string;
    status: string;
    title: string;
    company: string | null;
  }>(
    `SELECT a.id, to_char(a.follow_up_on, 'YYYY-MM-DD') AS day, a.status, j.title, j.company
       FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.user_id = $1 AND a.follow_up_on >= COALESCE($2::date, '-infinity'::date)
        AND a.follow_up_on <= COALESCE($5::date, 'infinity'::date) AND a.status = ANY($3::text[])
      ORDER BY a.follow_up_on, a.id LIMIT $4`,
    [query.userId, query.from, query.openStatuses, query.limit, query.until ?? null],
  );
  return rows.map(({ id, ...day }) => ({ applicationId: id, ...day }));
}

/**
 * Everything an account holds, as one JSON document written piece by piece: the account's
 * rows as they are stored, with the owner column and the secrets' hashes left out. Sections
 * are read in pages by (created_at, id), so an account of any size streams in bounded memory
 * and only as fast as the client takes it. Pages are separate statements, not one snapshot:
 * a change made during the download can show in one section and not in another.
 */
import type { Queryable } from '../db/database.js';

export const EXPORT_FORMAT = 'resume-agent-export';
export const EXPORT_VERSION = 1;

interface Section {
  /** The key of the section in the document. */
  key: string;
  table: string;
  owner: 'user_id' | 'owner_id';
  /** The row's key, the second half of the keyset: `id` unless the table is keyed otherwise. */
  idColumn?: 'application_id' | 'user_id';
  idType: 'uuid' | 'bigint';
}

/** In the order a reader meets them: what the others refer to comes first. */
const SECTIONS: readonly Section[] = [
  { key: 'resumes', table: 'resumes', owner: 'user_id', idType: 'uuid' },
  { key: 'jobs', table: 'jobs', owner: 'user_id', idType: 'uuid' },
  { key: 'applications', table: 'applications', owner: 'user_id', idType: 'uuid' },
  { key: 'applicationEvents', table: 'application_events', owner: 'user_id', idType: 'bigint' },
  { key: 'interviews', table: 'interviews', owner: 'user_id', idType: 'uuid' },
  { key: 'contacts', table: 'contacts', owner: 'user_id', idType: 'uuid' },
  {
    key: 'applicationAnswers',
    table: 'application_answers',
    owner: 'user_id',
    idType: 'uuid',
  },
  { key: 'applicationTasks', table: 'application_tasks', owner: 'user_id', idType: 'uuid' },
  {
    key: 'offers',
    table: 'offers',
    owner: 'user_id',
    idColumn: 'application_id',
    idType: 'uuid',
  },
  { key: 'apiTokens', table: 'api_tokens', owner: 'user_id', idType: 'uuid' },
  { key: 'sessions', table: 'sessions', owner: 'user_id', idType: 'uuid' },
  { key: 'calendarFeeds', table: 'calendar_feeds', owner: 'user_id', idType: 'uuid' },
  {
    key: 'reminderEmails',
    table: 'reminder_emails',
    owner: 'user_id',
    idColumn: 'user_id',
    idType: 'uuid',
  },
  { key: 'plants', table: 'plants', owner: 'owner_id', idType: 'bigint' },
];

/** Never exported: who owns the row is the whole file's subject, and hashes are secrets. */
const LEFT_OUT = ['user_id', 'owner_id', 'password_hash', 'token_hash'];

interface ExportRow extends Record<string, unknown> {
  json: string;
  /** The keyset of the next page, as text: timestamptz's microseconds survive the round trip. */
  cursor_at: string;
  cursor_id: string;
}

/** The account's own row, or undefined when it is gone. Read before anything is sent. */
export async function readExportedUser(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ json: string }>(
    'SELECT (to_jsonb(u) - $2::text[])::text AS json FROM users u WHERE id = $1',
    [userId, LEFT_OUT],
  );
  return rows[0]?.json;
}

async function* sectionRows(
  db: Queryable,
  section: Section,
  userId: string,
  pageSize: number,
): AsyncGenerator<string> {
  // Table and column names come from SECTIONS above, never from a caller.
  const id = `t.${section.idColumn ?? 'id'}`;
  const select = `SELECT (to_jsonb(t) - $2::text[])::text AS json,
      t.created_at::text AS cursor_at, ${id}::text AS cursor_id
    FROM ${section.table} t WHERE t.${section.owner} = $1`;
  const order = `ORDER BY t.created_at, ${id} LIMIT $3`;
  let after: ExportRow | undefined;
  for (;;) {
    const page: { rows: ExportRow[] } = after
      ? await db.query<ExportRow>(
          `${select} AND (t.created_at, ${id}) > ($4::timestamptz, $5::${section.idType}) ${order}`,
          [userId, LEFT_OUT, pageSize, after.cursor_at, after.cursor_id],
        )
      : await db.query<ExportRow>(`${select} ${order}`, [userId, LEFT_OUT, pageSize]);
    for (const row of page.rows) yield row.json;
    if (page.rows.length < pageSize) return;
    after = page.rows.at(-1);
  }
}

/**
 * The document after the user's row (readExportedUser): a string per piece, for
 * `Readable.from`, which asks for the next piece only when the client has taken the last.
 */
export async function* exportAccount(
  db: Queryable,
  {
    userId,
    userJson,
    exportedAt,
    pageSize = 500,
  }: { userId: string; userJson: string; exportedAt: string; pageSize?: number },
): AsyncGenerator<string> {
  yield (
    `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},` +
    `"exportedAt":${JSON.stringify(exportedAt)},"user":${userJson}`
  );
  for (const section of SECTIONS) {
    yield `,${JSON.stringify(section.key)}:[`;
    let separator = '';
    for await (const json of sectionRows(db, section, userId, pageSize)) {
      yield separator + json;
      separator = ',';
    }
    yield ']';
  }
  yield '}\n';
}

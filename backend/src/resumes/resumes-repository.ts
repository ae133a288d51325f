/** Data access for resumes: JSON Resume documents, one of them the user's base resume. */
import type { Queryable } from '../db/database.js';

export interface ResumeRecord {
  id: string;
  userId: string;
  title: string;
  content: Record<string, unknown>;
  isBase: boolean;
  version: number;
  /** The keys of the review findings set aside on it, in the order ignored. */
  ignoredFindings: string[];
  createdAt: string;
  updatedAt: string;
}

interface ResumeRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  title: string;
  content: Record<string, unknown>;
  is_base: boolean;
  version: number;
  ignored_findings: string[];
  created_at: string;
  updated_at: string;
}

const RESUME_COLUMNS =
  'id, user_id, title, content, is_base, version, ignored_findings, created_at, updated_at';

function toRecord(row: ResumeRow): ResumeRecord {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    content: row.content,
    isBase: row.is_base,
    version: row.version,
    ignoredFindings: row.ignored_findings,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The content (a JSON Resume document) of the user's base resume, or null when there is none. */
export async function findBaseResumeContent(db: Queryable, userId: string): Promise<unknown> {
  const { rows } = await db.query<{ content: unknown }>(
    'SELECT content FROM resumes WHERE user_id = $1 AND is_base',
    [userId],
  );
  return rows[0]?.content ?? null;
}

/** The user's base resume: what jobs are matched and tailored against. */
export async function findBaseResume(
  db: Queryable,
  userId: string,
): Promise<ResumeRecord | undefined> {
  const { rows } = await db.query<ResumeRow>(
    `SELECT ${RESUME_COLUMNS} FROM resumes WHERE user_id = $1 AND is_base`,
    [userId],
  );
  const row = rows[0];
  return row ? toRecord(row) : undefined;
}

/** The base resume first, then newest first. */
export async function listResumes(db: Queryable, userId: string): Promise<ResumeRecord[]> {
  const { rows } = await db.query<ResumeRow>(
    `SELECT ${RESUME_COLUMNS} FROM resumes WHERE user_id = $1
      ORDER BY is_base DESC, created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toRecord);
}

export async function findResume(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ResumeRecord | undefined> {
  const { rows } = await db.query<ResumeRow>(
    `SELECT ${RESUME_COLUMNS} FROM resumes WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  return row ? toRecord(row) : undefined;
}

export async function hasBaseResume(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM resumes WHERE user_id = $1 AND is_base', [userId]);
  return rows.length > 0;
}

/** Inserts a resume; as the base resume, the previous base one stops being it. */
export async function insertResume(
  tx: Queryable,
  input: { userId: string; title: string; content: Record<string, unknown>; isBase: boolean },
): Promise<ResumeRecord> {
  if (input.isBase)
    await tx.query('UPDATE resumes SET is_base = false WHERE user_id = $1 AND is_base', [
      input.userId,
    ]);
  const { rows } = await tx.query<ResumeRow>(
    `INSERT INTO resumes (user_id, title, content, is_base) VALUES ($1, $2, $3, $4)
     RETURNING ${RESUME_COLUMNS}`,
    [input.userId, input.title, JSON.stringify(input.content), input.isBase],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO resumes returned no row');
  return toRecord(row);
}

export async function updateResume(
  tx: Queryable,
  current: ResumeRecord,
  changes: { title?: string; content?: Record<string, unknown>; ignoredFindings?: string[] },
): Promise<ResumeRecord> {
  const { rows } = await tx.query<ResumeRow>(
    `UPDATE resumes SET title = COALESCE($3, title), content = COALESCE($4::jsonb, content),
            ignored_findings = COALESCE($5::text[], ignored_findings)
      WHERE id = $1 AND user_id = $2 RETURNING ${RESUME_COLUMNS}`,
    [
      current.id,
      current.userId,
      changes.title ?? null,
      changes.content === undefined ? null : JSON.stringify(changes.content),
      changes.ignoredFindings ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`resume ${current.id} vanished during an update`);
  return toRecord(row);
}

/** Makes the resume the user's base resume (the unique index allows one per user). */
export async function makeBaseResume(tx: Queryable, current: ResumeRecord): Promise<ResumeRecord> {
  if (current.isBase) return current;
  await tx.query('UPDATE resumes SET is_base = false WHERE user_id = $1 AND is_base', [
    current.userId,
  ]);
  const { rows } = await tx.query<ResumeRow>(
    `UPDATE resumes SET is_base = true WHERE id = $1 AND user_id = $2 RETURNING ${RESUME_COLUMNS}`,
    [current.id, current.userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`resume ${current.id} vanished while becoming the base`);
  return toRecord(row);
}

/**
 * Sets a review finding aside on the resume or brings it back, in one statement: the row lock
 * of the UPDATE orders two concurrent calls, and the second sees the first's list, so neither
 * is lost. Setting ignored_findings alone is no edit: the resume's triggers leave version and
 * updated_at as they are. A key ignored already stays where it is. 'full' when ignoring would
 * take the resume past `max` keys; 'missing' when the user has no such resume.
 */
export async function setResumeFindingIgnored(
  db: Queryable,
  change: { userId: string; resumeId: string; key: string; ignored: boolean; max: number },
): Promise<ResumeRecord | 'full' | 'missing'> {
  const { rows } = await db.query<ResumeRow>(
    `UPDATE resumes
        SET ignored_findings = CASE
              WHEN NOT $3 THEN array_remove(ignored_findings, $2)
              WHEN $2 = ANY (ignored_findings) THEN ignored_findings
              ELSE array_append(ignored_findings, $2)
            END
      WHERE id = $1 AND user_id = $4
        AND (NOT $3 OR $2 = ANY (ignored_findings) OR cardinality(ignored_findings) < $5)
      RETURNING ${RESUME_COLUMNS}`,
    [change.resumeId, change.key, change.ignored, change.userId, change.max],
  );
  const row = rows[0];
  if (row) return toRecord(row);
  // Nothing matched: the list was full, or the resume is not the user's.
  const { rows: owned } = await db.query('SELECT 1 FROM resumes WHERE id = $1 AND user_id = $2', [
    change.resumeId,
    change.userId,
  ]);
  return owned.length > 0 ? 'full' : 'missing';
}

export async function deleteResume(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM resumes WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rowCount === 1;
}

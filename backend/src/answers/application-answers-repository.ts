/** Data access for the questions application forms asked and the answers written for them. */
import type { Queryable } from '../db/database.js';

/** What a user writes; text is trimmed, and an answer not written yet is NULL. */
export interface ApplicationAnswerFields {
  question: string;
  answer: string | null;
}

export interface ApplicationAnswerRecord extends ApplicationAnswerFields {
  id: string;
  userId: string;
  applicationId: string;
  createdAt: string;
  updatedAt: string;
}

interface ApplicationAnswerRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  application_id: string;
  question: string;
  answer: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'id, user_id, application_id, question, answer, created_at, updated_at';

/** A long application form, and then some. */
export const MAX_ANSWERS_PER_APPLICATION = 50;

function toRecord(row: ApplicationAnswerRow): ApplicationAnswerRecord {
  return {
    id: row.id,
    userId: row.user_id,
    applicationId: row.application_id,
    question: row.question,
    answer: row.answer,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function onlyRow(rows: ApplicationAnswerRow[], what: string): ApplicationAnswerRecord {
  const row = rows[0];
  if (!row) throw new Error(what);
  return toRecord(row);
}

export async function insertApplicationAnswer(
  tx: Queryable,
  answer: ApplicationAnswerFields & { userId: string; applicationId: string },
): Promise<ApplicationAnswerRecord> {
  const { rows } = await tx.query<ApplicationAnswerRow>(
    `INSERT INTO application_answers (user_id, application_id, question, answer)
     VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [answer.userId, answer.applicationId, answer.question, answer.answer],
  );
  return onlyRow(rows, 'INSERT INTO application_answers returned no row');
}

export async function updateApplicationAnswer(
  tx: Queryable,
  current: ApplicationAnswerRecord,
  fields: ApplicationAnswerFields,
): Promise<ApplicationAnswerRecord> {
  const { rows } = await tx.query<ApplicationAnswerRow>(
    `UPDATE application_answers SET question = $3, answer = $4
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [current.id, current.userId, fields.question, fields.answer],
  );
  return onlyRow(rows, `application answer ${current.id} vanished during an update`);
}

/** The user's answer, or undefined (also for another user's); `lock` holds it. */
export async function findApplicationAnswer(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ApplicationAnswerRecord | undefined> {
  const { rows } = await db.query<ApplicationAnswerRow>(
    `SELECT ${COLUMNS} FROM application_answers WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** The user's answers among `ids`, in no particular order; another user's are left out. */
export async function findApplicationAnswersByIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<ApplicationAnswerRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ApplicationAnswerRow>(
    `SELECT ${COLUMNS} FROM application_answers WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, [...new Set(ids)]],
  );
  return rows.map(toRecord);
}

/** True when the user had an answer of that id, which is gone now. */
export async function deleteApplicationAnswer(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM application_answers WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rowCount === 1;
}

export async function countAnswersOfApplication(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM application_answers
      WHERE user_id = $1 AND application_id = $2`,
    [userId, applicationId],
  );
  return rows[0]?.count ?? 0;
}

/** The answers of the user's applications among `applicationIds`, in the order added. */
export async function listAnswersOfApplications(
  db: Queryable,
  userId: string,
  applicationIds: readonly string[],
): Promise<ApplicationAnswerRecord[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<ApplicationAnswerRow>(
    `SELECT ${COLUMNS} FROM application_answers
      WHERE user_id = $1 AND application_id = ANY($2::uuid[])
      ORDER BY application_id, created_at, id`,
    [userId, [...new Set(applicationIds)]],
  );
  return rows.map(toRecord);
}

/** An answered question as suggestions weigh it: its answer only as a key of alike answers. */
export interface AnsweredQuestionRow {
  id: string;
  question: string;
  answerKey: string;
  updatedAt: string;
}

/**
 * The user's answered questions, changed last first, at most `limit`, leaving out those of
 * `exceptApplicationId`. Answers are compared, not read: alike ones (the same words, spaces
 * aside) share a key, so the page of candidates stays small however long the answers are.
 */
export async function listAnsweredQuestions(
  db: Queryable,
  userId: string,
  { exceptApplicationId, limit }: { exceptApplicationId: string | null; limit: number },
): Promise<AnsweredQuestionRow[]> {
  const { rows } = await db.query<{
    id: string;
    question: string;
    answer_key: string;
    updated_at: string;
  }>(
    `SELECT id, question, md5(regexp_replace(btrim(answer), '\\s+', ' ', 'g')) AS answer_key,
            updated_at
       FROM application_answers
      WHERE user_id = $1 AND answer IS NOT NULL
        AND ($2::uuid IS NULL OR application_id <> $2::uuid)
      ORDER BY updated_at DESC, id
      LIMIT $3`,
    [userId, exceptApplicationId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answerKey: row.answer_key,
    updatedAt: row.updated_at,
  }));
}

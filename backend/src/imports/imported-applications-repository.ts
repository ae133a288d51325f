/** Data access for importing applications from a spreadsheet. */
import { insertApplicationEvent } from '../applications/applications-repository.js';
import type { Queryable } from '../db/database.js';
import { insertJob, type JobFields } from '../jobs/jobs-repository.js';
import type { ImportedContact } from './import-contacts.js';

/**
 * The keys of the user's saved jobs that an imported one must not repeat: their links (without
 * case, a fragment or trailing slashes) and "title|company" (without case) for those with a
 * company, as findJobsLike compares them.
 */
export async function listSavedJobKeys(db: Queryable, userId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ link: string | null; named: string | null }>(
    `SELECT lower(rtrim(split_part(url, '#', 1), '/')) AS link,
            CASE WHEN company IS NULL THEN NULL ELSE lower(title) || '|' || lower(company) END AS named
       FROM jobs WHERE user_id = $1`,
    [userId],
  );
  return new Set(rows.flatMap(({ link, named }) => [link, named].filter((key) => key !== null)));
}

export interface ImportedApplication {
  job: JobFields;
  status: string;
  appliedAt: string | null;
  followUpOn: string | null;
  source: string | null;
  notes: string | null;
  contacts: readonly ImportedContact[];
  /** The history's first entry says where it came from. */
  note: string;
}

/**
 * Holds the user's imports one at a time until the transaction ends, so that a second import
 * of the same file, sent at once, sees the first one's jobs as saved rather than adding them too.
 */
export async function lockImportsOfUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** A job, its application and its people, as the spreadsheet row had them; the application's id. */
export async function insertImportedApplication(
  tx: Queryable,
  userId: string,
  importId: string,
  imported: ImportedApplication,
): Promise<string> {
  const job = await insertJob(tx, userId, imported.job, null, importId);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO applications (user_id, job_id, status, applied_at, follow_up_on, source, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      userId,
      job.id,
      imported.status,
      imported.appliedAt,
      imported.followUpOn,
      imported.source,
      imported.notes,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO applications returned no row');
  await insertApplicationEvent(tx, {
    applicationId: id,
    userId,
    kind: 'created',
    fromStatus: null,
    toStatus: imported.status,
    note: imported.note,
    actorType: 'user',
    actorId: userId,
  });
  if (imported.contacts.length > 0)
    // One statement, each a microsecond after the one before: lists order contacts by when they
    // were added, and rows of one transaction would otherwise share its now().
    await tx.query(
      `INSERT INTO contacts (user_id, application_id, name, role, email, created_at, updated_at)
       SELECT $1, $2, c.name, c.role, c.email, now() + c.n * interval '1 microsecond',
              now() + c.n * interval '1 microsecond'
         FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS c(name, role, email, n)`,
      [
        userId,
        id,
        imported.contacts.map((contact) => contact.name),
        imported.contacts.map((contact) => contact.role),
        imported.contacts.map((contact) => contact.email),
      ],
    );
  return id;
}

/** An import whose jobs are still saved (some, or all). */
export interface SpreadsheetImportRecord {
  id: string;
  /** When its first job was stored. */
  importedAt: string;
  /** Its jobs still saved. */
  jobs: number;
  /** Of those, the ones changed since: moved, noted, tailored, edited, given more. */
  changed: number;
}

/**
 * The user's imports with jobs still saved, newest first. A job counts as changed when it or its
 * application was updated after being stored, its application's history has more than its
 * first entry, or it has interviews, an offer, answers, or contacts added later (the import's
 * own contacts are stored a few microseconds after the application's transaction began: later
 * than a millisecond is someone else's doing).
 */
export async function listSpreadsheetImports(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<SpreadsheetImportRecord[]> {
  const { rows } = await db.query<{
    id: string;
    imported_at: string;
    jobs: number;
    changed: number;
  }>(
    `SELECT j.import_id AS id, min(j.created_at) AS imported_at, count(*)::int AS jobs,
            count(*) FILTER (WHERE
              j.updated_at > j.created_at
              OR a.updated_at > a.created_at
              OR (SELECT count(*) FROM application_events e WHERE e.application_id = a.id) > 1
              OR EXISTS (SELECT 1 FROM interviews i WHERE i.application_id = a.id)
              OR EXISTS (SELECT 1 FROM offers o WHERE o.application_id = a.id)
              OR EXISTS (SELECT 1 FROM application_answers q WHERE q.application_id = a.id)
              OR EXISTS (SELECT 1 FROM contacts c WHERE c.application_id = a.id
                           AND (c.created_at > a.created_at + interval '1 millisecond'
                                OR c.updated_at > c.created_at))
            )::int AS changed
       FROM jobs j
       LEFT JOIN applications a ON a.job_id = j.id AND a.user_id = j.user_id
      WHERE j.user_id = $1 AND j.import_id IS NOT NULL
      GROUP BY j.import_id
      ORDER BY imported_at DESC, id
      LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    importedAt: row.imported_at,
    jobs: row.jobs,
    changed: row.changed,
  }));
}

/** Deletes the jobs of the user's import (their applications and all of theirs go with them). */
export async function deleteJobsOfImport(
  db: Queryable,
  userId: string,
  importId: string,
): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM jobs WHERE user_id = $1 AND import_id = $2', [
    userId,
    importId,
  ]);
  return rowCount;
}

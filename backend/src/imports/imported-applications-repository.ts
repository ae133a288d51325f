/** Data access for importing applications from a spreadsheet. */
import { insertApplicationEvent } from '../applications/applications-repository.js';
import type { Queryable } from '../db/database.js';
import { insertJob, type JobFields } from '../jobs/jobs-repository.js';

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
  /** The history's first entry says where it came from. */
  note: string;
}

/** A job and its application, as the spreadsheet row had them; the application's id. */
export async function insertImportedApplication(
  tx: Queryable,
  userId: string,
  imported: ImportedApplication,
): Promise<string> {
  const job = await insertJob(tx, userId, imported.job, null);
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
  return id;
}

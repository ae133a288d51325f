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

/** A job, its application and its people, as the spreadsheet row had them; the application's id. */
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

/** Data access for the people of applications. */
import type { Queryable } from '../db/database.js';

/** What a user writes of a contact; text is trimmed, and blank text is stored as NULL. */
export interface ContactFields {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  notes: string | null;
  /** A day, YYYY-MM-DD. */
  lastContactedOn: string | null;
}

export interface ContactRecord extends ContactFields {
  id: string;
  userId: string;
  applicationId: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContactRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  application_id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profile_url: string | null;
  notes: string | null;
  last_contacted_on: string | null;
  created_at: string;
  updated_at: string;
}

// last_contacted_on as text: a DATE read through a JavaScript Date would shift with the time zone.
export const CONTACT_COLUMNS = `id, user_id, application_id, name, role, email, phone, profile_url, notes,
  to_char(last_contacted_on, 'YYYY-MM-DD') AS last_contacted_on, created_at, updated_at`;

/** An application holds at most this many: a whole hiring panel and then some. */
export const MAX_CONTACTS_PER_APPLICATION = 50;

export function toContactRecord(row: ContactRow): ContactRecord {
  return {
    id: row.id,
    userId: row.user_id,
    applicationId: row.application_id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    profileUrl: row.profile_url,
    notes: row.notes,
    lastContactedOn: row.last_contacted_on,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function onlyRow(rows: ContactRow[], what: string): ContactRecord {
  const row = rows[0];
  if (!row) throw new Error(what);
  return toContactRecord(row);
}

function valuesOf(fields: ContactFields) {
  return [
    fields.name,
    fields.role,
    fields.email,
    fields.phone,
    fields.profileUrl,
    fields.notes,
    fields.lastContactedOn,
  ];
}

export async function insertContact(
  tx: Queryable,
  contact: ContactFields & { userId: string; applicationId: string },
): Promise<ContactRecord> {
  const { rows } = await tx.query<ContactRow>(
    `INSERT INTO contacts (user_id, application_id, name, role, email, phone, profile_url, notes,
       last_contacted_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CONTACT_COLUMNS}`,
    [contact.userId, contact.applicationId, ...valuesOf(contact)],
  );
  return onlyRow(rows, 'INSERT INTO contacts returned no row');
}

export async function updateContact(
  tx: Queryable,
  current: ContactRecord,
  fields: ContactFields,
): Promise<ContactRecord> {
  const { rows } = await tx.query<ContactRow>(
    `UPDATE contacts SET name = $3, role = $4, email = $5, phone = $6, profile_url = $7,
            notes = $8, last_contacted_on = $9
      WHERE id = $1 AND user_id = $2 RETURNING ${CONTACT_COLUMNS}`,
    [current.id, current.userId, ...valuesOf(fields)],
  );
  return onlyRow(rows, `contact ${current.id} vanished during an update`);
}

/** The user's contact, or undefined (also for another user's); `lock` holds it. */
export async function findContact(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ContactRecord | undefined> {
  const { rows } = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toContactRecord(row);
}

/** True when the user had a contact of that id, which is gone now. */
export async function deleteContact(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM contacts WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rowCount === 1;
}

/**
 * Whom a cover letter for the application greets: the first contact added whose role names the
 * hiring manager ("Hiring manager", "Engineering hiring manager"); null when none does.
 */
export async function findLetterRecipient(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM contacts
      WHERE user_id = $1 AND application_id = $2 AND role ILIKE '%hiring manager%'
      ORDER BY created_at, id LIMIT 1`,
    [userId, applicationId],
  );
  return rows[0]?.name ?? null;
}

export async function countContactsOfApplication(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM contacts WHERE user_id = $1 AND application_id = $2',
    [userId, applicationId],
  );
  return rows[0]?.count ?? 0;
}

/** The contacts of the user's applications among `applicationIds`, in the order added. */
export async function listContactsOfApplications(
  db: Queryable,
  userId: string,
  applicationIds: readonly string[],
): Promise<ContactRecord[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts
      WHERE user_id = $1 AND application_id = ANY($2::uuid[])
      ORDER BY application_id, created_at, id`,
    [userId, [...new Set(applicationIds)]],
  );
  return rows.map(toContactRecord);
}

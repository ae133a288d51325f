/**
 * Data access for people: the contacts of a user's applications, grouped by who they are. A
 * contact belongs to one application, so the same recruiter met twice is two contacts; these
 * queries put them back together.
 */
import type { Queryable } from '../db/database.js';
import { likePattern } from '../db/like-pattern.js';
import {
  CONTACT_COLUMNS,
  type ContactRecord,
  type ContactRow,
  toContactRecord,
} from './contacts-repository.js';

/** Where a person stands in the list: by name without case, then by key. */
export interface PersonPosition {
  sortName: string;
  key: string;
}

export interface PeopleQuery {
  userId: string;
  /** Words that must each appear in a name, role, e-mail address or company of the person. */
  words: readonly string[];
  /** Only people of applications at this company (without case). */
  company?: string;
  after?: PersonPosition;
  limit: number;
}

export interface PeoplePageRows {
  /** The page's people in list order. */
  positions: PersonPosition[];
  /** How many people match in all, on every page. */
  total: number;
}

export interface PersonContact extends ContactRecord {
  personKey: string;
  company: string | null;
}

/*
 * Every contact of the user with its company and the key of its person: the e-mail address
 * without case; for a contact written down without one, the address of the contacts of the
 * same name at the same company when they have exactly one (Dana with her address on one
 * application and without it on another is one person), else the name and company without case.
 * The key is built in SQL, so the list's order, its cursor and the grouping use the database's
 * own lower() and collation throughout.
 */
const KEYED_CONTACTS = `with_company AS (
  SELECT contacts.*, jobs.company
    FROM contacts
    JOIN applications ON applications.id = contacts.application_id
     AND applications.user_id = contacts.user_id
    JOIN jobs ON jobs.id = applications.job_id AND jobs.user_id = applications.user_id
   WHERE contacts.user_id = $1
),
known_addresses AS (
  SELECT lower(name) AS lower_name, lower(COALESCE(company, '')) AS lower_company,
         min(lower(email)) AS address
    FROM with_company WHERE email IS NOT NULL
   GROUP BY 1, 2 HAVING count(DISTINCT lower(email)) = 1
),
keyed AS (
  SELECT with_company.*,
         CASE WHEN with_company.email IS NOT NULL THEN 'email:' || lower(with_company.email)
              WHEN known_addresses.address IS NOT NULL THEN 'email:' || known_addresses.address
              ELSE 'name:' || lower(with_company.name) || E'\\n'
                   || lower(COALESCE(with_company.company, ''))
         END AS person_key
    FROM with_company
    LEFT JOIN known_addresses
      ON with_company.email IS NULL
     AND known_addresses.lower_name = lower(with_company.name)
     AND known_addresses.lower_company = lower(COALESCE(with_company.company, ''))
)`;

/** A person's name is their contact changed last's; both queries order contacts this way. */
const NEWEST_FIRST = 'updated_at DESC, id DESC';

export async function findPeoplePage(db: Queryable, query: PeopleQuery): Promise<PeoplePageRows> {
  const params: unknown[] = [query.userId];
  const conditions: string[] = [];
  const anyContact = (test: string) =>
    `EXISTS (SELECT 1 FROM keyed WHERE keyed.person_key = people.person_key AND ${test})`;
  for (const word of query.words) {
    params.push(likePattern(word));
    const p = `$${params.length}`;
    conditions.push(
      anyContact(
        `(keyed.name ILIKE ${p} OR keyed.role ILIKE ${p} OR keyed.email ILIKE ${p} OR keyed.company ILIKE ${p})`,
      ),
    );
  }
  if (query.company !== undefined) {
    params.push(query.company);
    conditions.push(anyContact(`lower(keyed.company) = lower($${params.length})`));
  }
  let afterCondition = 'true';
  if (query.after !== undefined) {
    params.push(query.after.sortName, query.after.key);
    afterCondition = `(sort_name, person_key) > ($${params.length - 1}, $${params.length})`;
  }
  params.push(query.limit);
  // One row always, so the total comes back with an empty page too.
  const { rows } = await db.query<{ total: number; page: string | null }>(
    `WITH ${KEYED_CONTACTS},
     people AS (
       SELECT DISTINCT ON (person_key) person_key, lower(name) AS sort_name
         FROM keyed ORDER BY person_key, ${NEWEST_FIRST}
     ),
     matching AS (
       SELECT person_key, sort_name FROM people
        WHERE ${conditions.length === 0 ? 'true' : conditions.join(' AND ')}
     )
     SELECT (SELECT count(*)::int FROM matching) AS total,
            (SELECT json_agg(json_build_array(sort_name, person_key)
                             ORDER BY sort_name, person_key)::text
               FROM (SELECT sort_name, person_key FROM matching WHERE ${afterCondition}
                      ORDER BY sort_name, person_key LIMIT $${params.length}) AS page) AS page`,
    params,
  );
  const row = rows[0];
  const page = row?.page == null ? [] : (JSON.parse(row.page) as [string, string][]);
  return {
    positions: page.map(([sortName, key]) => ({ sortName, key })),
    total: row?.total ?? 0,
  };
}

/** The contacts of the people of `keys`, the one changed last first. */
export async function listContactsOfPeople(
  db: Queryable,
  userId: string,
  keys: readonly string[],
): Promise<PersonContact[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<ContactRow & { person_key: string; company: string | null }>(
    `WITH ${KEYED_CONTACTS}
     SELECT ${CONTACT_COLUMNS}, person_key, company FROM keyed
      WHERE person_key = ANY($2::text[]) ORDER BY ${NEWEST_FIRST}`,
    [userId, [...keys]],
  );
  return rows.map((row) => ({
    ...toContactRecord(row),
    personKey: row.person_key,
    company: row.company,
  }));
}

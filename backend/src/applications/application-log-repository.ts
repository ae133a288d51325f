/** Data access for the job search log: applications with what a spreadsheet row of each shows. */
import type { Queryable } from '../db/database.js';
import { storedPay } from '../jobs/stored-pay.js';
import type { Pay } from '@resume-agent/tailor';

export interface LoggedContact {
  name: string;
  role: string | null;
  email: string | null;
}

export interface LoggedApplication {
  id: string;
  status: string;
  appliedAt: string | null;
  /** YYYY-MM-DD */
  followUpOn: string | null;
  source: string | null;
  matchScore: number | null;
  /** Its notes and the notes of its history, one a line. */
  notes: string | null;
  createdAt: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  /** YYYY-MM-DD */
  applyBy: string | null;
  pay: Pay | null;
  /** In the order they were added. */
  contacts: LoggedContact[];
  interviews: number;
}

interface LogRow extends Record<string, unknown> {
  id: string;
  status: string;
  applied_at: string | null;
  follow_up_on: string | null;
  source: string | null;
  match_score: number | null;
  notes: string | null;
  created_at: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  apply_by: string | null;
  pay: unknown;
  contacts: string | LoggedContact[] | null;
  interviews: number | string;
}

/**
 * The user's applications, those sent from `appliedFrom` to before `appliedBefore` (instants)
 * when either is given, else every one (drafts too): sent ones by the time they were sent,
 * oldest first, then those not sent by when they were started. At most `limit`.
 */
export async function listApplicationsForLog(
  db: Queryable,
  query: {
    userId: string;
    appliedFrom: string | null;
    appliedBefore: string | null;
    limit: number;
  },
): Promise<LoggedApplication[]> {
  const { rows } = await db.query<LogRow>(
    `SELECT a.id, a.status, a.applied_at, to_char(a.follow_up_on, 'YYYY-MM-DD') AS follow_up_on,
            a.source, a.match_score, a.created_at,
            -- The application's own notes (the case API's) and those added to its history.
            NULLIF(concat_ws(E'\n', a.notes,
              (SELECT string_agg(e.note, E'\n' ORDER BY e.id) FROM application_events e
                WHERE e.application_id = a.id AND e.kind = 'note')), '') AS notes,
            j.title, j.company, j.location, j.url, to_char(j.apply_by, 'YYYY-MM-DD') AS apply_by,
            j.pay,
            (SELECT json_agg(json_build_object('name', c.name, 'role', c.role, 'email', c.email)
                             ORDER BY c.created_at, c.id)
               FROM contacts c WHERE c.application_id = a.id) AS contacts,
            (SELECT count(*) FROM interviews i WHERE i.application_id = a.id) AS interviews
       FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.user_id = $1
        AND ($2::timestamptz IS NULL AND $3::timestamptz IS NULL
             OR a.applied_at >= COALESCE($2::timestamptz, '-infinity')
                AND a.applied_at < COALESCE($3::timestamptz, 'infinity'))
      ORDER BY a.applied_at NULLS LAST, a.created_at, a.id
      LIMIT $4`,
    [query.userId, query.appliedFrom, query.appliedBefore, query.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    appliedAt: row.applied_at,
    followUpOn: row.follow_up_on,
    source: row.source,
    matchScore: row.match_score,
    notes: row.notes,
    createdAt: row.created_at,
    title: row.title,
    company: row.company,
    location: row.location,
    url: row.url,
    applyBy: row.apply_by,
    pay: storedPay(row.pay),
    // json_agg arrives parsed from pg and as text from some drivers.
    contacts:
      typeof row.contacts === 'string'
        ? (JSON.parse(row.contacts) as LoggedContact[])
        : (row.contacts ?? []),
    interviews: Number(row.interviews),
  }));
}

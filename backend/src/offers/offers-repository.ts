/** Data access for the offers applications received: one per application. */
import type { PayPeriod } from '@resume-agent/tailor';
import type { Queryable } from '../db/database.js';

/** What a user writes of an offer; text is trimmed, and what is not given is NULL. */
export interface OfferFields {
  currency: string;
  baseAmount: number;
  period: PayPeriod;
  signingBonus: number | null;
  yearlyBonus: number | null;
  equity: string | null;
  /** Days, YYYY-MM-DD. */
  startsOn: string | null;
  respondBy: string | null;
  notes: string | null;
}

export interface OfferRecord extends OfferFields {
  applicationId: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}

interface OfferRow extends Record<string, unknown> {
  application_id: string;
  user_id: string;
  currency: string;
  base_amount: number;
  period: PayPeriod;
  signing_bonus: number | null;
  yearly_bonus: number | null;
  equity: string | null;
  starts_on: string | null;
  respond_by: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

// Amounts as float8: both drivers hand NUMERIC back as text. Days as text: a DATE read through a
// JavaScript Date would shift with the time zone.
const COLUMNS = `application_id, user_id, currency, base_amount::float8 AS base_amount, period,
  signing_bonus::float8 AS signing_bonus, yearly_bonus::float8 AS yearly_bonus, equity,
  to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(respond_by, 'YYYY-MM-DD') AS respond_by,
  notes, created_at, updated_at`;

function toRecord(row: OfferRow): OfferRecord {
  return {
    applicationId: row.application_id,
    userId: row.user_id,
    currency: row.currency,
    baseAmount: row.base_amount,
    period: row.period,
    signingBonus: row.signing_bonus,
    yearlyBonus: row.yearly_bonus,
    equity: row.equity,
    startsOn: row.starts_on,
    respondBy: row.respond_by,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The application's offer, written anew over the one before (which keeps its createdAt). */
export async function upsertOffer(
  tx: Queryable,
  offer: OfferFields & { userId: string; applicationId: string },
): Promise<OfferRecord> {
  const { rows } = await tx.query<OfferRow>(
    `INSERT INTO offers (application_id, user_id, currency, base_amount, period, signing_bonus,
       yearly_bonus, equity, starts_on, respond_by, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (application_id) DO UPDATE
       SET currency = EXCLUDED.currency, base_amount = EXCLUDED.base_amount,
           period = EXCLUDED.period, signing_bonus = EXCLUDED.signing_bonus,
           yearly_bonus = EXCLUDED.yearly_bonus, equity = EXCLUDED.equity,
           starts_on = EXCLUDED.starts_on, respond_by = EXCLUDED.respond_by,
           notes = EXCLUDED.notes
       WHERE offers.user_id = EXCLUDED.user_id
     RETURNING ${COLUMNS}`,
    [
      offer.applicationId,
      offer.userId,
      offer.currency,
      offer.baseAmount,
      offer.period,
      offer.signingBonus,
      offer.yearlyBonus,
      offer.equity,
      offer.startsOn,
      offer.respondBy,
      offer.notes,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`offer of application ${offer.applicationId} was not written`);
  return toRecord(row);
}

/** The offer removed, or undefined when the application had none. */
export async function deleteOffer(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<OfferRecord | undefined> {
  const { rows } = await db.query<OfferRow>(
    `DELETE FROM offers WHERE application_id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [applicationId, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** The offers of the user's applications among `applicationIds`; others' are left out. */
export async function listOffersOfApplications(
  db: Queryable,
  userId: string,
  applicationIds: readonly string[],
): Promise<OfferRecord[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<OfferRow>(
    `SELECT ${COLUMNS} FROM offers WHERE user_id = $1 AND application_id = ANY($2::uuid[])`,
    [userId, [...new Set(applicationIds)]],
  );
  return rows.map(toRecord);
}

/**
 * Whether the application has reached the offer: it is at offer or accepted now, or its history
 * holds a move to one of them (an offer declined, then withdrawn). Undefined when the user has
 * no such application. Locks the application, so that the answer holds for the transaction.
 */
export async function lockApplicationPastOffer(
  tx: Queryable,
  userId: string,
  applicationId: string,
): Promise<boolean | undefined> {
  const { rows } = await tx.query<{ past_offer: boolean }>(
    `SELECT a.status IN ('offer', 'accepted') OR EXISTS (
              SELECT 1 FROM application_events e
               WHERE e.application_id = a.id AND e.user_id = a.user_id
                 AND e.to_status IN ('offer', 'accepted')
            ) AS past_offer
       FROM applications a WHERE a.id = $1 AND a.user_id = $2 FOR UPDATE OF a`,
    [applicationId, userId],
  );
  return rows[0]?.past_offer;
}

export interface OfferDeadline {
  applicationId: string;
  respondBy: string;
  title: string;
  company: string | null;
}

/** The days to answer the offers of applications still at offer, from `from` on, soonest first. */
export async function listOfferDeadlines(
  db: Queryable,
  query: { userId: string; from: string; limit: number },
): Promise<OfferDeadline[]> {
  const { rows } = await db.query<{
    application_id: string;
    respond_by: string;
    title: string;
    company: string | null;
  }>(
    `SELECT o.application_id, to_char(o.respond_by, 'YYYY-MM-DD') AS respond_by, j.title, j.company
       FROM offers o
       JOIN applications a ON a.id = o.application_id AND a.user_id = o.user_id
       JOIN jobs j ON j.id = a.job_id
      WHERE o.user_id = $1 AND o.respond_by >= $2::date AND a.status = 'offer'
      ORDER BY o.respond_by, o.application_id LIMIT $3`,
    [query.userId, query.from, query.limit],
  );
  return rows.map((row) => ({
    applicationId: row.application_id,
    respondBy: row.respond_by,
    title: row.title,
    company: row.company,
  }));
}

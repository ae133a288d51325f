/**
 * Idempotency keys: the first request with a key claims it inside its own transaction and
 * stores its response there; a concurrent duplicate waits on the key's primary key until that
 * transaction ends, then finds the stored response. A rolled-back first attempt leaves no
 * claim behind, so a retry runs afresh.
 */
import type { Queryable } from '../db/database.js';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyClaim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'mismatch' };

export async function claimIdempotencyKey(
  tx: Queryable,
  claim: { userId: string; key: string; requestHash: string; ttlSeconds: number },
): Promise<IdempotencyClaim> {
  // An expired key is free again.
  await tx.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND expires_at <= now()',
    [claim.userId, claim.key],
  );
  const { rowCount } = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT (user_id, key) DO NOTHING`,
    [claim.userId, claim.key, claim.requestHash, claim.ttlSeconds],
  );
  if (rowCount === 1) return { outcome: 'claimed' };
  const { rows } = await tx.query<{
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
  }>(
    `SELECT request_hash, response_status, response_body
       FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
    [claim.userId, claim.key],
  );
  const existing = rows[0];
  const status = existing?.response_status ?? null;
  if (existing === undefined || status === null)
    throw new Error('an idempotency key was claimed but holds no response');
  if (existing.request_hash !== claim.requestHash) return { outcome: 'mismatch' };
  return {
    outcome: 'replay',
    response: { status, body: existing.response_body },
  };
}

export async function storeIdempotentResponse(
  tx: Queryable,
  stored: { userId: string; key: string; response: StoredResponse },
): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET response_status = $3, response_body = $4
      WHERE user_id = $1 AND key = $2`,
    [stored.userId, stored.key, stored.response.status, JSON.stringify(stored.response.body)],
  );
}

/** Removes expired keys, a bounded batch at a time; returns how many were removed. */
export async function purgeExpiredIdempotencyKeys(db: Queryable, batch = 1000): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM idempotency_keys WHERE ctid IN (
       SELECT ctid FROM idempotency_keys WHERE expires_at <= now() ORDER BY expires_at LIMIT $1)`,
    [batch],
  );
  return rowCount;
}

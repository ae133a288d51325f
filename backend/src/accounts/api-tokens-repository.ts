import type { Queryable } from '../db/database.js';
import type { Scope } from './scopes.js';

export interface ApiTokenSummary {
  id: string;
  name: string;
  scopes: Scope[];
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ActiveApiToken {
  id: string;
  userId: string;
  scopes: Scope[];
  lastUsedAt: string | null;
}

interface ApiTokenRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  name: string;
  scopes: Scope[];
  token_prefix: string;
  created_at: string;
  last_used_at: string | null;
}

/** A user keeps few tokens; the list is bounded rather than paginated. */
export const MAX_LISTED_API_TOKENS = 200;

function toSummary(row: ApiTokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.token_prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function createApiToken(
  db: Queryable,
  token: { userId: string; name: string; tokenHash: string; prefix: string; scopes: Scope[] },
): Promise<ApiTokenSummary> {
  const { rows } = await db.query<ApiTokenRow>(
    `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix, scopes)
     VALUES ($1, $2, $3, $4, $5::text[])
     RETURNING id, user_id, name, scopes, token_prefix, created_at, last_used_at`,
    [token.userId, token.name, token.tokenHash, token.prefix, token.scopes],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO api_tokens returned no row');
  return toSummary(row);
}

/** The user's tokens that are not revoked, newest first. */
export async function listApiTokens(db: Queryable, userId: string): Promise<ApiTokenSummary[]> {
  const { rows } = await db.query<ApiTokenRow>(
    `SELECT id, user_id, name, scopes, token_prefix, created_at, last_used_at FROM api_tokens
     WHERE user_id = $1 AND revoked_at IS NULL
     ORDER BY created_at DESC, id DESC
     LIMIT $2`,
    [userId, MAX_LISTED_API_TOKENS],
  );
  return rows.map(toSummary);
}

/** Revokes the user's token; false when the user has no such unrevoked token. */
export async function revokeApiToken(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [id, userId],
  );
  return rowCount > 0;
}

/** The token with this hash, unless it is revoked or expired. */
export async function findActiveApiToken(
  db: Queryable,
  tokenHash: string,
): Promise<ActiveApiToken | undefined> {
  // Only what authentication reads: this runs on every token request.
  const { rows } = await db.query<Pick<ApiTokenRow, 'id' | 'user_id' | 'scopes' | 'last_used_at'>>(
    `SELECT id, user_id, scopes, last_used_at FROM api_tokens
     WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [tokenHash],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        scopes: row.scopes,
        lastUsedAt: row.last_used_at,
      }
    : undefined;
}

export async function touchApiToken(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [id]);
}

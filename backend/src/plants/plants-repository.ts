import type { Queryable } from '../db/database.js';

export interface PlantRecord {
  name: string;
  tag: string | null;
}

/**
 * The plants a user has access to — their own plus the shared ones (no owner) — in name, then
 * id order. Each half is read from its own (name, id) index and cut at `limit` before the
 * merge, so a page costs `limit` rows per half whatever the table holds.
 */
export async function listAccessiblePlants(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<PlantRecord[]> {
  if (limit === 0) return [];
  const { rows } = await db.query<{ name: string; tag: string | null }>(
    `(SELECT name, tag, id FROM plants WHERE owner_id = $1 ORDER BY name, id LIMIT $2)
     UNION ALL
     (SELECT name, tag, id FROM plants WHERE owner_id IS NULL ORDER BY name, id LIMIT $2)
     ORDER BY name, id
     LIMIT $2`,
    [userId, limit],
  );
  return rows.map(({ name, tag }) => ({ name, tag }));
}

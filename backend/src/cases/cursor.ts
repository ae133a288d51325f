/**
 * Opaque list cursors: the position after the last case of a page, bound to the filters it
 * was made for (a cursor from another filter would skip or repeat cases, so it is refused).
 */
import { createHash } from 'node:crypto';
import type { ApplicationPosition } from '../applications/applications-repository.js';
import { AppError } from '../http/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXACT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function filterFingerprint(filters: {
  statuses: readonly string[];
  search: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([[...filters.statuses].sort(), filters.search]))
    .digest('base64url')
    .slice(0, 12);
}

export function encodeCursor(position: ApplicationPosition, fingerprint: string): string {
  return Buffer.from(
    JSON.stringify({ t: position.createdAtExact, i: position.id, f: fingerprint }),
  ).toString('base64url');
}

const invalidCursor = (): AppError =>
  new AppError(
    'INVALID_CURSOR',
    400,
    "Query parameter 'cursor' is not a cursor of this list: pass the nextCursor of the previous page, with the same status and q",
    { parameter: 'cursor' },
  );

export function decodeCursor(cursor: string, fingerprint: string): ApplicationPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof decoded !== 'object' || decoded === null) throw invalidCursor();
  const { t, i, f } = decoded as Record<string, unknown>;
  if (typeof t !== 'string' || !EXACT_TIMESTAMP.test(t)) throw invalidCursor();
  if (typeof i !== 'string' || !UUID.test(i) || f !== fingerprint) throw invalidCursor();
  return { createdAtExact: t, id: i };
}

/**
 * How the landing page reads the backend's `GET /health`. Pure, so the rules are tested
 * without a browser; `BackendStatus` is the thin shell that fetches and renders.
 *
 * The backend answers 200 `{ status: 'ok', database: { status: 'up', engine } , … }` when
 * healthy and 503 `{ status: 'degraded', database: { status: 'down', engine }, … }` when its
 * database does not answer.
 */

export type BackendState = 'checking' | 'online' | 'degraded' | 'offline';

export interface BackendHealth {
  state: BackendState;
  /** One line for people, e.g. "API online · database up (pglite)". */
  label: string;
  version?: string;
}

export const CHECKING: BackendHealth = { state: 'checking', label: 'Checking API…' };
export const OFFLINE: BackendHealth = { state: 'offline', label: 'API unreachable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeDatabase(database: unknown): string | undefined {
  if (!isRecord(database) || typeof database.status !== 'string') return undefined;
  const engine = typeof database.engine === 'string' ? ` (${database.engine})` : '';
  return `database ${database.status}${engine}`;
}

/** Turn an HTTP status and a parsed JSON body (or undefined) into what the badge shows. */
export function interpretHealth(httpStatus: number, body: unknown): BackendHealth {
  if (!isRecord(body) || (body.status !== 'ok' && body.status !== 'degraded')) {
    // Something answered, but not our backend's health document (a proxy error page, …).
    return OFFLINE;
  }
  const database = describeDatabase(body.database);
  const version = typeof body.version === 'string' ? body.version : undefined;
  const isDatabaseUp = isRecord(body.database) && body.database.status === 'up';
  const isOnline = httpStatus >= 200 && httpStatus < 300 && body.status === 'ok' && isDatabaseUp;
  const state: BackendState = isOnline ? 'online' : 'degraded';
  const head = isOnline ? 'API online' : 'API degraded';
  return {
    state,
    label: database ? `${head} · ${database}` : head,
    ...(version ? { version } : {}),
  };
}

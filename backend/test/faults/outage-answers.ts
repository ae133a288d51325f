/** What the fault tests accept as the answer to a request while the database is away. */
import type { LoadResult } from './load-client.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * 503 in the Error shape with Retry-After. The plant store's errors are exactly
 * `{ error, message }` by its OpenAPI document, so a `code` there is not required; elsewhere it
 * must be DATABASE_UNAVAILABLE.
 */
export function isDatabaseOutageAnswer(result: LoadResult): boolean {
  const { body } = result;
  if (result.status !== 503 || !isObject(body)) return false;
  if (!/^\d+$/.test(result.retryAfter ?? '')) return false;
  if (body.error !== 503 || typeof body.message !== 'string') return false;
  const isPlantStore = result.request.path.startsWith('/plants');
  return isPlantStore && body.code === undefined ? true : body.code === 'DATABASE_UNAVAILABLE';
}

export const isSuccess = (result: LoadResult): boolean =>
  result.status !== undefined && result.status >= 200 && result.status < 300;

/** A short line per result, for failure messages that say what went wrong. */
export function describeResult(result: LoadResult): string {
  const took = Math.round(result.finishedAt - result.startedAt);
  const outcome = result.failure ?? `${result.status} ${JSON.stringify(result.body)}`;
  return `${result.request.method} ${result.request.path} → ${outcome} (${took} ms)`;
}

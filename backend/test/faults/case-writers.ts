/**
 * Load scenarios that write cases and remember what the server acknowledged, so that a test
 * can check after a crash or a shutdown that every acknowledged write is there.
 */
import type { LoadResult, Scenario } from './load-client.js';

export interface AcknowledgedCase {
  id: string;
  title: string;
  status: string;
  version: number;
}

const caseOf = (result: LoadResult): AcknowledgedCase | undefined => {
  const body = result.body as Partial<AcknowledgedCase> | undefined;
  const isAcknowledged =
    (result.status === 201 && result.request.method === 'POST') ||
    (result.status === 200 && result.request.method === 'PATCH');
  if (!isAcknowledged || typeof body?.id !== 'string' || typeof body.version !== 'number')
    return undefined;
  return {
    id: body.id,
    title: String(body.title),
    status: String(body.status),
    version: body.version,
  };
};

/** Creates cases, each answered 201 once; `acknowledged` maps their ids to what came back. */
export function caseCreator(
  worker: number,
  headers: Record<string, string>,
  acknowledged: Map<string, AcknowledgedCase>,
): Scenario {
  let sequence = 0;
  return {
    next() {
      sequence += 1;
      return {
        method: 'POST',
        path: '/api/cases',
        body: { title: `Worker ${worker} case ${sequence}`, company: 'Fault Test Ltd' },
        headers,
      };
    },
    record(result) {
      const created = caseOf(result);
      if (created) acknowledged.set(created.id, created);
    },
  };
}

/**
 * Creates a case, then moves it back and forth between draft and ready under If-Match, then
 * starts another. Each move is two statements in one transaction (the application's version,
 * an application_events row), which is what a shutdown could tear apart.
 */
export function caseMover(
  worker: number,
  headers: Record<string, string>,
  acknowledged: Map<string, AcknowledgedCase>,
): Scenario {
  let current: AcknowledgedCase | undefined;
  let moves = 0;
  let created = 0;
  return {
    next() {
      if (current === undefined || moves >= 5) {
        created += 1;
        moves = 0;
        return {
          method: 'POST',
          path: '/api/cases',
          body: { title: `Worker ${worker} case ${created}` },
          headers,
        };
      }
      moves += 1;
      return {
        method: 'PATCH',
        path: `/api/cases/${current.id}`,
        body: { status: current.status === 'draft' ? 'ready' : 'draft' },
        headers: { ...headers, 'if-match': `"${current.version}"` },
      };
    },
    record(result) {
      const written = caseOf(result);
      // Without an acknowledgement the case's version is unknown: continue on a new one.
      current = written;
      if (written) acknowledged.set(written.id, written);
    },
  };
}

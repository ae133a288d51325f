/**
 * Whether every case is whole, read through the GraphQL API (the case API does not show the
 * history). A status change raises the application's version and appends one history row in
 * one transaction; a case whose version differs from its number of rows, or whose status is not
 * its last row's, holds a change half-written.
 */
import { send } from './load-client.js';

interface ApplicationHistory {
  id: string;
  status: string;
  version: number;
  events: { kind: string; toStatus: string | null }[];
}

const QUERY = '{ applications(limit: 200) { id status version events { kind toStatus } } }';

/** One line per torn case; also the number of cases read. */
export async function findTornCases(
  baseUrl: string,
  browser: Record<string, string>,
): Promise<{ torn: string[]; count: number }> {
  const result = await send(
    baseUrl,
    { method: 'POST', path: '/graphql', body: { query: QUERY }, headers: browser },
    10_000,
  );
  const applications = (result.body as { data?: { applications?: ApplicationHistory[] } }).data
    ?.applications;
  if (result.status !== 200 || applications === undefined)
    throw new Error(`reading the history: ${result.status} ${JSON.stringify(result.body)}`);
  const torn = applications
    .filter(
      (application) =>
        application.version !== application.events.length ||
        application.events.at(-1)?.toStatus !== application.status,
    )
    .map((application) => JSON.stringify(application));
  return { torn, count: applications.length };
}

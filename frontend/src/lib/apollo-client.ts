import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { jobPagesPolicy } from './job-pages';
import { peoplePagesPolicy } from './people-pages';

export interface ApolloClientOptions {
  /** Replaces the global fetch, for tests. */
  fetch?: typeof fetch;
  /** Set while rendering on the server: disables refetching, which only makes sense in a browser. */
  ssrMode?: boolean;
}

/**
 * The GraphQL client of the signed-in application. The browser talks to the backend directly,
 * with the session cookie (`credentials: 'include'`: the backend is on another origin).
 * `apiBaseUrl` comes from `env.ts` and has no trailing slash.
 */
export function makeApolloClient(
  apiBaseUrl: string,
  options: ApolloClientOptions = {},
): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: `${apiBaseUrl}/graphql`,
      credentials: 'include',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    cache: new InMemoryCache({
      // Objects without ids that belong to their parent: a newer answer replaces the old one
      // field by field, instead of Apollo warning that it cannot merge them.
      typePolicies: {
        Match: { merge: true },
        JobPosting: { merge: true },
        TailoredResume: { merge: true },
        ResumeDiff: { merge: true },
        Pipeline: { merge: true },
        // A change of address waiting for its link: a new one, or none, replaces it whole.
        User: { fields: { pendingEmail: { merge: false } } },
        Query: { fields: { jobs: jobPagesPolicy, people: peoplePagesPolicy } },
      },
    }),
    ssrMode: options.ssrMode ?? false,
  });
}

/**
 * Whether the client's cache holds nothing yet (a tab's first query): a view can then ask the
 * server straight away instead of reading the cache first for an answer it cannot have.
 */
export function isCacheEmpty(client: ApolloClient): boolean {
  const snapshot = client.extract();
  return typeof snapshot === 'object' && snapshot !== null && Object.keys(snapshot).length === 0;
}

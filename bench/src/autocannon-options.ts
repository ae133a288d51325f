/** autocannon's options for a LoadSpec: the same requests whichever worker runs them. */
import type { Options } from 'autocannon';
import type { LoadSpec } from './load-spec.js';

/** Where a spec's `paths` are up to; shared by every run against one server, turns included. */
export interface PathCursor {
  next: number;
}

export function autocannonOptions(
  spec: LoadSpec,
  cursor: PathCursor,
): Omit<Options, 'duration' | 'amount'> {
  return {
    url: spec.url,
    connections: spec.connections,
    timeout: 10,
    requests: [
      {
        method: spec.method,
        headers: {
          authorization: `Bearer ${spec.token}`,
          ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
        // Writes spread over many cases, as a host's would: one row locked by every connection
        // would measure lock waits, not the server.
        ...(spec.paths
          ? {
              setupRequest: (request) => {
                const paths = spec.paths ?? [];
                cursor.next = (cursor.next + 1) % paths.length;
                return { ...request, path: paths[cursor.next] };
              },
            }
          : {}),
      },
    ],
  };
}

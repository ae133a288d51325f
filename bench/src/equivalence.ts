/** Before measuring: the servers must answer the same requests with the same JSON. */
import { isDeepStrictEqual } from 'node:util';
import type { BenchUser } from './fixtures.js';
import type { RunningServer } from './servers.js';

export async function checkSameAnswers(
  servers: Readonly<Record<string, RunningServer>>,
  user: BenchUser,
  paths: readonly string[],
): Promise<void> {
  for (const path of paths) {
    const answers = await Promise.all(
      Object.values(servers).map(async (server) => {
        const response = await fetch(`${server.origin}${path}`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        return {
          kind: server.kind,
          status: response.status,
          body: await response.json(),
        };
      }),
    );
    const [first, ...rest] = answers;
    if (first === undefined) return;
    for (const answer of rest)
      if (answer.status !== first.status || !isDeepStrictEqual(answer.body, first.body))
        throw new Error(
          `${path}: ${answer.kind} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}, ${first.kind} answered ${first.status} ${JSON.stringify(first.body).slice(0, 300)}`,
        );
  }
}

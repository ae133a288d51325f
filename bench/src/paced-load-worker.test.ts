import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadSpec } from './load-spec.js';
import { runTurns } from './run-load.js';
import { inTimeOrder, recordingServer } from './recording-server.js';

describe('the paced load worker, servers taking turns', () => {
  let servers: Awaited<ReturnType<typeof recordingServer>>[] = [];
  beforeAll(async () => {
    servers = [await recordingServer(), await recordingServer()];
  });
  afterAll(() => {
    for (const { server } of servers) server.close();
  });

  it('sends each server its rate during its own turns only, and reports each apart', async () => {
    const spec = (origin: string, paths: string[]): LoadSpec => ({
      url: `${origin}/first`,
      method: 'PATCH',
      token: 'test',
      connections: 4,
      overallRate: 200,
      durationSeconds: 1,
      warmUpSeconds: 0,
      body: { note: 'x' },
      paths,
    });
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    const results = await runTurns(
      { turnSeconds: 0.25, servers: [spec(a.origin, ['/a1', '/a2']), spec(b.origin, ['/b1'])] },
      undefined,
    );

    expect(results.map(({ requests, non2xx, errors }) => ({ requests, non2xx, errors }))).toEqual([
      { requests: 200, non2xx: 0, errors: 0 },
      { requests: 200, non2xx: 0, errors: 0 },
    ]);
    expect(a.arrivals).toHaveLength(200);
    expect(new Set(a.arrivals.map(({ path }) => path))).toEqual(new Set(['/a1', '/a2']));
    expect(new Set(b.arrivals.map(({ path }) => path))).toEqual(new Set(['/b1']));
    // In time order the arrivals come in blocks, a's, b's, a's… eight turns, so seven
    // changes of server. Requests sent late (a busy machine running the other test suites)
    // may cross into the next turn, two more changes each time; without turns there would be
    // hundreds.
    const arrivals = inTimeOrder({ a: a.arrivals, b: b.arrivals });
    const changes = arrivals.filter(
      (arrival, index) => index > 0 && arrival.server !== arrivals[index - 1]?.server,
    ).length;
    expect(arrivals[0]?.server).toBe('a');
    expect(changes).toBeGreaterThanOrEqual(7);
    expect(changes).toBeLessThanOrEqual(21);
    for (const result of results) expect(result.p99Ms).toBeGreaterThan(0);
  }, 30_000);
});

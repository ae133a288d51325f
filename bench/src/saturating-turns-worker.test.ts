import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadSpec } from './load-spec.js';
import { runSaturatingTurns } from './run-load.js';
import { inTimeOrder, recordingServer } from './recording-server.js';

describe('the saturating load worker, servers taking turns', () => {
  let servers: Awaited<ReturnType<typeof recordingServer>>[] = [];
  beforeAll(async () => {
    servers = [await recordingServer(204), await recordingServer(500)];
  });
  afterAll(() => {
    for (const { server } of servers) server.close();
  });

  it('sends each server its amount per turn, one server at a time, on connections it keeps, and reports each apart', async () => {
    const spec = (origin: string, paths: string[]): LoadSpec => ({
      url: `${origin}/first`,
      method: 'PATCH',
      token: 'test',
      connections: 4,
      durationSeconds: 1,
      body: { note: 'x' },
      paths,
    });
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers not started');
    const results = await runSaturatingTurns(
      {
        servers: [spec(a.origin, ['/a1', '/a2']), spec(b.origin, ['/b1'])],
        requestsPerTurn: [40, 20],
        warmUpTurns: 1,
        turns: 3,
      },
      undefined,
    );

    // Measured: three turns each; the warm-up turn was sent but not counted.
    expect(results.map(({ requests, non2xx, errors }) => ({ requests, non2xx, errors }))).toEqual([
      { requests: 120, non2xx: 0, errors: 0 },
      { requests: 60, non2xx: 60, errors: 0 },
    ]);
    expect(a.arrivals).toHaveLength(160);
    expect(b.arrivals).toHaveLength(80);
    expect(new Set(a.arrivals.map(({ path }) => path))).toEqual(new Set(['/a1', '/a2']));
    expect(new Set(b.arrivals.map(({ path }) => path))).toEqual(new Set(['/b1']));
    // Each server's four connections are opened once and kept from turn to turn.
    expect(new Set(a.arrivals.map(({ port }) => port)).size).toBe(4);
    expect(new Set(b.arrivals.map(({ port }) => port)).size).toBe(4);
    // A turn ends with its last answer: in time order the arrivals come in four blocks each,
    // a's, b's, a's… with no request of one turn arriving during another's.
    const arrivals = inTimeOrder({ a: a.arrivals, b: b.arrivals });
    const blocks = arrivals.filter(
      (arrival, index) => index === 0 || arrival.server !== arrivals[index - 1]?.server,
    );
    expect(blocks.map(({ server }) => server)).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    for (const result of results) {
      expect(result.requestsPerSecond).toBeGreaterThan(0);
      expect(result.p99Ms).toBeGreaterThan(0);
    }
  }, 30_000);
});

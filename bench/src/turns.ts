/**
 * When each request of a fixed-rate run is due, for several servers taking turns: time is cut
 * into turns of `turnSeconds`, turn k belongs to server k mod n, and within its turn a server
 * gets requests at an even `rate`. Every server gets `seconds` of turns, so the same number
 * of requests, spread over the whole run.
 *
 * Why turns: on a shared machine, slow spells last from tens of milliseconds to tens of
 * seconds and set a run's p99. Servers measured one after the other meet different spells, so
 * the ratio of their p99s swung from 0.55× to 6.85× between rounds of the same build
 * (bench/RESULTS.md, 2026-11-26). Taking turns a fraction of a second long, the servers meet
 * the same spells, as the side-by-side CPU rounds do; only one is loaded at any moment.
 */
export interface DueRequest {
  /** Index of the server the request goes to. */
  server: number;
  /** Milliseconds after the run's start. */
  dueMs: number;
}

export function turnSchedule({
  servers,
  rate,
  turnSeconds,
  seconds,
}: {
  servers: number;
  rate: number;
  turnSeconds: number;
  /** Each server's share of the run. */
  seconds: number;
}): DueRequest[] {
  if (!(servers >= 1 && rate > 0 && turnSeconds > 0 && seconds > 0))
    throw new Error('turnSchedule needs servers ≥ 1 and positive rate, turnSeconds and seconds');
  const turnsEach = Math.max(1, Math.round(seconds / turnSeconds));
  const perTurn = Math.max(1, Math.round(rate * turnSeconds));
  const intervalMs = 1_000 / rate;
  const schedule: DueRequest[] = [];
  for (let turn = 0; turn < turnsEach * servers; turn += 1)
    for (let index = 0; index < perTurn; index += 1)
      schedule.push({
        server: turn % servers,
        dueMs: turn * turnSeconds * 1_000 + index * intervalMs,
      });
  return schedule;
}

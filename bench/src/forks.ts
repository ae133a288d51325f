/**
 * Forks: the rounds of a run spread over fresh server processes. Each process's JIT settles on
 * its own (V8 optimises in the background on the type feedback it has gathered so far), so the
 * rounds of one process share whatever offset it settled at, which more rounds of the same
 * process cannot average away; rounds from several processes can (JMH's forks, for the JVM).
 */

/** How many of `total` rounds each of `forks` processes runs: as even as they go, earlier first. */
export function roundsPerFork(total: number, forks: number): number[] {
  if (!Number.isInteger(total) || total < 0)
    throw new Error(`rounds must be a whole number: ${total}`);
  if (!Number.isInteger(forks) || forks < 1) throw new Error(`forks must be at least 1: ${forks}`);
  const base = Math.floor(total / forks);
  return Array.from({ length: forks }, (_, fork) => base + (fork < total % forks ? 1 : 0));
}

/** The number of `fork`'s first round, counting on from the forks before it (`roundsPerFork`). */
export function firstRoundOfFork(roundsByFork: readonly number[], fork: number): number {
  return roundsByFork.slice(0, fork).reduce((sum, n) => sum + n, 0);
}

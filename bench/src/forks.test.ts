import { describe, expect, it } from 'vitest';
import { firstRoundOfFork, roundsPerFork } from './forks.js';

describe('roundsPerFork', () => {
  it('spreads rounds evenly, the earlier forks taking what does not divide', () => {
    expect(roundsPerFork(6, 2)).toEqual([3, 3]);
    expect(roundsPerFork(9, 2)).toEqual([5, 4]);
    expect(roundsPerFork(10, 3)).toEqual([4, 3, 3]);
  });

  it('keeps every round', () => {
    for (const [total, forks] of [
      [5, 1],
      [7, 4],
      [2, 3],
    ] as const)
      expect(roundsPerFork(total, forks).reduce((sum, n) => sum + n, 0)).toBe(total);
  });

  it('gives a fork no rounds when there are fewer rounds than forks', () => {
    expect(roundsPerFork(2, 3)).toEqual([1, 1, 0]);
  });

  it('refuses a count that is not a whole number, and fewer than one fork', () => {
    expect(() => roundsPerFork(2.5, 2)).toThrow(/whole number/);
    expect(() => roundsPerFork(4, 0)).toThrow(/at least 1/);
  });
});

describe('firstRoundOfFork', () => {
  it('numbers rounds on from fork to fork', () => {
    expect([0, 1, 2].map((fork) => firstRoundOfFork([4, 3, 3], fork))).toEqual([0, 4, 7]);
    expect(firstRoundOfFork([5, 5], 0)).toBe(0);
  });
});

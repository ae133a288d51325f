import { describe, expect, it } from 'vitest';
import { turnSchedule } from './turns.js';

describe('turnSchedule', () => {
  const schedule = turnSchedule({ servers: 3, rate: 100, turnSeconds: 0.5, seconds: 2 });

  it('gives every server the same number of requests: rate × seconds', () => {
    for (const server of [0, 1, 2])
      expect(schedule.filter((due) => due.server === server)).toHaveLength(200);
  });

  it('hands the turns round in order, one server at a time', () => {
    const turnOf = (dueMs: number) => Math.floor(dueMs / 500);
    for (const due of schedule) expect(due.server).toBe(turnOf(due.dueMs) % 3);
    expect(schedule.map(({ dueMs }) => turnOf(dueMs)).at(-1)).toBe(11);
  });

  it('paces each turn evenly at the rate, in time order', () => {
    const firstTurn = schedule.filter(({ dueMs }) => dueMs < 500).map(({ dueMs }) => dueMs);
    expect(firstTurn).toHaveLength(50);
    expect(firstTurn[1]).toBeCloseTo(10);
    expect(firstTurn.at(-1)).toBeCloseTo(490);
    const times = schedule.map(({ dueMs }) => dueMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('is one server paced without pause when there is only one', () => {
    const alone = turnSchedule({ servers: 1, rate: 10, turnSeconds: 0.5, seconds: 1 });
    expect(alone.map(({ dueMs }) => Math.round(dueMs))).toEqual(
      Array.from({ length: 10 }, (_, index) => index * 100),
    );
  });

  it('refuses a rate or a length that is not positive', () => {
    expect(() => turnSchedule({ servers: 2, rate: 0, turnSeconds: 0.5, seconds: 1 })).toThrow();
    expect(() => turnSchedule({ servers: 2, rate: 10, turnSeconds: 0, seconds: 1 })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './fixed-window-limiter.js';

describe('createFixedWindowLimiter', () => {
  it('allows max requests per window and refuses the next with the time left', () => {
    const limiter = createFixedWindowLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
    expect(limiter.hit('a', 2_000).allowed).toBe(true);
    expect(limiter.hit('a', 31_500)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('counts each key on its own', () => {
    const limiter = createFixedWindowLimiter({ max: 1, windowMs: 60_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    expect(limiter.hit('a', 0).allowed).toBe(false);
  });

  it('starts a new window once the old one has ended', () => {
    const limiter = createFixedWindowLimiter({ max: 1, windowMs: 60_000 });
    limiter.hit('a', 0);
    expect(limiter.hit('a', 59_999).allowed).toBe(false);
    expect(limiter.hit('a', 60_000).allowed).toBe(true);
    expect(limiter.hit('a', 60_001).allowed).toBe(false);
  });

  it('never says to retry in less than a second', () => {
    const limiter = createFixedWindowLimiter({ max: 0, windowMs: 1_000 });
    expect(limiter.hit('a', 999).retryAfterSeconds).toBe(1);
  });

  it('forgets ended windows, so idle keys cost no memory', () => {
    const limiter = createFixedWindowLimiter({ max: 5, windowMs: 1_000 });
    for (let index = 0; index < 100; index += 1) limiter.hit(`key-${index}`, 0);
    expect(limiter.size).toBe(100);
    limiter.hit('late', 5_000);
    expect(limiter.size).toBe(1);
  });

  it('drops the oldest window beyond maxKeys', () => {
    const limiter = createFixedWindowLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('c', 0);
    expect(limiter.size).toBe(2);
    // a's window was dropped: it starts afresh; c's is still counted.
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('c', 0).allowed).toBe(false);
  });
});

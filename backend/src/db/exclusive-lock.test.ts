import { describe, expect, it } from 'vitest';
import { createExclusiveLock } from './exclusive-lock.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createExclusiveLock', () => {
  it('runs one holder at a time, in arrival order', async () => {
    const exclusively = createExclusiveLock();
    const events: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const holder = (name: string, ticks: number) =>
      exclusively(async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        events.push(`${name} start`);
        for (let i = 0; i < ticks; i += 1) await tick();
        events.push(`${name} end`);
        running -= 1;
        return name;
      });
    const results = await Promise.all([holder('a', 3), holder('b', 1), holder('c', 2)]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(mostAtOnce).toBe(1);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('passes the lock on when a holder fails, and rejects with its error', async () => {
    const exclusively = createExclusiveLock();
    const failing = exclusively(async () => {
      await tick();
      throw new Error('statement failed');
    });
    const after = exclusively(() => Promise.resolve('ran'));
    await expect(failing).rejects.toThrow('statement failed');
    await expect(after).resolves.toBe('ran');
  });

  it('is free again once the queue has drained, and queues again after', async () => {
    const exclusively = createExclusiveLock();
    const order: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        [0, 1, 2].map((index) =>
          exclusively(async () => {
            await tick();
            order.push(round * 3 + index);
          }),
        ),
      );
    }
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // Nothing is left queued: a holder arriving at a free lock starts in the same tick.
    let started = false;
    const running = exclusively(() => {
      started = true;
      return Promise.resolve();
    });
    expect(started).toBe(true);
    await running;
  });
});

/**
 * One holder at a time, the others in arrival order: how PGlite's single session is shared.
 *
 * PGlite serialises callers with async-mutex. On Node 20, whatever ran under its
 * `runExclusive` outlived young-generation GCs: a plant page on the embedded database left
 * ~12 KB in the old generation, the request's own objects included, so the server ran a
 * major GC every few seconds under load and those were the longest pauses in its p99
 * (docs/contributing/performance.md). Here a waiter is a resolve function in an array read
 * from a moving head, and a release is a plain call to the next one.
 */
export type Exclusively = <T>(work: () => Promise<T>) => Promise<T>;

export function createExclusiveLock(): Exclusively {
  let held = false;
  let waiting: (() => void)[] = [];
  let head = 0;

  function release(): void {
    const next = waiting[head];
    if (next === undefined) {
      held = false;
      return;
    }
    // Drop the reference as it is used, and the array once it has been read to the end.
    waiting[head] = released;
    head += 1;
    if (head === waiting.length) {
      waiting = [];
      head = 0;
    }
    // The lock passes straight to the next holder: `held` stays true.
    next();
  }

  return async (work) => {
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    else held = true;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** Stands in for a waiter already released. */
function released(): void {
  return undefined;
}

/** Bounded waiting: every wait of the fault tests ends, with a message saying what never came. */

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export async function until(
  condition: () => boolean,
  boundMs: number,
  what: string,
): Promise<void> {
  const giveUpAt = performance.now() + boundMs;
  while (!condition()) {
    if (performance.now() > giveUpAt) throw new Error(`${what}: not within ${boundMs} ms`);
    await sleep(50);
  }
}

/**
 * Runs a pass of background work (re-reading postings, sending reminder e-mails) every so often
 * while the server is up: after each pass, the next one waits `intervalMs`, so passes never
 * overlap however long one takes. Stopping
 * cancels the wait, aborts a pass under way between two of its batches, and resolves once it
 * has stopped, before the database is closed.
 */
export interface RepeatingPass {
  stop: () => Promise<void>;
}

export function scheduleRepeatingPass({
  intervalMs,
  pass,
}: {
  intervalMs: number;
  /** One pass; it stops between batches once `signal` is aborted. Failures are its own to log. */
  pass: (signal: AbortSignal) => Promise<void>;
}): RepeatingPass {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  function next(): void {
    timer = setTimeout(() => {
      running = pass(stopping.signal)
        .catch(() => undefined)
        .then(() => {
          if (!stopping.signal.aborted) next();
        });
    }, intervalMs);
    // A pending pass never keeps the process alive on its own.
    timer.unref();
  }

  if (intervalMs > 0) next();
  return {
    stop: () => {
      stopping.abort();
      clearTimeout(timer);
      return running;
    },
  };
}

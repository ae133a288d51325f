/**
 * Work a route starts after it has answered (an e-mail on its way): closing the server waits
 * for it, and a failure goes to the log, since nobody is left to answer.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type RunAfterAnswer = (
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
) => void;

export function trackWorkAfterAnswer(app: Pick<FastifyInstance, 'addHook'>): RunAfterAnswer {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (work, log, failure) => {
    const done = work().then(
      () => undefined,
      (error: unknown) => {
        log.error({ err: error }, failure);
      },
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  };
}

/**
 * The app's pino logger, made here rather than by Fastify.
 *
 * Handed a logger, Fastify wires request logging into every request whatever the level: a
 * 'finish' and an 'error' listener on each response, two clock readings, a child logger and
 * the "incoming request" and "request completed" calls. Where the level writes neither line
 * (warn and above, as the benchmark runs) that was ~3% of the CPU of a plant-page request
 * (bench/, docs/contributing/performance.md). So Fastify gets no logger of its own: request
 * loggers are lazy children of this one (lazy-request-logger.ts), and the completion line,
 * which Fastify writes from that 'finish' listener, is kept by asking for the listener only
 * where info is enabled (attachAppLogger).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { lazyRequestLoggerFactory } from './lazy-request-logger.js';

/** Fastify's own serializers (fastify/lib/logger-pino.js), so that request lines read as before. */
const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: pino.stdSerializers.err,
};

/** Pino's options with Fastify's extra `stream`, where the lines go (standard output if absent). */
type AppLoggerOptions = LoggerOptions & { stream?: DestinationStream };

/** The logger `options` (as Fastify's `logger` option takes them) ask for; undefined for none. */
export function createAppLogger(options: FastifyServerOptions['logger']): Logger | undefined {
  if (options === undefined || options === false) return undefined;
  const { stream, serializers, ...rest } = (options === true ? {} : options) as AppLoggerOptions;
  const settings: LoggerOptions = {
    level: 'info',
    ...rest,
    serializers: { ...requestLogSerializers, ...serializers },
  };
  return stream === undefined ? pino(settings) : pino(settings, stream);
}

/**
 * Fastify's logging options for `log` (none at all without one): request loggers are its lazy
 * children. (disableRequestLogging, tempting below info, would also silence the errors
 * Fastify's default error handler logs.)
 */
export function fastifyLoggingOptions(
  log: Logger | undefined,
): Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory'> {
  if (log === undefined) return { logger: false };
  return {
    logger: false,
    childLoggerFactory: (_silent, bindings, options) =>
      lazyRequestLoggerFactory(log, bindings, options),
  };
}

/**
 * Makes `log` the app's logger (plugin instances inherit it; Fastify's few app-level lines use
 * it). Fastify logs "request completed", with the response time, from the response's 'finish'
 * listener, which without a logger of its own it sets up only when there are onResponse hooks:
 * the one added here, where info is enabled, does nothing else. Call before registering plugins.
 */
export function attachAppLogger(app: FastifyInstance, log: Logger | undefined): void {
  if (log === undefined) return;
  app.log = log;
  if (!log.isLevelEnabled('info')) return;
  app.addHook('onResponse', (_request, _reply, done) => {
    done();
  });
}

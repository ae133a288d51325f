/**
 * Request loggers that become pino children only when they first write.
 *
 * Fastify gives every request a child logger bound to its request id. Making that child
 * (bindings serialised, serializers and redaction carried over) cost more than the rest of the
 * framework's work on a plant-page request (bench/), and at the levels we run in production
 * most requests never log a line. The request id still appears on every line that is written.
 */
import type { FastifyBaseLogger, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type WritingLevel = Exclude<LogLevel, 'silent'>;

/** The part of pino Fastify's parent logger offers that laziness relies on. */
interface ParentLogger extends FastifyBaseLogger {
  isLevelEnabled: (level: string) => boolean;
}

class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
  ) {}

  /** The pino child, made on first need. */
  private get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  /** A level change is the child's own, as on a pino child. */
  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private write(level: WritingLevel, args: unknown[]): void {
    const enabled =
      this.#child === undefined
        ? this.parent.isLevelEnabled(level)
        : (this.#child as ParentLogger).isLevelEnabled(level);
    if (!enabled) return;
    this.real[level](...(args as Parameters<FastifyBaseLogger['info']>));
  }

  // Methods on the prototype: a request that never logs allocates no closures.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {
    // Writes nothing, like pino's.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

const canTellLevels = (logger: FastifyBaseLogger): logger is ParentLogger =>
  typeof (logger as Partial<ParentLogger>).isLevelEnabled === 'function';

/**
 * Fastify's `childLoggerFactory`. Options that change the child (a route's own `logLevel` or
 * serializers) are rare: those children are made at once, as Fastify would; so are the
 * children of a logger that cannot say which levels it writes (Fastify's silent logger when
 * logging is off, whose children are itself).
 */
export function lazyRequestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (!canTellLevels(logger) || Object.keys(options).length > 0)
    return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings);
}
